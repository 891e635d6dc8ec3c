import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { encodeQuoted } from './quoted.ts';

/** How a file writes its values: as go-ini reads them, or every one in double quotes (Joomla, OBS). */
export interface IniValueStyle {
  quoted: boolean;
  qq: boolean;
}

/** A value in the file's style: `style.quoted` wraps it in double quotes, else as go-ini reads it back. */
export function encodeValueIn(style: IniValueStyle, key: string, value: string): string {
  return style.quoted ? encodeQuoted(key, value, style.qq) : encodeIniValue(key, value);
}

/**
 * A value as go-ini reads it back: plain when that is exact; in backquotes when it holds `#` or `;`,
 * surrounding quotes, spaces at its ends or ends in `\`; in `"""` when it holds a line break or a
 * backquote. A value holding both a backquote and `"""` cannot be written, and is refused.
 */
export function encodeIniValue(key: string, value: string): string {
  const plainSafe =
    !/[#;\n\r`]/.test(value) &&
    value === value.trim() &&
    !value.endsWith('\\') &&
    !/^["']|^"""/.test(value) &&
    !/["']$/.test(value);
  if (plainSafe) return value;
  if (!/[`\n\r]/.test(value)) return `\`${value}\``;
  if (!value.includes('"""')) return `"""${value}"""`;
  throw new FormatError(
    `the text of "${key}" holds both a backquote and """: go-ini cannot read such a value back`,
    {
      key,
    },
  );
}

/** Splits a key into its section and name, preferring the longest section `known` has. */
export function splitIniKey(key: string, known: readonly string[]): { section: string; name: string } {
  const section = known
    .filter((name) => name !== '' && key.startsWith(`${name}.`))
    .sort((a, b) => b.length - a.length)[0];
  if (section !== undefined) return { section, name: key.slice(section.length + 1) };
  const dot = key.indexOf('.');
  return dot === -1 ? { section: '', name: key } : { section: key.slice(0, dot), name: key.slice(dot + 1) };
}

/** A key name as written: plain unless it holds what would end it. */
function encodeName(name: string): string {
  if (!/[=:"`#;[]/.test(name) && name === name.trim() && name !== '') return name;
  if (!name.includes('`')) return `\`${name}\``;
  return `"${name}"`;
}

/** One `name = value` line (without line break), its value in `style`. */
export function iniLine(
  key: string,
  name: string,
  value: string,
  separator = ' = ',
  style: IniValueStyle = { quoted: false, qq: false },
): string {
  return `${encodeName(name)}${separator}${encodeValueIn(style, key, value)}`;
}

/** Writes entries as an INI file from nothing: keys without a section first, then one section each. */
export function serializeIni(
  entries: Entries,
  eol = '\n',
  style: IniValueStyle = { quoted: false, qq: false },
): string {
  const bySection = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const { section, name } = splitIniKey(key, []);
    const lines = bySection.get(section) ?? [];
    lines.push(iniLine(key, name, value, ' = ', style));
    bySection.set(section, lines);
  }
  const parts: string[] = [];
  const plain = bySection.get('');
  if (plain) parts.push(plain.join(eol) + eol);
  for (const [section, lines] of bySection) {
    if (section !== '') parts.push(`[${section}]${eol}${lines.join(eol)}${eol}`);
  }
  return parts.join(eol);
}
