// Godot's CSV reading (`FileAccess::get_csv_line`), with where each field is written so that a
// rewrite edits only the cells that change.
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';

/** One field of a record: its value as Godot reads it and the span it is written in. */
export interface GodotField {
  value: string;
  start: number;
  end: number;
}

/** One record (a row): its fields, its line, and where it ends (before its line break). */
export interface GodotRecord {
  fields: GodotField[];
  line: number;
  start: number;
  end: number;
}

/** Godot's importer reads comma-separated files unless its `.import` file sets another delimiter. */
export const DELIMITER = ',';

/**
 * Splits a file into records as Godot's `get_csv_line(",")` does: a record is a line, joined with the
 * next ones while it holds an odd number of `"`; `\r` is dropped wherever it is (`get_line`); a `"`
 * anywhere toggles quoting, `""` inside quotes is one `"`; a `,` outside quotes ends a field. The
 * file's last line break ends no record of its own.
 */
export function scanGodotCsv(content: string): GodotRecord[] {
  const records: GodotRecord[] = [];
  const n = content.length;
  let at = content.startsWith('\uFEFF') ? 1 : 0;
  let line = 1;
  while (at < n) {
    // The record's extent: whole lines while the quotes so far are odd.
    let end = at;
    let quotes = 0;
    let lines = 0;
    for (;;) {
      const newline = content.indexOf('\n', end);
      const lineEnd = newline === -1 ? n : newline;
      for (let i = end; i < lineEnd; i++) if (content.charCodeAt(i) === 34) quotes++;
      lines++;
      end = lineEnd;
      if (quotes % 2 === 0 || lineEnd >= n) break;
      end = lineEnd + 1;
    }
    const fields: GodotField[] = [];
    let value = '';
    let start = at;
    let inQuote = false;
    for (let i = at; i < end; i++) {
      const c = content[i] as string;
      if (!inQuote && c === DELIMITER) {
        fields.push({ value, start, end: i });
        value = '';
        start = i + 1;
      } else if (c === '"') {
        if (inQuote && content[i + 1] === '"' && i + 1 < end) {
          value += '"';
          i++;
        } else {
          inQuote = !inQuote;
        }
      } else if (c !== '\r') {
        value += c;
      }
    }
    fields.push({ value, start, end });
    records.push({ fields, line, start: at, end });
    if (records.length > LIMITS.maxEntries) {
      throw new FormatError(
        `the file holds more than ${LIMITS.maxEntries} rows (LIMITS.maxEntries); split it into several files`,
        { line },
      );
    }
    line += lines;
    at = end + 1;
  }
  return records;
}

/**
 * Godot's `String::c_unescape`, which its importer applies to every translation (`unescape_translations`,
 * on by default): each escape replaced over the whole text in turn, `\\` last, so `\\n` reads as a
 * backslash and a line break, as Godot reads it.
 */
export function cUnescape(text: string): string {
  if (!text.includes('\\')) return text;
  let out = text;
  for (const [sequence, character] of C_ESCAPES) out = out.replaceAll(sequence, character);
  return out;
}

const C_ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['\\a', '\u0007'],
  ['\\b', '\b'],
  ['\\f', '\f'],
  ['\\n', '\n'],
  ['\\r', '\r'],
  ['\\t', '\t'],
  ['\\v', '\v'],
  ["\\'", "'"],
  ['\\"', '"'],
  ['\\?', '?'],
  ['\\\\', '\\'],
];

/**
 * A text written as a cell Godot reads back as that text: a carriage return as `\r` (Godot drops a
 * raw one), quoted as `store_csv_line` quotes (a `"`, `,` or line break in it), `""` for `"`. Undefined
 * for a text no cell gives back (a backslash before `n`, `t`, `\`… that `c_unescape` would turn into
 * something else).
 */
export function encodeCell(text: string): string | undefined {
  const literal = text.replaceAll('\r', '\\r');
  if (cUnescape(literal) !== text) return undefined;
  return /[",\n]/.test(literal) ? `"${literal.replaceAll('"', '""')}"` : literal;
}
