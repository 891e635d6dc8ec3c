import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';
import { readCode } from '../src/repository/discover-locale.ts';

// Discovery over the path layouts of real mobile, desktop and .NET projects (each list is a part of
// the project's real tree at the commit named).

describe('discovery of app layouts', () => {
  it('never reads a src/ folder as a locale (AntennaPod: ui/i18n/src/main/res/)', async () => {
    // AntennaPod/AntennaPod@b7ee12cc: `src` is an ISO 639-3 code (Logudorese Sardinian), and it sits
    // inside a folder named i18n, where a lone locale folder is a source.
    const found = await discoverLayouts([
      'ui/i18n/src/main/res/values/strings.xml',
      'ui/i18n/src/main/res/values-b+sr+Latn/strings.xml',
      'ui/i18n/src/main/res/values-de/strings.xml',
      'ui/i18n/src/main/res/values-zh-rTW/strings.xml',
      'ui/preferences/src/main/res/values/arrays.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'ui/i18n/src/main/res/values/strings.xml',
        translation: 'ui/i18n/src/main/res/values-{android}/strings.xml',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'sr-Latn', 'zh-TW']);
    expect(found.orphans).toEqual([]);
    expect(readCode('src')).toBeUndefined();
  });

  it("reads a source-tree name before LC_MESSAGES/ as the language (LibreTranslate's ext/)", async () => {
    // LibreTranslate/LibreTranslate (2026-11): Weblate keeps Extremaduran in locales/ext/ ("Language:
    // ext" in its header). Discovery left it out as "not a locale code" while the files entry it
    // printed read it, so the push stopped on a locale the project was never told of.
    const found = await discoverLayouts([
      'libretranslate/locales/messages.pot',
      'libretranslate/locales/de/LC_MESSAGES/messages.po',
      'libretranslate/locales/ext/LC_MESSAGES/messages.po',
      'libretranslate/locales/ext/meta.json',
    ]);
    expect(found.files).toEqual([
      {
        source: 'libretranslate/locales/*.pot',
        translation: 'libretranslate/locales/{locale_}/LC_MESSAGES/{name}.po',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'ext']);
    expect(readCode('ext', 'gettext')).toMatchObject({ locale: 'ext' });
    expect(readCode('ext')).toBeUndefined();
  });

  it("reads Joomla's language/<locale>/*.ini, and not its langmetadata.xml as Android resources", async () => {
    // joomla/joomla-cms (language/en-GB/) with joomlagerman/joomla (language/de-DE/) installed beside
    // it, as a Joomla 4/5 site keeps them: the metadata XML beside the .ini files was read as an
    // Android layout, and the push stopped on "not an Android resource file".
    const files = [
      'language/de-DE/com_wrapper.ini',
      'language/de-DE/langmetadata.xml',
      'language/de-DE/localise.php',
      'language/de-DE/mod_login.ini',
      'language/de-DE/mod_login.sys.ini',
      'language/en-GB/com_wrapper.ini',
      'language/en-GB/langmetadata.xml',
      'language/en-GB/mod_login.ini',
      'language/en-GB/mod_login.sys.ini',
    ];
    const found = await discoverLayouts(files);
    expect(found.files).toEqual([{ source: 'language/{locale}/*.ini' }]);
    expect(found.sourceLocale).toBe('en-GB');
    // Joomla's own repository holds en-GB only: a folder named `language` says it is a locale's.
    const alone = await discoverLayouts(files.filter((f) => f.startsWith('language/en-GB/')));
    expect(alone.files).toEqual([{ source: 'language/{locale}/*.ini' }]);
  });

  it("reads Joomla 3's language/<tag>/<tag>.<name>.ini, the tag in the folder and again in the name", async () => {
    // joomla/joomla-cms, branch 3.10-dev: language/en-GB/ and administrator/language/en-GB/, with a
    // de-DE language pack installed beside them, as a Joomla 3 site keeps them.
    const files = [
      'administrator/language/de-DE/de-DE.com_admin.ini',
      'administrator/language/de-DE/de-DE.ini',
      'administrator/language/en-GB/en-GB.com_admin.ini',
      'administrator/language/en-GB/en-GB.com_admin.sys.ini',
      'administrator/language/en-GB/en-GB.ini',
      'administrator/language/en-GB/en-GB.xml',
      'administrator/language/en-GB/index.html',
      'language/de-DE/de-DE.ini',
      'language/de-DE/de-DE.lib_joomla.ini',
      'language/de-DE/de-DE.localise.php',
      'language/de-DE/de-DE.mod_login.ini',
      'language/de-DE/de-DE.xml',
      'language/en-GB/en-GB.com_contact.ini',
      'language/en-GB/en-GB.ini',
      'language/en-GB/en-GB.lib_joomla.ini',
      'language/en-GB/en-GB.localise.php',
      'language/en-GB/en-GB.mod_login.ini',
      'language/en-GB/en-GB.xml',
      'language/en-GB/install.xml',
    ];
    const found = await discoverLayouts(files);
    expect(found.sourceLocale).toBe('en-GB');
    expect(found.files).toEqual([
      { source: 'administrator/language/{locale}/{locale}.*.ini' },
      { source: 'administrator/language/{locale}/{locale}.ini' },
      { source: 'language/{locale}/{locale}.*.ini' },
      { source: 'language/{locale}/{locale}.ini' },
    ]);
    expect(found.orphans).toEqual([]);
    const site = found.layouts.find((l) => l.entry.source === 'language/{locale}/{locale}.*.ini');
    expect(site?.sources).toEqual([
      'language/en-GB/en-GB.com_contact.ini',
      'language/en-GB/en-GB.lib_joomla.ini',
      'language/en-GB/en-GB.mod_login.ini',
    ]);
    expect(site?.translations.get('de-DE')).toEqual([
      'language/de-DE/de-DE.lib_joomla.ini',
      'language/de-DE/de-DE.mod_login.ini',
    ]);
    // Joomla 3's own repository holds en-GB only.
    const alone = await discoverLayouts(files.filter((f) => f.startsWith('language/en-GB/')));
    expect(alone.files).toEqual([
      { source: 'language/{locale}/{locale}.*.ini' },
      { source: 'language/{locale}/{locale}.ini' },
    ]);
  });

  it('reads Compose Multiplatform resources as Android folders (RaccoonForFriendica)', async () => {
    // LiveFastEatTrashRaccoon/RaccoonForFriendica@db6b354b
    const found = await discoverLayouts([
      'core/l10n/src/commonMain/composeResources/values/strings.xml',
      'core/l10n/src/commonMain/composeResources/values-pt-rBR/strings.xml',
      'core/l10n/src/commonMain/composeResources/values-zh-rCN/strings.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'core/l10n/src/commonMain/composeResources/values/strings.xml',
        translation: 'core/l10n/src/commonMain/composeResources/values-{android}/strings.xml',
      },
    ]);
    expect(found.orphans).toEqual([]);
  });

  it("reads BCP 47's extended language form as that language (rails-i18n: zh-YUE.yml)", async () => {
    // svenfuchs/rails-i18n@34be758a, rails/locale/: `zh-YUE` is Cantonese (`zh-yue`, RFC 5646's
    // extended language subtag, is `yue`); it was left out as no locale code. Three letters that
    // are a country (`zh-CHN`) are no extended language.
    expect(readCode('zh-YUE')).toMatchObject({ locale: 'yue', irregular: true });
    expect(readCode('ar-arz')).toMatchObject({ locale: 'arz' });
    expect(readCode('zh-CHN')).toBeUndefined();
    expect(readCode('de-CHE')).toBeUndefined();
    const found = await discoverLayouts([
      'rails/locale/en.yml',
      'rails/locale/de.yml',
      'rails/locale/zh-HK.yml',
      'rails/locale/zh-YUE.yml',
    ]);
    expect(found.files).toEqual([{ source: 'rails/locale/{locale}.yml', localeMap: { yue: 'zh-YUE' } }]);
  });

  it('reads moko-resources folders as Android qualifiers, base/ the source (Mihon)', async () => {
    // mihonapp/mihon@a2c24ff0: moko-resources names its folders by Android's qualifiers without
    // `values-`, its default resources in `base/`; nothing was found before.
    const found = await discoverLayouts([
      'i18n/src/commonMain/moko-resources/base/plurals.xml',
      'i18n/src/commonMain/moko-resources/base/strings.xml',
      'i18n/src/commonMain/moko-resources/de/plurals.xml',
      'i18n/src/commonMain/moko-resources/de/strings.xml',
      'i18n/src/commonMain/moko-resources/pt-rBR/strings.xml',
      'i18n/src/commonMain/moko-resources/zh-rCN/strings.xml',
      'app/src/main/res/values/colors.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'i18n/src/commonMain/moko-resources/base/*.xml',
        translation: 'i18n/src/commonMain/moko-resources/{android}/{name}.xml',
      },
    ]);
    expect(found.orphans).toEqual([]);
    // Before 0.24 its folder was `resources/MR/`; a folder of another name is no locale folder.
    const older = await discoverLayouts([
      'shared/src/commonMain/resources/MR/base/strings.xml',
      'shared/src/commonMain/resources/MR/de/strings.xml',
      'shared/src/commonMain/other/de/strings.xml',
    ]);
    expect(older.files).toEqual([
      {
        source: 'shared/src/commonMain/resources/MR/base/strings.xml',
        translation: 'shared/src/commonMain/resources/MR/{android}/strings.xml',
      },
    ]);
  });

  it('reads a script after "@" as the script (qBittorrent: qbittorrent_uz@Latn.ts)', async () => {
    // qbittorrent/qBittorrent@0402289e, src/lang/: the files layout already read uz@Latn as uz-Latn;
    // discovery left the file out, and push sent it all the same.
    expect(readCode('uz@Latn')).toMatchObject({ locale: 'uz-Latn', irregular: true });
    const files = [
      'src/lang/qbittorrent_az@latin.ts',
      'src/lang/qbittorrent_de.ts',
      'src/lang/qbittorrent_en.ts',
      'src/lang/qbittorrent_uz@Latn.ts',
    ];
    const qtHead = async () => '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">';
    const found = await discoverLayouts(files, { head: qtHead });
    expect(found.files).toEqual([
      {
        source: 'src/lang/qbittorrent_{locale_}.ts',
        localeMap: { 'az-Latn': 'az@latin', 'uz-Latn': 'uz@Latn' },
      },
    ]);
    expect(found.unmapped).toEqual([]);
  });

  it('reads .NET neutral resources as the source of their cultures (v2rayN: ResUI.resx)', async () => {
    // 2dust/v2rayN@af0eb9ed
    const found = await discoverLayouts([
      'v2rayN/ServiceLib/Resx/ResUI.fa.resx',
      'v2rayN/ServiceLib/Resx/ResUI.resx',
      'v2rayN/ServiceLib/Resx/ResUI.ru.resx',
      'v2rayN/ServiceLib/Resx/ResUI.zh-Hans.resx',
      'v2rayN/v2rayN/Properties/Resources.resx',
    ]);
    expect(found.files).toEqual([
      {
        source: 'v2rayN/ServiceLib/Resx/ResUI.resx',
        translation: 'v2rayN/ServiceLib/Resx/ResUI.{locale}.resx',
      },
    ]);
    expect(found.orphans).toEqual([]);
  });

  it('reads WinUI .resw folders, en-US the source beside en-GB (Files)', async () => {
    // files-community/Files@3c23ca92, src/Files.App/Strings/
    const files = [
      'src/Files.App/Strings/de-DE/Resources.resw',
      'src/Files.App/Strings/en-GB/Resources.resw',
      'src/Files.App/Strings/en-US/Resources.resw',
      'src/Files.App/Strings/zh-Hans/Resources.resw',
    ];
    const found = await discoverLayouts(files);
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([{ source: 'src/Files.App/Strings/{locale}/*.resw' }]);
    expect(found.layouts[0]?.sources).toEqual(['src/Files.App/Strings/en-US/Resources.resw']);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'en-GB', 'zh-Hans']);
  });

  it('reads GNOME po/ folders as translations of their template, generated or not (gnome-calculator)', async () => {
    // GNOME/gnome-calculator@7e70af9a, po/: no template in the repository (meson makes it), and
    // en_CA, en_GB and Shavian en@shaw catalogs, which are translations of the msgids, never sources.
    const files = ['po/LINGUAS', 'po/de.po', 'po/en@shaw.po', 'po/en_CA.po', 'po/en_GB.po', 'po/sr@latin.po'];
    const found = await discoverLayouts(files);
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([]);
    expect(found.orphans).toEqual([
      {
        path: 'po/{locale_}.po',
        reason:
          '5 translations (de, en-CA, en-GB, en-Shaw, sr-Latn) with no source file of en beside them; their source is the gettext template: generate it (xgettext, or meson compile <project>-pot) and commit it beside them as <domain>.pot',
      },
    ]);
    // With the template committed, it is their source.
    const withTemplate = await discoverLayouts([...files, 'po/gnome-calculator.pot'].sort());
    expect(withTemplate.files).toEqual([
      {
        source: 'po/gnome-calculator.pot',
        translation: 'po/{locale_}.po',
        localeMap: { 'en-Shaw': 'en@shaw', 'sr-Latn': 'sr@latin' },
      },
    ]);
    expect(readCode('en@shaw')).toMatchObject({ locale: 'en-Shaw', irregular: true });
    expect(readCode('de@Xyzw')).toMatchObject({ unread: '"@Xyzw" is not a script or a variant' });
  });

  it("reads Joplin's po folder from its template though en_US.po is the source locale's, and leaves its compiled JSON out", async () => {
    // laurent22/joplin: packages/tools/locales/joplin.pot beside de_DE.po, en_GB.po, en_US.po; the build
    // compiles them to packages/lib/locales/<locale>.json ({"msgid": ["msgstr"]}, the en_US one's lists
    // empty) and writes flat packages/app-desktop/locales/<locale>.json. en_GB and en_US make en-US the
    // source locale, and en_US.po is still a translation of the template, never a second reading.
    const heads = new Map([
      [
        'packages/lib/locales/de_DE.json',
        '{\n\t"\\"%s\\" is missing the required \\"%s\\" property.": [\n\t\t"„%s“ fehlt die erforderliche Eigenschaft „%s“."\n\t],\n\t"%d days": [\n\t\t"%d Tage"\n\t],',
      ],
      [
        'packages/lib/locales/en_GB.json',
        '{\n\t"\\"%s\\" is missing the required \\"%s\\" property.": [\n\t\t""\n\t],\n\t"%d days": [\n\t\t""\n\t],',
      ],
      [
        'packages/lib/locales/en_US.json',
        '{\n\t"\\"%s\\" is missing the required \\"%s\\" property.": [\n\t\t""\n\t],\n\t"%d days": [\n\t\t""\n\t],',
      ],
      [
        'packages/app-desktop/locales/de_DE.json',
        '{"Synchronises with remote storage.":"Synchronisiert mit Remotespeicher.",',
      ],
      [
        'packages/app-desktop/locales/en_US.json',
        '{"Synchronises with remote storage.":"Synchronizes with remote storage.",',
      ],
    ]);
    const files = [
      ...heads.keys(),
      'packages/lib/locales/index.js',
      'packages/tools/locales/de_DE.po',
      'packages/tools/locales/en_GB.po',
      'packages/tools/locales/en_US.po',
      'packages/tools/locales/joplin.pot',
      'packages/tools/package.json',
    ].sort();
    const found = await discoverLayouts(files, { head: async (file) => heads.get(file) });
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([
      { source: 'packages/app-desktop/locales/{locale_}.json' },
      { source: 'packages/tools/locales/joplin.pot', translation: 'packages/tools/locales/{locale_}.po' },
    ]);
    expect(found.layouts[0]?.sources).toEqual(['packages/app-desktop/locales/en_US.json']);
    // en_US.po is the source locale's own catalog beside the template: push sends joplin.pot in its
    // place and never it, so the log names it as left out rather than among the translations.
    expect([...(found.layouts[1]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'en-GB']);
    expect(found.orphans).toContainEqual({
      path: 'packages/tools/locales/en_US.po',
      reason: expect.stringContaining(
        'push sends packages/tools/locales/joplin.pot as the source and never this file',
      ),
    });
    expect(found.unread).toEqual([
      {
        path: 'packages/lib/locales/*.json',
        reason: expect.stringContaining('gettext catalogs compiled to JSON'),
      },
    ]);
  });

  it("reads a three-letter language locale data has no name for where the source's folder is (Monitor's cak/, mix/)", async () => {
    // mozilla/blurts-server@3b6c89004 (Pontoon's l10n.toml: reference locales/en/**, l10n locales/{locale}/)
    // locales/en/{app,bento}.ftl      the source
    // locales/de/{app,bento}.ftl
    // locales/cak/{app,bento}.ftl     Kaqchikel: ISO 639-3, no name in ICU's locale data
    // locales/mix/app.ftl             Mixtec, one file yet
    // src/lib/app.ftl                 a three-letter folder elsewhere: no locale
    const found = await discoverLayouts([
      'locales/cak/app.ftl',
      'locales/cak/bento.ftl',
      'locales/de/app.ftl',
      'locales/de/bento.ftl',
      'locales/en/app.ftl',
      'locales/en/bento.ftl',
      'locales/mix/app.ftl',
      'src/lib/app.ftl',
    ]);
    expect(found.files).toEqual([
      { source: 'locales/{locale}/*.ftl', localeMap: { cak: 'cak', mix: 'mix' } },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['cak', 'de', 'mix']);
    expect(found.unmapped).toEqual([]);
    expect(found.orphans).toEqual([]);
  });

  it("takes Pontoon's templates/ folder as the source of the locales' folders beside it (Anki)", async () => {
    // ankitects/anki-core-i18n@571f3f13: its l10n.toml says `reference = "templates/*.ftl"`,
    // `l10n = "{locale}/*.ftl"`, as Pontoon finds a source folder named templates without one. en-GB
    // is a translation; filtering.ftl, gone from templates/, is a translation left over.
    const found = await discoverLayouts([
      'core/de/actions.ftl',
      'core/de/filtering.ftl',
      'core/de/sync.ftl',
      'core/en-GB/actions.ftl',
      'core/pt-BR/actions.ftl',
      'core/pt-BR/filtering.ftl',
      'core/pt-BR/sync.ftl',
      'core/templates/actions.ftl',
      'core/templates/sync.ftl',
      'l10n.toml',
    ]);
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([
      { source: 'core/templates/*.ftl', translation: 'core/{locale}/{name}.ftl' },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'en-GB', 'pt-BR']);
    expect(found.unmapped).toEqual([]);
    expect(found.orphans).toEqual([
      {
        path: 'core/{locale}/filtering.ftl',
        reason: '2 translations (de, pt-BR) with no source file of en beside them',
      },
    ]);
  });

  it('takes the template as the source beside an English catalog with no text of its own (SearXNG)', async () => {
    // searxng/searxng@9fea41204 (pybabel init -l en): searx/translations/messages.pot beside
    // searx/translations/{de,en}/LC_MESSAGES/messages.po, every msgstr of en's empty. Both stood as
    // the source, and discovery stopped with two readings.
    const header =
      '# English translations for PROJECT.\nmsgid ""\nmsgstr ""\n"Language: en\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n';
    const english = `${header}#: searx/searxng.msg\nmsgid "without further subgrouping"\nmsgstr ""\n\nmsgid "%(count)s result"\nmsgid_plural "%(count)s results"\nmsgstr[0] ""\nmsgstr[1] ""\n`;
    const files = [
      'searx/translations/de/LC_MESSAGES/messages.po',
      'searx/translations/en/LC_MESSAGES/messages.po',
      'searx/translations/messages.pot',
    ];
    const found = await discoverLayouts(files, {
      head: async (file) => (file.endsWith('en/LC_MESSAGES/messages.po') ? english : undefined),
    });
    expect(found.files).toEqual([
      {
        source: 'searx/translations/*.pot',
        translation: 'searx/translations/{locale_}/LC_MESSAGES/{name}.po',
      },
    ]);
    // Push sends the template as the source and never the English catalog (files-layout.ts): discovery
    // says so, where it used to list en among the translations.
    expect([...(found.layouts[0]?.translations.keys() ?? [])]).toEqual(['de']);
    expect(found.orphans).toEqual([
      {
        path: 'searx/translations/en/LC_MESSAGES/messages.po',
        reason:
          "the source locale's (en) own file beside the source searx/translations/messages.pot: push sends searx/translations/messages.pot as the source and never this file, and pull never writes it; the project's own tool keeps it up to date",
      },
    ]);
    // An English catalog holding texts (msgids used as keys) is another reading: the run stops, as before.
    const keyed = `${header}msgid "without_subgrouping"\nmsgstr ""\n"without further subgrouping"\n`;
    await expect(
      discoverLayouts(files, {
        head: async (file) => (file.endsWith('en/LC_MESSAGES/messages.po') ? keyed : undefined),
      }),
    ).rejects.toThrow(/can be read two ways/);
  });

  it("takes Babel's template at the project's root as the source of app/translations/ (calibre-web)", async () => {
    // janeczku/calibre-web@7ec475e1f: `messages.pot` and `babel.cfg` at the root (pybabel extract -F
    // babel.cfg -o messages.pot .), catalogs in cps/translations/<locale_>/LC_MESSAGES/messages.po
    // (pybabel update -i messages.pot -d cps/translations). They were left out, "with no source file
    // of en beside them".
    const found = await discoverLayouts([
      'babel.cfg',
      'cps/translations/de/LC_MESSAGES/messages.po',
      'cps/translations/pt_BR/LC_MESSAGES/messages.po',
      'cps/translations/zh_Hans_CN/LC_MESSAGES/messages.po',
      'messages.pot',
    ]);
    expect(found.files).toEqual([
      { source: '*.pot', translation: 'cps/translations/{locale_}/LC_MESSAGES/{name}.po' },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'pt-BR', 'zh-Hans-CN']);
    expect(found.orphans).toEqual([]);
    // The nearest template wins: one beside the catalogs' folder before one at the root.
    const nearer = await discoverLayouts([
      'cps/messages.pot',
      'cps/translations/de/LC_MESSAGES/messages.po',
      'messages.pot',
    ]);
    expect(nearer.layouts[0]?.sources).toEqual(['cps/messages.pot']);
  });

  it("names fastlane's app-store listings as left out, and why (Tusky, Thunderbird)", async () => {
    // tuskyapp/Tusky@43ae0bb45: fastlane/metadata/android/<locale>/ (supply's layout, synced by
    // Weblate's app-store metadata component) beside the app's Android strings;
    // thunderbird/thunderbird-android keeps the same files in app-metadata/<app>/<locale>/.
    const found = await discoverLayouts([
      'app-metadata/com.fsck.k9/de-DE/full_description.txt',
      'app-metadata/com.fsck.k9/en-US/full_description.txt',
      'app-metadata/com.fsck.k9/en-US/short_description.txt',
      'app/src/main/res/values-de/strings.xml',
      'app/src/main/res/values/strings.xml',
      'fastlane/metadata/android/de/changelogs/58.txt',
      'fastlane/metadata/android/de/full_description.txt',
      'fastlane/metadata/android/de/short_description.txt',
      'fastlane/metadata/android/en-US/changelogs/58.txt',
      'fastlane/metadata/android/en-US/full_description.txt',
      'fastlane/metadata/android/en-US/images/icon.png',
      'fastlane/metadata/android/en-US/title.txt',
      'fastlane/metadata/android/pt-BR/title.txt',
      'src/notes/title.txt',
    ]);
    expect(found.files).toEqual([
      {
        source: 'app/src/main/res/values/strings.xml',
        translation: 'app/src/main/res/values-{android}/strings.xml',
      },
    ]);
    expect(found.unread).toEqual([
      {
        path: 'app-metadata/com.fsck.k9/{locale}/*.txt',
        reason: expect.stringContaining('app-store listings (3 text files in 2 locales'),
      },
      {
        path: 'fastlane/metadata/android/{locale}/*.txt',
        reason: expect.stringMatching(
          /^app-store listings \(7 text files in 3 locales: .*which locale-sync does not sync/,
        ),
      },
    ]);
  });

  it("takes a gettext template in locale/templates/LC_MESSAGES/ as its catalogs' source (addons-server)", async () => {
    // mozilla/addons-server: `locale/templates/LC_MESSAGES/{django,djangojs}.pot` beside
    // `locale/<locale>/LC_MESSAGES/*.po`, which its Makefile makes with msginit from the templates.
    const found = await discoverLayouts([
      'locale/de/LC_MESSAGES/django.po',
      'locale/de/LC_MESSAGES/djangojs.po',
      'locale/pt_BR/LC_MESSAGES/django.po',
      'locale/pt_BR/LC_MESSAGES/djangojs.po',
      'locale/templates/LC_MESSAGES/django.pot',
      'locale/templates/LC_MESSAGES/djangojs.pot',
    ]);
    expect(found.files).toEqual([
      {
        source: 'locale/templates/LC_MESSAGES/*.pot',
        translation: 'locale/{locale_}/LC_MESSAGES/{name}.po',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'pt-BR']);
    expect(found.unmapped).toEqual([]);
  });

  it("reads Kodi's language add-on folders, en_gb the source (jellyfin-kodi)", async () => {
    // jellyfin/jellyfin-kodi@da730bb6: resources/language/resource.language.<locale in lower case>/,
    // British English the source as Kodi's translation workflow takes it, en_us a translation.
    const found = await discoverLayouts([
      'addon.xml',
      'resources/language/resource.language.de_de/strings.po',
      'resources/language/resource.language.en_gb/strings.po',
      'resources/language/resource.language.en_us/strings.po',
      'resources/language/resource.language.fil/strings.po',
      'resources/language/resource.language.zh_hant_hk/strings.po',
      'resources/settings.xml',
    ]);
    expect(found.sourceLocale).toBe('en-GB');
    expect(found.sourceLocaleReason).toBe("Kodi's source language, resource.language.en_gb");
    expect(found.files).toEqual([
      {
        source: 'resources/language/resource.language.{locale_}/*.po',
        localeMap: { 'de-DE': 'de_de', 'en-GB': 'en_gb', 'en-US': 'en_us', 'zh-Hant-HK': 'zh_hant_hk' },
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'de-DE',
      'en-US',
      'fil',
      'zh-Hant-HK',
    ]);
  });

  it('names Luanti translation files as a format not read yet', async () => {
    // luanti-org/luanti@ecda1027: builtin/locale/__builtin.<locale>.tr beside template.txt.
    const found = await discoverLayouts([
      'builtin/locale/__builtin.de.tr',
      'builtin/locale/__builtin.pt_BR.tr',
      'builtin/locale/template.txt',
    ]);
    expect(found.files).toEqual([]);
    expect(found.unread).toEqual([
      {
        path: 'builtin/locale/__builtin.{locale_}.tr',
        reason: expect.stringContaining('Luanti (Minetest) translation files'),
      },
    ]);
  });

  it("names Zotero's Mozilla DTD files and Dolibarr's .lang files as formats not read yet", async () => {
    // zotero/zotero@f2a42bec: chrome/locale/<locale>/zotero/*.dtd beside the .ftl and .properties
    // that are read; Dolibarr/dolibarr (htdocs/langs/<locale_>/*.lang, en_US the source).
    const found = await discoverLayouts([
      'chrome/locale/en-US/zotero/about.dtd',
      'chrome/locale/en-US/zotero/zotero.dtd',
      'chrome/locale/en-US/zotero/zotero.properties',
      'chrome/locale/de/zotero/about.dtd',
      'chrome/locale/de/zotero/zotero.dtd',
      'chrome/locale/de/zotero/zotero.properties',
      'chrome/locale/fr-FR/zotero/about.dtd',
      'chrome/locale/fr-FR/zotero/zotero.dtd',
      'chrome/locale/fr-FR/zotero/zotero.properties',
      'htdocs/langs/en_US/main.lang',
      'htdocs/langs/en_US/admin.lang',
      'htdocs/langs/de_DE/main.lang',
      'htdocs/langs/de_DE/admin.lang',
      'htdocs/langs/pt_BR/main.lang',
    ]);
    expect(found.files).toEqual([{ source: 'chrome/locale/{locale}/zotero/*.properties' }]);
    expect(found.unread).toEqual([
      {
        path: 'chrome/locale/{locale}/zotero/{name}.dtd',
        reason: expect.stringContaining('Mozilla DTD entity files'),
      },
      {
        path: 'htdocs/langs/{locale_}/{name}.lang',
        reason: expect.stringContaining('Dolibarr language files'),
      },
    ]);
  });

  it("reads any three-letter language in an Android folder as aapt2 does, and an old code beside its successor's is left out (Wikipedia)", async () => {
    // wikimedia/apps-android-wikipedia@aa428fa3: ISO 639-3 languages locale data has no name for
    // (azb, skr, mnw), Belarusian in the classic orthography as a private-use tag, `sh` beside
    // `b+sr+Latn` (one locale on the wire), and values-qq/, its message documentation (qqq).
    const res = 'app/src/main/res';
    const found = await discoverLayouts([
      `${res}/values-azb/strings.xml`,
      `${res}/values-b+be+x+old/strings.xml`,
      `${res}/values-b+sr+Latn/strings.xml`,
      `${res}/values-de/strings.xml`,
      `${res}/values-mnw/strings.xml`,
      `${res}/values-qq/strings.xml`,
      `${res}/values-sh/strings.xml`,
      `${res}/values-skr/strings.xml`,
      `${res}/values/strings.xml`,
    ]);
    expect(found.files).toEqual([
      {
        source: `${res}/values/strings.xml`,
        translation: `${res}/values-{android}/strings.xml`,
        ignore: [`${res}/values-sh/strings.xml`],
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'azb',
      'be-x-old',
      'de',
      'mnw',
      'skr',
      'sr-Latn',
    ]);
    expect(found.unmapped.map((u) => u.path).sort()).toEqual([
      `${res}/values-qq/strings.xml`,
      `${res}/values-sh/strings.xml`,
    ]);
  });

  it("reads a lone source .lproj folder as its layout's source (Firefox iOS before a table's first translation)", async () => {
    // mozilla-mobile/firefox-ios: `Shared/<locale>.lproj/*.strings` and `Shared/Supporting
    // Files/<locale>.lproj/*.strings` are two layouts. With Today.strings not yet translated, its
    // en-US.lproj folder stood alone and was dropped without a word, and with one source file left
    // the pull asked for no resource, found no source strings and wrote nothing at all.
    const found = await discoverLayouts([
      'firefox-ios/Shared/Supporting Files/de.lproj/ZoomPageBar.strings',
      'firefox-ios/Shared/Supporting Files/en-US.lproj/ZoomPageBar.strings',
      'firefox-ios/Shared/Supporting Files/pt-BR.lproj/ZoomPageBar.strings',
      'firefox-ios/Shared/en-US.lproj/Today.strings',
      'Widgets/de.lproj/Widget.strings',
    ]);
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([
      { source: 'firefox-ios/Shared/Supporting Files/{locale}.lproj/*.strings' },
      { source: 'firefox-ios/Shared/{locale}.lproj/*.strings' },
    ]);
    // A lone folder of another locale is still a translation without a source, reported.
    expect(found.orphans.map((o) => o.path)).toEqual(['Widgets/de.lproj/Widget.strings']);
  });

  it('reads a lone <locale>/LC_MESSAGES/ catalog of the source locale as a source, wherever it sits', async () => {
    // gettext's runtime reads `<dir>/<locale>/LC_MESSAGES/<domain>.mo` whatever `<dir>` is called
    // (bindtextdomain), so the folder says it is a locale's as `locale/en/LC_MESSAGES/` does.
    const found = await discoverLayouts(['app/po/en/LC_MESSAGES/app.po', 'app/po/de_DE/app.txt']);
    expect(found.files).toEqual([{ source: 'app/po/{locale_}/LC_MESSAGES/*.po' }]);
    expect(found.layouts[0]?.sources).toEqual(['app/po/en/LC_MESSAGES/app.po']);
  });

  it("reads Organic Maps's Twine files, every locale in one .txt, in the twine format, an entry each", async () => {
    // organicmaps/organicmaps: data/strings/{strings,sound}.txt are Twine's sources, from which its
    // build writes the Android and Apple files; a .txt of another shape beside them is not named.
    const heads = new Map([
      [
        'data/strings/sound.txt',
        '[[sound]]\n\n  [make_a_right_turn]\n    en = Turn right.\n    de = Rechts abbiegen.\n    zh-Hans = 右转。\n',
      ],
      ['data/strings/strings.txt', '[[Global]]\n\n  [cancel]\n    comment = Button text\n    en = Cancel\n'],
      ['data/strings/public_holidays.txt', '# holidays\nDE 2024-01-01\n'],
      ['data/copyright.txt', '[[not twine]]\nSome text = here\n'],
    ]);
    const found = await discoverLayouts([...heads.keys()], { head: async (file) => heads.get(file) });
    expect(found.files).toEqual([
      { source: 'data/strings/sound.txt', format: 'twine' },
      { source: 'data/strings/strings.txt', format: 'twine' },
    ]);
    expect(found.unread).toEqual([]);
  });

  it("reads Signal Desktop's Smartling JSON in the smartling format, never as Chrome's messages", async () => {
    // signalapp/Signal-Desktop: _locales/<locale>/messages.json open with Smartling's directives, and
    // each text is a "messageformat" beside its "description". Read as Chrome's format (by the
    // _locales/ folder), the push stopped on 'message "smartling" has no string "message"'.
    const smartling =
      '{\n  "smartling": {\n    "string_format_paths": "icu: [*/messageformat]",\n    "translate_paths": []\n  },\n' +
      '  "icu:AddCaptionModal__title": {\n    "messageformat": "Add a message",\n    "description": "Title"\n  }\n}\n';
    const files = ['_locales/de/messages.json', '_locales/en/messages.json', '_locales/pt_BR/messages.json'];
    const found = await discoverLayouts(files, { head: async () => smartling });
    expect(found.unread).toEqual([]);
    expect(found.files).toEqual([{ source: '_locales/{locale_}/messages.json', format: 'smartling' }]);
    // Chrome's own messages at the same paths stay Chrome's.
    const chrome = '{\n  "appName": {\n    "message": "Signal",\n    "description": "Name"\n  }\n}\n';
    const plain = await discoverLayouts(files, { head: async () => chrome });
    expect(plain.files).toEqual([{ source: '_locales/{locale_}/*.json' }]);
  });

  it("reads each PowerToys module's lone Strings/en-us/Resources.resw as a source, as Windows' MRT reads the folder", async () => {
    // microsoft/PowerToys commits only English, each module's `Strings/en-us/Resources.resw` (its
    // translations come from Microsoft's pipeline): nothing was found. A neutral .resx with no
    // culture file beside it stays no layout (its folder names no locale).
    const found = await discoverLayouts([
      'src/modules/colorPicker/ColorPickerUI/Strings/en-us/Resources.resw',
      'src/settings-ui/Settings.UI/Strings/en-us/Resources.resw',
      'src/modules/launcher/PowerLauncher/Properties/Resources.resx',
    ]);
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([
      { source: 'src/**/Strings/{locale}/*.resw', localeMap: { 'en-US': 'en-us' } },
    ]);
    expect(found.layouts[0]?.sources).toHaveLength(2);
  });

  it("reads a file as the locale .tx/config's lang_map names for its path (Audacity's audacity_sr.ts)", async () => {
    // audacity/audacity@HEAD (2026-11): `.tx/config` maps Transifex's sr_BA@latin to the file
    // `share/locale/audacity_sr.ts` (whose <TS language="sr_BA@latin">) and gl_ES to `audacity_gl.ts`;
    // read as the paths spell them they were sent as `sr` (a language written in Cyrillic) and `gl`.
    // au3/locale/sr_RS.po is no file of that resource and stays Serbian.
    const tx =
      '[main]\nhost = https://app.transifex.com\n\n[o:audacity:p:audacity:r:audacity4]\n' +
      'file_filter = share/locale/audacity_<lang>.ts\nsource_file = share/locale/audacity_en.ts\n' +
      'source_lang = en\ntype        = QT\nlang_map    = gl_ES: gl, sr_BA@latin: sr\n';
    const ts = '<?xml version="1.0" ?><!DOCTYPE TS><TS version="2.1" language="sr_BA@latin">\n';
    const files = [
      '.tx/config',
      'au3/locale/audacity.pot',
      'au3/locale/de.po',
      'au3/locale/sr_RS.po',
      'share/locale/audacity_ca@valencia.ts',
      'share/locale/audacity_de.ts',
      'share/locale/audacity_en.ts',
      'share/locale/audacity_gl.ts',
      'share/locale/audacity_sr.ts',
    ];
    const head = async (file: string) => (file === '.tx/config' ? tx : file.endsWith('.ts') ? ts : undefined);
    const found = await discoverLayouts(files, { head });
    expect(found.files).toEqual([
      { source: 'au3/locale/audacity.pot', translation: 'au3/locale/{locale_}.po' },
      {
        source: 'share/locale/audacity_{locale_}.ts',
        localeMap: { 'gl-ES': 'gl', 'sr-Latn-BA': 'sr' },
      },
    ]);
    expect([...(found.layouts[1]?.translations.keys() ?? [])].sort()).toEqual([
      'ca-valencia',
      'de',
      'gl-ES',
      'sr-Latn-BA',
    ]);
    expect(found.layouts[0]?.translations.has('sr-RS')).toBe(true);
    // Without the configuration, the paths say what they hold.
    const plain = await discoverLayouts(files.slice(1), {
      head: async (file) => (file.endsWith('.ts') ? ts : undefined),
    });
    expect(plain.files[1]).toEqual({ source: 'share/locale/audacity_{locale_}.ts' });
  });
});
