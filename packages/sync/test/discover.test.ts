import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';
import { readAndroidQualifier, readCode } from '../src/repository/discover-locale.ts';
import { AmbiguousLayoutError } from '../src/repository/discover-model.ts';
import { listRepositoryFiles } from '../src/repository/discover-walk.ts';
import { makeTree, removeTree } from './helpers.ts';

// Discovery reads a repository's file list; each test draws the list it gives.

async function entries(files: string[], options: Parameters<typeof discoverLayouts>[1] = {}) {
  const found = await discoverLayouts(files, options);
  return found.files;
}

describe('reading locale codes from paths', () => {
  it('reads the spellings repositories use, without folding one code into another', () => {
    expect(readCode('pt_BR')).toEqual({ locale: 'pt-BR', separator: '_', irregular: false });
    expect(readCode('zh-Hans')).toEqual({ locale: 'zh-Hans', separator: '-', irregular: false });
    expect(readCode('pt-br')).toMatchObject({ locale: 'pt-BR', irregular: true });
    expect(readCode('sr@latin')).toMatchObject({ locale: 'sr-Latn', irregular: true });
    expect(readCode('ca@valencia')).toMatchObject({ locale: 'ca-valencia', irregular: true });
    expect(readCode('de-simple')).toMatchObject({ locale: 'de-simple', irregular: false });
    // Old codes stay themselves: `mo.yml` beside `ro.yml` is two files.
    expect(readCode('mo')).toMatchObject({ locale: 'mo', aliasOf: 'ro' });
    // Shaped like a code, but no language: reported, never read.
    expect(readCode('cn')).toEqual({ unread: '"cn" is not a language code' });
    // A POSIX locale name with a character set (django-cms's cms/locale/zh_CN.GB2312/ beside zh_CN/).
    expect(readCode('zh_CN.GB2312')).toEqual({
      unread: '"zh_CN.GB2312" names a character set (GB2312) after the locale, as POSIX locale names do',
    });
    expect(readCode('de_DE.UTF-8')).toMatchObject({
      unread: expect.stringContaining('character set (UTF-8)'),
    });
    expect(readCode('messages.v2')).toBeUndefined();
    // Not shaped like a code at all.
    expect(readCode('common')).toBeUndefined();
    expect(readCode('DE')).toBeUndefined();
  });

  it('reads Android qualifiers as the resource merger does', () => {
    expect(readAndroidQualifier('pt-rBR')).toMatchObject({ locale: 'pt-BR' });
    expect(readAndroidQualifier('b+sr+Latn')).toMatchObject({ locale: 'sr-Latn' });
    expect(readAndroidQualifier('b+es+419')).toMatchObject({ locale: 'es-419' });
    expect(readAndroidQualifier('night')).toBeUndefined();
    expect(readAndroidQualifier('de-land')).toBeUndefined();
    expect(readAndroidQualifier('v21')).toBeUndefined();
  });
});

