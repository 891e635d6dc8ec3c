import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseTs } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeTs } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '    ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseTs(content).keys()],
  };
}

/** Qt Linguist `.ts`: contexts, messages keyed by context + source (+ comment), numerus forms. */
export const qt: TranslationFormat = {
  name: 'qt',
  extensions: ['.ts'],
  structures: ['flat'],
  parse: parseTs,
  serialize: (entries, options) => serializeTs(entries, options),
  detectStyle,
  serializeOver,
};
