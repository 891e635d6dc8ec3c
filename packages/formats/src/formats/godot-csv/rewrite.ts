import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { applyEdits, type Edit } from '../../shared/xml.ts';
import { formKey, type GodotFile, type GodotMessage } from './model.ts';
import { localeEntries, readGodotCsv } from './read.ts';
import { cUnescape, DELIMITER, encodeCell, type GodotRecord } from './scan.ts';

/** What to write into one record: a cell's new text by column. */
type RecordCells = Map<number, string>;

/**
 * Writes the texts of `byLocale` (locale as the header spells it → key → text) into an existing
 * Godot CSV file, editing only the cells that change: a message's cell in the locale's column, a
 * plural message's cells row by row (rows added after its last when a locale needs more forms than
 * it has rows, as Godot reads them). A locale the header lacks becomes a new last column. A key the
 * file has no row for is not added (the game's own file lists its strings), and a key absent from a
 * locale's texts keeps its cell. Every other byte stays as written.
 */
export function rewriteGodotLocales(existing: string, byLocale: Map<string, Entries>): string {
  const file = readGodotCsv(existing);
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const cells = new Map<GodotRecord, RecordCells>();
  const extraRows = new Map<GodotRecord, string[]>();
  let nextColumn = file.header.fields.length;
  const newHeaders: string[] = [];
  // The message that counts for each key: the last row of that key, as Godot keeps it.
  const byKey = new Map<string, GodotMessage>();
  for (const message of file.messages) byKey.set(message.key, message);
  for (const [spelling, entries] of byLocale) {
    let column = file.locales.get(spelling);
    if (column === undefined) {
      column = nextColumn++;
      newHeaders.push(spelling);
    }
    const before = file.locales.has(spelling) ? localeEntries(file, column) : new Map<string, string>();
    for (const message of byKey.values()) {
      if (message.plural) {
        writeForms(message, column, spelling, entries, before, cells, extraRows);
        continue;
      }
      const text = entries.get(message.key);
      const record = message.records[0] as GodotRecord;
      if (text === undefined || text === cUnescape(record.fields[column]?.value ?? '')) continue;
      setCell(cells, record, column, encoded(text, message.key, spelling));
    }
  }
  const edits: Edit[] = [];
  if (newHeaders.length > 0) {
    const header = file.header;
    edits.push({
      start: header.end,
      end: header.end,
      text: newHeaders.map((h) => DELIMITER + (encodeCell(h) ?? h)).join(''),
    });
  }
  for (const [record, changed] of cells) edits.push(...recordEdits(record, changed));
  for (const [record, rows] of extraRows) {
    edits.push({ start: record.end, end: record.end, text: rows.map((row) => eol + row).join('') });
  }
  return applyEdits(existing, edits);
}

/** A plural message's forms in one column: rewritten row by row when they differ from the file's. */
function writeForms(
  message: GodotMessage,
  column: number,
  spelling: string,
  entries: Entries,
  before: Entries,
  cells: Map<GodotRecord, RecordCells>,
  extraRows: Map<GodotRecord, string[]>,
): void {
  const forms: string[] = [];
  const old: string[] = [];
  for (let index = 0; ; index++) {
    const key = formKey(message.key, index);
    const given = entries.get(key);
    const was = before.get(key);
    if (given === undefined && was === undefined) break;
    forms.push(given ?? (was as string));
    if (was !== undefined) old.push(was);
  }
  if (forms.length === old.length && forms.every((form, i) => form === old[i])) return;
  const { records } = message;
  const added: string[] = [];
  for (const [row, form] of forms.entries()) {
    const text = encoded(form, formKey(message.key, row), spelling);
    const record = records[row];
    if (record === undefined) {
      added.push(DELIMITER.repeat(column) + text);
      continue;
    }
    if (form !== cUnescape(record.fields[column]?.value ?? '')) setCell(cells, record, column, text);
  }
  for (const record of records.slice(forms.length)) {
    if ((record.fields[column]?.value ?? '') !== '') setCell(cells, record, column, '');
  }
  if (added.length > 0)
    extraRows.set(records[records.length - 1] as GodotRecord, [
      ...(extraRows.get(records[records.length - 1] as GodotRecord) ?? []),
      ...added,
    ]);
}

function setCell(
  cells: Map<GodotRecord, RecordCells>,
  record: GodotRecord,
  column: number,
  text: string,
): void {
  let changed = cells.get(record);
  if (changed === undefined) {
    changed = new Map();
    cells.set(record, changed);
  }
  changed.set(column, text);
}

/** A text as a cell, or a FormatError naming the key and locale when Godot could not read it back. */
function encoded(text: string, key: string, spelling: string): string {
  const cell = encodeCell(text);
  if (cell !== undefined) return cell;
  throw new FormatError(
    `the ${spelling} text of "${key}" cannot be written so that Godot reads it back: its importer turns a backslash before a, b, f, n, r, t, v, ', ", ? or \\ into another character (c_unescape); write that backslash differently`,
    { key },
  );
}

/** The edits of one record: changed cells in place, cells past its last field appended after it. */
function recordEdits(record: GodotRecord, changed: RecordCells): Edit[] {
  const edits: Edit[] = [];
  const count = record.fields.length;
  let last = count - 1;
  for (const [column, text] of changed) {
    const field = record.fields[column];
    if (field !== undefined) edits.push({ start: field.start, end: field.end, text });
    else last = Math.max(last, column);
  }
  if (last >= count) {
    let tail = '';
    for (let column = count; column <= last; column++) tail += DELIMITER + (changed.get(column) ?? '');
    edits.push({ start: record.end, end: record.end, text: tail });
  }
  return edits;
}

/** The locale a single-locale reading or writing of the file means: the one asked for (as the header spells it), else the first column. */
export function localeOf(file: GodotFile, locale: string | undefined): string {
  if (locale !== undefined && file.locales.has(locale)) return locale;
  if (locale !== undefined) {
    const spelled = [...file.locales.keys()].find(
      (s) => s.replaceAll('-', '_').toLowerCase() === locale.replaceAll('-', '_').toLowerCase(),
    );
    if (spelled !== undefined) return spelled;
    // A locale the table lacks: written, it becomes a new column; read, it has no texts.
    return locale;
  }
  return [...file.locales.keys()][0] as string;
}
