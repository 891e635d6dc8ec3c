// What discovery reads paths into (readings, groups) and what it reports (layouts, files left out).
import { SyncError } from '../errors.ts';
import type { ReadCode } from './discover-locale.ts';
import type { FilesEntry } from './files-config.ts';

/** Where a locale sits in a path, as each tool names its files. */
export type Kind =
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
  /** `languages/wp-statistics-de_DE.po` beside `wp-statistics.pot`: WordPress's `<domain>-<locale>.po`. */
  | 'hyphenated'
  /** `Localizable.xcstrings`: one file holds every locale (Xcode String Catalog). */
  | 'catalog';

export const KIND_NAMES: Readonly<Record<Kind, string>> = {
  stem: 'a file per locale',
  folder: 'a folder per locale',
  gettext: 'gettext catalogs',
  lproj: 'Xcode .lproj folders',
  android: 'Android resource folders',
  dotted: 'the locale before the extension',
  underscored: 'the locale after "_"',
  hyphenated: 'the locale after "-"',
  catalog: 'every locale in one file',
};

/** Where a locale code sits in one path. */
export interface Reading {
  kind: Kind;
  /** The path with `\0` where the code is. */
  template: string;
  code: string;
  read: ReadCode;
  path: string;
}

/** The files one layout holds: the same path but for the locale. */
export interface Group {
  kind: Kind;
  template: string;
  ext: string;
  /** Locale → the files spelling it there (two means two spellings of one locale). */
  members: Map<string, Reading[]>;
  /** The locale-less source file beside them (`values/strings.xml`, `messages.xlf`, `django.pot`). */
  companion?: string;
  /** The format the files' first bytes say, when their path says another (Chrome messages outside `_locales/`). */
  format?: string;
  /** Files of an old code beside the file of the code it stands for (`mo.yml` beside `ro.yml`). */
  shadowed: LeftOut[];
  /** A catalog folder's `.pot` files that are not its source (an Odoo module's left-over template). */
  otherTemplates?: string[];
}

/** What discovery was told. */
export interface DiscoverOptions {
  /** The source locale the run was given (setting or config), if any. */
  sourceLocale?: string;
  /** A folder the config names for new files (`outputDir`); `<locale>.<ext>` files there are read as in the six folders. */
  outputDir?: string;
  /**
   * The first bytes of a file (4 KB unless `bytes` says), for the declarations discovery reads (XLIFF
   * source language, Android `tools:locale`, Laravel's `config/app.php`).
   */
  head?: (file: string, bytes?: number) => Promise<string | undefined>;
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
  /** Set when the source locale was chosen among several English ones: logged even when all else is quiet. */
  sourceLocaleNotice?: string;
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
  /**
   * The folders (from the repository's root) each Flutter `l10n.yaml` names as its `arb-dir`, each
   * with its `use-escaping` (false unless set true); absent when the repository has no l10n.yaml.
   */
  arbEscaping?: ReadonlyMap<string, boolean>;
}

/** Two ways to read the repository: discovery stops and names both. */
export class AmbiguousLayoutError extends SyncError {
  override name = 'AmbiguousLayoutError';
}

/** A group with the file that is its source: its locale-less companion, or its source-locale file. */
export interface SourcedGroup {
  group: Group;
  /** The source file; '' for a discovery folder's group with no file of the source locale. */
  source: string;
  sourceIsCompanion: boolean;
}
