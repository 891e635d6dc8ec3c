import { FormatError } from '../../errors.ts';
import { PO_CONTEXT_SEPARATOR } from '../../gettext.ts';
import type { Entries } from '../../model.ts';
import { DELIMITER, encodeCell } from './scan.ts';

/** A plural form's key: the message's key and the form's index (`msgid[1]`). */
const FORM_KEY = /^(.*)\[(\d+)\]$/s;

/**
 * Writes a new file of one locale as Godot's editor writes a translation table
 * (`store_csv_line`, a header `key` with `?context` and `?plural` columns only when used): a row per
 * message, a plural message (`msgid[0]`, `msgid[1]`…) as a row whose `?plural` holds its msgid and
 * one row per further form.
 */
export function serializeGodotCsv(entries: Entries, locale: string): string {
  const plurals = new Set<string>();
  for (const key of entries.keys()) {
    const form = FORM_KEY.exec(key);
    if (form !== null && form[2] === '0') plurals.add(form[1] as string);
  }
  const hasContext = [...entries.keys()].some((key) => key.includes(PO_CONTEXT_SEPARATOR));
  const header = [
    'key',
    ...(hasContext ? ['?context'] : []),
    ...(plurals.size > 0 ? ['?plural'] : []),
    locale,
  ];
  const lines = [header.map(cell).join(DELIMITER)];
  const row = (key: string, plural: string, text: string): string => {
    const at = key.indexOf(PO_CONTEXT_SEPARATOR);
    const msgid = at === -1 ? key : key.slice(at + 1);
    const fields = [msgid, ...(hasContext ? [at === -1 ? '' : key.slice(0, at)] : [])];
    if (plurals.size > 0) fields.push(plural);
    return [...fields.map(cell), text].join(DELIMITER);
  };
  const done = new Set<string>();
  for (const [key, text] of entries) {
    if (done.has(key)) continue;
    const form = FORM_KEY.exec(key);
    const base = form?.[1];
    if (base === undefined || !plurals.has(base)) {
      lines.push(row(key, '', encodedText(text, key)));
      continue;
    }
    const at = base.indexOf(PO_CONTEXT_SEPARATOR);
    const msgid = at === -1 ? base : base.slice(at + 1);
    for (let index = 0; entries.has(`${base}[${index}]`); index++) {
      const formKey = `${base}[${index}]`;
      const value = encodedText(entries.get(formKey) as string, formKey);
      lines.push(index === 0 ? row(base, msgid, value) : DELIMITER.repeat(header.length - 1) + value);
      done.add(formKey);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A key or header cell, quoted as `store_csv_line` quotes (keys are not unescaped by Godot). */
function cell(text: string): string {
  if (text.includes('\r')) {
    throw new FormatError(
      `"${text.slice(0, 40)}" holds a carriage return, which Godot drops from every line it reads`,
    );
  }
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function encodedText(text: string, key: string): string {
  const encoded = encodeCell(text);
  if (encoded !== undefined) return encoded;
  throw new FormatError(
    `the text of "${key}" cannot be written so that Godot reads it back: its importer turns a backslash before a, b, f, n, r, t, v, ', ", ? or \\ into another character (c_unescape)`,
    { key },
  );
}
