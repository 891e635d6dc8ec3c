import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { NOT_LANGUAGES, type TwineDefinition, type TwineFile } from './model.ts';

/**
 * `text` without Ruby's `String#strip` white space at either end: spaces, tabs, line breaks,
 * vertical tab, form feed and NUL. A loop: V8 ran `[\s\0]+$` from every character of a long run of
 * spaces inside a line, quadratic in its length.
 */
function strip(text: string): string {
  const stripped = (c: string | undefined) => c !== undefined && (c === '\0' || /\s/.test(c));
  let start = 0;
  let end = text.length;
  while (start < end && stripped(text[start])) start++;
  while (end > start && stripped(text[end - 1])) end--;
  return text.slice(start, end);
}
const SECTION = /^\[\[(.+)\]\]$/s;
const KEY = /^\[(.+)\]$/s;
const ASSIGNMENT = /^([^=]+)=(.*)$/s;

/**
 * Reads a Twine file as twine's `TwineFile#read` does, line by line, each stripped: a blank line is
 * nothing, `[[name]]` a section, `[key]` a definition, `name = value` a member of the definition
 * (`comment`, `tags`, `ref`, else the translation of the language `name`, its value stripped and
 * without the backticks around it). Any other line is refused, naming it, as twine refuses it. The
 * developer language is the first one the file names; the others follow sorted, as twine keeps them.
 */
export function readTwine(content: string, options: ParseOptions = {}): TwineFile {
  const definitions: TwineDefinition[] = [];
  const seen = new Set<string>();
  const order: string[] = [];
  let current: TwineDefinition | undefined;
  let at = content.startsWith('\uFEFF') ? 1 : 0;
  let line = 0;
  while (at <= content.length) {
    const newline = content.indexOf('\n', at);
    const lineEnd = newline === -1 ? content.length : newline;
    line++;
    const raw = content.slice(at, lineEnd);
    // The line's end before a `\r` of its line break.
    const end = raw.endsWith('\r') ? lineEnd - 1 : lineEnd;
    const text = strip(raw);
    if (text.length > 0) {
      if (text.length > 4 && text.startsWith('[[')) {
        if (!SECTION.test(text)) throw unparsable(line, text);
        current = undefined;
      } else if (text.length > 2 && text.startsWith('[')) {
        const key = KEY.exec(text)?.[1];
        if (key === undefined) throw unparsable(line, text);
        checkKeyLength(key, line);
        current = { key, line, end, translations: [] };
        definitions.push(current);
        checkEntryCount(definitions.length, line);
      } else {
        const match = ASSIGNMENT.exec(text);
        if (match === null) throw unparsable(line, text);
        const name = strip(match[1] as string);
        if (current === undefined) {
          throw new FormatError(
            `line ${line}: "${text}" belongs to no definition: put a [key] line before it`,
            {
              line,
            },
          );
        }
        current.end = end;
        if (!NOT_LANGUAGES.has(name)) {
          const equals = at + raw.indexOf('=');
          let valueStart = equals + 1;
          let valueEnd = end;
          while (valueStart < valueEnd && /[\s\0]/.test(content[valueStart] as string)) valueStart++;
          while (valueEnd > valueStart && /[\s\0]/.test(content[valueEnd - 1] as string)) valueEnd--;
          let value = content.slice(valueStart, valueEnd);
          if (value.length >= 1 && value.startsWith('`') && value.endsWith('`')) value = value.slice(1, -1);
          current.translations.push({
            language: name,
            text: value,
            line,
            valueStart,
            valueEnd,
            lineStart: at,
            lineEnd: end,
          });
          if (!seen.has(name)) {
            seen.add(name);
            order.push(name);
          }
        }
      }
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  const [developer, ...rest] = order;
  const languages = developer === undefined ? [] : [developer, ...rest.sort()];
  warnDuplicates(definitions, options);
  return { definitions, languages };
}

function unparsable(line: number, text: string): FormatError {
  return new FormatError(
    `line ${line}: "${text.slice(0, 80)}" is no [[section]], [key] or "name = value" line, which twine refuses ("Unable to parse line ${line}")`,
    { line },
  );
}

function warnDuplicates(definitions: readonly TwineDefinition[], options: ParseOptions): void {
  const lines = new Map<string, number>();
  for (const definition of definitions) {
    const earlier = lines.get(definition.key);
    if (earlier !== undefined) {
      options.warn?.({
        message: `[${definition.key}] is also defined on line ${earlier}; twine keeps the last definition`,
        line: definition.line,
        key: definition.key,
      });
    }
    lines.set(definition.key, definition.line);
  }
}

/** The definition of each key that counts (the last, as twine's `definitions_by_key` keeps it). */
export function definitionsByKey(file: TwineFile): Map<string, TwineDefinition> {
  return new Map(file.definitions.map((d) => [d.key, d]));
}

/** One language's texts: each definition's own translation (a `ref` is not followed). */
export function languageEntries(file: TwineFile, language: string): Entries {
  const entries: Entries = new Map();
  for (const definition of definitionsByKey(file).values()) {
    // A language named twice in one definition: its last line, as twine's hash keeps it.
    const translation = definition.translations.findLast((t) => t.language === language);
    if (translation !== undefined) entries.set(definition.key, translation.text);
  }
  return entries;
}

/** Every language's texts, the developer language first. */
export function parseTwineLocales(content: string, options: ParseOptions = {}): Map<string, Entries> {
  const file = readTwine(content, options);
  return new Map(file.languages.map((language) => [language, languageEntries(file, language)]));
}
