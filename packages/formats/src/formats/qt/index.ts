import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { fillNewFile } from '../../shared/new-file.ts';
import { xmlIndentOf } from '../../shared/xml.ts';
import { blankTs } from './new-file.ts';
import { parseTs } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeTs } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: xmlIndentOf(content, '    '),
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
  // A new language's file is what lupdate makes of the source file, with the pulled texts filled in.
  serialize: (entries, options) =>
    options.template === undefined || options.locale === undefined
      ? serializeTs(entries, options)
      : fillNewFile(entries, blankTs(options.template, options.locale, options.sibling), options, {
          parse: parseTs,
          serializeOver,
        }),
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
