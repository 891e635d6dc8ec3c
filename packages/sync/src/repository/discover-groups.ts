// Groups the readings of a repository's paths into layouts: the files whose paths are the same but for
// the locale, each with the locale-less source file its tool keeps beside them (its companion), and
// which groups are layouts at all.
import path from 'node:path';
import { readableFormat, unreadFormat } from './discover-formats.ts';
import { type ServiceCodes, serviceCodeOf } from './discover-lang-map.ts';
import {
  addList,
  isGoI18nList,
  isSmartlingJson,
  isStructuredJson,
  type ListFiles,
  unreadJsonShape,
} from './discover-lists.ts';
import type { DiscoverOptions, Group, Reading } from './discover-model.ts';
import { folderTemplates } from './discover-po-template.ts';
import { readingsOf } from './discover-readings.ts';
import { DISCOVERY_DIRS, isQtLinguistHead } from './discovery.ts';

/** The repository's files by folder (`path.posix.dirname`), each folder's in the list's order. */
export function filesByFolder(files: readonly string[]): Map<string, string[]> {
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = path.posix.dirname(file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  return byFolder;
}

/**
 * Every reading of every file, grouped by the path it makes with the locale taken out. A JSON file
 * whose root is a list (Laravel-Lang's `locales/de/_excludes.json`, the keys it leaves untranslated)
 * holds no keys to texts: it is added to `lists` and read no further (discover-lists.ts).
 */
export async function groupReadings(
  files: readonly string[],
  head: DiscoverOptions['head'],
  lists: ListFiles = new Map(),
  serviceCodes: readonly ServiceCodes[] = [],
): Promise<Map<string, Group>> {
  const groups = new Map<string, Group>();
  for (const file of files) {
    const readings = readingsOf(file, serviceCodeOf(file, serviceCodes));
    const ext = path.posix.extname(file).toLowerCase();
    // TypeScript sources end in .ts too: only a file that says `<TS` is Qt Linguist.
    if (readings.length > 0 && readableFormat(ext) === 'qt') {
      if (!isQtLinguistHead(await head?.(file))) continue;
    }
    // `.inc` is also C's, Pascal's and NASM's: only a file that starts `<?php` is Roundcube's.
    if (readings.length > 0 && ext === '.inc' && !/^\uFEFF?<\?php/i.test((await head?.(file)) ?? '<?php'))
      continue;
    const first =
      readings.length > 0 && (ext === '.json' || ext === '.yaml' || ext === '.yml')
        ? await head?.(file)
        : undefined;
    const unread =
      readings.length > 0
        ? unreadJsonShape(
            file,
            readings.map((r) => r.code),
            first,
          )
        : undefined;
    if (unread !== undefined) {
      addList(lists, (readings[0] as Reading).template, file, unread);
      continue;
    }
    const format = isSmartlingJson(file, first)
      ? 'smartling'
      : isChromeMessagesElsewhere(file, first)
        ? 'chrome'
        : isStructuredJson(file, first)
          ? 'structured-json'
          : isGoI18nList(file, first)
            ? 'go-i18n'
            : undefined;
    for (const reading of readings) {
      const id = `${reading.kind}\u0001${reading.template}\u0001${format ?? ''}`;
      let group = groups.get(id);
      if (!group) {
        group = {
          kind: reading.kind,
          template: reading.template,
          ext: path.posix.extname(file).toLowerCase(),
          members: new Map(),
          shadowed: [],
          ...(format !== undefined && { format }),
        };
        groups.set(id, group);
      }
      const spellings = group.members.get(reading.read.locale) ?? [];
      spellings.push(reading);
      group.members.set(reading.read.locale, spellings);
    }
  }
  return groups;
}

/** Sets each group's companion: the locale-less source file beside it, when the repository has one. */
export function attachCompanions(
  groups: Iterable<Group>,
  files: ReadonlySet<string>,
  byFolder: ReadonlyMap<string, string[]>,
): void {
  for (const group of groups) {
    const companion = companionOf(group, files, byFolder);
    if (companion !== undefined) group.companion = companion;
  }
}

/** `package.nls.\0.json` or `bundle.l10n.\0.json`: a VS Code extension's translations of its English file. */
function isVsCodeBundle(template: string): boolean {
  return /(^|\/)(package\.nls|bundle\.l10n)\.\0\.json$/.test(template);
}

/**
 * True when a group's locale-less companion gives way to a file of the source locale beside it:
 * Weblate's JSON template (`messages.json`) is the source only where no `messages.en.json` is, as
 * JSON named with a locale was read before that template was.
 */
export function companionYields(group: Group): boolean {
  return group.kind === 'dotted' && group.ext === '.json' && !isVsCodeBundle(group.template);
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
      // The resource merger's default resources: `values/` beside `values-de/`; moko-resources'
      // `base/` beside `de/`.
      return t.includes('values-\0') ? has(t.replace('values-\0', 'values')) : has(t.replace('\0', 'base'));
    case 'lproj':
      // Xcode's base internationalisation.
      return has(t.replace('\0.lproj', 'Base.lproj'));
    case 'gettext': {
      // `locale/django.pot` beside `locale/de/LC_MESSAGES/django.po`; Pontoon's
      // `locale/templates/LC_MESSAGES/django.pot` (Mozilla's Django sites); else Babel's template in
      // a folder above (below).
      const [before, after] = t.split('\0/LC_MESSAGES/') as [string, string];
      const pot = after.replace(/\.po$/, '.pot');
      return (
        has(`${before}${pot}`) ??
        has(`${before}templates/LC_MESSAGES/${pot}`) ??
        templateAbove(before, pot, files)
      );
    }
    case 'folder':
      // Pontoon's source folder: `templates/` beside the locales' folders, holding their files
      // (Anki's `core/templates/*.ftl` beside `core/de/*.ftl`, as its compare-locales `l10n.toml` says).
      return format === undefined ? undefined : has(templatesFolderOf(t));
    case 'stem': {
      // GNU gettext: `po/de.po` beside the one `po/<domain>.pot`; Odoo's `<module>/i18n/de.po` beside
      // `<module>.pot`, whatever other templates the folder holds (discover-po-template.ts).
      if (group.ext !== '.po') return undefined;
      const templates = folderTemplates(path.posix.dirname(t), byFolder);
      if (templates !== undefined && templates.others.length > 0) group.otherTemplates = templates.others;
      return templates?.chosen;
    }
    case 'dotted':
      // Angular's extracted `messages.xlf`, .NET's neutral `Form.resx`, a Java default bundle, and
      // VS Code's English `package.nls.json` and `l10n/bundle.l10n.json` (vscode-nls, @vscode/l10n);
      // Weblate's monolingual JSON template, `messages.json` beside `messages.de.json` (CryptPad).
      if (isVsCodeBundle(t)) return has(t.replace('.\0', ''));
      if (!['xliff', 'resx', 'properties', 'json'].includes(format ?? '')) return undefined;
      return has(t.replace('.\0', '')) ?? (format === 'xliff' ? extractedAbove(t, files) : undefined);
    case 'underscored':
      return group.ext === '.properties' ? has(t.replace('_\0', '')) : undefined;
    case 'hyphenated':
      // WordPress: `languages/wp-statistics.pot` beside `languages/wp-statistics-de_DE.po`.
      return has(t.replace(/-\0\.po$/, '.pot'));
    default:
      return undefined;
  }
}

