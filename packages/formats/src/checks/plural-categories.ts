// The plural categories' names and the cheap test of a key for one, apart from the plural rules: a
// pull's merge (shapes.ts) needs these alone, and the rules (gettext's, Qt's, CLDR's) are loaded with
// the checks, only by a run that checks or fills a file against its source.

/** CLDR plural categories, in CLDR order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** One CLDR plural category. */
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * Whether `key` ends as every plural form's key does, with `]` (`items[one]`, `k[0]`), a category's
 * name (`items_one`, `items.one`) or an i18next v3 index (`items_0`): most keys do not, and skip the
 * patterns of `pluralGroupOf`.
 */
export function mayNamePluralForm(key: string): boolean {
  // The last character of `]`, of each category's name (zero, one, two, few, many, other), `0`…`5`.
  const last = key.charCodeAt(key.length - 1);
  if (last >= 0x30 && last <= 0x35) return key.charCodeAt(key.length - 2) === 0x5f;
  if (last !== 0x5d && last !== 0x6f && last !== 0x65 && last !== 0x77 && last !== 0x79 && last !== 0x72) {
    return false;
  }
  if (last === 0x5d) return true;
  for (const category of PLURAL_CATEGORIES) if (key.endsWith(category)) return true;
  return false;
}
