// Each group's source: its locale-less companion or its source-locale file (or the one more precise
// spelling of it, `en-US` for `en`), never both silently. A group with neither is an orphan, reported.

import { describeTemplate, entryFor } from './discover-entries.ts';
import { readableFormat } from './discover-formats.ts';
import { companionYields } from './discover-groups.ts';
import {
  AmbiguousLayoutError,
  type Group,
  type LeftOut,
  type Reading,
  type SourcedGroup,
} from './discover-model.ts';
import { otherTemplateReason, severalTemplatesHint } from './discover-po-template.ts';
import { compareStrings } from './discovery.ts';
import { narrowerSpellings, sourceLocaleMap } from './source-spelling.ts';

/**
 * The groups with their source files, in order (`viable` first, then `lone`), and the orphans (each
 * with its group, when it is one group's line). Throws
 * AmbiguousLayoutError naming both entries when a group has a companion and a source-locale file.
 */
export function assignSources(
  viable: readonly Group[],
  lone: readonly Group[],
  sourceLocale: string,
  isLegacy: (group: Group) => boolean,
  isLocaleFolder: (group: Group) => boolean,
  textlessCatalogs: ReadonlySet<string> = new Set(),
): { layouts: SourcedGroup[]; orphans: Array<LeftOut & { group?: Group }> } {
  const layouts: SourcedGroup[] = [];
  const orphans: Array<LeftOut & { group?: Group }> = [];
  const readings: string[] = [];
  // A left-over template beside a folder's source is reported once, as such, not as a locale's file.
  const otherTemplates = new Set(
    [...viable, ...lone].flatMap((g) => (g.companion === undefined ? [] : (g.otherTemplates ?? []))),
  );
  for (const group of [...viable, ...lone]) {
    // The discovery folders' files are read exactly as before (a locales/en-US.json stays en-US).
    const own =
      group.members.get(sourceLocale) ??
      (isLegacy(group) ? undefined : sourceBySpelling(group, sourceLocale, orphans));
    // GNU gettext's `po/<locale>.po` catalogs are never a source: beside the folder's template
    // (Joplin's `packages/tools/locales/joplin.pot`), `en_US.po` is a translation of it.
    if (group.companion !== undefined && own !== undefined && companionYields(group)) {
      delete group.companion;
    }
    // A source-locale catalog with no text of its own beside the template translates it (SearXNG's en/).
    if (
      group.companion !== undefined &&
      own !== undefined &&
      !isGnuPoFolder(group) &&
      !own.every((r) => textlessCatalogs.has(r.path))
    ) {
      const symmetric = entryFor(group, false);
      const companion = entryFor(group, true);
      readings.push(
        `${group.companion} or ${own[0]?.path} is the source of ${describeTemplate(group)}:\n` +
          `  - ${group.companion}: ${JSON.stringify(companion)}\n` +
          `  - ${own[0]?.path}: ${JSON.stringify(symmetric)}`,
      );
      continue;
    }
    if (group.companion !== undefined) {
      layouts.push({ group, source: group.companion, sourceIsCompanion: true });
      for (const other of group.otherTemplates ?? [])
        orphans.push({ path: other, reason: otherTemplateReason(group.companion) });
    } else if (own !== undefined) {
      if (group.members.size >= 2 || isLegacy(group) || isLocaleFolder(group))
        layouts.push({ group, source: own[0]?.path as string, sourceIsCompanion: false });
    } else if (isLegacy(group)) {
      layouts.push({ group, source: '', sourceIsCompanion: false });
    } else if (readableFormat(group.ext) !== undefined && !orphans.some((o) => o.group === group)) {
      const paths = [...group.members.values()].flatMap((s) => s.map((r) => r.path));
      if (paths.every((p) => otherTemplates.has(p))) continue;
      const locales = [...group.members.keys()].sort(compareStrings);
      orphans.push(
        paths.length === 1
          ? {
              group,
              path: paths[0] as string,
              reason: `no source file of ${sourceLocale} beside it (${describeTemplate(group)})`,
            }
          : {
              group,
              path: describeTemplate(group),
              reason: `${paths.length} translations (${locales.join(', ')}) with no source file of ${sourceLocale} beside them${poFolderHint(group)}`,
            },
      );
    }
  }
  if (readings.length > 0) {
    throw new AmbiguousLayoutError(
      `the repository can be read two ways; put the entry that is right in "files" of .locale/config.json (locale-sync init prints the rest):\n${readings.join('\n')}`,
    );
  }
  return { layouts, orphans };
}

