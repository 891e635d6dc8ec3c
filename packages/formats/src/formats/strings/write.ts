import type { Entries } from '../../model.ts';

/** One `"key" = "value";` line, with `equals` between key and value (` = ` unless the file differs). */
export function stringsLine(key: string, value: string, equals = ' = '): string {
  return `${quote(key)}${equals}${quote(value)};`;
}

function quote(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20) out += `\\U${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** Writes entries as a `.strings` file, one entry a line, in the order given. */
export function serializeStrings(entries: Entries, options: { trailingNewline?: boolean } = {}): string {
  const text = [...entries].map(([key, value]) => stringsLine(key, value)).join('\n');
  return text === '' || options.trailingNewline === false ? text : `${text}\n`;
}
