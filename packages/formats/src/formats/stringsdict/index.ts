import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseStringsdict } from './read.ts';
import { rewriteStringsdict } from './rewrite.ts';
import { serializeStringsdict } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '\t',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseStringsdict(content).keys()],
  };
}

/** Apple `.stringsdict`: plural rules beside `.strings` in `{lang}.lproj/`. */
export const stringsdict: TranslationFormat = {
  name: 'stringsdict',
  extensions: ['.stringsdict'],
  structures: ['flat'],
  parse: parseStringsdict,
  serialize: (entries) => serializeStringsdict(entries),
  detectStyle,
  serializeOver: (entries, existing) => rewriteStringsdict(entries, existing),
};
