import {
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import type { Entries } from '../model.ts';
import { parseIcu } from './icu.ts';
import { pluralGroupOf } from './plurals.ts';

/** A placeholder found in one text but not the other, for one key. */
export interface PlaceholderProblem {
  key: string;
  /** As written in the normalised form of its syntax: `{name}`, `{{name}}`, `%s`, `%1$s`, `%(name)s`, `%{name}`. */
  placeholder: string;
  /** `missing`: in the source, not in the translation; `extra`: in the translation only. */
  kind: 'missing' | 'extra';
}

/** `{{name}}` and `{{ name, format }}` (i18next, Handlebars, Vue). */
const DOUBLE_BRACES = /\{\{\s*([^{}]+?)\s*\}\}/g;
/** `%{name}` (Ruby, Rails). */
const RUBY = /%\{([^{}]+)\}/g;
/**
 * printf: `%s`, `%d`, `%1$s`, `%(name)s`, `%.2f`, `%ld`, `%@` (Apple). `%%` is a literal percent sign.
 * The space flag and rare conversions (`%o`, `%c`, `%n`…) are left out: "100% of" and "20%off" are
 * prose far more often than placeholders.
 */
const PRINTF =
  /%%|%(?:(\d+)\$|\(([^)\s]+)\))?[-+0#]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?([sdifuxXeEgG@])/g;
/** `{name}` and `{0}` when the text is not valid ICU. */
const SINGLE_BRACES = /\{\s*([\p{L}\p{N}_$.-]+)\s*(?:,[^{}]*)?\}/gu;

/**
 * The placeholders of a text, grouped by syntax (Ruby, printf, then braces), each in a normalised spelling: `{{name}}`,
 * `%{name}`, printf (`%s`, `%1$s`, `%(name)s`, `%.2f` as written), and ICU arguments as `{name}`
 * (plural, select and formatted arguments included, options searched too). ICU is read with
 * @formatjs/icu-messageformat-parser; a text that is not valid ICU falls back to matching `{name}`.
 */
export function extractPlaceholders(text: string): string[] {
  const found: string[] = [];
  let rest = text.replace(RUBY, (_, name: string) => {
    found.push(`%{${name.trim()}}`);
    return ' ';
  });
  rest = rest.replace(PRINTF, (match) => {
    if (match !== '%%') found.push(match);
    return ' ';
  });
  if (!rest.includes('{')) return found;
  // ICU first: an option body holding an argument (`one {{x}}`) looks like `{{x}}` but is ICU.
  if (collectIcu(rest, found)) return found;
  rest = rest.replace(DOUBLE_BRACES, (_, inner: string) => {
    found.push(`{{${(inner.split(',')[0] as string).trim()}}}`);
    return ' ';
  });
  if (rest.includes('{') && !collectIcu(rest, found)) {
    for (const match of rest.matchAll(SINGLE_BRACES)) found.push(`{${match[1]}}`);
  }
  return found;
}

/** Adds the ICU arguments of `text` to `found`; false (adding nothing) when it is not valid ICU. */
function collectIcu(text: string, found: string[]): boolean {
  const parsed = parseIcu(text);
  if (!('elements' in parsed)) return false;
  collectArguments(parsed.elements, found);
  return true;
}

function collectArguments(elements: MessageFormatElement[], found: string[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      collectArguments(element.children, found);
      continue;
    }
    found.push(`{${element.value}}`);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) collectArguments(option.value, found);
    }
  }
}

/** printf placeholders without a position or name: their number matters, not just their presence. */
function counted(placeholder: string): boolean {
  return placeholder.startsWith('%') && !/^%(\d+\$|\(|\{)/.test(placeholder);
}

function tally(placeholders: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const placeholder of placeholders) {
    counts.set(placeholder, counted(placeholder) ? (counts.get(placeholder) ?? 0) + 1 : 1);
  }
  return counts;
}

/**
 * Compares the placeholders of a source text and its translation: each one the translation lacks is
 * `missing`, each one it adds is `extra`. Named and numbered placeholders are compared by presence
 * (an ICU plural may use `{count}` in some branches only); unnumbered printf ones by count.
 */
export function comparePlaceholders(
  source: string,
  translation: string,
): Array<{ placeholder: string; kind: 'missing' | 'extra' }> {
  const want = tally(extractPlaceholders(source));
  const have = tally(extractPlaceholders(translation));
  const problems: Array<{ placeholder: string; kind: 'missing' | 'extra' }> = [];
  for (const [placeholder, count] of want) {
    for (let i = have.get(placeholder) ?? 0; i < count; i++) problems.push({ placeholder, kind: 'missing' });
  }
  for (const [placeholder, count] of have) {
    for (let i = want.get(placeholder) ?? 0; i < count; i++) problems.push({ placeholder, kind: 'extra' });
  }
  return problems;
}

/**
 * Checks every translated key against its source text. A plural form the source does not have
 * (`items_few` in Russian) is compared with the source's `other` form. In plural forms, `count`
 * placeholders are not compared: "one item" rightly leaves the number out where "{{count}} Artikel"
 * does not.
 */
export function checkPlaceholders(source: Entries, translation: Entries): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  for (const [key, text] of translation) {
    const group = pluralGroupOf(key, translation, source);
    const sourceText = source.get(key) ?? (group ? source.get(group.otherKey) : undefined);
    if (sourceText === undefined || text === '') continue;
    for (const problem of comparePlaceholders(sourceText, text)) {
      if (group && /^(\{\{count\}\}|%\{count\}|\{count\})$/.test(problem.placeholder)) continue;
      problems.push({ key, ...problem });
    }
  }
  return problems;
}

/** A translation that breaks the ICU message syntax its source follows. */
export interface SyntaxProblem {
  key: string;
  /** What is wrong and where, e.g. `invalid ICU message: expect argument closing brace at line 1, column 1 of the text`. */
  message: string;
}

/**
 * Finds translations that are not valid ICU where their source is an ICU message with arguments
 * (an unbalanced brace, a misspelt `plural`): such a text fails at run time in every ICU library.
 * Sources that are not ICU (or have no `{…}` at all) are not judged.
 */
export function checkMessageSyntax(source: Entries, translation: Entries): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  for (const [key, text] of translation) {
    const sourceText = source.get(key) ?? source.get(pluralGroupOf(key, translation, source)?.otherKey ?? '');
    if (sourceText === undefined || text === '' || !sourceText.includes('{') || !isIcu(sourceText)) continue;
    const parsed = parseIcu(text);
    if ('error' in parsed) {
      const err = parsed.error;
      const location = (err as { location?: { start?: { line: number; column: number } } }).location?.start;
      const where = location ? ` at line ${location.line}, column ${location.column} of the text` : '';
      // The parser names errors like EXPECT_ARGUMENT_CLOSING_BRACE; a person reads words.
      const reason = (err instanceof Error ? err.message : String(err)).toLowerCase().replace(/_/g, ' ');
      problems.push({ key, message: `invalid ICU message: ${reason}${where}` });
    }
  }
  return problems;
}

/** Whether the ICU parser accepts the text (`{{name}}`, i18next's syntax, is refused). */
function isIcu(text: string): boolean {
  return 'elements' in parseIcu(text);
}
