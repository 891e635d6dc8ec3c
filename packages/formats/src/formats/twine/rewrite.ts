import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import { applyEdits, type Edit } from '../../shared/xml.ts';
import type { TwineDefinition, TwineFile } from './model.ts';
import { definitionsByKey, readTwine } from './read.ts';

/**
 * Writes the texts of `byLocale` (language as the file names it → key → text) into an existing Twine
 * file, editing only what changed: a changed translation's value in place; a translation a definition
 * lacks as a new `lang = value` line, where twine's own `write` puts it (after the developer
 * language's line, the other languages sorted), indented as the definition's lines are. A key the
 * file has no definition for is not added (the file's authors add strings), and a key a language's
 * texts lack keeps its line. Every other byte stays as written.
 */
export function rewriteTwineLocales(existing: string, byLocale: Map<string, Entries>): string {
  const file = readTwine(existing);
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const edits: Edit[] = [];
  const definitions = definitionsByKey(file);
  for (const [language, entries] of byLocale) {
    for (const [key, text] of entries) {
      const definition = definitions.get(key);
      if (definition === undefined) continue;
      const translation = definition.translations.findLast((t) => t.language === language);
      if (translation?.text === text) continue;
      const value = encodeValue(text, key, language);
      if (translation !== undefined) {
        edits.push({ start: translation.valueStart, end: translation.valueEnd, text: value });
        continue;
      }
      edits.push(insertion(existing, file, definition, `${language} = ${value}`, language, eol));
    }
  }
  return applyEdits(existing, edits);
}

/**
 * A new translation line, where twine's own `write` puts it: the developer language first, then
 * `ref`, `tags`, `comment`, then the other languages sorted. So it goes before the definition's first
 * translation of a language sorted after it, else after the definition's last line; indented as the
 * definition's translation lines are (twine writes two tabs).
 */
function insertion(
  content: string,
  file: TwineFile,
  definition: TwineDefinition,
  line: string,
  language: string,
  eol: string,
): Edit {
  const developer = file.languages[0];
  const rank = (name: string) => (name === developer ? '' : `\u0001${name}`);
  const model = definition.translations[0];
  const indent =
    model === undefined ? '\t\t' : (/^[ \t]*/.exec(content.slice(model.lineStart, model.lineEnd))?.[0] ?? '');
  const next = definition.translations.find(
    (t) => t.language !== developer && rank(t.language) > rank(language),
  );
  if (next !== undefined)
    return { start: next.lineStart, end: next.lineStart, text: `${indent}${line}${eol}` };
  return { start: definition.end, end: definition.end, text: `${eol}${indent}${line}` };
}

/**
 * A text as twine's `write_value` writes it: in backticks when it starts or ends with a space or is
 * itself in backticks. A line break cannot be written (twine reads a value to its line's end), nor
 * white space twine's strip would take off outside the backticks.
 */
export function encodeValue(text: string, key: string, language: string): string {
  if (/[\r\n]/.test(text)) {
    throw new FormatError(
      `the ${language} text of "${key}" holds a line break, which a Twine value cannot (twine reads a value to its line's end); write it as \\n`,
      { key },
    );
  }
  const spaced = text.startsWith(' ') || text.endsWith(' ') || (text.startsWith('`') && text.endsWith('`'));
  if (spaced || /^[\s\0]|[\s\0]$/.test(text)) return `\`${text}\``;
  return text;
}
