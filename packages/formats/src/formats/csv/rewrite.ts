import type { Entries } from '../../model.ts';
import type { CsvDocument, CsvField, CsvMessage, CsvQuoting, CsvRow } from './model.ts';
import { readCsvMessages, scanCsv } from './read.ts';
import { encodeField, fieldOf } from './write.ts';

/**
 * `all` when every non-empty field of the file is quoted (PAYONE's `i18n/de_DE.csv`, Elasticsuite's `de_DE.csv`), else
 * `needed`, as PHP's fputcsv quotes (Magento's own files); `needed` for a file without fields.
 */
function quotingOf(doc: CsvDocument): CsvQuoting {
  let quoted = false;
  for (const row of doc.rows) {
    for (const field of row.fields) {
      if (field.quoted) quoted = true;
      else if (field.value !== '') return 'needed';
    }
  }
  return quoted ? 'all' : 'needed';
}

/**
 * A changed text in place of a field: quoted if the field was, else quoted only where PHP's fputcsv
 * (Magento's writer) quotes.
 */
function replaceField(field: CsvField, text: string): string {
  return encodeField(text, field.quoted);
}

/**
 * Writes texts over an existing file in place: a changed text replaces only the second field of its
 * row (the last row of a key written twice), quoted as that field was; a removed key's rows go whole;
 * new keys follow the last row, as the `template`'s row of that key (its further columns kept) or as
 * `key,text`, quoted as the file quotes. Every other byte stays: BOM, blank lines, line ends, further
 * columns, rows that hold no text.
 */
export function rewriteCsv(entries: Entries, existing: string, template?: string): string {
  const doc = scanCsv(existing);
  const messages = readCsvMessages(doc);
  const quoting = quotingOf(doc);
  const known = new Set(messages.map((m) => m.key));
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const message of messages) {
    const text = entries.get(message.key);
    if (text === undefined) {
      edits.push(removal(doc, message.row));
    } else if (message.effective && text !== message.text) {
      edits.push(textEdit(message, text, quoting));
    }
  }
  const templateRows = template === undefined ? undefined : templateMessages(template);
  const added: string[] = [];
  for (const [key, text] of entries) {
    if (known.has(key)) continue;
    const row = templateRows?.get(key);
    added.push(row ? rowWithText(row, text, quoting) : `${fieldOf(key, quoting)},${fieldOf(text, quoting)}`);
  }
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += existing.slice(at, edit.start) + edit.text;
    at = Math.max(at, edit.end);
  }
  out += existing.slice(at);
  if (added.length === 0) return out;
  // A quoted field left open at the end (fgetcsv reads the rest of the file into it) is closed first,
  // unless an edit rewrote or removed it, so that the new rows are rows of their own.
  if (doc.unclosed !== undefined && !edits.some((e) => e.end === existing.length)) {
    out = out.replace(/(\r?\n)?$/, (eol) => `"${eol}`);
  }
  const body = out.slice(doc.bom ? 1 : 0);
  if (body === '' || /\n$/.test(out)) return out + added.map((row) => row + doc.eol).join('');
  return out + doc.eol + added.join(doc.eol);
}

/** The edit that writes `text` as the second field of a message's row (adding it when missing). */
function textEdit(
  message: CsvMessage,
  text: string,
  quoting: CsvQuoting,
): { start: number; end: number; text: string } {
  const [first, second] = message.row.fields;
  if (second === undefined) {
    const at = (first as CsvField).end;
    return { start: at, end: at, text: `,${fieldOf(text, quoting)}` };
  }
  return { start: second.start, end: second.end, text: replaceField(second, text) };
}

/** The edit that removes a row with its line end (the one before it, for a last row without one). */
function removal(doc: CsvDocument, row: CsvRow): { start: number; end: number; text: string } {
  if (row.next > row.end) return { start: row.start, end: row.next, text: '' };
  const index = doc.rows.indexOf(row);
  const before = doc.rows[index - 1];
  return { start: before ? before.end : row.start, end: row.next, text: '' };
}

/** The source rows by key (the last row of a key written twice), their bytes kept. */
function templateMessages(template: string): Map<string, { content: string; row: CsvRow }> {
  const doc = scanCsv(template);
  const rows = new Map<string, { content: string; row: CsvRow }>();
  for (const message of readCsvMessages(doc)) rows.set(message.key, { content: template, row: message.row });
  return rows;
}

/** A source row with `text` as its second field; its other fields as the source writes them. */
function rowWithText(source: { content: string; row: CsvRow }, text: string, quoting: CsvQuoting): string {
  const { content, row } = source;
  const [first, second] = row.fields;
  const key = content.slice((first as CsvField).start, (first as CsvField).end);
  if (second === undefined) return `${key},${fieldOf(text, quoting)}`;
  const rest = content.slice(second.end, row.end);
  return `${key},${encodeField(text, second.quoted || quoting === 'all')}${rest}`;
}
