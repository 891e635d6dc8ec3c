import type { Entries } from '../../model.ts';
import { withTrailingNewline } from '../../shared/lines.ts';

/** How `serializeProperties` writes. */
export interface PropertiesWriteOptions {
  /** Separator between key and value, as written: `=` (default), ` = `, `: `. */
  separator?: string;
  /** Write every character above U+007E as `\uXXXX`, for readers that expect ISO-8859-1. */
  asciiOnly?: boolean;
  eol?: string;
  trailingNewline?: boolean;
}

/** Writes entries as `.properties`, one `key=value` line each, in the order given. */
export function serializeProperties(entries: Entries, options: PropertiesWriteOptions = {}): string {
  const eol = options.eol ?? '\n';
  const lines = [...entries].map(([key, value]) => propertiesLine(key, value, options));
  const text = lines.join(eol);
  return lines.length === 0
    ? ''
    : withTrailingNewline(text, options.trailingNewline ?? true).replace(/\n$/, eol);
}

export function propertiesLine(key: string, value: string, options: PropertiesWriteOptions): string {
  const ascii = options.asciiOnly ?? false;
  return (
    escapeProperties(key, true, ascii) + (options.separator ?? '=') + escapeProperties(value, false, ascii)
  );
}

function escapeProperties(text: string, isKey: boolean, asciiOnly: boolean): string {
  let out = '';
  for (const [index, char] of [...text].entries()) {
    const code = char.codePointAt(0) as number;
    if (char === '\\') out += '\\\\';
    else if (char === '\t') out += '\\t';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\f') out += '\\f';
    // In a key, these would end it; at the start of a value, a space would be skipped as padding.
    else if (char === ' ' && (isKey || index === 0)) out += '\\ ';
    else if (isKey && '=:#!'.includes(char)) out += `\\${char}`;
    else if (code < 0x20 || (asciiOnly && code > 0x7e)) out += unicodeEscape(char);
    else out += char;
  }
  return out;
}

function unicodeEscape(char: string): string {
  // \uXXXX holds one UTF-16 unit: a character outside the BMP is written as its surrogate pair.
  let out = '';
  for (let i = 0; i < char.length; i++) {
    out += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}
