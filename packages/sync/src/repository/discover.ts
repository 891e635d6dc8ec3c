// Discovery without a config: reads the repository's paths the way each ecosystem's own tool lays its
// files out, and says what it found as the `files` entries of .locale/config.json that describe it.
// It resolves nothing itself: the entries go to the layout, which resolves them as configured ones.
import path from 'node:path';
import { formatInfoForExtension } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import {
  isKnownLanguage,
  type LocalePlaceholder,
  type ReadCode,
  readAndroidQualifier,
  readCode,
  readLprojName,
  spellCode,
  type UnreadCode,
} from './discover-locale.ts';
import {
  compareStrings,
  DISCOVERY_DIRS,
  isMultiLocale,
  isQtLinguistHead,
  wireFormatForExtension,
} from './discovery.ts';
import { compilePattern, pathRegex } from './file-pattern.ts';
import type { FilesEntry } from './files-config.ts';
import { ownCodeFor } from './locale-spelling.ts';
import { narrowerSpellings, sourceLocaleMap } from './source-spelling.ts';

/** Where a locale sits in a path, as each tool names its files. */
type Kind =
  /** `locales/de.json`: the file is named after its locale. */
  | 'stem'
  /** `locales/de/common.json` (i18next, Rails, Fluent): a folder per locale. */
  | 'folder'
  /** `locale/de/LC_MESSAGES/django.po`: gettext's folder per locale. */
  | 'gettext'
  /** `de.lproj/Localizable.strings`: Xcode. */
  | 'lproj'
  /** `values-de/strings.xml`: Android resources. */
  | 'android'
  /** `messages.de.xlf` (Symfony, Rails, Angular, .NET). */
  | 'dotted'
  /** `JabRef_de.properties` (Java resource bundles, Flutter `intl_de.arb`). */
  | 'underscored'
  /** `Localizable.xcstrings`: one file holds every locale (Xcode String Catalog). */
  | 'catalog';

const KIND_NAMES: Readonly<Record<Kind, string>> = {
  stem: 'a file per locale',
  folder: 'a folder per locale',
  gettext: 'gettext catalogs',
  lproj: 'Xcode .lproj folders',
  android: 'Android resource folders',
  dotted: 'the locale before the extension',
  underscored: 'the locale after "_"',
  catalog: 'every locale in one file',
};

// Formats real projects keep translations in that locale-sync does not read (yet): found, reported,
// left out. A format the registry reads is never in this list's way (the registry is asked first).
const UNREAD_FORMATS: Readonly<Record<string, string>> = {
  '.csv': 'CSV (as Godot keeps translations)',
};

/** Where a locale code sits in one path. */
interface Reading {
  kind: Kind;
  /** The path with `\0` where the code is. */
  template: string;
  code: string;
  read: ReadCode;
  path: string;
}

/** The files one layout holds: the same path but for the locale. */
interface Group {
  kind: Kind;
  template: string;
  ext: string;
  /** Locale → the files spelling it there (two means two spellings of one locale). */
  members: Map<string, Reading[]>;
  /** The locale-less source file beside them (`values/strings.xml`, `messages.xlf`, `django.pot`). */
  companion?: string;
  /** Files of an old code beside the file of the code it stands for (`mo.yml` beside `ro.yml`). */
  shadowed: LeftOut[];
}

/** What discovery was told. */
export interface DiscoverOptions {
  /** The source locale the run was given (setting or config), if any. */
  sourceLocale?: string;
  /** A folder the config names for new files (`outputDir`); `<locale>.<ext>` files there are read as in the six folders. */
  outputDir?: string;
  /** The first bytes of a file, for the declarations discovery reads (XLIFF source language, Android `tools:locale`). */
  head?: (file: string) => Promise<string | undefined>;
}

/** One layout discovery found, for its log. */
export interface FoundLayout {
  entry: FilesEntry;
  kind: string;
  /** `<locale>.<ext>` directly in a discovery folder: read as before, without a config. */
  legacy: boolean;
  sources: string[];
  translations: Map<string, string[]>;
  /** True when each source file holds every locale (an Xcode String Catalog): no translation files. */
  multiLocale?: true;
}

/** A file left out, and why. */
export interface LeftOut {
  path: string;
  reason: string;
  /** What syncs it, when that is more than naming it in `localeMap`. */
  fix?: string;
}

