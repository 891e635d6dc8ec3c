import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PLURAL_SOURCE } from '../gettext.ts';
import type { Entries } from '../model.ts';
import { parseIcu, unquoted } from './icu.ts';
import { isPluralElement, isSelectElement, TYPE } from './icu-elements.ts';
import { mayNamePluralForm, PLURAL_CATEGORIES, type PluralCategory } from './plural-categories.ts';
import {
  cldrRule,
  numbersIn,
  onlyCountIn,
  onlyNumberIn,
  type PluralRule,
  pluralRuleFor,
  pluralRuntimeOf,
  type RuntimeOptions,
} from './plural-rules.ts';

export { mayNamePluralForm, PLURAL_CATEGORIES, type PluralCategory };

/**
 * The plural categories CLDR gives `locale` (`ru`: one, few, many, other; `ja`: other), from
 * `Intl.PluralRules`. `pt_BR` is read as `pt-BR`.
 */
export function pluralCategories(
  locale: string,
  type: 'cardinal' | 'ordinal' = 'cardinal',
): PluralCategory[] {
  return cldrRule(locale, type).forms as PluralCategory[];
}

/**
 * How a format spells a plural form as a key: `items_one` (suffix), `items[one]` (bracket, Android),
 * `items.one` (dot, Rails), `items[0]` (index, gettext msgstr indices next to `items[msgid_plural]`),
 * `items_0` (numbered, i18next JSON v3: the index of the language's form, beside a source's `items`
 * and `items_plural`).
 */
export type PluralKeyStyle = 'suffix' | 'bracket' | 'dot' | 'index' | 'numbered';

/** A key that is one form of a plural group, and the group's `other` key. */
export interface PluralKey {
  base: string;
  /** The CLDR category; for the `index` and `numbered` styles, the form's index (`'0'`, `'1'`, …). */
  category: PluralCategory | `${number}`;
  style: PluralKeyStyle;
  /**
   * The form that stands for the group: `items_other`; for the `index` style the highest index every
   * given map holding the group has (the source's `k[1]` when a French translation adds `k[2]`).
   */
  otherKey: string;
}

const KEY_STYLES: Array<{
  style: Exclude<PluralKeyStyle, 'index'>;
  pattern: RegExp;
  key: (base: string, category: string) => string;
}> = [
  // i18next and the JSON/YAML/ARB convention: items_one, items_other.
  { style: 'suffix', pattern: /^(.+)_(zero|one|two|few|many|other)$/s, key: (b, c) => `${b}_${c}` },
  // Android plurals: items[one], items[other].
  { style: 'bracket', pattern: /^(.+)\[(zero|one|two|few|many|other)\]$/s, key: (b, c) => `${b}[${c}]` },
  // Rails YAML: items.one, items.other.
  { style: 'dot', pattern: /^(.+)\.(zero|one|two|few|many|other)$/s, key: (b, c) => `${b}.${c}` },
];

/** The key a style gives one form of a group. */
export function pluralKey(style: PluralKeyStyle, base: string, form: string): string {
  if (style === 'index') return `${base}[${form}]`;
  if (style === 'numbered') return `${base}_${form}`;
  return (KEY_STYLES.find((s) => s.style === style) as (typeof KEY_STYLES)[number]).key(base, form);
}

const INDEXED = /^(.+)\[(\d+)\]$/s;
/** i18next JSON v3's numbered form: `key_0` to `key_5` (i18next's rules have six forms at most). */
const NUMBERED = /^(.+)_([0-5])$/s;
/** i18next v1–v3's plural beside the singular `key`, in a source (and a language of two forms). */
const I18NEXT_PLURAL = '_plural';

/**
 * Reads `key` as a plural form (`items_one`, `items[one]`, `items.one`) when one of the maps holds
 * the group's `other` form and at least one other form. A key that merely ends like one
 * (`button_one` alone, `labels.other` alone) is not a plural form. A gettext form `k[2]` is one when
 * a map holds `k[msgid_plural]` (Android's string arrays, `k[0]` without it, are not).
 */
export function pluralGroupOf(key: string, ...maps: Entries[]): PluralKey | undefined {
  if (!mayNamePluralForm(key)) return undefined;
  for (const { style, pattern, key: keyOf } of KEY_STYLES) {
    const match = pattern.exec(key);
    if (!match) continue;
    const base = match[1] as string;
    const otherKey = keyOf(base, 'other');
    const isGroup = maps.some(
      (entries) =>
        entries.has(otherKey) &&
        PLURAL_CATEGORIES.some((category) => category !== 'other' && entries.has(keyOf(base, category))),
    );
    if (isGroup) return { base, category: match[2] as PluralCategory, style, otherKey };
  }
  const numbered = NUMBERED.exec(key);
  if (numbered) return numberedGroupOf(numbered[1] as string, numbered[2] as string, maps);
  const indexed = INDEXED.exec(key);
  if (!indexed) return undefined;
  const base = indexed[1] as string;
  const holders = maps.filter((entries) => entries.has(base + PLURAL_SOURCE));
  if (holders.length === 0) return undefined;
  const counts = holders.map((entries) => formCount(base, entries)).filter((n) => n > 0);
  const shared = counts.length === 0 ? 1 : Math.min(...counts);
  return {
    base,
    category: String(Number(indexed[2])) as `${number}`,
    style: 'index',
    otherKey: `${base}[${shared - 1}]`,
  };
}

