// The dialect of INI files that wrap every value in double quotes: Joomla's language files
// (`COM_CONTENT_ARTICLE_HITS="Hits: %s"`, read by PHP's parse_ini_string in INI_SCANNER_RAW mode, then
// `\"` turned into `"` by Joomla's LanguageHelper::parseIniFile; Joomla 3's files write a quote inside
// a value as `"_QQ_"`, which its loader replaced by `"\""` before parsing) and OBS Studio's locales
// (`Apply="Apply"`, libobs's text-lookup.c). go-ini would cut such a value at its first `;` (an
// `&nbsp;` in Joomla's HTML) and keep `\"` as written, so these files are read the way their loaders do.
import { FormatError } from '../../errors.ts';

/** Joomla 3's way to write a quote inside a value. */
const QQ = '"_QQ_"';

/** The value part of a key line (after its separator), when it is one quoted value: `"Hits: %s"`. */
function isQuotedValue(rest: string): boolean {
  const value = rest.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') && !value.endsWith('\\"');
}

/**
 * True when every key line of the file (`lines`, each with its line break) holds one value in double
 * quotes and there is at least one: the file is read as Joomla and OBS read theirs.
 */
export function isQuotedDialect(lines: readonly string[]): boolean {
  let keys = 0;
  for (const line of lines) {
    const body = line.trim();
    if (body === '' || body.startsWith(';') || body.startsWith('#') || body.startsWith('[')) continue;
    const eq = body.indexOf('=');
    if (eq <= 0 || !isQuotedValue(body.slice(eq + 1))) return false;
    keys++;
  }
  return keys > 0;
}

/** The text of a quoted value as written (`"Click \"Save\""`): its quotes off, `\"` and `"_QQ_"` read as `"`. */
export function decodeQuoted(rest: string): string {
  const value = rest.trim();
  return value.slice(1, -1).replaceAll(QQ, '"').replaceAll('\\"', '"');
}

/** True when the file writes a quote inside a value as Joomla 3 did, `"_QQ_"`. */
export function usesQq(content: string): boolean {
  return content.includes(QQ);
}

/**
 * A text written as a quoted value, its quotes as the file writes them (`\"`, or `"_QQ_"` in a file
 * that uses it). Refused, naming the key: a line break (Joomla joins a value's lines with a space) and
 * a text ending in `\` (its closing quote would read as `\"`, an escaped quote).
 */
export function encodeQuoted(key: string, value: string, qq: boolean): string {
  if (/[\r\n]/.test(value)) {
    throw new FormatError(
      `the text of "${key}" holds a line break, which a quoted INI value cannot hold (Joomla reads the next line as more of the text, joined with a space): write it as HTML (<br>) or as \\n`,
      { key },
    );
  }
  if (value.endsWith('\\')) {
    throw new FormatError(
      `the text of "${key}" ends in "\\", which would escape the closing quote of its INI value: remove it or add a space after it`,
      { key },
    );
  }
  return `"${value.replaceAll('"', qq ? QQ : '\\"')}"`;
}
