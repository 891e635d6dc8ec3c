// Groups in one folder that differ only in the file name (i18next namespaces, Symfony domains, gettext
// domains) become one entry with `*` for the name, when every file of that shape there is one of them.
import path from 'node:path';
import { entryFor, localeMapOf, placeholderOf } from './discover-entries.ts';
import { isLegacyGroup } from './discover-groups.ts';
import { type LocalePlaceholder, spellCode } from './discover-locale.ts';
import { type FoundLayout, type Group, KIND_NAMES, type SourcedGroup } from './discover-model.ts';
import { compareStrings } from './discovery.ts';
import type { FilesEntry } from './files-config.ts';

/**
 * One entry per folder layout: groups that differ only in the file name (i18next namespaces, Symfony
 * domains, gettext domains) become one entry with `*` for the name when every file of that shape in
 * the source's folder belongs to them; otherwise each keeps its own entry.
 */
export function mergeByFolder(
  layouts: SourcedGroup[],
  sourceLocale: string,
  byFolder: ReadonlyMap<string, string[]>,
  claimedBy: ReadonlyMap<string, Group>,
  legacyFolders: ReadonlySet<string>,
): FoundLayout[] {
  const buckets = new Map<string, SourcedGroup[]>();
  for (const layout of layouts) {
    const { group } = layout;
    const key = [
      group.kind,
      path.posix.dirname(group.template),
      group.ext,
      layout.sourceIsCompanion,
      group.format ?? '',
    ].join('\u0001');
    buckets.set(key, [...(buckets.get(key) ?? []), layout]);
  }
  const result: FoundLayout[] = [];
  for (const bucket of buckets.values()) {
    const first = bucket[0] as (typeof bucket)[number];
    const wildcard = wildcardEntry(bucket, sourceLocale, byFolder, claimedBy);
    const parts = wildcard === undefined ? bucket.map((b) => [b]) : [bucket];
    for (const part of parts) {
      const entries = part.map((p) => entryFor(p.group, p.sourceIsCompanion));
      const entry = wildcard === undefined ? (entries[0] as FilesEntry) : wildcard.entry;
      const translations = new Map<string, string[]>();
      for (const { group } of part) {
        for (const [locale, spellings] of group.members) {
          // Beside a locale-less source, the source locale's own file is no translation: push never
          // sends it (files-layout.ts), so the log names it as left out (sourceLocaleCopies).
          if (locale === sourceLocale) continue;
          translations.set(locale, [...(translations.get(locale) ?? []), ...spellings.map((s) => s.path)]);
        }
      }
      result.push({
        entry,
        kind: KIND_NAMES[first.group.kind],
        legacy: part.every((p) => isLegacyGroup(p.group, legacyFolders)),
        sources:
          wildcard === undefined ? part.map((p) => p.source).filter((s) => s !== '') : wildcard.sources,
        translations,
      });
    }
  }
  return result.sort((a, b) => compareStrings(a.entry.source, b.entry.source));
}