/**
 * The domain's template in a folder above the catalogs' folder, nearest first: Flask-Babel's and
 * Babel's documented commands (`pybabel extract -F babel.cfg -o messages.pot .`, then
 * `pybabel update -i messages.pot -d app/translations`) keep it at the project's root, apart from
 * `app/translations/<locale>/LC_MESSAGES/messages.po` (calibre-web's `messages.pot` beside its
 * `babel.cfg`, catalogs in `cps/translations/`).
 */
function templateAbove(catalogs: string, pot: string, files: ReadonlySet<string>): string | undefined {
  let folder = path.posix.dirname(catalogs.replace(/\/$/, ''));
  for (;;) {
    const candidate = folder === '.' ? pot : `${folder}/${pot}`;
    if (files.has(candidate)) return candidate;
    if (folder === '.' || folder === '/' || folder === '') return undefined;
    folder = path.posix.dirname(folder);
  }
}

/** A folder group's template with Pontoon's `templates` folder in the locale's place. */
function templatesFolderOf(template: string): string {
  return template.replace(/(^|\/)\0\//, '$1templates/');
}

/**
 * Angular's extracted `messages.xlf` in a folder above its translations: `ng extract-i18n` writes it
 * to the project's root while angular.json names the translations elsewhere (paperless-ngx's
 * `src-ui/messages.xlf` and `src-ui/src/locale/messages.de_DE.xlf`). The nearest one is the source.
 */
function extractedAbove(template: string, files: ReadonlySet<string>): string | undefined {
  const name = path.posix.basename(template).replace('.\0', '');
  for (let folder = path.posix.dirname(path.posix.dirname(template)); ; folder = path.posix.dirname(folder)) {
    const candidate = folder === '.' ? name : `${folder}/${name}`;
    if (files.has(candidate)) return candidate;
    if (folder === '.') return undefined;
  }
}

const LEGACY_FOLDERS: ReadonlySet<string> = new Set(DISCOVERY_DIRS);

/** The folders whose `<locale>.<ext>` files are read as before: the six discovery folders, and `outputDir`. */
export function legacyFoldersFor(outputDir: string | undefined): Set<string> {
  const legacyFolders = new Set(LEGACY_FOLDERS);
  if (outputDir !== undefined) legacyFolders.add(outputDir);
  return legacyFolders;
}

/** `<locale>.<ext>` directly in one of the discovery folders (or `outputDir`), in a format the sync reads. */
export function isLegacyGroup(group: Group, legacyFolders: ReadonlySet<string>): boolean {
  return (
    group.kind === 'stem' &&
    legacyFolders.has(path.posix.dirname(group.template)) &&
    readableFormat(group.ext) !== undefined
  );
}

/** The start of a Chrome extension's messages.json: a message name holding an object with its `message`. */
const CHROME_HEAD = /^\uFEFF?\s*\{\s*"[A-Za-z0-9_@]+"\s*:\s*\{\s*"(?:message|description|placeholders)"\s*:/;

/**
 * A `messages.json` in Chrome's format outside `_locales/` (Bitwarden's `apps/web/src/locales/de/`
 * reads its texts with Chrome's i18n shape): read as plain JSON, its descriptions and placeholder
 * contents would be sent as texts.
 */
function isChromeMessagesElsewhere(file: string, head: string | undefined): boolean {
  return (
    path.posix.basename(file) === 'messages.json' &&
    !file.split('/').includes('_locales') &&
    head !== undefined &&
    CHROME_HEAD.test(head)
  );
}

/**
 * Folder names that hold one folder per locale in the tools' own layouts (`public/locales/`, Django's
 * `locale/`, Joomla's `language/`), in any case: Mautic's bundles keep `Translations/en_US/*.ini`.
 */
const LOCALE_PARENT_NAMES: ReadonlySet<string> = new Set([
  'i18n',
  'l10n',
  'lang',
  'langs',
  'language',
  'languages',
  'locale',
  'locales',
  'translations',
]);

function isLocaleParent(folder: string): boolean {
  return LOCALE_PARENT_NAMES.has(folder.toLowerCase());
}

/**
 * A locale's own place right inside a discovery folder (or `outputDir`) or a folder named for locales,
 * in a format the sync reads: a folder per locale (`locales/en/*.json`, `public/locales/en/*.json`,
 * `locale/en/LC_MESSAGES/*.po`) or a file named with its locale (`l10n/en.json`,
 * `config/locales/en.yml`, `translations/messages.en.xlf`, `lib/l10n/app_en.arb`). Where it sits says
 * it is a locale's even when it is the only one, as a new project's source files are before any
 * translation exists. So is a folder a tool's configuration names (`toolFolders`: Flutter's `arb-dir`),
 * and a folder whose own name is its platform's mark of a locale (`en.lproj/`, `en/LC_MESSAGES/`, a
 * `.resw` file's `en-us/`).
 */
export function isDiscoveryLocaleFolder(
  group: Group,
  legacyFolders: ReadonlySet<string>,
  toolFolders: ReadonlySet<string> = new Set(),
): boolean {
  if (readableFormat(group.ext) === undefined) return false;
  // Xcode puts a file in `<locale>.lproj/` only once it is localized, gettext's runtime reads
  // `<locale>/LC_MESSAGES/` only for catalogs, and Windows' resource indexer (MRT) reads the language
  // of a `.resw` from its folder's name (`Strings/en-us/Resources.resw`): the folder says it is a
  // locale's, wherever it sits (Firefox iOS's `Shared/en-US.lproj/Today.strings`, each PowerToys
  // module's `Strings/en-us/`, before any translation arrives).
  if (group.kind === 'lproj' || group.kind === 'gettext') return true;
  if (group.kind === 'folder' && group.ext === '.resw') return true;
  const segments = group.template.split('/');
  if (group.kind === 'folder') {
    const at = segments.indexOf('\0');
    if (at < 1) return false;
    const parent = segments.slice(0, at).join('/');
    return legacyFolders.has(parent) || isLocaleParent(segments[at - 1] as string);
  }
  if (
    group.kind === 'stem' ||
    group.kind === 'dotted' ||
    group.kind === 'underscored' ||
    group.kind === 'hyphenated'
  ) {
    if (segments.length < 2) return false;
    const folder = segments.slice(0, -1).join('/');
    return (
      legacyFolders.has(folder) ||
      toolFolders.has(folder) ||
      isLocaleParent(segments[segments.length - 2] as string)
    );
  }
  return false;
}

/**
 * The groups that are layouts (`viable`): two locales or more, or one beside its locale-less source;
 * the six discovery folders keep today's reading (a lone `locales/en.json` is found), and a lone
 * locale folder inside one of them is a layout too (`locales/en/*.json` before any translation). And
 * the `lone` ones: folders only a locale's files have (`values-de/`, `de.lproj/`, `de/LC_MESSAGES/`)
 * say so even alone, so such a file with no source beside it is reported.
 */
export function layoutCandidates(
  groups: Iterable<Group>,
  isLegacy: (group: Group) => boolean,
  isLocaleFolder: (group: Group) => boolean,
): { viable: Group[]; lone: Group[] } {
  const all = [...groups];
  const proven = (g: Group) =>
    g.members.size >= 2 || (g.companion !== undefined && g.members.size >= 1) || isLegacy(g);
  // A lone locale folder yields to any layout that reads its files another way
  // (`c/locales/en/messages.{en,de}.json` is a file per locale, not a folder `en`).
  const readElsewhere = new Set(all.filter(proven).flatMap((g) => pathsOf(g)));
  const viable = all.filter(
    (g) => proven(g) || (isLocaleFolder(g) && !pathsOf(g).some((p) => readElsewhere.has(p))),
  );
  const isViable = new Set(viable);
  const lone = all.filter(
    (g) =>
      g.members.size === 1 &&
      g.companion === undefined &&
      !isViable.has(g) &&
      ['android', 'lproj', 'gettext'].includes(g.kind),
  );
  return { viable, lone };
}

function pathsOf(group: Group): string[] {
  return [...group.members.values()].flatMap((readings) => readings.map((r) => r.path));
}