/**
 * GNU gettext's `po/<locale>.po` folder, whose source is its template `po/<domain>.pot`, never a
 * catalog: `po/en_GB.po` and `po/en_CA.po` are translations of the msgids even with no template in
 * the repository, as GNOME, Xfce and most meson or autotools projects have (their build makes it).
 */
export function isGnuPoFolder(group: Group): boolean {
  return group.kind === 'stem' && group.ext === '.po';
}

/**
 * True when the group's tool takes a locale-less file as the source, never a locale's file, so that
 * its locales say nothing of the source locale even with that file missing: GNU's `po/` (the
 * template), Android's `values-*` (the default `values/`, which aapt2 falls back to) and .NET's
 * `.resx` cultures (the neutral `.resx`, ResourceManager's fallback). Thunderbird for Android keeps a
 * stale `reader/api/src/main/res/values-en-rGB/` with no `values/` beside it (its strings moved to
 * `src/androidMain/res/`): read as the one English locale, it made en-GB the source of every module.
 */
export function defaultIsSource(group: Group): boolean {
  return isGnuPoFolder(group) || group.kind === 'android' || group.ext === '.resx';
}

/** What to do about a catalog folder with no source: commit its template, or choose among several. */
function poFolderHint(group: Group): string {
  if (!isGnuPoFolder(group)) return '';
  return group.otherTemplates !== undefined ? severalTemplatesHint(group.otherTemplates) : TEMPLATE_HINT;
}

const TEMPLATE_HINT =
  '; their source is the gettext template: generate it (xgettext, or meson compile <project>-pot) and commit it beside them as <domain>.pot';

/**
 * A group with no file of the source locale whose only more precise spelling of it (`en-US` for `en`)
 * is its source: that member becomes the source locale's, and the entry's `localeMap` names the
 * spelling. Two such spellings (`en-GB`, `en-US`) are two readings: the group is left out, naming the
 * `localeMap` of each.
 */
function sourceBySpelling(
  group: Group,
  sourceLocale: string,
  orphans: Array<LeftOut & { group?: Group }>,
): Reading[] | undefined {
  // A lone file (one locale's folder) is no layout: it stays reported as it was.
  if (group.companion !== undefined || group.members.size < 2 || defaultIsSource(group)) return undefined;
  const narrower = narrowerSpellings(group.members.keys(), sourceLocale);
  if (narrower.length === 1) {
    const spelling = narrower[0] as string;
    const own = group.members.get(spelling) as Reading[];
    group.members.delete(spelling);
    group.members.set(sourceLocale, own);
    return own;
  }
  if (narrower.length > 1 && readableFormat(group.ext) !== undefined) {
    const choices = narrower
      .map((l) => sourceLocaleMap(sourceLocale, group.members.get(l)?.[0]?.code ?? l))
      .join(' or ');
    orphans.push({
      group,
      path: describeTemplate(group),
      reason: `no source file of ${sourceLocale}, and ${narrower.join(' and ')} both spell it; name the source's spelling in the entry's "localeMap" (${choices}), or set "sourceLocale" to one of them`,
    });
  }
  return undefined;
}

/**
 * The source locale's own files beside a locale-less source (SearXNG's English catalog
 * `searx/translations/en/LC_MESSAGES/messages.po` beside `messages.pot`, an Android `values-en/`
 * beside `values/`), as left out: push sends the source file in their place and pull never writes
 * them, so the project's own tool keeps them (`pybabel update` fills the English catalog).
 */
export function sourceLocaleCopies(layouts: readonly SourcedGroup[], sourceLocale: string): LeftOut[] {
  const copies: LeftOut[] = [];
  for (const { group, source, sourceIsCompanion } of layouts) {
    if (!sourceIsCompanion) continue;
    for (const reading of group.members.get(sourceLocale) ?? [])
      copies.push({
        path: reading.path,
        reason: `the source locale's (${sourceLocale}) own file beside the source ${source}: push sends ${source} as the source and never this file, and pull never writes it; the project's own tool keeps it up to date`,
      });
  }
  return copies;
}
