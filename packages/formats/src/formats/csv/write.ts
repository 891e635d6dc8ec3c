import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import type { CsvQuoting } from './model.ts';

// What makes PHP's fputcsv quote a field: the delimiter, the quote, the escape, line breaks, tab, space.
const NEEDS_QUOTES = /[,"\\\n\r\t ]/;

/**
 * One field as PHP's `fputcsv($handle, $fields, ',', '"')` writes it: bare when nothing in it needs
 * quotes (unless `quote`), else in quotes with each `"` doubled, except one right after a `\`, which
 * PHP's reader keeps as written (`\` and the character after it are taken as a pair, as `fgetcsv`
 * takes them). A text ending in `\` is refused: in quotes, `fgetcsv` would read that `\` as escaping
 * the closing quote.
 */
export function encodeField(text: string, quote: boolean): string {
  if (!quote && text !== '' && !NEEDS_QUOTES.test(text)) return text;
  if (!quote && text === '') return '';
  if (text.endsWith('\\')) {
    throw new FormatError(
      `the text "${text.slice(0, 60)}" ends in a backslash, which PHP's fgetcsv (Magento) reads as escaping the closing quote; end it otherwise`,
    );
  }
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') {
      // fgetcsv keeps `\` and the character after it as written, a quote included.
      out += c + (text[i + 1] as string);
      i++;
    } else {
      out += c === '"' ? '""' : c;
    }
  }
  return `${out}"`;
}

/** A text as a file quoting `all` or only as `needed` writes it. */
export function fieldOf(text: string, quoting: CsvQuoting): string {
  return encodeField(text, quoting === 'all');
}

/** How `serializeCsv` writes. */
export interface CsvWriteOptions {
  quoting?: CsvQuoting;
  eol?: string;
  trailingNewline?: boolean;
}

/**
 * Writes a file from nothing: one `key,text` row per entry, in the order given, each field quoted as
 * Magento's `bin/magento i18n:collect-phrases` (PHP's fputcsv) quotes it: `Back,Zurück`,
 * `"Add to Cart","In den Warenkorb"`.
 */
export function serializeCsv(entries: Entries, options: CsvWriteOptions = {}): string {
  const quoting = options.quoting ?? 'needed';
  const eol = options.eol ?? '\n';
  const rows = [...entries].map(([key, text]) => `${fieldOf(key, quoting)},${fieldOf(text, quoting)}`);
  if (rows.length === 0) return '';
  return rows.join(eol) + (options.trailingNewline === false ? '' : eol);
}