/** What discovery found in a repository. */
export interface Discovery {
  sourceLocale: string;
  /** How the source locale was decided, when nobody set it. */
  sourceLocaleReason?: string;
  /** The `files` entries describing the repository. */
  files: FilesEntry[];
  layouts: FoundLayout[];
  /**
   * True when it found `<locale>.<ext>` files in the discovery folders: push and pull read those as
   * before (`files` would describe the rest, but is not used without a config).
   */
  legacy: boolean;
  /** Files of a locale code no tag can be read from (`zhtw`, `cn`): never merged into another locale. */
  unmapped: LeftOut[];
  /** Files in formats locale-sync does not read yet, by layout. */
  unread: LeftOut[];
  /** Translations without a source file (`de.lproj/Main.strings` of a storyboard). */
  orphans: LeftOut[];
  /** Codes kept as locales of their own although Intl knows them as another's (`mo` beside `ro`). */
  aliases: LeftOut[];
}

/** Two ways to read the repository: discovery stops and names both. */
export class AmbiguousLayoutError extends SyncError {
  override name = 'AmbiguousLayoutError';
}

/** True when `ext` (with its dot) belongs to a format whose one file holds every locale (`.xcstrings`). */
function holdsEveryLocale(ext: string): boolean {
  const format = formatInfoForExtension(ext);
  return format !== undefined && isMultiLocale(format.name);
}

/** True when `ext` (with its dot) belongs to a format the sync reads. */
function readableFormat(ext: string): string | undefined {
  return wireFormatForExtension(ext)?.name;
}

function unreadFormat(ext: string): string | undefined {
  if (readableFormat(ext) !== undefined) return undefined;
  // A format the formats package reads but the sync does not carry yet is named by the registry.
  const registered = formatInfoForExtension(ext);
  return registered !== undefined ? `${registered.name}` : UNREAD_FORMATS[ext];
}

function isRead(read: ReadCode | UnreadCode | undefined): read is ReadCode {
  return read !== undefined && !('unread' in read);
}

/** Every way a locale code can be read out of `file`. */
function readingsOf(file: string): Reading[] {
  const segments = file.split('/');
  const name = segments[segments.length - 1] as string;
  const ext = path.posix.extname(name).toLowerCase();
  const readable = readableFormat(ext);
  // A file holding every locale names none in its path: it is a layout of its own.
  if (holdsEveryLocale(ext)) return [];
  if (readable === undefined && unreadFormat(ext) === undefined) return [];
  const readings: Reading[] = [];
  const at = (index: number, before: string, after: string) =>
    [...segments.slice(0, index), `${before}\0${after}`, ...segments.slice(index + 1)].join('/');
  const folders = segments.length - 1;
  for (let i = 0; i < folders; i++) {
    const segment = segments[i] as string;
    if (segment.endsWith('.lproj')) {
      const code = segment.slice(0, -'.lproj'.length);
      const read = readLprojName(code);
      if (isRead(read))
        readings.push({ kind: 'lproj', template: at(i, '', '.lproj'), code, read, path: file });
      continue;
    }
    if (segment.startsWith('values-') && i === folders - 1 && readable === 'android') {
      const code = segment.slice('values-'.length);
      const read = readAndroidQualifier(code);
      if (isRead(read))
        readings.push({ kind: 'android', template: at(i, 'values-', ''), code, read, path: file });
      continue;
    }
    const read = readCode(segment);
    if (isRead(read)) {
      const kind: Kind = segments[i + 1] === 'LC_MESSAGES' ? 'gettext' : 'folder';
      readings.push({ kind, template: at(i, '', ''), code: segment, read, path: file });
    }
  }
  // XML is read as Android resources only inside their folders.
  if (readable === 'android') return readings;
  const stem = name.slice(0, name.length - ext.length);
  const last = folders;
  const stemRead = readCode(stem);
  if (isRead(stemRead))
    readings.push({
      kind: 'stem',
      template: at(last, '', ext),
      code: stem,
      read: stemRead,
      path: file,
    });
  const dot = stem.lastIndexOf('.');
  if (dot > 0) {
    const code = stem.slice(dot + 1);
    const read = readCode(code);
    if (isRead(read))
      readings.push({
        kind: 'dotted',
        template: at(last, stem.slice(0, dot + 1), ext),
        code,
        read,
        path: file,
      });
  }
  // `Bundle_pt_BR`: the longest tail after a "_" that is a code.
  for (let i = stem.indexOf('_'); i > 0; i = stem.indexOf('_', i + 1)) {
    const code = stem.slice(i + 1);
    const read = readCode(code);
    if (isRead(read)) {
      readings.push({
        kind: 'underscored',
        template: at(last, stem.slice(0, i + 1), ext),
        code,
        read,
        path: file,
      });
      break;
    }
  }
  return readings;
}