/**
 * `base_<index>` read as an i18next v3 numbered form when a map holds `base_0` and `base_1` and one
 * holds `base_plural` (the source's pair, `base` and `base_plural`, says the message is a plural): a
 * `tip_0`, `tip_1`, `tip_2` alone is a list, not a plural. The source's `base_plural` stands for the
 * group (its `other`).
 */
function numberedGroupOf(base: string, index: string, maps: readonly Entries[]): PluralKey | undefined {
  if (!maps.some((entries) => entries.has(`${base}_0`) && entries.has(`${base}_1`))) return undefined;
  if (!maps.some((entries) => entries.has(base + I18NEXT_PLURAL))) return undefined;
  return {
    base,
    category: index as `${number}`,
    style: 'numbered',
    otherKey: base + I18NEXT_PLURAL,
  };
}

/** How many msgstr forms `k[0]`, `k[1]`, … a map holds in a row. */
function formCount(base: string, entries: Entries): number {
  let count = 0;
  while (entries.has(`${base}[${count}]`)) count++;
  return count;
}

/** The keys of a group's forms that `entries` holds (for gettext, `k[msgid_plural]` too). */
export function groupKeys(group: PluralKey, entries: Entries): string[] {
  if (group.style === 'index') {
    return [...entries.keys()].filter(
      (key) => key === group.base + PLURAL_SOURCE || INDEXED.exec(key)?.[1] === group.base,
    );
  }
  if (group.style === 'numbered') {
    return [
      group.base,
      group.base + I18NEXT_PLURAL,
      ...[0, 1, 2, 3, 4, 5].map((i) => `${group.base}_${i}`),
    ].filter((key) => entries.has(key));
  }
  return PLURAL_CATEGORIES.map((c) => pluralKey(group.style, group.base, c)).filter((k) => entries.has(k));
}

/**
 * The rule that picks among a group's forms in `locale`: gettext's for the `index` style, else the
 * runtime of the format (Rails for YAML, Android for strings.xml, CLDR otherwise).
 */
export function groupRule(
  group: PluralKey,
  locale: string,
  options: RuntimeOptions = {},
): PluralRule | undefined {
  // i18next v3 numbers a language's forms as gettext's Plural-Forms does (its rules were taken from it).
  if (group.style === 'numbered') return pluralRuleFor(locale, 'gettext');
  const runtime = group.style === 'index' ? 'gettext' : pluralRuntimeOf(options.format);
  return pluralRuleFor(locale, runtime, options);
}

/**
 * The one count a form is shown for, if only one: `zero` keys (Rails and i18next pick them for 0
 * alone), `one` in English (1; see `onlyCountIn`), `zero` in Arabic (0). Undefined when the form holds several counts
 * (`one` in Russian: 1, 21, 31…), none, or the rule is unknown.
 */
export function singleCount(group: PluralKey, rule: PluralRule | undefined): number | undefined {
  if (group.category === 'zero' && (group.style === 'suffix' || group.style === 'dot')) return 0;
  if (rule === undefined) return undefined;
  // A CLDR `zero` that holds 0 alone (Arabic's, which Android and Apple pick for 0) is one count too.
  return onlyCountIn(rule, group.category) ?? (onlyNumberIn(rule, group.category) === 0 ? 0 : undefined);
}

/** A plural form that the locale needs and the text lacks, or one its runtime can never pick. */
export interface PluralProblem {
  /** The key that is missing (for a key form) or holds the problem. */
  key: string;
  locale: string;
  /** A CLDR category, a gettext msgstr index, or an ICU selector that names no category. */
  category: string;
  /** `missing`: the locale needs this form; `extra`: the runtime can never pick it. */
  kind: 'missing' | 'extra';
  /** For an ICU message, the plural argument (`count`). */
  argument?: string;
}

/**
 * Checks plural forms against the rules of the file's own runtime (see `pluralRuntimeOf`): key groups
 * (`_one`, `[one]`, `.one`, gettext `[0]`) must have every form the rule picks; ICU `plural` and
 * `selectordinal` arguments every CLDR category, where `=N` stands for a category that holds N alone
 * (`=1` for English `one`, not French `one`, which holds 0 too). Forms a locale never picks are left
 * alone (the runtime ignores them), except gettext indices past `nplurals` (msgfmt rejects them)
 * and ICU selectors that are no category at all (a misspelt `one`). Pass the `source` entries so a
 * group the translation cut down to its `other` form is still recognised.
 */
