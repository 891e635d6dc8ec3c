// What discovery leaves out and says so: text in a locale's place that names no locale (`cn`, `zhtw`),
// old codes shadowed by their successor's file, and files in formats locale-sync does not read yet.
import path from 'node:path';
import { describeTemplate, namePattern, placeholderOf } from './discover-entries.ts';
import { unreadFormat } from './discover-formats.ts';
import { isKnownLanguage, readAndroidQualifier, readCode } from './discover-locale.ts';
import type { Group, Kind, LeftOut, SourcedGroup } from './discover-model.ts';
import { compareStrings } from './discovery.ts';

/**
 * The files of the read layouts left out: the shadowed old codes, and paths of a layout's shape no
 * layout claims whose text in the locale's place looks like a code but names no locale. One per path.
 */
export function unmappedOf(
  read: readonly SourcedGroup[],
  files: readonly string[],
  claimedBy: ReadonlyMap<string, Group>,
): LeftOut[] {
  const unmapped: LeftOut[] = [];
  for (const { group } of read) {
    unmapped.push(...group.shadowed);
    const pattern = templatePattern(group);
    const before = group.template.slice(0, group.template.indexOf('\0'));
    for (const file of files) {
      if (!file.startsWith(before)) continue;
      const match = pattern.exec(file);
      if (!match || claimedBy.has(file)) continue;
      const code = match[1] as string;
      const reason = unmappedReason(group.kind, code);
      if (reason !== undefined) unmapped.push({ path: file, reason });
    }
  }
  return dedupe(unmapped);
}

/**
 * The orphans' lines, each naming also the paths of its shape whose text in the locale's place looks
 * like a code but names no locale: vscode-cpptools' `i18n/chs/`, `i18n/ptb/` beside the `i18n/deu/`
 * read as a locale are named in the line of `i18n/{locale}/package.i18n.json`, never passed over in
 * silence (read layouts name them in warnings of their own, see `unmappedOf`).
 */
export function orphansOf(
  orphans: ReadonlyArray<LeftOut & { group?: Group }>,
  files: readonly string[],
  claimedBy: ReadonlyMap<string, Group>,
): LeftOut[] {
  // An orphan whose every file a layout reads is another reading of those files, not files left out
  // (CryptPad's `messages.pt-br.json` is pt-BR of `messages.{locale}.json`, not Breton after `pt-`).
  const readElsewhere = (group: Group) =>
    [...group.members.values()].every((readings) =>
      readings.every((r) => {
        const claimant = claimedBy.get(r.path);
        return claimant !== undefined && claimant !== group;
      }),
    );
  const kept = orphans.filter(({ group }) => group === undefined || !readElsewhere(group));
  return kept.map(({ path: shown, reason, group }) => {
    if (group === undefined) return { path: shown, reason };
    const codes = unmappedOf([{ group, source: '', sourceIsCompanion: false }], files, claimedBy).filter(
      (item) => !group.shadowed.includes(item),
    );
    if (codes.length === 0) return { path: shown, reason };
    const reasons = [...new Set(codes.map((item) => item.reason))];
    return {
      path: shown,
      reason: `${reason}; also left out, never read as another locale: ${codes.length} file${codes.length === 1 ? '' : 's'} of its shape (${reasons.join(', ')})`,
    };
  });
}

/** The groups in formats not read yet, one line per folder layout, in path order, one per path. */
export function unreadOf(groups: readonly Group[]): LeftOut[] {
  const unread = unreadByFolder(groups);
  unread.sort((a, b) => compareStrings(a.path, b.path));
  return dedupe(unread);
}

/** Files in formats not read yet, one line per folder layout (`ShareX/Forms/{name}.{locale}.resx`). */
function unreadByFolder(groups: readonly Group[]): LeftOut[] {
  const buckets = new Map<string, Group[]>();
  for (const group of groups) {
    const key = [group.kind, path.posix.dirname(group.template), group.ext].join('\u0001');
    buckets.set(key, [...(buckets.get(key) ?? []), group]);
  }
  const result: LeftOut[] = [];
  for (const bucket of buckets.values()) {
    const first = bucket[0] as Group;
    const shown =
      bucket.length === 1
        ? describeTemplate(first)
        : `${path.posix.dirname(first.template).replace('\0', placeholderOf(first))}/${namePattern(first)}`;
    const locales = [...new Set(bucket.flatMap((g) => [...g.members.keys()]))].sort(compareStrings);
    const companions = bucket.filter((g) => g.companion !== undefined).length;
    result.push({
      path: shown,
      reason: `${unreadFormat(first.ext)}, which locale-sync does not read yet: ${bucket.length} file${bucket.length === 1 ? '' : 's'} per locale (${locales.join(', ')})${companions > 0 ? `, the locale-less ${companions === 1 ? 'file is' : 'files are'} the source` : ''}; left out`,
    });
  }
  return result.sort((a, b) => compareStrings(a.path, b.path));
}

function dedupe(items: LeftOut[]): LeftOut[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}

/** Matches the paths a group's template makes with any text where the locale is; group 1 is that text. */
function templatePattern(group: Group): RegExp {
  const [before, after] = group.template.split('\0') as [string, string];
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(before)}([^/]+?)${quote(after)}$`);
}

/** Why the text in a locale's place is not read as one, when it looks like a code (`cn`, `zhtw`). */
function unmappedReason(kind: Kind, code: string): string | undefined {
  if (kind === 'lproj' && code === 'Base') return undefined;
  if (kind === 'android') {
    const read = readAndroidQualifier(code);
    return read !== undefined && 'unread' in read ? read.unread : undefined;
  }
  const read = readCode(code, kind === 'gettext' ? 'gettext' : 'any');
  if (read !== undefined && 'unread' in read) return read.unread;
  if (read === undefined && /^[A-Za-z]{2,4}(?:[-_@+][A-Za-z0-9]{1,8})*$/.test(code))
    return `"${code}" is not a locale code`;
  // A language followed by a name longer than a subtag (`hye-classical`, `en_formal_de`): meant as a
  // locale, so reported like one, never passed over as if it were another file.
  const language = /^([a-z]{2,3})[-_@][A-Za-z0-9]+(?:[-_@][A-Za-z0-9]+)*$/.exec(code)?.[1];
  if (read === undefined && language !== undefined && isKnownLanguage(language))
    return `"${code}" is not a locale code`;
  // A folder beside the locales' folders holding their very files is meant as one (Grafana's
  // generated `public/locales/pseudo-LOCALE/grafana.json`): said, never silently passed over.
  if (read === undefined && (kind === 'folder' || kind === 'gettext'))
    return `"${code}" is not a locale code (a folder beside the locales' folders, with their files)`;
  return undefined;
}