/** The locale-less file that is the source beside a group, by each tool's convention, if the repository has it. */
function companionOf(
  group: Group,
  files: ReadonlySet<string>,
  byFolder: ReadonlyMap<string, string[]>,
): string | undefined {
  const t = group.template;
  const format = readableFormat(group.ext) ?? unreadFormat(group.ext);
  const has = (candidate: string) => (files.has(candidate) ? candidate : undefined);
  switch (group.kind) {
    case 'android':
      // The resource merger's default resources: `values/` beside `values-de/`.
      return has(t.replace('values-\0', 'values'));
    case 'lproj':
      // Xcode's base internationalisation.
      return has(t.replace('\0.lproj', 'Base.lproj'));
    case 'gettext': {
      // `locale/django.pot` beside `locale/de/LC_MESSAGES/django.po`.
      const [before, after] = t.split('\0/LC_MESSAGES/') as [string, string];
      return has(`${before}${after.replace(/\.po$/, '.pot')}`);
    }
    case 'stem': {
      // GNU gettext: `po/de.po` beside the one `po/<domain>.pot`.
      if (group.ext !== '.po') return undefined;
      const folder = path.posix.dirname(t);
      const pots = (byFolder.get(folder) ?? []).filter((f) => f.endsWith('.pot'));
      return pots.length === 1 ? pots[0] : undefined;
    }
    case 'dotted':
      // Angular's extracted `messages.xlf`, .NET's neutral `Form.resx`, a Java default bundle.
      if (!['xliff', '.NET resources (resx)', 'properties'].includes(format ?? '')) return undefined;
      return has(t.replace('.\0', ''));
    case 'underscored':
      return group.ext === '.properties' ? has(t.replace('_\0', '')) : undefined;
    default:
      return undefined;
  }
}

/**
 * The language a locale-less source file declares: XLIFF `source-language`/`srcLang`, Android
 * `tools:locale`, a String Catalog's `sourceLanguage` (Xcode writes it first).
 */
async function declaredLanguage(file: string, head: DiscoverOptions['head']): Promise<string | undefined> {
  if (head === undefined) return undefined;
  const ext = path.posix.extname(file).toLowerCase();
  const catalog = holdsEveryLocale(ext);
  if (!['.xlf', '.xliff', '.xml'].includes(ext) && !catalog) return undefined;
  const text = await head(file);
  if (text === undefined) return undefined;
  const declared = catalog
    ? /"sourceLanguage"\s*:\s*"([^"]+)"/.exec(text)?.[1]
    : /\b(?:source-language|srcLang|tools:locale)\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  const read = declared === undefined ? undefined : readCode(declared);
  return isRead(read) ? read.locale : undefined;
}

const LEGACY_FOLDERS: ReadonlySet<string> = new Set(DISCOVERY_DIRS);

/** `<locale>.<ext>` directly in one of the discovery folders (or `outputDir`), in a format the sync reads. */
function isLegacyGroup(group: Group, legacyFolders: ReadonlySet<string>): boolean {
  return (
    group.kind === 'stem' &&
    legacyFolders.has(path.posix.dirname(group.template)) &&
    readableFormat(group.ext) !== undefined
  );
}

/**
 * Reads the repository's layouts from its file list. Throws AmbiguousLayoutError naming both readings
 * when the files can be read two ways, and a SyncError when one locale is spelled twice in one place.
 */