export function checkPlurals(
  entries: Entries,
  locale: string,
  source?: Entries,
  options: RuntimeOptions = {},
): PluralProblem[] {
  const tally = new PluralTally(entries, locale, source, options);
  for (const [key, text] of entries) tally.add(key, text);
  return tally.problems();
}

/** The keyword of an ICU plural argument, as a word. */
const ICU_PLURAL_WORD = /\b(plural|selectordinal)\b/;

/**
 * `checkPlurals` one key at a time: `add` every entry of the file in order, then `problems` gives
 * what `checkPlurals` gives (the ICU problems in key order, then the groups' missing and extra forms).
 */
export class PluralTally {
  readonly #entries: Entries;
  readonly #locale: string;
  readonly #source: Entries | undefined;
  readonly #options: RuntimeOptions;
  readonly #found: PluralProblem[] = [];
  readonly #groups = new Map<string, { group: PluralKey; present: Map<string, string> }>();

  constructor(entries: Entries, locale: string, source: Entries | undefined, options: RuntimeOptions) {
    this.#entries = entries;
    this.#locale = locale;
    this.#source = source;
    this.#options = options;
  }

  /** Reads one entry of the file: its key as a plural form, its text's ICU plurals. */
  add(key: string, text: string): void {
    const entries = this.#entries;
    const source = this.#source;
    const group = !mayNamePluralForm(key)
      ? undefined
      : source
        ? pluralGroupOf(key, entries, source)
        : pluralGroupOf(key, entries);
    if (group) {
      const id = `${group.style}:${group.base}`;
      let found = this.#groups.get(id);
      if (!found) {
        found = { group, present: new Map() };
        this.#groups.set(id, found);
      }
      found.present.set(group.category, key);
    }
    if ((text.includes('plural') || text.includes('selectordinal')) && ICU_PLURAL_WORD.test(text)) {
      const flutter = this.#options.format === 'arb';
      // gen-l10n reads an apostrophe as a character unless `use-escaping` is on (see `icuQuotingOf`).
      const read = flutter && this.#options.icuQuoting !== true ? unquoted(text) : text;
      this.#found.push(...checkIcuPlurals(key, read, this.#locale, flutter));
    }
  }

  /** The problems of the entries added: call it once, after the last `add`. */
  problems(): PluralProblem[] {
    const problems = this.#found;
    const locale = this.#locale;
    for (const { group, present } of this.#groups.values()) {
      const rule = groupRule(group, locale, this.#options);
      if (rule === undefined) continue;
      for (const form of rule.forms) {
        if (!present.has(form))
          problems.push({
            key: pluralKey(group.style, group.base, form),
            locale,
            category: form,
            kind: 'missing',
          });
      }
      if (group.style !== 'index' && group.style !== 'numbered') continue;
      for (const [form, key] of present) {
        if (!rule.forms.includes(form)) problems.push({ key, locale, category: form, kind: 'extra' });
      }
    }
    return problems;
  }
}

/** The exact selectors Flutter's gen-l10n reads as categories. */
const FLUTTER_EXACT: Readonly<Record<string, string>> = { zero: '=0', one: '=1', two: '=2' };

/**
 * The problems of the ICU plurals in one text. With `flutter`, `=0`, `=1` and `=2` are the categories
 * `zero`, `one` and `two`, as Flutter's gen-l10n passes them to `Intl.pluralLogic` (Russian 21 takes
 * the `=1` text); elsewhere an exact selector stands for a category only when it holds that number alone.
 */
function checkIcuPlurals(key: string, text: string, locale: string, flutter: boolean): PluralProblem[] {
  const parsed = parseIcu(text);
  // Not ICU (or broken ICU): nothing to check here; the syntax check reports broken ICU.
  if (!('elements' in parsed)) return [];
  const problems: PluralProblem[] = [];
  const walk = (list: MessageFormatElement[]): void => {
    for (const element of list) {
      if (element.type === TYPE.tag) walk(element.children);
      if (!isPluralElement(element) && !isSelectElement(element)) continue;
      for (const option of Object.values(element.options)) walk(option.value);
      if (!isPluralElement(element)) continue;
      const rule = cldrRule(locale, element.pluralType ?? 'cardinal');
      const selectors = Object.keys(element.options);
      const exact = new Set(selectors.filter((s) => /^=\d+$/.test(s)).map((s) => Number(s.slice(1))));
      for (const category of rule.forms) {
        if (selectors.includes(category)) continue;
        if (flutter && selectors.includes(FLUTTER_EXACT[category] ?? '')) continue;
        // `=1` stands for English `one` (1 alone), not French `one` (0, 1 and fractions).
        const held = numbersIn(rule, category);
        if (held.length > 0 && held.every((n) => exact.has(n))) continue;
        problems.push({ key, locale, category, kind: 'missing', argument: element.value });
      }
      for (const selector of selectors) {
        if (selector.startsWith('=') || (PLURAL_CATEGORIES as readonly string[]).includes(selector)) continue;
        problems.push({ key, locale, category: selector, kind: 'extra', argument: element.value });
      }
    }
  };
  walk(parsed.elements);
  return problems;
}
