import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { readXliff } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeXliff } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '  ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readXliff(content).entries.keys()],
  };
}

/** XLIFF 1.2 and 2.0; a new file is a 1.2 file of one language (`source-language` = the locale). */
export const xliff: TranslationFormat = {
  name: 'xliff',
  extensions: ['.xlf', '.xliff'],
  structures: ['flat'],
  parse: (content, options) => readXliff(content, options).entries,
  serialize: (entries, { locale }) =>
    serializeXliff(entries, locale === undefined ? {} : { sourceLanguage: locale }),
  detectStyle,
  serializeOver,
};
