import type { Entries } from '../model.ts';
import { groupRule, pluralGroupOf } from './plurals.ts';
import { shapeConflicts } from './shapes.ts';

/** Options of `coverage` and `fillMissing`. */
export interface CoverageOptions {
  /**
   * The translation's locale. With it, a source plural form the locale does not have (`items_one`
   * for `ja`) counts as present when the translation has the group's `other` form.
   */
  locale?: string;
  /** Whether an empty text counts as translated. Default false: `""` is a gap. */
  countEmpty?: boolean;
}

/** How much of the source a translation covers. */
export interface Coverage {
  /** Source keys. */
  total: number;
  /** Source keys the translation has. */
  present: number;
  /** Source keys it lacks, in source order. */
  missing: string[];
  /** `present / total × 100`, unrounded; 100 for an empty source. Compare it with `>=`. */
  percent: number;
}

/**
 * The share of source keys a translation has. Keys only the translation has are not counted; a source
 * key whose message the translation holds in another shape (`items` as `items.one`, `items.other`)
 * counts as translated when one of those keys has a text.
 */
export function coverage(source: Entries, translation: Entries, options: CoverageOptions = {}): Coverage {
  const otherShape = translatedInOtherShape(source, translation, options.countEmpty ?? false);
  const missing = [...source.keys()].filter(
    (key) => !otherShape.has(key) && !covered(key, source, translation, options),
  );
  const total = source.size;
  const present = total - missing.length;
  return { total, present, missing, percent: total === 0 ? 100 : (present * 100) / total };
}

/** Coverage of each locale's translation, in the order given. */
export function coverageByLocale(
  source: Entries,
  translations: Map<string, Entries>,
  options: Omit<CoverageOptions, 'locale'> = {},
): Array<Coverage & { locale: string }> {
  return [...translations].map(([locale, translation]) => ({
    locale,
    ...coverage(source, translation, { ...options, locale }),
  }));
}

/** The source keys of the messages the translation holds, with a text, in another shape than the source. */
function translatedInOtherShape(source: Entries, translation: Entries, countEmpty: boolean): Set<string> {
  const keys = new Set<string>();
  for (const conflict of shapeConflicts(translation, source).values()) {
    if (!conflict.ours.some((key) => has(translation, key, countEmpty))) continue;
    for (const key of conflict.theirs) keys.add(key);
  }
  return keys;
}

function has(translation: Entries, key: string, countEmpty: boolean): boolean {
  const text = translation.get(key);
  return text !== undefined && (countEmpty || text !== '');
}

function covered(key: string, source: Entries, translation: Entries, options: CoverageOptions): boolean {
  const countEmpty = options.countEmpty ?? false;
  if (has(translation, key, countEmpty)) return true;
  return options.locale !== undefined && notNeeded(key, source, options.locale) !== undefined
    ? has(translation, notNeeded(key, source, options.locale) as string, countEmpty)
    : false;
}

/** For a source plural form the locale has no category for, the group's `other` key; else undefined. */
function notNeeded(key: string, source: Entries, locale: string): string | undefined {
  const group = pluralGroupOf(key, source);
  if (!group || key === group.otherKey) return undefined;
  const rule = groupRule(group, locale);
  return rule === undefined || rule.forms.includes(group.category) ? undefined : group.otherKey;
}

/** What a pull writes for a source key the translation lacks. */
export type FillMode = 'omit' | 'source' | 'empty';

/**
 * The translation completed for writing: `omit` leaves gaps out, `source` fills them with the source
 * text, `empty` with `""`. Keys come in source order; keys only the translation has (a plural form
 * the source language lacks, such as `items_few`) follow the last key of their plural group, or go
 * at the end. With `locale`, source plural forms the locale has no category for are not filled.
 * A message the translation holds in another shape than the source (`items.one`, `items.other` for
 * the source's `items`) keeps the translation's keys, in the source key's place, and is not filled.
 * Empty translations count as gaps unless `countEmpty` is set. Pure: the inputs are not changed.
 */
export function fillMissing(
  source: Entries,
  translation: Entries,
  mode: FillMode,
  options: CoverageOptions = {},
): Entries {
  const countEmpty = options.countEmpty ?? false;
  const out: Entries = new Map();
  const extras = [...translation.keys()].filter((key) => !source.has(key));
  // Forms only the translation has, by plural group, to place them next to their group.
  const extrasByGroup = new Map<string, string[]>();
  for (const extra of extras) {
    const group = pluralGroupOf(extra, translation, source);
    if (!group) continue;
    const id = `${group.style}:${group.base}`;
    extrasByGroup.set(id, [...(extrasByGroup.get(id) ?? []), extra]);
  }
  const placeExtras = (id: string): void => {
    for (const extra of extrasByGroup.get(id) ?? []) {
      if (!out.has(extra) && has(translation, extra, countEmpty))
        out.set(extra, translation.get(extra) as string);
    }
  };
  // A message the translation holds in another shape (a plural where the source has a plain text) is
  // translated: its keys take the place of the source's, which are not filled beside them.
  const otherShape = new Map<string, string[]>();
  for (const conflict of shapeConflicts(translation, source).values()) {
    for (const key of conflict.theirs) otherShape.set(key, conflict.ours);
  }
  for (const [key, sourceText] of source) {
    const translated = otherShape.get(key);
    if (translated !== undefined) {
      for (const own of translated)
        if (has(translation, own, countEmpty)) out.set(own, translation.get(own) as string);
    } else if (has(translation, key, countEmpty)) {
      out.set(key, translation.get(key) as string);
    } else if (mode !== 'omit' && !(options.locale !== undefined && notNeeded(key, source, options.locale))) {
      out.set(key, mode === 'source' ? sourceText : '');
    }
    const group = pluralGroupOf(key, source, translation);
    if (group) placeExtras(`${group.style}:${group.base}`);
  }
  for (const extra of extras) {
    if (!out.has(extra) && has(translation, extra, countEmpty))
      out.set(extra, translation.get(extra) as string);
  }
  return out;
}