/** The one entry with `*` for the name that describes a bucket, when it describes exactly it. */
function wildcardEntry(
  bucket: SourcedGroup[],
  sourceLocale: string,
  byFolder: ReadonlyMap<string, string[]>,
  claimedBy: ReadonlyMap<string, Group>,
): { entry: FilesEntry; sources: string[] } | undefined {
  const first = bucket[0] as (typeof bucket)[number];
  const kind = first.group.kind;
  // A format the first bytes said holds for the files read, not for every file of the folder.
  // WordPress's domains (`<domain>-<locale>.po`) stay an entry each: `*-{locale_}.po` would read any
  // hyphenated name.
  if (kind === 'stem' || kind === 'hyphenated' || first.group.format !== undefined) return undefined;
  // The name part: what differs between the groups' templates.
  const placeholders = new Set(bucket.map((b) => placeholderOf(b.group)));
  if (placeholders.size > 1) return undefined;
  const placeholder = placeholderOf(first.group);
  const localeMap = sharedLocaleMap(bucket, placeholder);
  if (localeMap === null) return undefined;
  const ext = first.group.ext;
  const folderTemplate = path.posix.dirname(first.group.template).replace('\0', placeholder);
  const sourceFolder = path.posix.dirname(first.source);
  const sources = new Set(bucket.map((b) => b.source));
  const sourceSpelling = localeMap?.[sourceLocale] ?? spellCode(sourceLocale, placeholder);
  const shape = (file: string): boolean => {
    const base = path.posix.basename(file);
    if (kind === 'dotted') return base.endsWith(`.${sourceSpelling}${ext}`);
    if (kind === 'underscored') return base.endsWith(`_${sourceSpelling}${ext}`);
    if (first.sourceIsCompanion) return base.endsWith(first.source.slice(first.source.lastIndexOf('.')));
    return base.toLowerCase().endsWith(ext);
  };
  // Every file of that shape in the source's folder is a source here, and no other layout's.
  const siblings = (byFolder.get(sourceFolder) ?? []).filter(shape);
  const exact = siblings.every(
    (f) => sources.has(f) || (!claimedBy.has(f) && kind !== 'android' && kind !== 'dotted'),
  );
  // A locale-less source named like its translations (`Form.resx`, `Form.de.resx`) would match them too.
  if (!exact || (first.sourceIsCompanion && (kind === 'dotted' || kind === 'underscored'))) return undefined;
  if (bucket.length === 1 && (kind === 'dotted' || kind === 'underscored' || kind === 'android'))
    return undefined;
  let entry: FilesEntry;
  if (first.sourceIsCompanion) {
    const sourceExt = first.source.slice(first.source.lastIndexOf('.'));
    // A template at the repository's root (Babel's `messages.pot`) is `*.pot`, never `./*.pot`.
    const sourceGlob = sourceFolder === '.' ? `*${sourceExt}` : `${sourceFolder}/*${sourceExt}`;
    entry = { source: sourceGlob, translation: `${folderTemplate}/{name}${ext}` };
  } else if (kind === 'dotted') {
    entry = { source: `${folderTemplate}/*.${placeholder}${ext}` };
  } else if (kind === 'underscored') {
    entry = { source: `${folderTemplate}/*_${placeholder}${ext}` };
  } else {
    entry = { source: `${folderTemplate}/*${ext}` };
  }
  if (localeMap) entry.localeMap = localeMap;
  return { entry, sources: siblings };
}

/**
 * The one `localeMap` of the groups of a bucket: the spellings each names, together, when no group
 * spells a locale of the union otherwise (a namespace with no file of Kaqchikel yet takes the `cak`
 * the others name; `pt-br` in one and `pt_BR` in another is null, an entry each). Undefined: none.
 */
function sharedLocaleMap(
  bucket: readonly SourcedGroup[],
  placeholder: LocalePlaceholder,
): Record<string, string> | undefined | null {
  const union: Record<string, string> = {};
  for (const { group } of bucket) {
    for (const [locale, spelling] of Object.entries(localeMapOf(group, placeholder) ?? {})) {
      if (union[locale] !== undefined && union[locale] !== spelling) return null;
      union[locale] = spelling;
    }
  }
  const spellings = new Map(Object.entries(union).map(([locale, spelling]) => [spelling, locale]));
  for (const { group } of bucket) {
    for (const [member, readings] of group.members) {
      const code = readings[0]?.code as string;
      // Keyed as localeMapOf keys it: an old code alone by its successor (`jpn_JP` by ja-JP).
      const alias = readings[0]?.read.aliasOf;
      const locale = alias !== undefined && !group.members.has(alias) ? alias : member;
      const named = union[locale];
      // A group spelling a locale of the union otherwise, or a spelling of the union as another locale.
      if (named !== undefined && named !== code) return null;
      const other = spellings.get(code);
      if (other !== undefined && other !== locale) return null;
    }
  }
  return Object.keys(union).length > 0 ? union : undefined;
}
