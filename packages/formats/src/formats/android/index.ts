import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { xmlIndentOf } from '../../shared/xml.ts';
import { dialectOf } from './model.ts';
import { blankAndroid } from './new-file.ts';
import { parseAndroid, read } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeAndroid } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: xmlIndentOf(content, '    '),
    trailingNewline: endsWithNewline(content),
    // Compose's reading never refuses a text, and the keys are the same in either dialect.
    keyOrder: [...read(content, 'compose').entries.keys()],
  };
}

/** Android strings.xml: strings, plurals (`key[one]`) and string arrays (`key[0]`). */
export const android: TranslationFormat = {
  name: 'android',
  extensions: ['.xml'],
  structures: ['flat'],
  parse: parseAndroid,
  // A new locale's file takes the default file's shape with only its translated resources (new-file.ts).
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeAndroid(entries, dialectOf(options.path))
      : serializeOver(
          entries,
          blankAndroid(options.template, new Set(entries.keys()), dialectOf(options.path)),
          options,
        ),
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
