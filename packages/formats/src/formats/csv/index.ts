import type { ParseOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { readCsvMessages, scanCsv } from './read.ts';
import { rewriteCsv } from './rewrite.ts';
import { serializeCsv } from './write.ts';

/** The texts of a CSV file by key, each key's text from its last row, in the order of first rows. */
export function parseCsv(content: string, options: ParseOptions = {}): Entries {
  const entries: Entries = new Map();
  for (const message of readCsvMessages(scanCsv(content), options)) {
    if (!entries.has(message.key) || message.effective) entries.set(message.key, message.text);
  }
  return entries;
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseCsv(content).keys()],
  };
}

/**
 * Two-column CSV as Magento 2 reads its `i18n/<locale>.csv` (PHP's fgetcsv, then
 * `Translate::_addData`): the first field is the key (the phrase as the code writes it), the second
 * the text; further columns are kept as written.
 */
export const csv: TranslationFormat = {
  name: 'csv',
  extensions: ['.csv'],
  structures: ['flat'],
  parse: parseCsv,
  // A new file is the source file's rows with the translations in their second field, as a Magento
  // translator copies en_US.csv: its quoting, line ends and further columns kept.
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeCsv(entries, {
          ...(options.style?.trailingNewline !== undefined && {
            trailingNewline: options.style.trailingNewline,
          }),
        })
      : rewriteCsv(entries, options.template, options.template),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing, options) => rewriteCsv(entries, existing, options.template),
};