export async function discoverLayouts(
  files: readonly string[],
  options: DiscoverOptions = {},
): Promise<Discovery> {
  const fileSet = new Set(files);
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = path.posix.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  const legacyFolders = new Set(LEGACY_FOLDERS);
  if (options.outputDir !== undefined) legacyFolders.add(options.outputDir);

  // 1. Every reading of every file, grouped by the path it makes with the locale taken out.
  const groups = new Map<string, Group>();
  for (const file of files) {
    const readings = readingsOf(file);
    // TypeScript sources end in .ts too: only a file that says `<TS` is Qt Linguist.
    if (readings.length > 0 && readableFormat(path.posix.extname(file).toLowerCase()) === 'qt') {
      if (!isQtLinguistHead(await options.head?.(file))) continue;
    }
    for (const reading of readings) {
      const id = `${reading.kind}\u0001${reading.template}`;
      let group = groups.get(id);
      if (!group) {
        group = {
          kind: reading.kind,
          template: reading.template,
          ext: path.posix.extname(file).toLowerCase(),
          members: new Map(),
          shadowed: [],
        };
        groups.set(id, group);
      }
      const spellings = group.members.get(reading.read.locale) ?? [];
      spellings.push(reading);
      group.members.set(reading.read.locale, spellings);
    }
  }
  // An old code beside the file of the code it stands for (`mo.yml` beside `ro.yml`) would be the same
  // locale on the wire: it is left out and reported, never merged into the other.
  for (const group of groups.values()) {
    const companion = companionOf(group, fileSet, byFolder);
    if (companion !== undefined) group.companion = companion;
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
  const isLegacy = (group: Group) => isLegacyGroup(group, legacyFolders);
  // A layout is a group of two locales or more, or one beside its locale-less source; the six
  // discovery folders keep today's reading (a lone `locales/en.json` is found).
  const viable = [...groups.values()].filter(
    (g) => g.members.size >= 2 || (g.companion !== undefined && g.members.size >= 1) || isLegacy(g),
  );
  // Folders only a locale's files have (`values-de/`, `de.lproj/`, `de/LC_MESSAGES/`) say so even
  // alone: such a file with no source beside it is reported.
  const lone = [...groups.values()].filter(
    (g) =>
      g.members.size === 1 && g.companion === undefined && ['android', 'lproj', 'gettext'].includes(g.kind),
  );
  const readable = viable.filter((g) => readableFormat(g.ext) !== undefined);

  // 2. The source locale: as set, else as a source file declares it, else English.
  const catalogs = files.filter((file) => holdsEveryLocale(path.posix.extname(file).toLowerCase()));
  const chosen =
    options.sourceLocale !== undefined
      ? { locale: options.sourceLocale }
      : await chooseSourceLocale(readable, catalogs, options.head);
  const sourceLocale = chosen.locale;
  const sourceLocaleReason = chosen.reason;

  // 3. Each group's source: its locale-less companion or its source-locale file, never both silently.
  const layouts: Array<{ group: Group; source: string; sourceIsCompanion: boolean }> = [];
  const orphans: Array<LeftOut & { group?: Group }> = [];
  const readings: string[] = [];
  for (const group of [...viable, ...lone]) {
    // The discovery folders' files are read exactly as before (a locales/en-US.json stays en-US).
    const own =
      group.members.get(sourceLocale) ??
      (isLegacy(group) ? undefined : sourceBySpelling(group, sourceLocale, orphans));
    if (group.companion !== undefined && own !== undefined) {
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
    } else if (own !== undefined) {
      if (group.members.size >= 2 || isLegacy(group))
        layouts.push({ group, source: own[0]?.path as string, sourceIsCompanion: false });
    } else if (isLegacy(group)) {
      layouts.push({ group, source: '', sourceIsCompanion: false });
    } else if (readableFormat(group.ext) !== undefined && !orphans.some((o) => o.group === group)) {
      const paths = [...group.members.values()].flatMap((s) => s.map((r) => r.path));
      const locales = [...group.members.keys()].sort(compareStrings);
      orphans.push(
        paths.length === 1
          ? {
              path: paths[0] as string,
              reason: `no source file of ${sourceLocale} beside it (${describeTemplate(group)})`,
            }
          : {
              path: describeTemplate(group),
              reason: `${paths.length} translations (${locales.join(', ')}) with no source file of ${sourceLocale} beside them`,
            },
      );
    }
  }
  if (readings.length > 0) {
    throw new AmbiguousLayoutError(
      `the repository can be read two ways; put the entry that is right in "files" of .locale/config.json (locale-sync init prints the rest):\n${readings.join('\n')}`,
    );
  }

  // 4. A file read by two layouts is two readings too (`locales/de/de.json`).
  const claimedBy = new Map<string, Group>();
  for (const { group } of layouts) {
    for (const file of filesOf(group)) {
      const other = claimedBy.get(file);
      if (other !== undefined && other !== group) {
        throw new AmbiguousLayoutError(
          `${file} can be read as ${describeTemplate(other)} or as ${describeTemplate(group)}; choose with "files" in .locale/config.json:\n` +
            `  - ${JSON.stringify(entryFor(other, other.companion !== undefined))}\n` +
            `  - ${JSON.stringify(entryFor(group, group.companion !== undefined))}`,
          { file },
        );
      }
      claimedBy.set(file, group);
    }
    for (const [locale, spellings] of group.members) {
      if (spellings.length > 1) {
        throw new SyncError(
          `locale ${locale} is found twice: ${spellings.map((s) => s.path).join(' and ')}; keep one, or choose with "files" in .locale/config.json`,
          { file: spellings[1]?.path as string },
        );
      }
    }
  }

  // 5. The entries, one per folder layout, the name a wildcard when every file there is one of them.
  const read = layouts.filter((l) => readableFormat(l.group.ext) !== undefined);
  const found = mergeByFolder(read, sourceLocale, byFolder, claimedBy, legacyFolders);
  // Files in the discovery folders keep today's reading, whatever else there is: a project that synced
  // them before this discovery existed syncs exactly the same files (the log names the other layouts).
  const legacy = read.some((l) => isLegacy(l.group));
  const merged = mergeAcrossFolders(found, sourceLocale, files, claimedBy);
  // Each file holding every locale is an entry of its own, named without a locale placeholder.
  for (const catalog of catalogs) {
    merged.push({
      entry: { source: catalog },
      kind: KIND_NAMES.catalog,
      legacy: false,
      sources: [catalog],
      translations: new Map(),
      multiLocale: true,
    });
  }
  merged.sort((a, b) => compareStrings(a.entry.source, b.entry.source));
  // An old code left out beside its successor's file (`intl_tl.arb` beside `intl_fil.arb`) stays out of
  // the entry that would read it: without its path in "ignore", push and pull would find both files.
  const shadowed = read.flatMap(({ group }) => group.shadowed.map((s) => s.path));
  for (const layout of shadowed.length > 0 ? merged : []) {
    const shape = (layout.entry.translation ?? layout.entry.source)
      .replaceAll('{path}', '**')
      .replaceAll(/\{[a-z_]+\}/g, '*');
    const matcher = pathRegex(compilePattern(shape, []));
    const ignore = shadowed.filter((file) => matcher.test(file)).sort(compareStrings);
    if (ignore.length > 0) layout.entry.ignore = [...(layout.entry.ignore ?? []), ...ignore];
  }

  // 6. What was left out: codes no locale can be read from, aliases, formats not read yet.
  const unmapped: LeftOut[] = [];
  const aliases: LeftOut[] = [];
  const aliasFiles = new Map<string, { path: string; count: number; locale: string; alias: string }>();
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
    for (const [locale, spellings] of group.members) {
      const alias = spellings[0]?.read.aliasOf;
      if (alias === undefined) continue;
      const code = spellings[0]?.code as string;
      const seen = aliasFiles.get(code);
      if (seen) seen.count++;
      else aliasFiles.set(code, { path: spellings[0]?.path as string, count: 1, locale, alias });
    }
  }
  for (const [code, { path: first, count, locale, alias }] of aliasFiles) {
    aliases.push({
      path: first,
      reason: `${code} is an old code of ${alias}: the service keeps it as ${alias}${locale !== code ? ` (read as ${locale})` : ''}${count > 1 ? ` (and in ${count - 1} more file${count === 2 ? '' : 's'})` : ''}`,
    });
  }
  const unreadGroups = viable.filter((g) => readableFormat(g.ext) === undefined);
  const unread = unreadByFolder(unreadGroups);
  unread.sort((a, b) => compareStrings(a.path, b.path));
  return {
    sourceLocale,
    ...(sourceLocaleReason !== undefined && { sourceLocaleReason }),
    files: merged.map((f) => f.entry),
    layouts: merged,
    legacy,
    unmapped: dedupe(unmapped),
    unread: dedupe(unread),
    orphans: orphans.map(({ path: file, reason }) => ({ path: file, reason })),
    aliases,
  };
}

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
  if (group.companion !== undefined || group.members.size < 2) return undefined;
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

