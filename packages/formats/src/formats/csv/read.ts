import type { ParseOptions } from '../../contract.ts';
import { checkEntryCount, checkKeyLength } from '../../model.ts';
import type { CsvDocument, CsvField, CsvMessage, CsvRow } from './model.ts';

// Spaces PHP's fgetcsv passes over before an opening quote (isspace, within the line).
const LEADING_SPACE = new Set([' ', '\t', '\v', '\f', '\r']);
// What ends a run of plain text inside quotes.
const SPECIAL = /["\\\n]/g;

/**
 * Splits a CSV file into rows as PHP's `fgetcsv($handle, 0, ',', '"')` does: a row ends at `\n`
 * (a `\r` before it is no part of the last field); a field starting with `"` (after spaces) is quoted,
 * `""` in it is one `"`, `\` keeps the next character as written (PHP's escape: `\"` does not close
 * the field), it may span lines, and what follows its closing quote up to the next `,` is part of it;
 * any other field is its bytes as written; a blank line is no row. A quote never closed takes the
 * rest of the file, as `fgetcsv` reads it (Elasticsuite's thesaurus `fr_FR.csv` ends so).
 */
export function scanCsv(content: string): CsvDocument {
  const bom = content.startsWith('\uFEFF');
  const rows: CsvRow[] = [];
  const n = content.length;
  let at = bom ? 1 : 0;
  let line = 1;
  let unclosed: number | undefined;
  while (at < n) {
    const newline = content.indexOf('\n', at);
    const lineEnd = newline === -1 ? n : newline;
    if (content.slice(at, lineEnd).replace(/\r$/, '') === '') {
      at = lineEnd + 1;
      line++;
      continue;
    }
    const row: CsvRow = { start: at, end: at, next: n, line, fields: [] };
    for (;;) {
      const fieldStart = at;
      let p = at;
      while (p < n && LEADING_SPACE.has(content[p] as string)) p++;
      let field: CsvField;
      if (content[p] === '"') {
        const opened = line;
        let q = p + 1;
        let value = '';
        for (;;) {
          if (q >= n) {
            // As fgetcsv: the rest of the file is the field (without its last line end).
            value = value.replace(/\r?\n$/, '');
            unclosed = opened;
            break;
          }
          // Plain text up to the next quote, backslash or line break is taken in one piece.
          SPECIAL.lastIndex = q;
          const special = SPECIAL.exec(content);
          const to = special === null ? n : special.index;
          value += content.slice(q, to);
          q = to;
          if (q >= n) continue;
          const c = content[q] as string;
          if (c === '\\' && q + 1 < n) {
            const next = content[q + 1] as string;
            if (next === '\n') line++;
            value += c + next;
            q += 2;
          } else if (c === '"') {
            if (content[q + 1] !== '"') {
              q++;
              break;
            }
            value += '"';
            q += 2;
          } else {
            if (c === '\n') line++;
            value += c;
            q++;
          }
        }
        const stop = fieldEnd(content, q);
        value += content.slice(q, stop);
        field = { start: p, end: stop, quoted: true, value, ...(stop > q && { trailing: true }) };
        at = stop;
      } else {
        const stop = fieldEnd(content, at);
        field = { start: fieldStart, end: stop, quoted: false, value: content.slice(at, stop) };
        at = stop;
      }
      row.fields.push(field);
      if (content[at] === ',') {
        at++;
        continue;
      }
      break;
    }
    row.end = at;
    while (at < n && content[at] !== '\n') at++;
    row.next = at < n ? at + 1 : n;
    rows.push(row);
    at = row.next;
    line++;
  }
  const first = rows[0];
  const eol =
    first !== undefined && content[first.next - 2] === '\r' && content[first.next - 1] === '\n'
      ? '\r\n'
      : '\n';
  return { content, bom, rows, eol, ...(unclosed !== undefined && { unclosed }) };
}

/** Where a field that starts (or goes on) at `from` stops: the next `,`, or the line end without its `\r`. */
function fieldEnd(content: string, from: number): number {
  let stop = from;
  while (stop < content.length && content[stop] !== ',' && content[stop] !== '\n') stop++;
  if (content[stop] !== ',' && stop > from && content[stop - 1] === '\r') stop--;
  return stop;
}

/**
 * A field as Magento's `Translate::_addData` takes it after `fgetcsv`: `""` once more as `"` (a row
 * written `"Say """"hi"""""` is the phrase `Say "hi"`).
 */
function magentoText(value: string): string {
  return value.replaceAll('""', '"');
}

/**
 * The rows of a file as Magento reads them (`Csv::getDataPairs`, then `Translate::_addData`): the
 * first field is the key, the second the text; a key written again is read from its last row, with a
 * warning naming both lines. A row with one field is an empty text to Magento, read so with a
 * warning; a row whose first field is empty is no text. A BOM is read past, with a warning: PHP keeps
 * it in the first row's key, which then matches no phrase.
 */
export function readCsvMessages(doc: CsvDocument, options: ParseOptions = {}): CsvMessage[] {
  const messages: CsvMessage[] = [];
  const byKey = new Map<string, CsvMessage>();
  if (doc.bom && doc.rows[0] !== undefined) {
    options.warn?.({
      message: `the file starts with a byte order mark, which Magento reads as part of the first row's text, so that row never matches its phrase; save the file as UTF-8 without BOM`,
      line: 1,
    });
  }
  if (doc.unclosed !== undefined) {
    options.warn?.({
      message: `a quoted field is never closed, so Magento reads the rest of the file into it; add the closing " (and write a " inside a field as "")`,
      line: doc.unclosed,
    });
  }
  for (const row of doc.rows) {
    const [first, second] = row.fields;
    if (row.fields.some((f) => f.trailing)) {
      options.warn?.({
        message: `a " inside a quoted field ends it, and fgetcsv (Magento) reads what follows up to the next comma as written, so this row's fields are not what they seem; write a " inside a field as ""`,
        line: row.line,
      });
    }
    if (first === undefined || first.value === '') {
      options.warn?.({
        message: `a row whose first field is empty holds no text; it is kept as written`,
        line: row.line,
      });
      continue;
    }
    const key = magentoText(first.value);
    checkKeyLength(key, row.line);
    if (second === undefined) {
      options.warn?.({
        message: `"${key}" has no second field, so Magento shows it as an empty text; add its translation after a comma`,
        line: row.line,
        key,
      });
    }
    const message: CsvMessage = { key, text: magentoText(second?.value ?? ''), row, effective: true };
    const earlier = byKey.get(key);
    if (earlier) {
      earlier.effective = false;
      options.warn?.({
        message: `"${key}" is written twice (lines ${earlier.row.line} and ${row.line}); Magento reads the last`,
        line: row.line,
        key,
      });
    }
    byKey.set(key, message);
    messages.push(message);
    checkEntryCount(byKey.size, row.line);
  }
  return messages;
}
