import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../support/paths.ts';

/** The real translation files of public projects, byte for byte (see its SOURCES.md). */
export const CORPUS_ROOT = resolve(REPO_ROOT, '../shared/corpus');
export const HAVE_CORPUS = existsSync(resolve(CORPUS_ROOT, 'SOURCES.md'));

/** One project of the corpus, laid out as in its repository. */
export interface CorpusProject {
  name: string;
  sourceLocale: string;
  /** Locale → repository path of its file. */
  files: Record<string, string>;
  /**
   * How push finds the files: `paths` writes them into `.locale/config.json` (with `sourceLocale`);
   * `{ path }` runs the actions with that `path` input and lets discovery find them.
   */
  layout: 'paths' | { path: string };
  /** Where the project's files are, when not `CORPUS_ROOT/<name>` (fixtures kept in this repository). */
  root?: string;
  /**
   * The format, for files whose extension says another (a go-i18n `.yaml`): the config then names
   * the files with one `files` entry, `template` (`i18n/{locale}.yaml`), and this format.
   */
  format?: string;
  template?: string;
}

const rails = (dir: string, locales: string[]) =>
  Object.fromEntries(locales.map((l) => [l, `${dir}/${l}.yml`])) as Record<string, string>;

/** The corpus's projects, as SOURCES.md's last table lays them out. */
export const CORPUS_PROJECTS: readonly CorpusProject[] = [
  {
    name: 'excalidraw',
    sourceLocale: 'en',
    files: {
      en: 'packages/excalidraw/locales/en.json',
      'de-DE': 'packages/excalidraw/locales/de-DE.json',
      'fr-FR': 'packages/excalidraw/locales/fr-FR.json',
      'ru-RU': 'packages/excalidraw/locales/ru-RU.json',
    },
    layout: { path: 'packages/excalidraw' },
  },
  {
    name: 'outline',
    sourceLocale: 'en-US',
    files: {
      'en-US': 'shared/i18n/locales/en_US/translation.json',
      'de-DE': 'shared/i18n/locales/de_DE/translation.json',
      'fr-FR': 'shared/i18n/locales/fr_FR/translation.json',
      'pl-PL': 'shared/i18n/locales/pl_PL/translation.json',
    },
    layout: 'paths',
  },
  {
    name: 'diaspora',
    sourceLocale: 'en',
    files: rails('config/locales/diaspora', ['en', 'de', 'fr', 'ru']),
    layout: 'paths',
  },
  {
    name: 'rails-i18n',
    sourceLocale: 'en',
    files: rails('rails/locale', ['en', 'de', 'fr', 'ru']),
    layout: 'paths',
  },
  {
    name: 'sphinx',
    sourceLocale: 'en',
    files: {
      en: 'sphinx/locale/sphinx.pot',
      de: 'sphinx/locale/de/LC_MESSAGES/sphinx.po',
      fr: 'sphinx/locale/fr/LC_MESSAGES/sphinx.po',
      ru: 'sphinx/locale/ru/LC_MESSAGES/sphinx.po',
    },
    layout: 'paths',
  },
  {
    name: 'ghostfolio',
    sourceLocale: 'en',
    files: {
      en: 'apps/client/src/locales/messages.xlf',
      de: 'apps/client/src/locales/messages.de.xlf',
      fr: 'apps/client/src/locales/messages.fr.xlf',
      pl: 'apps/client/src/locales/messages.pl.xlf',
    },
    layout: 'paths',
  },
  {
    name: 'symfony-validator',
    sourceLocale: 'en',
    files: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [
        l,
        `src/Symfony/Component/Validator/Resources/translations/validators.${l}.xlf`,
      ]),
    ),
    layout: 'paths',
  },
  {
    name: 'boris',
    sourceLocale: 'de',
    files: {
      de: 'power/src/locales/messages.xlf',
      en: 'power/src/locales/messages.en.xlf',
      'de-simple': 'power/src/locales/messages.de-simple.xlf',
    },
    layout: 'paths',
  },
  {
    name: 'flutter-gallery',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'de', 'fr', 'ru'].map((l) => [l, `lib/l10n/intl_${l}.arb`])),
    layout: 'paths',
  },
  {
    name: 'jabref',
    sourceLocale: 'en',
    files: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [l, `jablib/src/main/resources/l10n/JabRef_${l}.properties`]),
    ),
    layout: 'paths',
  },
  {
    name: 'home-assistant-ios',
    sourceLocale: 'en',
    files: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [l, `Sources/App/Resources/${l}.lproj/Localizable.strings`]),
    ),
    layout: 'paths',
  },
  {
    name: 'ruffle',
    sourceLocale: 'en-US',
    files: Object.fromEntries(
      ['en-US', 'de-DE', 'fr-FR', 'ru-RU'].map((l) => [l, `web/packages/core/texts/${l}/messages.ftl`]),
    ),
    layout: 'paths',
  },
  {
    name: 'gogs',
    sourceLocale: 'en-US',
    files: Object.fromEntries(
      ['en-US', 'de-DE', 'fr-FR', 'ru-RU'].map((l) => [l, `conf/locale/locale_${l}.ini`]),
    ),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/gogs'),
  },
  {
    // Laravel: `lang/{locale}/{group}.php` returning nested arrays (read as data, never run).
    name: 'bookstack',
    sourceLocale: 'en',
    files: { en: 'lang/en/validation.php', de: 'lang/de/validation.php' },
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/bookstack'),
  },
  {
    // Chrome extension messages with descriptions and placeholders, locale folders spelt `en_US`.
    name: 'privacybadger',
    sourceLocale: 'en-US',
    files: {
      'en-US': 'src/_locales/en_US/messages.json',
      de: 'src/_locales/de/messages.json',
      'pt-BR': 'src/_locales/pt_BR/messages.json',
    },
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/privacybadger'),
  },
  {
    // Ruffle's browser extension: one messages.json per locale beside the Fluent files above.
    name: 'ruffle-extension',
    sourceLocale: 'en',
    files: Object.fromEntries(
      ['en', 'de', 'fr', 'ru'].map((l) => [l, `web/packages/extension/assets/_locales/${l}/messages.json`]),
    ),
    layout: 'paths',
    root: resolve(CORPUS_ROOT, 'ruffle'),
  },
  {
    // go-i18n v1 lists in YAML (Hugo reads them); `.yaml` is YAML unless the config names go-i18n.
    name: 'hugo-papermod',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'de', 'fr', 'ru', 'ja'].map((l) => [l, `i18n/${l}.yaml`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/hugo-papermod'),
    format: 'go-i18n',
    template: 'i18n/{locale}.yaml',
  },
  {
    name: 'hugo-ananke',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'de', 'ru', 'ja'].map((l) => [l, `i18n/${l}.toml`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/hugo-ananke'),
  },
  {
    // go-i18n v2 TOML written by goi18n itself: descriptions and hashes beside the texts.
    name: 'go-i18n',
    sourceLocale: 'en',
    files: { en: 'example/active.en.toml', es: 'example/active.es.toml' },
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/go-i18n'),
  },
  {
    name: 'mattermost-plugin-calls',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'de', 'ru', 'ja'].map((l) => [l, `server/i18n/${l}.json`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/mattermost-plugin-calls'),
    format: 'go-i18n',
    template: 'server/i18n/{locale}.json',
  },
  {
    // Apple .stringsdict alone in `{locale}.lproj/` (Element X keeps its .strings apart): plural
    // rules per CLDR category, Russian with few/many, Japanese with other only.
    name: 'element-x-ios',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'de', 'ru', 'ja'].map((l) => [l, `${l}.lproj/Localizable.stringsdict`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/element-x-ios'),
  },
  {
    // Qt Linguist, written by Transifex: numerus forms inline, CLDR's count of them (Czech four, Qt's
    // table three), read in Qt's order; Catalan with Qt 6's two forms.
    name: 'keepassxc',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'cs', 'fr', 'ar', 'ca'].map((l) => [l, `keepassxc_${l}.ts`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/keepassxc'),
  },
  {
    // Qt Linguist written by lupdate (a source file without `language`, locations, vanished messages)
    // and `sr@latin` by Transifex, on one line.
    name: 'qbittorrent',
    sourceLocale: 'en',
    files: {
      en: 'qbittorrent_en.ts',
      ru: 'qbittorrent_ru.ts',
      ar: 'qbittorrent_ar.ts',
      'sr-Latn': 'qbittorrent_sr@latin.ts',
    },
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/qbittorrent'),
  },
  {
    name: 'dspace-angular',
    sourceLocale: 'en',
    files: { en: 'src/assets/i18n/en.json5', de: 'src/assets/i18n/de.json5' },
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/dspace-angular'),
  },
  {
    // slang (Flutter) JSON with lists; fi's lists are longer than the source's, de leaves some out.
    name: 'localsend',
    sourceLocale: 'en',
    files: Object.fromEntries(['en', 'fi', 'de', 'ga', 'pt-BR'].map((l) => [l, `app/assets/i18n/${l}.json`])),
    layout: 'paths',
    root: resolve(REPO_ROOT, 'packages/formats/test/fixtures/localsend'),
  },
  {
    name: 'newpipe',
    sourceLocale: 'en',
    files: {
      en: 'app/src/main/res/values/strings.xml',
      de: 'app/src/main/res/values-de/strings.xml',
      fr: 'app/src/main/res/values-fr/strings.xml',
      ru: 'app/src/main/res/values-ru/strings.xml',
    },
    layout: 'paths',
  },
  {
    // .NET: the neutral `Resources.resx` is the source, `Resources.{culture}.resx` beside it; the
    // file also holds images (`ResXFileRef`), which are not texts and stay as written.
    name: 'sharex',
    sourceLocale: 'en',
    files: {
      en: 'ShareX.ScreenCaptureLib/Properties/Resources.resx',
      de: 'ShareX.ScreenCaptureLib/Properties/Resources.de.resx',
      fr: 'ShareX.ScreenCaptureLib/Properties/Resources.fr.resx',
      ru: 'ShareX.ScreenCaptureLib/Properties/Resources.ru.resx',
    },
    layout: 'paths',
  },
];
