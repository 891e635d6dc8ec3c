import {
  isPluralElement,
  isSelectElement,
  type MessageFormatElement,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import type { Entries } from '../model.ts';
import { parseIcu } from './icu.ts';

/** CLDR plural categories, in CLDR order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** One CLDR plural category. */
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * The plural categories CLDR gives `locale` (`ru`: one, few, many, other; `ja`: other), from
 * `Intl.PluralRules`. `pt_BR` is read as `pt-BR`.
 */
export function pluralCategories(
  locale: string,
  type: 'cardinal' | 'ordinal' = 'cardinal',
): PluralCategory[] {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale.replace(/_/g, '-'), { type });
  } catch {
    throw new RangeError(`"${locale}" is not a locale code (expected BCP 47, such as de, pt-BR or zh-Hant)`);
  }
  const found = rules.resolvedOptions().pluralCategories as PluralCategory[];
  return PLURAL_CATEGORIES.filter((category) => found.includes(category));
}

/** How a format spells a plural form as a key. */
export type PluralKeyStyle = 'suffix' | 'bracket' | 'dot';

/** A key that is one form of a plural group, and the group's `other` key. */
export interface PluralKey {
  base: string;
  category: PluralCategory;
  style: PluralKeyStyle;
  otherKey: string;
}

const KEY_STYLES: Array<{
  style: PluralKeyStyle;
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

/**
 * Reads `key` as a plural form (`items_one`, `items[one]`, `items.one`) when one of the maps holds
 * the group's `other` form and at least one other form. A key that merely ends like one
 * (`button_one` alone, `labels.other` alone) is not a plural form.
 */
export function pluralGroupOf(key: string, ...maps: Entries[]): PluralKey | undefined {
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
  return undefined;
}

/** A plural form that the locale needs and the text lacks, or that the locale does not have. */
export interface PluralProblem {
  /** The key that is missing (for a suffix form) or holds the problem. */
  key: string;
  locale: string;
  category: string;
  /** `missing`: the locale needs this category; `extra`: the locale has no such category. */
  kind: 'missing' | 'extra';
  /** For an ICU message, the plural argument (`count`). */
  argument?: string;
}

/**
 * Checks plural forms against the CLDR categories of `locale`: ICU `plural` and `selectordinal`
 * arguments (exact `=0` selectors are extra to the categories, never a problem), and plural key
 * groups (`_one`, `[one]`, `.one`). `zero` is accepted in `_zero` and `.zero` keys even where CLDR has
 * no zero category: i18next and Rails use it for a count of 0. Pass the `source` entries so a group
 * the translation cut down to its `other` form is still recognised.
 */
export function checkPlurals(entries: Entries, locale: string, source?: Entries): PluralProblem[] {
  const problems: PluralProblem[] = [];
  const cardinal = pluralCategories(locale);
  const groups = new Map<
    string,
    { style: (typeof KEY_STYLES)[number]; base: string; present: Set<string>; keys: Map<string, string> }
  >();
  for (const [key, text] of entries) {
    const group = pluralGroupOf(key, entries, ...(source ? [source] : []));
    if (group) {
      const style = KEY_STYLES.find((s) => s.style === group.style) as (typeof KEY_STYLES)[number];
      const id = `${group.style}:${group.base}`;
      let entry = groups.get(id);
      if (!entry) {
        entry = { style, base: group.base, present: new Set(), keys: new Map() };
        groups.set(id, entry);
      }
      entry.present.add(group.category);
      entry.keys.set(group.category, key);
    }
    if (/\b(plural|selectordinal)\b/.test(text)) problems.push(...checkIcuPlurals(key, text, locale));
  }
  for (const { style, base, present, keys } of groups.values()) {
    for (const category of cardinal) {
      if (!present.has(category))
        problems.push({ key: style.key(base, category), locale, category, kind: 'missing' });
    }
    for (const category of present) {
      if (cardinal.includes(category as PluralCategory)) continue;
      if (category === 'zero' && style.style !== 'bracket') continue;
      problems.push({ key: keys.get(category) as string, locale, category, kind: 'extra' });
    }
  }
  return problems;
}

function checkIcuPlurals(key: string, text: string, locale: string): PluralProblem[] {
  const parsed = parseIcu(text);
  // Not ICU (or broken ICU): nothing to check here; the placeholder check still runs.
  if (!('elements' in parsed)) return [];
  const elements = parsed.elements;
  const problems: PluralProblem[] = [];
  const walk = (list: MessageFormatElement[]): void => {
    for (const element of list) {
      if (element.type === TYPE.tag) walk(element.children);
      if (!isPluralElement(element) && !isSelectElement(element)) continue;
      for (const option of Object.values(element.options)) walk(option.value);
      if (!isPluralElement(element)) continue;
      const categories = pluralCategories(locale, element.pluralType ?? 'cardinal');
      const present = Object.keys(element.options).filter((selector) => !selector.startsWith('='));
      for (const category of categories) {
        if (!present.includes(category)) {
          problems.push({ key, locale, category, kind: 'missing', argument: element.value });
        }
      }
      for (const category of present) {
        if (!(categories as string[]).includes(category)) {
          problems.push({ key, locale, category, kind: 'extra', argument: element.value });
        }
      }
    }
  };
  walk(elements);
  return problems;
}
