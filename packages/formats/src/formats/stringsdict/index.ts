import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { newStringsdict } from './new-file.ts';
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
  // A new locale's file is the source's with the locale's texts (new-file.ts), as Xcode makes one.
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeStringsdict(entries, options.style?.indent)
      : newStringsdict(entries, options.template),
  detectStyle,
  serializeOver: (entries, existing) => rewriteStringsdict(entries, existing),
  needsTemplate: true,
};
