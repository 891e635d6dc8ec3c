import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { indentStepOf, parseStringsdict, readStringsdict } from './read.ts';
import { rewriteStringsdict } from './rewrite.ts';
import { serializeStringsdict } from './write.ts';

function detectStyle(content: string): FileStyle {
  const file = readStringsdict(content);
  return {
    structure: 'flat',
    indent: indentStepOf(content, file),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...file.entries.keys()],
  };
}

/** Apple `.stringsdict`: plural rules beside `.strings` in `{lang}.lproj/`. */
export const stringsdict: TranslationFormat = {
  name: 'stringsdict',
  extensions: ['.stringsdict'],
  structures: ['flat'],
  parse: parseStringsdict,
  serialize: (entries, options) => serializeStringsdict(entries, options.style?.indent),
  detectStyle,
  serializeOver: (entries, existing) => rewriteStringsdict(entries, existing),
};