describe('discovery', () => {
  it('reads i18next namespaces in several apps as one entry', async () => {
    // apps/web/public/locales/{en,de}/common.json, settings.json
    // packages/emails/locales/{en,de}/emails.json
    // packages/emails/locales/en/new.json       a namespace not translated yet: a source all the same
    const found = await discoverLayouts([
      'apps/web/public/locales/de/common.json',
      'apps/web/public/locales/de/settings.json',
      'apps/web/public/locales/en/common.json',
      'apps/web/public/locales/en/settings.json',
      'package.json',
      'packages/emails/locales/de/emails.json',
      'packages/emails/locales/en/emails.json',
      'packages/emails/locales/en/new.json',
    ]);
    expect(found.files).toEqual([{ source: '**/locales/{locale}/*.json' }]);
    expect(found.sourceLocale).toBe('en');
    expect(found.layouts[0]?.sources).toEqual([
      'apps/web/public/locales/en/common.json',
      'apps/web/public/locales/en/settings.json',
      'packages/emails/locales/en/emails.json',
      'packages/emails/locales/en/new.json',
    ]);
  });

  it('keeps apps apart when a double star would claim the files of another layout', async () => {
    // a/locales/{en,de}/x.json, b/locales/{en,de}/y.json
    // c/locales/en/messages.{en,de}.json   a layout of its own, which **/locales/en/*.json would claim
    const found = await entries([
      'a/locales/de/x.json',
      'a/locales/en/x.json',
      'b/locales/de/y.json',
      'b/locales/en/y.json',
      'c/locales/en/messages.de.json',
      'c/locales/en/messages.en.json',
    ]);
    expect(found).toEqual([
      { source: 'a/locales/{locale}/*.json' },
      { source: 'b/locales/{locale}/*.json' },
      { source: 'c/locales/en/messages.{locale}.json' },
    ]);
  });

  it('reads gettext catalogs beside a template, with the tool’s own spelling', async () => {
    // po/locale/messages.pot, po/locale/{pt_BR,sr@latin}/LC_MESSAGES/messages.po
    const found = await discoverLayouts([
      'app/locale/messages.pot',
      'app/locale/pt_BR/LC_MESSAGES/messages.po',
      'app/locale/sr@latin/LC_MESSAGES/messages.po',
    ]);
    expect(found.files).toEqual([
      {
        source: 'app/locale/*.pot',
        translation: 'app/locale/{locale_}/LC_MESSAGES/{name}.po',
        localeMap: { 'sr-Latn': 'sr@latin' },
      },
    ]);
  });

  it('reads Django apps whose source is the en catalog, one entry for all apps', async () => {
    const apps = ['site', 'site/admin', 'site/contrib/forms'];
    const files = apps.flatMap((app) =>
      ['de', 'en'].flatMap((l) => [
        `${app}/locale/${l}/LC_MESSAGES/django.po`,
        `${app}/locale/${l}/LC_MESSAGES/djangojs.po`,
      ]),
    );
    expect(await entries(files)).toEqual([{ source: 'site/**/locale/{locale_}/LC_MESSAGES/*.po' }]);
  });

  it('stops when a template and the source locale’s catalog could both be the source', async () => {
    const err = await discoverLayouts([
      'locale/django.pot',
      'locale/de/LC_MESSAGES/django.po',
      'locale/en/LC_MESSAGES/django.po',
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AmbiguousLayoutError);
    const message = (err as Error).message;
    expect(message).toContain('locale/django.pot or locale/en/LC_MESSAGES/django.po is the source');
    expect(message).toContain(
      '{"source":"locale/django.pot","translation":"locale/{locale_}/LC_MESSAGES/django.po"}',
    );
    expect(message).toContain('{"source":"locale/{locale_}/LC_MESSAGES/django.po"}');
  });

  it('reads Android resources: values/ is the source, other configurations are not translations', async () => {
    // res/values/strings.xml, colors.xml        colors.xml has no translation: not a source
    // res/values-pt-rBR/strings.xml, res/values-b+sr+Latn/strings.xml
    // res/values-night/colors.xml                another configuration, not a locale
    const found = await discoverLayouts([
      'app/src/main/res/values-b+sr+Latn/strings.xml',
      'app/src/main/res/values-night/colors.xml',
      'app/src/main/res/values-pt-rBR/strings.xml',
      'app/src/main/res/values/colors.xml',
      'app/src/main/res/values/strings.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'app/src/main/res/values/strings.xml',
        translation: 'app/src/main/res/values-{android}/strings.xml',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['pt-BR', 'sr-Latn']);
    expect(found.unmapped).toEqual([]);
  });

  it('reports translations whose source file is not beside them, and leaves them out', async () => {
    const found = await discoverLayouts([
      'm/src/androidMain/res/values-de/strings.xml',
      'm/src/androidMain/res/values/strings.xml',
      'm/src/main/res/values-de/strings.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'm/src/androidMain/res/values/strings.xml',
        translation: 'm/src/androidMain/res/values-{android}/strings.xml',
      },
    ]);
    expect(found.orphans.map((o) => o.path)).toEqual(['m/src/main/res/values-de/strings.xml']);
  });

  it('reads Xcode folders: Base.lproj is the source when the development language has no file', async () => {
    const found = await entries([
      'App/Base.lproj/Localizable.strings',
      'App/Base.lproj/Main.storyboard',
      'App/de.lproj/Localizable.strings',
      'App/zh-Hans.lproj/Localizable.strings',
    ]);
    expect(found).toEqual([
      { source: 'App/Base.lproj/*.strings', translation: 'App/{locale}.lproj/{name}.strings' },
    ]);
  });

  it('reads .stringsdict beside .strings in Xcode folders as a layout of its own', async () => {
    expect(
      await entries([
        'App/de.lproj/Localizable.strings',
        'App/de.lproj/Localizable.stringsdict',
        'App/en.lproj/Localizable.strings',
        'App/en.lproj/Localizable.stringsdict',
      ]),
    ).toEqual([{ source: 'App/{locale}.lproj/*.strings' }, { source: 'App/{locale}.lproj/*.stringsdict' }]);
  });

  it('reads a .ts file as Qt Linguist only when its first bytes say <TS, never TypeScript', async () => {
    const heads: Record<string, string> = {
      'translations/app_de.ts': '<?xml version="1.0" ?><!DOCTYPE TS><TS version="2.1" language="de">',
      'translations/app_en.ts': '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">',
      'src/locales/de.ts': 'export default { hello: "Hallo" };',
      'src/locales/en.ts': 'export default { hello: "Hello" };',
    };
    const files = Object.keys(heads).sort();
    expect(await entries(files, { head: async (file) => heads[file] })).toEqual([
      { source: 'translations/app_{locale_}.ts' },
    ]);
    // Without a way to read the files, no .ts file is taken for Qt Linguist.
    expect(await entries(files)).toEqual([]);
  });

  it('stops when Base.lproj and the development language both have the file', async () => {
    const err = await discoverLayouts([
      'App/Base.lproj/Localizable.strings',
      'App/de.lproj/Localizable.strings',
      'App/en.lproj/Localizable.strings',
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AmbiguousLayoutError);
    expect((err as Error).message).toContain(
      'App/Base.lproj/Localizable.strings or App/en.lproj/Localizable.strings',
    );
  });

  it('reads locale suffixes: Symfony domains, Rails files, Java bundles', async () => {
    expect(
      await entries([
        'translations/messages.de.xlf',
        'translations/messages.en.xlf',
        'translations/validators.de.xlf',
        'translations/validators.en.xlf',
      ]),
    ).toEqual([{ source: 'translations/*.{locale_}.xlf' }]);
    expect(
      await entries([
        'config/locales/de.yml',
        'config/locales/devise.de.yml',
        'config/locales/devise.en.yml',
        'config/locales/en.yml',
      ]),
    ).toEqual([{ source: 'config/locales/devise.{locale}.yml' }, { source: 'config/locales/{locale}.yml' }]);
    expect(
      await entries([
        'src/main/resources/Bundle_en.properties',
        'src/main/resources/Bundle_pt_BR.properties',
      ]),
    ).toEqual([{ source: 'src/main/resources/Bundle_{locale_}.properties' }]);
  });

  it('takes the source language an Angular catalog declares', async () => {
    const found = await discoverLayouts(['src/locale/messages.en.xlf', 'src/locale/messages.xlf'], {
      head: async (file) =>
        file === 'src/locale/messages.xlf' ? '<xliff version="2.0" srcLang="de">' : undefined,
    });
    expect(found.sourceLocale).toBe('de');
    expect(found.files).toEqual([
      { source: 'src/locale/messages.xlf', translation: 'src/locale/messages.{locale}.xlf' },
    ]);
  });

  it("takes Angular's messages.xlf extracted above its translations as their source (paperless-ngx)", async () => {
    // paperless-ngx/paperless-ngx: src-ui/messages.xlf (ng extract-i18n's output, source-language
    // en-US) and src-ui/src/locale/messages.{de_DE,en_GB,…}.xlf, as its crowdin.yml pairs them; beside
    // them the Django catalogs src/locale/<locale>/LC_MESSAGES/django.po with en_US as the source.
    const found = await discoverLayouts(
      [
        'crowdin.yml',
        'src-ui/angular.json',
        'src-ui/messages.xlf',
        'src-ui/src/locale/messages.de_DE.xlf',
        'src-ui/src/locale/messages.en_GB.xlf',
        'src-ui/src/locale/messages.pt_BR.xlf',
        'src/locale/de_DE/LC_MESSAGES/django.po',
        'src/locale/en_GB/LC_MESSAGES/django.po',
        'src/locale/en_US/LC_MESSAGES/django.po',
      ],
      {
        head: async (file) =>
          file === 'src-ui/messages.xlf'
            ? '<?xml version="1.0" encoding="UTF-8" ?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n  <file source-language="en-US" datatype="plaintext" original="ng2.template">'
            : undefined,
      },
    );
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([
      { source: 'src-ui/messages.xlf', translation: 'src-ui/src/locale/messages.{locale_}.xlf' },
      { source: 'src/locale/{locale_}/LC_MESSAGES/*.po' },
    ]);
    expect(found.orphans).toEqual([]);
  });

  it("reports a gettext folder named with a character set (django-cms's zh_CN.GB2312)", async () => {
    // django-cms/django-cms: cms/locale/<locale>/LC_MESSAGES/{django,djangojs}.po, with zh_CN.GB2312
    // beside zh_CN and zh-Hans; it was skipped without a word.
    const files = ['de', 'en', 'zh_CN', 'zh_CN.GB2312', 'zh-Hans'].flatMap((l) =>
      ['django', 'djangojs'].map((d) => `cms/locale/${l}/LC_MESSAGES/${d}.po`),
    );
    const found = await discoverLayouts(files.sort());
    expect(found.files).toEqual([
      { source: 'cms/locale/{locale}/LC_MESSAGES/*.po', localeMap: { 'zh-CN': 'zh_CN' } },
    ]);
    expect(found.unmapped.map((u) => u.path)).toEqual([
      'cms/locale/zh_CN.GB2312/LC_MESSAGES/django.po',
      'cms/locale/zh_CN.GB2312/LC_MESSAGES/djangojs.po',
    ]);
  });

  it('reports codes it cannot map and never merges them into another locale', async () => {
    const found = await discoverLayouts([
      'locales/cn/common.json',
      'locales/de/common.json',
      'locales/en/common.json',
      'locales/zhtw/common.json',
      'rails/locale/en.yml',
      'rails/locale/mo.yml',
      'rails/locale/ro.yml',
    ]);
    expect(found.unmapped).toEqual([
      { path: 'locales/cn/common.json', reason: '"cn" is not a language code' },
      { path: 'locales/zhtw/common.json', reason: '"zhtw" is not a locale code' },
      {
        path: 'rails/locale/mo.yml',
        reason:
          '"mo" is an old code of ro, which has its own file (rails/locale/ro.yml): on the service both would be ro',
        fix: 'to sync it as a locale of its own, take it out of its entry\'s "ignore" and add "localeMap": {"ro-x-mo": "mo"} to the entry, or map it to any code the service keeps apart from ro, such as one with a region',
      },
    ]);
    const rails = found.layouts.find((l) => l.entry.source === 'rails/locale/{locale}.yml');
    expect([...(rails?.translations.keys() ?? [])]).toEqual(['ro']);
  });

  it('reports a language with a name too long for a subtag where the locale is', async () => {
    // A Rails app's config/locales (diaspora's layout):
    // config/locales/
    // ├── diaspora/  en.yml  de.yml  hye.yml  hye-classical.yml
    // └── devise/    devise.en.yml  devise.de.yml  devise.hye-classical.yml
    const found = await discoverLayouts([
      'config/locales/devise/devise.de.yml',
      'config/locales/devise/devise.en.yml',
      'config/locales/devise/devise.hye-classical.yml',
      'config/locales/diaspora/de.yml',
      'config/locales/diaspora/en.yml',
      'config/locales/diaspora/hye-classical.yml',
      'config/locales/diaspora/hye.yml',
    ]);
    expect(found.unmapped).toEqual([
      {
        path: 'config/locales/devise/devise.hye-classical.yml',
        reason: '"hye-classical" is not a locale code',
      },
      { path: 'config/locales/diaspora/hye-classical.yml', reason: '"hye-classical" is not a locale code' },
    ]);
    expect(found.files.map((f) => f.source)).toEqual([
      'config/locales/devise/devise.{locale}.yml',
      'config/locales/diaspora/{locale}.yml',
    ]);
  });

  it('says what the service makes of an old code that stands alone', async () => {
    const found = await discoverLayouts(['i18n/en.json', 'i18n/iw.json']);
    expect(found.aliases).toEqual([
      { path: 'i18n/iw.json', reason: 'iw is an old code of he: the service keeps it as he' },
    ]);
  });

  it('names the spellings the placeholder would not write in localeMap', async () => {
    expect(await entries(['i18n/de.json', 'i18n/en.json', 'i18n/pt-br.json'])).toEqual([
      { source: 'i18n/{locale}.json', localeMap: { 'pt-BR': 'pt-br' } },
    ]);
  });

  it('takes the only English locale as the source, and stops when there are two', async () => {
    const found = await discoverLayouts([
      'shared/locales/de_DE/translation.json',
      'shared/locales/en_US/translation.json',
    ]);
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([{ source: 'shared/locales/{locale_}/*.json' }]);
    const err = await discoverLayouts(['i18n/de.json', 'i18n/en-AU.json', 'i18n/en-GB.json']).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AmbiguousLayoutError);
    expect((err as Error).message).toBe(
      'the source locale could be en-AU or en-GB: each has files and none is "en" or "en-US"; set "sourceLocale" in .locale/config.json (e.g. {"sourceLocale": "en-AU"})',
    );
  });

  it("spells the locale of JSON named alone in a translations/ folder with a hyphen (Home Assistant), Symfony's with _", async () => {
    // home-assistant/frontend: src/translations/en.json (its pt-BR.json, zh-Hans.json are downloaded)
    // beside translationMetadata.json; Symfony's translations/messages.en.yaml takes pt_BR.
    expect(await entries(['src/translations/en.json', 'src/translations/translationMetadata.json'])).toEqual([
      { source: 'src/translations/{locale}.json' },
    ]);
    expect(await entries(['translations/messages.de.yaml', 'translations/messages.en.yaml'])).toEqual([
      { source: 'translations/messages.{locale_}.yaml' },
    ]);
  });

  it("reads WordPress's languages/<domain>-<locale>.po beside <domain>.pot, and a lone template", async () => {
    // quaderno/quaderno-woocommerce: languages/woocommerce.pot beside woocommerce-{de_DE,es_ES,fr_FR}.po
    // and their compiled .mo files, which are no source.
    const found = await discoverLayouts([
      'composer.json',
      'languages/woocommerce-de_DE.mo',
      'languages/woocommerce-de_DE.po',
      'languages/woocommerce-es_ES.mo',
      'languages/woocommerce-es_ES.po',
      'languages/woocommerce-fr_FR.mo',
      'languages/woocommerce-fr_FR.po',
      'languages/woocommerce.mo',
      'languages/woocommerce.pot',
    ]);
    expect(found.files).toEqual([
      { source: 'languages/woocommerce.pot', translation: 'languages/woocommerce-{locale_}.po' },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'es-ES', 'fr-FR']);
    // wp-statistics/wp-statistics: languages/wp-statistics.pot and no translation yet; GNU's po/ alike.
    expect(await entries(['languages/wp-statistics.pot', 'package.json'])).toEqual([
      { source: 'languages/wp-statistics.pot', translation: 'languages/wp-statistics-{locale_}.po' },
    ]);
    expect(await entries(['po/gnome-calculator.pot'])).toEqual([
      { source: 'po/gnome-calculator.pot', translation: 'po/{locale_}.po' },
    ]);
    // gettext's runtime folder: `locale/<domain>.pot` alone (sphinx-doc/sphinx's `sphinx/locale/`
    // before its first catalog) has its catalogs in `locale/<locale>/LC_MESSAGES/<domain>.po`.
    expect(await entries(['sphinx/locale/sphinx.pot', 'sphinx/locale/__init__.py'])).toEqual([
      {
        source: 'sphinx/locale/sphinx.pot',
        translation: 'sphinx/locale/{locale_}/LC_MESSAGES/sphinx.po',
      },
    ]);
    // A template elsewhere says too little about where its catalogs go (Joplin's `locales/` holds
    // `<locale>.po`).
    expect(await entries(['packages/tools/locales/joplin.pot'])).toEqual([]);
  });

  it('reads the locale before the rest of a name (Rocket.Chat, Meteor tap-i18n)', async () => {
    // RocketChat/Rocket.Chat: packages/i18n/src/locales/<locale>.i18n.json, 69 locales with
    // `pt-BR`, `zh-HK`, `de-AT`, and a spec beside; discovery found nothing.
    const found = await discoverLayouts([
      'packages/i18n/src/locales/de-AT.i18n.json',
      'packages/i18n/src/locales/de.i18n.json',
      'packages/i18n/src/locales/en.i18n.json',
      'packages/i18n/src/locales/locales.spec.ts',
      'packages/i18n/src/locales/pt-BR.i18n.json',
    ]);
    expect(found.files).toEqual([{ source: 'packages/i18n/src/locales/{locale}.i18n.json' }]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'de-AT', 'pt-BR']);
  });

  it('reads the locale after "-" in any format, as "_" is read', async () => {
    // syncthing/syncthing: gui/default/assets/lang/lang-<locale>.json (Weblate's file mask
    // `lang-*.json`), `pt-BR`, `zh-TW` and `ca@valencia` among them, with scripts beside.
    const found = await discoverLayouts([
      'gui/default/assets/lang/lang-ca@valencia.json',
      'gui/default/assets/lang/lang-de.json',
      'gui/default/assets/lang/lang-en.json',
      'gui/default/assets/lang/lang-pt-BR.json',
      'gui/default/assets/lang/lang-zh-TW.json',
      'gui/default/assets/lang/prettyprint.js',
      'gui/default/assets/lang/valid-langs.js',
    ]);
    expect(found.files).toEqual([
      {
        source: 'gui/default/assets/lang/lang-{locale}.json',
        localeMap: { 'ca-valencia': 'ca@valencia' },
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'ca-valencia',
      'de',
      'pt-BR',
      'zh-TW',
    ]);
    expect(await entries(['web/app-de.json', 'web/app-en.json'])).toEqual([
      { source: 'web/app-{locale}.json' },
    ]);
    // A name that is a code as a whole is named for it: `pt-br.json` is no file `pt-` of Breton, and
    // `de-de.json` beside `de-ch.json` no two files `de-` of German and Chamorro.
    expect(await entries(['lang/en.json', 'lang/pt-br.json', 'lang/de-de.json', 'lang/de-ch.json'])).toEqual([
      { source: 'lang/{locale}.json', localeMap: { 'de-CH': 'de-ch', 'de-DE': 'de-de', 'pt-BR': 'pt-br' } },
    ]);
  });

  it('takes en-US as the source among several English locales, saying so and how to choose another', async () => {
    // AppFlowy: frontend/resources/translations/{en-US,en-GB,de-DE}.json (easy_localization)
    const appflowy = await discoverLayouts([
      'frontend/resources/translations/de-DE.json',
      'frontend/resources/translations/en-GB.json',
      'frontend/resources/translations/en-US.json',
    ]);
    expect(appflowy.sourceLocale).toBe('en-US');
    expect(appflowy.sourceLocaleReason).toBe('chosen among en-GB and en-US');
    expect(appflowy.sourceLocaleNotice).toBe(
      'source locale en-US: en-GB and en-US have files and none is "en", so en-US is taken as the source (as Mozilla\'s, Apple\'s and Microsoft\'s tools take it); if another is, set "sourceLocale" in .locale/config.json (or the source-locale input, --source-locale)',
    );
    expect(appflowy.files).toEqual([{ source: 'frontend/resources/translations/{locale}.json' }]);
    expect(appflowy.layouts[0]?.sources).toEqual(['frontend/resources/translations/en-US.json']);
    expect([...(appflowy.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'en-GB']);
    // The Firefox Profiler: locales/{en-US,en-GB,en-CA,de}/app.ftl (Fluent, Pontoon)
    const profiler = await discoverLayouts([
      'locales/de/app.ftl',
      'locales/en-CA/app.ftl',
      'locales/en-GB/app.ftl',
      'locales/en-US/app.ftl',
    ]);
    expect(profiler.sourceLocale).toBe('en-US');
    expect(profiler.files).toEqual([{ source: 'locales/{locale}/*.ftl' }]);
    expect(profiler.layouts[0]?.sources).toEqual(['locales/en-US/app.ftl']);
    expect([...(profiler.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'en-CA', 'en-GB']);
    expect(profiler.orphans).toEqual([]);
  });

  it('lets a source locale that is set win over en-US among several English locales', async () => {
    const files = ['locales/de/app.ftl', 'locales/en-GB/app.ftl', 'locales/en-US/app.ftl'];
    const found = await discoverLayouts(files, { sourceLocale: 'en-GB' });
    expect(found.sourceLocale).toBe('en-GB');
    expect(found.sourceLocaleNotice).toBeUndefined();
    expect(found.layouts[0]?.sources).toEqual(['locales/en-GB/app.ftl']);
    // With plain en beside them, en is the source, as before: no choice to announce.
    const withEn = await discoverLayouts([...files, 'locales/en/app.ftl']);
    expect(withEn.sourceLocale).toBe('en');
    expect(withEn.sourceLocaleNotice).toBeUndefined();
  });

  it('uses the source locale it is given', async () => {
    const found = await discoverLayouts(['i18n/de.json', 'i18n/en-GB.json', 'i18n/en-US.json'], {
      sourceLocale: 'en-US',
    });
    expect(found.files).toEqual([{ source: 'i18n/{locale}.json' }]);
  });

  it('pairs the source locale with the one folder that spells it more precisely (en ↔ en-US)', async () => {
    // Fluent trees (Ruffle) keep the source under en-US/ while the project says en.
    const files = [
      'core/texts/de-DE/menu.ftl',
      'core/texts/en-US/menu.ftl',
      'desktop/texts/de-DE/menu.ftl',
      'desktop/texts/de-DE/dialogs.ftl',
      'desktop/texts/en-US/menu.ftl',
      'desktop/texts/en-US/dialogs.ftl',
      'i18n/messages.de.xlf',
      'i18n/messages.en-US.xlf',
      'i18n/validators.de.xlf',
      'i18n/validators.en-US.xlf',
    ];
    const found = await discoverLayouts(files, { sourceLocale: 'en' });
    expect(found.files).toEqual([
      { source: '**/texts/{locale}/*.ftl', localeMap: { en: 'en-US' } },
      { source: 'i18n/*.{locale}.xlf', localeMap: { en: 'en-US' } },
    ]);
    expect(found.layouts.map((l) => [l.sources, [...l.translations.keys()]])).toEqual([
      [
        ['core/texts/en-US/menu.ftl', 'desktop/texts/en-US/dialogs.ftl', 'desktop/texts/en-US/menu.ftl'],
        ['de-DE'],
      ],
      [['i18n/messages.en-US.xlf', 'i18n/validators.en-US.xlf'], ['de']],
    ]);
    expect(found.orphans).toEqual([]);
  });

  it('keeps reading the discovery folders as before: locales/en-US.json stays en-US', async () => {
    const found = await discoverLayouts(['locales/de.json', 'locales/en-US.json'], { sourceLocale: 'en' });
    expect(found.legacy).toBe(true);
    expect(found.files).toEqual([{ source: 'locales/{locale}.json' }]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'en-US']);
  });

  it('names the localeMap of each spelling when two folders spell the source locale more precisely', async () => {
    const found = await discoverLayouts(
      ['texts/de/menu.ftl', 'texts/en-GB/menu.ftl', 'texts/en-US/menu.ftl'],
      { sourceLocale: 'en' },
    );
    expect(found.files).toEqual([]);
    expect(found.orphans).toEqual([
      {
        path: 'texts/{locale}/menu.ftl',
        reason:
          'no source file of en, and en-GB and en-US both spell it; name the source\'s spelling in the entry\'s "localeMap" ({"en": "en-GB"} or {"en": "en-US"}), or set "sourceLocale" to one of them',
      },
    ]);
  });

  it('keeps the discovery folders as before: a lone locales/en.json is found', async () => {
    const found = await discoverLayouts(['locales/en.json']);
    expect(found.legacy).toBe(true);
    expect(found.files).toEqual([{ source: 'locales/{locale}.json' }]);
  });

  it('finds a source locale folder in a discovery folder before any translation exists', async () => {
    // locales/en/{common,home}.json: i18next's layout in a new project, only the source so far
    const found = await discoverLayouts(['locales/en/common.json', 'locales/en/home.json']);
    expect(found.legacy).toBe(false);
    expect(found.files).toEqual([{ source: 'locales/{locale}/*.json' }]);
    expect(found.layouts[0]?.sources).toEqual(['locales/en/common.json', 'locales/en/home.json']);
    // gettext's folders too, and outputDir counts as a discovery folder
    expect(await entries(['src/i18n/en/LC_MESSAGES/django.po'])).toEqual([
      { source: 'src/i18n/{locale_}/LC_MESSAGES/*.po' },
    ]);
    expect(await entries(['web/strings/en/app.yml'], { outputDir: 'web/strings' })).toEqual([
      { source: 'web/strings/{locale}/*.yml' },
    ]);
    // next-i18next's public/locales/, and any folder named for locales
    expect(await entries(['public/locales/en/common.json'])).toEqual([
      { source: 'public/locales/{locale}/*.json' },
    ]);
    expect(await entries(['app/lang/en/auth.php'])).toEqual([{ source: 'app/lang/{locale_}/*.php' }]);
  });

  it('finds a lone source file named for its locale in a folder named for locales', async () => {
    // Real layouts before (or without) their translations in the repository:
    // l10n/en_GB.json                                   nextcloud/notes (Transifex adds the rest)
    // translations/messages+intl-icu.en.xlf             symfony/demo
    // config/locales/en.yml, config/locales/devise.en.yml   a Rails app (mastodon's shape)
    // lib/l10n/app_en.arb                               Flutter's gen-l10n default
    expect(await entries(['l10n/en_GB.json'], { sourceLocale: 'en-GB' })).toEqual([
      { source: 'l10n/{locale_}.json' },
    ]);
    expect(
      await entries(['translations/messages+intl-icu.en.xlf', 'translations/validators+intl-icu.en.xlf']),
    ).toEqual([{ source: 'translations/*.{locale_}.xlf' }]);
    expect(await entries(['config/locales/devise.en.yml', 'config/locales/en.yml'])).toEqual([
      { source: 'config/locales/devise.{locale}.yml' },
      { source: 'config/locales/{locale}.yml' },
    ]);
    expect(await entries(['lib/l10n/app_en.arb'])).toEqual([{ source: 'lib/l10n/app_{locale_}.arb' }]);
    // A translation alone there is reported, never read as a source.
    const found = await discoverLayouts(['config/locales/de.yml']);
    expect(found.files).toEqual([]);
    expect(found.orphans).toEqual([
      { path: 'config/locales/de.yml', reason: expect.stringContaining('no source file of en') },
    ]);
    // Elsewhere one file proves nothing: `data/en.json` or `docs/intro.en.md` may be anything.
    expect(await entries(['data/en.json'])).toEqual([]);
    expect(await entries(['web/strings/en.yml'])).toEqual([]);
  });

  it("reads a VS Code extension's English package.nls.json and l10n/bundle.l10n.json as the source", async () => {
    // James-Yu/LaTeX-Workshop: package.nls.json beside package.nls.{de,pt-br,zh-cn}.json (vscode-nls);
    // @vscode/l10n's l10n/bundle.l10n.json beside l10n/bundle.l10n.de.json
    const found = await discoverLayouts([
      'l10n/bundle.l10n.de.json',
      'l10n/bundle.l10n.json',
      'package.json',
      'package.nls.de.json',
      'package.nls.json',
      'package.nls.pt-br.json',
      'package.nls.zh-cn.json',
    ]);
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([
      { source: 'l10n/bundle.l10n.json', translation: 'l10n/bundle.l10n.{locale}.json' },
      {
        source: 'package.nls.json',
        translation: 'package.nls.{locale}.json',
        localeMap: { 'pt-BR': 'pt-br', 'zh-CN': 'zh-cn' },
      },
    ]);
    // Any other JSON named with a locale stays a file per locale, its source the en file.
    expect(await entries(['app/messages.de.json', 'app/messages.en.json', 'app/messages.json'])).toEqual([
      { source: 'app/messages.{locale}.json' },
    ]);
  });

  it('leaves out JSON files whose root is a list, and keeps them out of the wildcard entry', async () => {
    // Laravel-Lang/lang: locales/<locale>/{json,php}.json beside _excludes.json, a list of the keys
    // a locale leaves untranslated (["CSV (.csv)", "Excel (.xlsx)"]), which no reader takes as texts.
    const head = async (file: string) =>
      file.endsWith('_excludes.json') ? '[\n    "CSV (.csv)",\n' : '{\n    "Accept": "Accept",\n';
    const found = await discoverLayouts(
      [
        'locales/de/_excludes.json',
        'locales/de/json.json',
        'locales/de/php.json',
        'locales/en/_excludes.json',
        'locales/en/json.json',
        'locales/en/php.json',
      ],
      { head },
    );
    expect(found.files).toEqual([
      { source: 'locales/{locale}/*.json', ignore: ['locales/*/_excludes.json'] },
    ]);
    expect(found.layouts[0]?.sources).toEqual(['locales/en/json.json', 'locales/en/php.json']);
    expect(found.unread).toEqual([
      { path: 'locales/*/_excludes.json', reason: 'JSON lists at their root, not keys to texts' },
    ]);
  });

  it("reads Transifex's structured JSON in its own format, never as JSON (whose contexts would be sent as texts)", async () => {
    // saleor/saleor-dashboard: locale/<locale>.json (de, es_CO, pt-BR, zh-Hans) beside
    // locale/defaultMessages.json, each {"<id>": {"context": "…", "string": "…"}} (first bytes as in the
    // repository); package.json beside them is no translation file.
    const heads = new Map([
      ['locale/de.json', '{"PRXpBm":{"context":"dialog header","string":"Bestellung abbrechen"},"ll2dE6":{'],
      ['locale/es_CO.json', '{"PRXpBm":{"string":"Cancelar pedido"},"ll2dE6":{'],
      [
        'locale/pt-BR.json',
        '{\n  "++8ZWj": {\n    "context": "Transaction event status - requested",\n    "string": "Solicitado"\n  },',
      ],
      [
        'locale/zh-Hans.json',
        '{"+23eZr":{"context":"bulk publish confirm single stock quantity","string":"每个变体 {quantity} 单位"}',
      ],
    ]);
    const found = await discoverLayouts([...heads.keys(), 'locale/defaultMessages.json', 'package.json'], {
      head: async (file) => heads.get(file),
    });
    // Saleor's source, defaultMessages.json, is named by its .tx/config, not by a locale: the layout
    // is left out for want of a source, and its files entry names it (docs/actions.md).
    expect(found.files).toEqual([]);
    expect(found.unread).toEqual([]);
    expect(found.orphans.map((o) => o.path)).toEqual(['locale/{locale}.json']);
    // With the source locale's own file beside them, the entry names the format.
    const withEnglish = new Map([
      ...heads,
      ['locale/en.json', '{"PRXpBm":{"context":"dialog header","string":"Cancel order"}}'],
    ]);
    expect(await entries([...withEnglish.keys()], { head: async (file) => withEnglish.get(file) })).toEqual([
      { source: 'locale/{locale}.json', format: 'structured-json', localeMap: { 'es-CO': 'es_CO' } },
    ]);
    // Nested JSON whose first namespace holds a "string" key among others is read as JSON.
    const nested = async () => '{\n  "types": {\n    "string": "Text",\n    "number": "Number"\n  }\n}\n';
    expect(await entries(['locales/de.json', 'locales/en.json'], { head: nested })).toEqual([
      { source: 'locales/{locale}.json' },
    ]);
  });

  it("leaves out vue-i18n's date-time formats kept per locale, and Mealie's seed lists (Mealie)", async () => {
    // mealie-recipes/mealie: frontend/lang/{messages,dateTimeFormats}/<locale>.json; the seed data's
    // labels/locales/<locale>.json are lists ([{"name": "Produce"}]), its units objects of texts.
    const heads = new Map([
      [
        'mealie/repos/seed/resources/labels/locales/de-DE.json',
        '[\n    {\n        "name": "Obst & Gemüse"\n    },',
      ],
      [
        'mealie/repos/seed/resources/labels/locales/en-US.json',
        '[\n    {\n        "name": "Produce"\n    },',
      ],
    ]);
    const found = await discoverLayouts(
      [
        'frontend/lang/dateTimeFormats/de-DE.json',
        'frontend/lang/dateTimeFormats/en-US.json',
        'frontend/lang/messages/de-DE.json',
        'frontend/lang/messages/en-US.json',
        'mealie/repos/seed/resources/labels/locales/de-DE.json',
        'mealie/repos/seed/resources/labels/locales/en-US.json',
        'mealie/repos/seed/resources/units/locales/de-DE.json',
        'mealie/repos/seed/resources/units/locales/en-US.json',
      ],
      { head: async (file) => heads.get(file) ?? '{\n    "teaspoon": {' },
    );
    expect(found.files).toEqual([
      { source: 'frontend/lang/messages/{locale}.json' },
      {
        source: 'mealie/repos/seed/resources/units/locales/{locale}.json',
      },
    ]);
    expect(found.unread).toEqual([
      {
        path: 'frontend/lang/dateTimeFormats/*.json',
        reason: expect.stringContaining("vue-i18n's date-time"),
      },
      {
        path: 'mealie/repos/seed/resources/labels/locales/*.json',
        reason: 'JSON lists at their root, not keys to texts',
      },
    ]);
  });

  it('reports a lone translation folder in a discovery folder, and still ignores one elsewhere', async () => {
    const found = await discoverLayouts(['locales/de/common.json']);
    expect(found.files).toEqual([]);
    expect(found.orphans).toEqual([
      { path: 'locales/de/common.json', reason: expect.stringContaining('no source file of en') },
    ]);
    // Elsewhere one folder proves nothing: `docs/en/` or `data/en/` may be anything.
    expect(await entries(['docs/en/index.json'])).toEqual([]);
    expect(await entries(['web/strings/en/app.yml'])).toEqual([]);
  });

  it('keeps reading the discovery folders as before when they have files, and describes the rest too', async () => {
    // locales/{en,de}.json            read as before, without a config
    // android/res/values[-de]/strings.xml
    const found = await discoverLayouts([
      'android/res/values-de/strings.xml',
      'android/res/values/strings.xml',
      'locales/de.json',
      'locales/en.json',
    ]);
    expect(found.legacy).toBe(true);
    expect(found.layouts.map((l) => [l.entry.source, l.legacy])).toEqual([
      ['android/res/values/strings.xml', false],
      ['locales/{locale}.json', true],
    ]);
  });

  it('reads .csv files per locale as csv (Magento 2: "phrase","translation" rows)', async () => {
    const found = await discoverLayouts(['i18n/de.csv', 'i18n/en.csv']);
    expect(found.files).toEqual([{ source: 'i18n/{locale}.csv' }]);
    expect(found.unread).toEqual([]);
  });

  it('finds each String Catalog as an entry of its own, its source language as it declares it', async () => {
    // App/Localizable.xcstrings      "sourceLanguage" : "de"
    // Widget/Widget.xcstrings        "sourceLanguage" : "de"
    // App/de.lproj/InfoPlist.strings, App/fr.lproj/InfoPlist.strings
    const head = async (file: string) =>
      file.endsWith('.xcstrings') ? '{\n  "sourceLanguage" : "de",\n  "strings" : {' : undefined;
    const found = await discoverLayouts(
      [
        'App/Localizable.xcstrings',
        'App/de.lproj/InfoPlist.strings',
        'App/fr.lproj/InfoPlist.strings',
        'Widget/Widget.xcstrings',
      ],
      { head },
    );
    expect(found.sourceLocale).toBe('de');
    expect(found.sourceLocaleReason).toBe('declared by App/Localizable.xcstrings');
    expect(found.files).toEqual([
      { source: 'App/Localizable.xcstrings' },
      { source: 'App/{locale}.lproj/*.strings' },
      { source: 'Widget/Widget.xcstrings' },
    ]);
    expect(found.layouts.filter((l) => l.multiLocale).map((l) => [l.kind, l.sources])).toEqual([
      ['every locale in one file', ['App/Localizable.xcstrings']],
      ['every locale in one file', ['Widget/Widget.xcstrings']],
    ]);
    expect(found.unread).toEqual([]);
  });
});

describe('codes for no one language', () => {
  it('never reads mul, und, zxx or mis as a locale, and still reads a String Catalog in mul.lproj/', async () => {
    for (const code of ['mul', 'und', 'zxx', 'mis']) expect(readCode(code)).toBeUndefined();
    // NetNewsWire: Shared/Resources/mul.lproj/Localizable.xcstrings ("sourceLanguage" : "en") beside
    // Mac/Resources/{en,de}.lproj/Main.strings
    const head = async (file: string) =>
      file.endsWith('.xcstrings') ? '{\n  "sourceLanguage" : "en",\n  "strings" : {' : undefined;
    const found = await discoverLayouts(
      [
        'Mac/Resources/de.lproj/Main.strings',
        'Mac/Resources/en.lproj/Main.strings',
        'Mac/Resources/mul.lproj/InfoPlist.strings',
        'Shared/Resources/mul.lproj/Localizable.xcstrings',
      ],
      { head },
    );
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([
      { source: 'Mac/Resources/{locale}.lproj/*.strings' },
      { source: 'Shared/Resources/mul.lproj/Localizable.xcstrings' },
    ]);
    expect(found.layouts.map((l) => [...l.translations.keys()].sort())).toEqual([['de'], []]);
    expect(found.unmapped).toEqual([]);
  });
});

describe('the repository walk', () => {
  it('skips hidden folders, dependencies, build output and test fixtures', async () => {
    // repo/
    //   locales/en.json, locales/de.json
    //   node_modules/pkg/locales/en.json, build/locales/de.json, test/fixtures/locales/fr.json
    //   .git/locales/en.json
    //   macosx/Sparkle.framework/Resources/de.lproj/Sparkle.strings   a built framework (Transmission)
    const root = await makeTree({
      'locales/en.json': '{}',
      'locales/de.json': '{}',
      'node_modules/pkg/locales/en.json': '{}',
      'build/locales/de.json': '{}',
      'test/fixtures/locales/fr.json': '{}',
      '.git/locales/en.json': '{}',
      'macosx/Sparkle.framework/Resources/de.lproj/Sparkle.strings': '"a" = "b";\n',
    });
    try {
      const walked = await listRepositoryFiles(root);
      expect(walked.files).toEqual(['locales/de.json', 'locales/en.json']);
      expect(walked.skipped).toEqual(['build', 'macosx/Sparkle.framework', 'node_modules', 'test']);
    } finally {
      await removeTree(root);
    }
  });
});

describe('discovery of Android’s old codes', () => {
  it('reads values-iw as Hebrew, as Android does, keeping the folder name in localeMap', async () => {
    const found = await discoverLayouts([
      'res/values-de/strings.xml',
      'res/values-iw/strings.xml',
      'res/values/strings.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'res/values/strings.xml',
        translation: 'res/values-{android}/strings.xml',
        localeMap: { he: 'iw' },
      },
    ]);
  });

  it('reads three-letter languages in the classic form (values-fil, values-ast), as aapt2 does', async () => {
    // ui/i18n/src/main/res/values/strings.xml
    // ui/i18n/src/main/res/values-ast/strings.xml      Asturian
    // ui/i18n/src/main/res/values-fil/strings.xml      Filipino
    // ui/i18n/src/main/res/values-kn-rIN/strings.xml
    const found = await discoverLayouts([
      'ui/i18n/src/main/res/values-ast/strings.xml',
      'ui/i18n/src/main/res/values-fil/strings.xml',
      'ui/i18n/src/main/res/values-kn-rIN/strings.xml',
      'ui/i18n/src/main/res/values/strings.xml',
    ]);
    expect(found.files).toEqual([
      {
        source: 'ui/i18n/src/main/res/values/strings.xml',
        translation: 'ui/i18n/src/main/res/values-{android}/strings.xml',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['ast', 'fil', 'kn-IN']);
    expect(found.unread).toEqual([]);
  });
});

describe('discovery of old codes beside their successors', () => {
  it("puts an old code left out beside its successor in the entry's ignore, so push and pull leave it out too", async () => {
    // lib/l10n/intl_en.arb          the template (l10n.yaml)
    // lib/l10n/intl_fil.arb         Filipino
    // lib/l10n/intl_tl.arb          Tagalog, the old code of fil: both would be fil on the service
    // lib/l10n/intl_pt_BR.arb
    const found = await discoverLayouts([
      'lib/l10n/intl_en.arb',
      'lib/l10n/intl_fil.arb',
      'lib/l10n/intl_pt_BR.arb',
      'lib/l10n/intl_tl.arb',
    ]);
    expect(found.files).toEqual([
      { source: 'lib/l10n/intl_{locale_}.arb', ignore: ['lib/l10n/intl_tl.arb'] },
    ]);
    expect(found.unmapped.map((u) => u.path)).toEqual(['lib/l10n/intl_tl.arb']);
  });
});

describe('the source locale beside a locale-less source', () => {
  it('reads a regional English beside values/ as a translation, the source locale staying en', async () => {
    // library/ui-strings/src/main/res/values/strings.xml          the default resources: the source
    // library/ui-strings/src/main/res/values-en-rGB/strings.xml   British English, a translation
    // library/ui-strings/src/main/res/values-de/strings.xml
    // library/ui-strings/src/main/res/values-enm/strings.xml      Middle English, not English
    const found = await discoverLayouts([
      'library/ui-strings/src/main/res/values-de/strings.xml',
      'library/ui-strings/src/main/res/values-en-rGB/strings.xml',
      'library/ui-strings/src/main/res/values-enm/strings.xml',
      'library/ui-strings/src/main/res/values/strings.xml',
    ]);
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([
      {
        source: 'library/ui-strings/src/main/res/values/strings.xml',
        translation: 'library/ui-strings/src/main/res/values-{android}/strings.xml',
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de', 'en-GB', 'enm']);
  });

  it("never takes an Android folder's English as the source, even with no values/ beside it (Thunderbird)", async () => {
    // thunderbird/thunderbird-android@a59bd679: the reader's strings moved to src/androidMain/res/,
    // and a stale src/main/res/ kept its translations without the default values/ folder.
    // app-k9mail/src/main/res/values/strings.xml                          the source
    // app-k9mail/src/main/res/values-{de,en-rGB}/strings.xml
    // feature/mail/message/reader/api/src/androidMain/res/values/strings.xml
    // feature/mail/message/reader/api/src/androidMain/res/values-{de,en-rGB}/strings.xml
    // feature/mail/message/reader/api/src/main/res/values-{de,en-rGB}/strings.xml   no values/
    const found = await discoverLayouts([
      'app-k9mail/src/main/res/values-de/strings.xml',
      'app-k9mail/src/main/res/values-en-rGB/strings.xml',
      'app-k9mail/src/main/res/values/strings.xml',
      'feature/mail/message/reader/api/src/androidMain/res/values-de/strings.xml',
      'feature/mail/message/reader/api/src/androidMain/res/values-en-rGB/strings.xml',
      'feature/mail/message/reader/api/src/androidMain/res/values/strings.xml',
      'feature/mail/message/reader/api/src/main/res/values-de/strings.xml',
      'feature/mail/message/reader/api/src/main/res/values-en-rGB/strings.xml',
    ]);
    expect(found.sourceLocale).toBe('en');
    expect(found.files).toEqual([
      { source: '**/res/values/strings.xml', translation: '{path}/res/values-{android}/strings.xml' },
    ]);
    expect(found.orphans).toEqual([
      {
        path: 'feature/mail/message/reader/api/src/main/res/values-{android}/strings.xml',
        reason: '2 translations (de, en-GB) with no source file of en beside them',
      },
    ]);
  });

  it('still takes the only regional English as the source when no locale-less source is beside it', async () => {
    // locales/en-US.json, locales/de.json
    const found = await discoverLayouts(['locales/de.json', 'locales/en-US.json']);
    expect(found.sourceLocale).toBe('en-US');
  });
});
