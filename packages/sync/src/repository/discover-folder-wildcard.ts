// Entries that differ only in the folders before the locale's folder (Wagtail's apps, Thunderbird's
// modules) become one entry with `**` for those folders, as Crowdin's double star does.

import { type LocalePlaceholder, spellCode } from './discover-locale.ts';
import type { FoundLayout, Group } from './discover-model.ts';
import { compareStrings } from './discovery.ts';
import { compilePattern, pathRegex } from './file-pattern.ts';
import type { FilesEntry } from './files-config.ts';

/** The folders before a locale's place, and the rest: `wagtail/admin` + `locale/{locale_}/LC_MESSAGES/*.po`. */
function splitAtLocaleFolder(pattern: string): { prefix: string[]; tail: string[] } | undefined {
  const segments = pattern.split('/');
  const at = segments.findIndex((s) => /\{(?:locale_?|android)\}/.test(s));
  // The folder holding the locale folders (`locale/`, `res/`, `locales/`), or the locale files
  // (`translations/`), stays in the tail.
  if (at < 2) return undefined;
  return { prefix: segments.slice(0, at - 1), tail: segments.slice(at - 1) };
}

type Bucket = Array<{ layout: FoundLayout; prefix: string[] }>;

/**
 * A bucket of entries of one shape with the `localeMap` they can share: the union of theirs when each
 * entry either spells a locale as that union does or has no file of it (Matomo's plugins without
 * translations yet, whose entries have no `localeMap`, beside 57 spelling `pt-br`); else one bucket
 * per `localeMap`.
 */
function byLocaleMap(
  key: string,
  bucket: Bucket,
): Array<[string, Bucket, Record<string, string> | undefined]> {
  const union: Record<string, string> = Object.create(null);
  let agree = true;
  for (const { layout } of bucket)
    for (const [locale, spelling] of Object.entries(layout.entry.localeMap ?? {})) {
      if (union[locale] !== undefined && union[locale] !== spelling) agree = false;
      union[locale] = spelling;
    }
  const spellings = Object.values(union);
  agree &&= new Set(spellings).size === spellings.length;
  agree &&= bucket.every(({ layout }) =>
    Object.entries(union).every(
      ([locale, spelling]) =>
        layout.entry.localeMap?.[locale] === spelling || !layout.translations.has(locale),
    ),
  );
  if (agree) return [[key, bucket, spellings.length > 0 ? { ...union } : undefined]];
  const strict = new Map<string, Bucket>();
  for (const item of bucket) {
    const map = JSON.stringify(item.layout.entry.localeMap ?? {});
    strict.set(map, [...(strict.get(map) ?? []), item]);
  }
  return [...strict.values()].map((items) => [key, items, items[0]?.layout.entry.localeMap]);
}

/**
 * Entries that differ only in the folders before the same tail (Wagtail's 19 apps, Thunderbird's 34
 * modules, Rallly's three packages) become one entry with `**` for those folders, as Crowdin does
 * with its double star, when that entry claims no file of another one.
 */
export function mergeAcrossFolders(
  layouts: FoundLayout[],
  sourceLocale: string,
  files: readonly string[],
  claimedBy: ReadonlyMap<string, Group>,
): FoundLayout[] {
  const buckets = new Map<string, Array<{ layout: FoundLayout; prefix: string[] }>>();
  const alone: FoundLayout[] = [];
  for (const layout of layouts) {
    const { entry } = layout;
    const pattern = entry.translation ?? entry.source;
    const split = layout.legacy ? undefined : splitAtLocaleFolder(pattern);
    const sourcePrefix = split?.prefix.join('/');
    if (
      split === undefined ||
      (entry.translation !== undefined && !entry.source.startsWith(`${sourcePrefix}/`))
    ) {
      alone.push(layout);
      continue;
    }
    const sourceTail = entry.source.slice((sourcePrefix as string).length + 1);
    const key = JSON.stringify([
      split.tail.join('/'),
      entry.translation === undefined ? null : sourceTail,
      entry.format ?? null,
    ]);
    buckets.set(key, [...(buckets.get(key) ?? []), { layout, prefix: split.prefix }]);
  }
  const result = [...alone];
  for (const [key, bucket, localeMap] of [...buckets].flatMap(([key, all]) => byLocaleMap(key, all))) {
    if (bucket.length < 2) {
      result.push(...bucket.map((b) => b.layout));
      continue;
    }
    const [tail, sourceTail] = JSON.parse(key) as [string, string | null];
    const common: string[] = [];
    for (let i = 0; bucket.every((b) => b.prefix.length > i && b.prefix[i] === bucket[0]?.prefix[i]); i++)
      common.push(bucket[0]?.prefix[i] as string);
    const lead = common.length > 0 ? `${common.join('/')}/` : '';
    const first = bucket[0]?.layout as FoundLayout;
    const entry: FilesEntry =
      sourceTail === null
        ? { source: `${lead}**/${tail}` }
        : { source: `${lead}**/${sourceTail}`, translation: `${lead}{path}/${tail}` };
    if (localeMap !== undefined) entry.localeMap = localeMap;
    if (first.entry.format !== undefined) entry.format = first.entry.format;
    // The merged entry must read as sources exactly the sources it replaces, plus files of that
    // shape no other layout claims (a new app's catalogs).
    const sources = new Set(bucket.flatMap((b) => b.layout.sources));
    const withSource = entry.source.replace(
      /\{(?:locale_?|android)\}/,
      (p) => entry.localeMap?.[sourceLocale] ?? spellCode(sourceLocale, p as LocalePlaceholder),
    );
    const matcher = pathRegex(compilePattern(withSource, []));
    const trespasses = files.some((f) => matcher.test(f) && !sources.has(f) && claimedBy.has(f));
    if (trespasses) {
      result.push(...bucket.map((b) => b.layout));
      continue;
    }
    const translations = new Map<string, string[]>();
    for (const { layout } of bucket)
      for (const [locale, paths] of layout.translations)
        translations.set(locale, [...(translations.get(locale) ?? []), ...paths]);
    result.push({
      entry,
      kind: first.kind,
      legacy: false,
      sources: [...sources].sort(compareStrings),
      translations,
    });
  }
  return result.sort((a, b) => compareStrings(a.entry.source, b.entry.source));
}
