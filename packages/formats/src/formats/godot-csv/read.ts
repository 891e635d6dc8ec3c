import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import {
  formKey,
  type GodotColumn,
  type GodotFile,
  type GodotMessage,
  LOCALE_HEADER,
  messageKey,
} from './model.ts';
import { cUnescape, type GodotRecord, scanGodotCsv } from './scan.ts';

/**
 * Reads a Godot CSV translation file as Godot 4's `ResourceImporterCSVTranslation` does: the first
 * row is the header (its first field any name; a header starting with `_` is a column Godot skips,
 * `?context` and `?plural` special columns, every other a locale); a blank row and the `?pluralrule`
 * row are no messages; a row with an empty first field is skipped, unless it continues a plural
 * message (a row whose `?plural` is set starts one, and the rows after it with empty key, context and
 * plural hold its further forms).
 */
export function readGodotCsv(content: string, options: ParseOptions = {}): GodotFile {
  const records = scanGodotCsv(content);
  const header = records[0];
  if (header === undefined || header.fields.length < 2) {
    throw new FormatError(
      'a Godot CSV translation file starts with a header row: a first field, then a locale per column (keys,en,de)',
      { line: 1 },
    );
  }
  const columns: GodotColumn[] = [{ kind: 'skipped' }];
  const locales = new Map<string, number>();
  let context = -1;
  let plural = -1;
  for (const [i, field] of header.fields.entries()) {
    if (i === 0) continue;
    const name = field.value;
    const lower = name.toLowerCase();
    if (name.startsWith('_')) columns.push({ kind: 'skipped' });
    else if (lower === '?context' && context === -1) {
      context = i;
      columns.push({ kind: 'context' });
    } else if (lower === '?plural' && plural === -1) {
      plural = i;
      columns.push({ kind: 'plural' });
    } else if (LOCALE_HEADER.test(name) && !locales.has(name)) {
      locales.set(name, i);
      columns.push({ kind: 'locale', spelling: name });
    } else {
      options.warn?.({
        message: `column ${i + 1} ("${name}") is no locale Godot reads, nor a column it skips (_name) or a special one (?context, ?plural): Godot ignores it, and so does the sync`,
        line: 1,
      });
      columns.push({ kind: 'skipped' });
    }
  }
  if (locales.size === 0) {
    throw new FormatError(
      'the header names no locale column (keys,en,de): Godot reads no translation from it',
      {
        line: 1,
      },
    );
  }
  const messages: GodotMessage[] = [];
  const cell = (record: GodotRecord, column: number): string =>
    column === -1 ? '' : (record.fields[column]?.value ?? '');
  let open: GodotMessage | undefined;
  for (const record of records.slice(1)) {
    const first = record.fields[0]?.value ?? '';
    if (record.fields.length === 1 && first === '') continue;
    if (first.toLowerCase() === '?pluralrule') continue;
    const msgctxt = cell(record, context);
    const msgidPlural = cell(record, plural);
    if (open !== undefined && first === '' && msgctxt === '' && msgidPlural === '') {
      open.records.push(record);
      continue;
    }
    open = undefined;
    if (first === '') continue;
    const key = messageKey(first, msgctxt);
    checkKeyLength(key, record.line);
    const message: GodotMessage = { key, records: [record], plural: msgidPlural !== '' };
    messages.push(message);
    checkEntryCount(messages.length, record.line);
    if (message.plural) open = message;
  }
  return { header, columns, locales, messages };
}

/**
 * The texts of one locale column, as Godot adds them: each cell unescaped (`c_unescape`), an empty
 * cell no text; a plural message's non-empty cells its forms `key[0]`, `key[1]`… in row order. A key
 * written twice keeps its last texts, with a warning, as Godot's `add_message` replaces them.
 */
export function localeEntries(file: GodotFile, column: number, options: ParseOptions = {}): Entries {
  const entries: Entries = new Map();
  const seen = new Map<string, number>();
  for (const message of file.messages) {
    const line = message.records[0]?.line as number;
    const earlier = seen.get(message.key);
    if (earlier !== undefined && earlier !== line) {
      options.warn?.({
        message: `key "${message.key}" is also on line ${earlier}; Godot keeps the last row's texts`,
        line,
        key: message.key,
      });
      for (const key of [...entries.keys()]) {
        if (key === message.key || key.startsWith(`${message.key}[`)) entries.delete(key);
      }
    }
    seen.set(message.key, line);
    const texts = message.records
      .map((record) => cUnescape(record.fields[column]?.value ?? ''))
      .filter((text) => text !== '');
    if (!message.plural) {
      if (texts[0] !== undefined) entries.set(message.key, texts[0]);
      continue;
    }
    for (const [index, text] of texts.entries()) entries.set(formKey(message.key, index), text);
  }
  return entries;
}

/** Every locale's texts, by the header's spelling, in column order (the first is read as the source). */
export function parseGodotLocales(content: string, options: ParseOptions = {}): Map<string, Entries> {
  const file = readGodotCsv(content, options);
  return new Map(
    [...file.locales].map(([spelling, column]) => [spelling, localeEntries(file, column, options)]),
  );
}