function dedupe(items: LeftOut[]): LeftOut[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.path)) return false;
    seen.add(item.path);
    return true;
  });
}

function filesOf(group: Group): string[] {
  return [
    ...(group.companion !== undefined ? [group.companion] : []),
    ...[...group.members.values()].flatMap((s) => s.map((r) => r.path)),
  ];
}

/** The group's path with its placeholder: `locales/{locale}/common.json`. */
function describeTemplate(group: Group): string {
  return group.template.replace('\0', placeholderOf(group));
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
  const read = readCode(code);
  if (read !== undefined && 'unread' in read) return read.unread;
  if (read === undefined && /^[A-Za-z]{2,4}(?:[-_@+][A-Za-z0-9]{1,8})*$/.test(code))
    return `"${code}" is not a locale code`;
  // A language followed by a name longer than a subtag (`hye-classical`, `en_formal_de`): meant as a
  // locale, so reported like one, never passed over as if it were another file.
  const language = /^([a-z]{2,3})[-_@][A-Za-z0-9]+(?:[-_@][A-Za-z0-9]+)*$/.exec(code)?.[1];
  if (read === undefined && language !== undefined && isKnownLanguage(language))
    return `"${code}" is not a locale code`;
  return undefined;
}

/** The placeholder a group's paths spell their locales with, as they do, else as the tool does. */
function placeholderOf(group: Group): LocalePlaceholder {
  if (group.kind === 'android') return '{android}';
  const separators = new Set(
    [...group.members.values()].flatMap((s) => s.map((r) => r.read.separator)).filter(Boolean),
  );
  if (separators.has('_') && !separators.has('-')) return '{locale_}';
  if (separators.has('-')) return '{locale}';
  // No code with a region or script: the tool's own spelling decides what a new one looks like.
  if (group.kind === 'gettext' || group.ext === '.po' || group.ext === '.properties') return '{locale_}';
  if (group.kind === 'underscored') return '{locale_}';
  if (group.template.split('/').includes('_locales')) return '{locale_}'; // Chrome extensions
  if (
    (group.kind === 'dotted' || group.kind === 'stem') &&
    group.template.split('/').includes('translations')
  )
    return '{locale_}'; // Symfony
  return '{locale}';
}

