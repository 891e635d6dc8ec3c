// Old codes Intl replaces with another (`mo` for `ro`, `tl` for `fil`, `iw` for `he`): on the wire
// such a file would be its successor's locale. Beside its successor's file it is left out and kept out
// of the entry that would read it; alone it is synced, and reported as the code the service keeps.

import type { FoundLayout, Group, LeftOut, SourcedGroup } from './discover-model.ts';
import { compareStrings } from './discovery.ts';
import { compilePattern, pathRegex } from './file-pattern.ts';
import { ownCodeFor } from './locale-spelling.ts';

/**
 * Takes out of each group the files of an old code beside the file of the code it stands for (`mo.yml`
 * beside `ro.yml`), into the group's `shadowed`: left out and reported, never merged into the other.
 */
export function shadowOldCodes(groups: Iterable<Group>): void {
  for (const group of groups) {
    for (const [locale, spellings] of group.members) {
      const alias = spellings[0]?.read.aliasOf;
      if (alias === undefined || !group.members.has(alias)) continue;
      group.members.delete(locale);
      for (const r of spellings) {
        group.shadowed.push({
          path: r.path,
          reason: `"${r.code}" is an old code of ${alias}, which has its own file (${group.members.get(alias)?.[0]?.path}): on the service both would be ${alias}`,
          fix: `to sync it as a locale of its own, take it out of its entry's "ignore" and add "localeMap": {"${ownCodeFor(r.code)}": "${r.code}"} to the entry, or map it to any code the service keeps apart from ${alias}, such as one with a region`,
        });
      }
    }
  }
}

/**
 * Adds the shadowed files to the `ignore` of the entry that would read them (`intl_tl.arb` beside
 * `intl_fil.arb`): without its path in "ignore", push and pull would find both files.
 */
export function ignoreShadowed(read: readonly SourcedGroup[], layouts: readonly FoundLayout[]): void {
  const shadowed = read.flatMap(({ group }) => group.shadowed.map((s) => s.path));
  for (const layout of shadowed.length > 0 ? layouts : []) {
    const shape = (layout.entry.translation ?? layout.entry.source)
      .replaceAll('{path}', '**')
      .replaceAll(/\{[a-z_]+\}/g, '*');
    const matcher = pathRegex(compilePattern(shape, []));
    const ignore = shadowed.filter((file) => matcher.test(file)).sort(compareStrings);
    if (ignore.length > 0) layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
  }
}

/** The old codes the layouts sync (alone, so read as their successor), one line per code. */
export function aliasesOf(read: readonly SourcedGroup[]): LeftOut[] {
  const aliasFiles = new Map<string, { path: string; count: number; locale: string; alias: string }>();
  for (const { group } of read) {
    for (const [locale, spellings] of group.members) {
      const alias = spellings[0]?.read.aliasOf;
      if (alias === undefined) continue;
      const code = spellings[0]?.code as string;
      const seen = aliasFiles.get(code);
      if (seen) seen.count++;
      else aliasFiles.set(code, { path: spellings[0]?.path as string, count: 1, locale, alias });
    }
  }
  const aliases: LeftOut[] = [];
  for (const [code, { path: first, count, locale, alias }] of aliasFiles) {
    aliases.push({
      path: first,
      reason: `${code} is an old code of ${alias}: the service keeps it as ${alias}${locale !== code ? ` (read as ${locale})` : ''}${count > 1 ? ` (and in ${count - 1} more file${count === 2 ? '' : 's'})` : ''}`,
    });
  }
  return aliases;
}