/** The codes a group spells otherwise than its placeholder would: its `localeMap`. */
function localeMapOf(group: Group, placeholder: LocalePlaceholder): Record<string, string> | undefined {
  const map: Record<string, string> = {};
  for (const [locale, spellings] of group.members) {
    const code = spellings[0]?.code as string;
    if (spellCode(locale, placeholder) !== code) map[locale] = code;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The `files` entry of one group, with its source as the companion or as the source-locale file. */
function entryFor(group: Group, companionIsSource: boolean): FilesEntry {
  const placeholder = placeholderOf(group);
  const template = group.template.replace('\0', placeholder);
  const localeMap = localeMapOf(group, placeholder);
  const entry: FilesEntry =
    companionIsSource && group.companion !== undefined
      ? { source: group.companion, translation: template }
      : { source: template };
  if (localeMap) entry.localeMap = localeMap;
  return entry;
}

/**
 * One entry per folder layout: groups that differ only in the file name (i18next namespaces, Symfony
 * domains, gettext domains) become one entry with `*` for the name when every file of that shape in
 * the source's folder belongs to them; otherwise each keeps its own entry.
 */
function mergeByFolder(
  layouts: Array<{ group: Group; source: string; sourceIsCompanion: boolean }>,
  sourceLocale: string,
  byFolder: ReadonlyMap<string, string[]>,
  claimedBy: ReadonlyMap<string, Group>,
  legacyFolders: ReadonlySet<string>,
): FoundLayout[] {
  const buckets = new Map<string, Array<{ group: Group; source: string; sourceIsCompanion: boolean }>>();
  for (const layout of layouts) {
    const { group } = layout;
    const key = [group.kind, path.posix.dirname(group.template), group.ext, layout.sourceIsCompanion].join(
      '\u0001',
    );
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
          if (!first.sourceIsCompanion && locale === sourceLocale) continue;
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
  bucket: Array<{ group: Group; source: string; sourceIsCompanion: boolean }>,
  sourceLocale: string,
  byFolder: ReadonlyMap<string, string[]>,
  claimedBy: ReadonlyMap<string, Group>,
): { entry: FilesEntry; sources: string[] } | undefined {
  const first = bucket[0] as (typeof bucket)[number];
  const kind = first.group.kind;
  if (kind === 'stem') return undefined;
  // The name part: what differs between the groups' templates.
  const placeholders = new Set(bucket.map((b) => placeholderOf(b.group)));
  if (placeholders.size > 1) return undefined;
  const placeholder = placeholderOf(first.group);
  const maps = bucket.map((b) => JSON.stringify(localeMapOf(b.group, placeholder) ?? {}));
  if (new Set(maps).size > 1) return undefined;
  const localeMap = localeMapOf(first.group, placeholder);
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
    entry = { source: `${sourceFolder}/*${sourceExt}`, translation: `${folderTemplate}/{name}${ext}` };
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

/** The file name of a group with `{name}` for what varies between its siblings. */
function namePattern(group: Group): string {
  const placeholder = placeholderOf(group);
  const base = path.posix.basename(group.template);
  switch (group.kind) {
    case 'dotted':
      return `{name}.${placeholder}${group.ext}`;
    case 'underscored':
      return `{name}_${placeholder}${group.ext}`;
    default:
      return base.includes('\0') ? base.replace('\0', placeholder) : `{name}${group.ext}`;
  }
}

/** The folders before a locale's place, and the rest: `wagtail/admin` + `locale/{locale_}/LC_MESSAGES/*.po`. */
function splitAtLocaleFolder(pattern: string): { prefix: string[]; tail: string[] } | undefined {
  const segments = pattern.split('/');
  const at = segments.findIndex((s) => /\{(?:locale_?|android)\}/.test(s));
  // The folder holding the locale folders (`locale/`, `res/`, `locales/`), or the locale files
  // (`translations/`), stays in the tail.
  if (at < 2) return undefined;
  return { prefix: segments.slice(0, at - 1), tail: segments.slice(at - 1) };
}

/**
 * Entries that differ only in the folders before the same tail (Wagtail's 19 apps, Thunderbird's 34
 * modules, Rallly's three packages) become one entry with `**` for those folders, as Crowdin does
 * with its double star, when that entry claims no file of another one.
 */
function mergeAcrossFolders(
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
      entry.localeMap ?? {},
      entry.format ?? null,
    ]);
    buckets.set(key, [...(buckets.get(key) ?? []), { layout, prefix: split.prefix }]);
  }
  const result = [...alone];
  for (const [key, bucket] of buckets) {
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
    if (first.entry.localeMap) entry.localeMap = first.entry.localeMap;
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

/** The source locale when nobody set it: as the locale-less source files declare it, else English. */
async function chooseSourceLocale(
  readable: readonly Group[],
  catalogs: readonly string[],
  head: DiscoverOptions['head'],
): Promise<{ locale: string; reason?: string }> {
  let sourceLocale: string;
  let sourceLocaleReason: string | undefined;
  const declared = new Map<string, string>();
  const sources = [...readable.flatMap((g) => (g.companion === undefined ? [] : [g.companion])), ...catalogs];
  for (const source of sources) {
    const language = await declaredLanguage(source, head);
    if (language !== undefined) declared.set(source, language);
  }
  const languages = new Set(declared.values());
  const all = new Set(readable.flatMap((g) => [...g.members.keys()]));
  if (languages.size > 1) {
    throw new AmbiguousLayoutError(
      `the source files declare different source languages (${[...declared].map(([f, l]) => `${f}: ${l}`).join(', ')}); set "sourceLocale" in .locale/config.json to the one that is right, and leave the others out with "files"`,
    );
  }
  if (languages.size === 1) {
    sourceLocale = [...languages][0] as string;
    sourceLocaleReason = `declared by ${[...declared.keys()][0]}`;
  } else if (all.has('en')) {
    sourceLocale = 'en';
  } else {
    // A regional English beside a locale-less source (`values-en-rGB/` beside `values/`, `en-GB.lproj/`
    // beside `Base.lproj/`) is a translation of that source, never the source itself.
    const uncompanioned = readable
      .filter((g) => g.companion === undefined)
      .flatMap((g) => [...g.members.keys()]);
    const english = [...new Set(uncompanioned)].filter((l) => l.startsWith('en-')).sort(compareStrings);
    if (english.length > 1) {
      throw new AmbiguousLayoutError(
        `the source locale could be ${english.join(' or ')}: both have files; set "sourceLocale" in .locale/config.json (e.g. {"sourceLocale": "${english[0]}"})`,
      );
    }
    sourceLocale = english[0] ?? 'en';
    if (english.length === 1)
      sourceLocaleReason = `the only English locale found; set "sourceLocale" to choose another`;
  }
  return sourceLocaleReason === undefined
    ? { locale: sourceLocale }
    : { locale: sourceLocale, reason: sourceLocaleReason };
}
