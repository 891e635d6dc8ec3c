import { describe, expect, it } from 'vitest';
import { discoverLayouts } from '../src/repository/discover.ts';

// Discovery over the path layouts of real web and backend projects (each list is a part of the
// project's real tree at the commit named).

describe('discovery of web layouts', () => {
  it("makes Matomo's plugins one entry, those without translations yet and those spelling pt-br alike", async () => {
    // matomo-org/matomo@f09912cb: 57 plugins' lang/ hold `pt-br.json`, `zh-tw.json` and `tl.json`;
    // ExampleTracker's, ExampleUI's and ExampleVue's hold `en.json` alone. Before, the plugins were
    // 60 entries, as the two groups' `localeMap`s differed and each `**` would have read the other's.
    const files = [
      'lang/de.json',
      'lang/en.json',
      'lang/pt-br.json',
      'plugins/Actions/lang/de.json',
      'plugins/Actions/lang/en.json',
      'plugins/Actions/lang/pt-br.json',
      'plugins/Actions/lang/tl.json',
      'plugins/ExampleUI/lang/en.json',
      'plugins/ExampleVue/lang/en.json',
      'plugins/Goals/lang/de.json',
      'plugins/Goals/lang/en.json',
      'plugins/Goals/lang/pt-br.json',
      'plugins/Goals/lang/tl.json',
    ];
    const found = await discoverLayouts(files);
    const localeMap = { 'pt-BR': 'pt-br', fil: 'tl' };
    expect(found.files).toEqual([
      { source: 'lang/{locale}.json', localeMap: { 'pt-BR': 'pt-br' } },
      { source: 'plugins/**/lang/{locale}.json', localeMap },
    ]);
    // A plugin whose own file spells a locale otherwise (`pt-BR.json`) cannot share that `localeMap`:
    // the entries stay one per plugin, as before.
    const other = await discoverLayouts([
      ...files,
      'plugins/Other/lang/en.json',
      'plugins/Other/lang/pt-BR.json',
    ]);
    expect(other.files).toContainEqual({ source: 'plugins/Other/lang/{locale}.json' });
    expect(other.files.map((f) => f.source)).not.toContain('plugins/**/lang/{locale}.json');
  });

  it("takes an Odoo module's <module>.pot as its catalogs' source beside a left-over template (OCA server-tools)", async () => {
    // OCA/server-tools@935789fe: Odoo's export writes `<module>/i18n/<module>.pot`; two modules keep
    // a second .pot (one from before a rename, one copied under a locale's name), and each left its
    // catalogs with no source and the push without them, saying to generate a template that exists.
    const files = [
      'auditlog/i18n/auditlog.pot',
      'auditlog/i18n/de.po',
      'auditlog/i18n/sr@latin.po',
      'autovacuum_message_attachment/i18n/autovacuum_mail_message.pot',
      'autovacuum_message_attachment/i18n/autovacuum_message_attachment.pot',
      'autovacuum_message_attachment/i18n/ca.po',
      'autovacuum_message_attachment/i18n/es_AR.po',
      'base_partition/i18n/base_partition.pot',
      'base_partition/i18n/es.po',
      'base_partition/i18n/fr_BE.pot',
      'base_partition/i18n/it.po',
    ];
    const found = await discoverLayouts(files);
    expect(found.files).toEqual([
      {
        source: 'auditlog/i18n/auditlog.pot',
        translation: 'auditlog/i18n/{locale_}.po',
        localeMap: { 'sr-Latn': 'sr@latin' },
      },
      {
        source: 'autovacuum_message_attachment/i18n/autovacuum_message_attachment.pot',
        translation: 'autovacuum_message_attachment/i18n/{locale_}.po',
      },
      { source: 'base_partition/i18n/base_partition.pot', translation: 'base_partition/i18n/{locale_}.po' },
    ]);
    expect(found.orphans.map((o) => o.path)).toEqual([
      'autovacuum_message_attachment/i18n/autovacuum_mail_message.pot',
      'base_partition/i18n/fr_BE.pot',
    ]);
    expect(found.orphans[0]?.reason).toContain(
      "a second gettext template in autovacuum_message_attachment/i18n/; the catalogs' source is autovacuum_message_attachment.pot",
    );
  });

  it('names the templates to choose from when none of several is named for its module', async () => {
    // The same folder after a rename of the module folder itself: neither template is the module's.
    const found = await discoverLayouts([
      'mail_cleanup/i18n/autovacuum_mail_message.pot',
      'mail_cleanup/i18n/autovacuum_message_attachment.pot',
      'mail_cleanup/i18n/ca.po',
      'mail_cleanup/i18n/es.po',
    ]);
    expect(found.files).toEqual([]);
    expect(found.orphans).toHaveLength(1);
    expect(found.orphans[0]?.path).toBe('mail_cleanup/i18n/{locale_}.po');
    expect(found.orphans[0]?.reason).toContain(
      'the folder has 2 gettext templates (autovacuum_mail_message.pot, autovacuum_message_attachment.pot) and none is named for its module',
    );
    expect(found.orphans[0]?.reason).not.toContain('generate it');
  });

  it('still takes neither of two templates of a GNU po/ folder', async () => {
    const found = await discoverLayouts(['po/app.pot', 'po/app-docs.pot', 'po/de.po', 'po/fr.po']);
    expect(found.files).toEqual([]);
    expect(found.orphans.map((o) => o.path)).toEqual(['po/{locale_}.po']);
  });

  it("finds Magento's i18n/<locale>.csv per module, en_US the source, read as csv", async () => {
    // magento/magento2: app/code/<Vendor>/<Module>/i18n/<locale>.csv ("source","translation" rows)
    // and the theme's app/design/frontend/<Vendor>/<theme>/i18n/.
    const found = await discoverLayouts([
      'app/code/Magento/Catalog/i18n/de_DE.csv',
      'app/code/Magento/Catalog/i18n/en_US.csv',
      'app/code/Magento/Checkout/i18n/en_US.csv',
      'app/code/Magento/Checkout/i18n/fr_FR.csv',
      'app/code/Magento/Checkout/registration.php',
    ]);
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([{ source: 'app/code/Magento/**/i18n/{locale_}.csv' }]);
    expect(found.layouts[0]?.sources).toEqual([
      'app/code/Magento/Catalog/i18n/en_US.csv',
      'app/code/Magento/Checkout/i18n/en_US.csv',
    ]);
    expect(found.unread).toEqual([]);
  });

  it("reports Grafana's pseudo-locale folder beside the locales' folders, never passing it over", async () => {
    // grafana/grafana: public/locales/<locale>/grafana.json (i18next), with `pseudo-LOCALE/` made by
    // its `i18n:pseudo` script; init said nothing of it, and push warned on every run.
    const found = await discoverLayouts([
      'public/locales/de-DE/grafana.json',
      'public/locales/en-US/grafana.json',
      'public/locales/pseudo-LOCALE/grafana.json',
      'public/locales/zh-Hans/grafana.json',
    ]);
    expect(found.files).toEqual([{ source: 'public/locales/{locale}/*.json' }]);
    expect(found.unmapped).toEqual([
      {
        path: 'public/locales/pseudo-LOCALE/grafana.json',
        reason:
          '"pseudo-LOCALE" is not a locale code (a folder beside the locales\' folders, with their files)',
      },
    ]);
  });

  it("reads NodeBB's private-use en-x-pirate/ as the files entry reads it, never left out", async () => {
    // NodeBB/NodeBB (2026-11): public/language/<locale>/ with namespaces in subfolders, `en-GB` the
    // source_lang of its .tx/config, and `en-x-pirate/` (Transifex's en@pirate). Discovery said
    // "not a locale code; left out" while its files entry read en-x-pirate, and the push stopped on
    // a locale the project was never told of.
    const found = await discoverLayouts([
      'public/language/de/admin/admin.json',
      'public/language/de/global.json',
      'public/language/en-GB/admin/admin.json',
      'public/language/en-GB/global.json',
      'public/language/en-x-pirate/admin/admin.json',
      'public/language/en-x-pirate/global.json',
    ]);
    expect(found.files).toEqual([
      { source: 'public/language/{locale}/*.json' },
      { source: 'public/language/{locale}/admin/*.json' },
    ]);
    expect(found.unmapped).toEqual([]);
    for (const layout of found.layouts)
      expect([...layout.translations.keys()].sort()).toEqual(['de', 'en-x-pirate']);
  });

  it("takes Weblate's monolingual JSON template messages.json as the source of messages.<locale>.json (CryptPad)", async () => {
    // cryptpad/cryptpad (2026-11): www/common/translations/messages.json (English) beside
    // messages.de.json, messages.pt-br.json, messages.zh_Hant.json, each with a REUSE .license file.
    // Nothing was found ("35 translations with no source file of en beside them"), and pt-br and
    // pt-pt were listed a second time as Breton and Portuguese after `messages.pt-`.
    const found = await discoverLayouts([
      'www/common/translations/messages.de.json',
      'www/common/translations/messages.de.json.license',
      'www/common/translations/messages.json',
      'www/common/translations/messages.json.license',
      'www/common/translations/messages.pt-br.json',
      'www/common/translations/messages.pt-pt.json',
      'www/common/translations/messages.zh_Hant.json',
    ]);
    expect(found.files).toEqual([
      {
        source: 'www/common/translations/messages.json',
        translation: 'www/common/translations/messages.{locale}.json',
        localeMap: { 'pt-BR': 'pt-br', 'pt-PT': 'pt-pt', 'zh-Hant': 'zh_Hant' },
      },
    ]);
    expect(found.orphans).toEqual([]);
  });

  it("takes Mautic's bundles' Translations/en_US/*.ini, leaving out the language's config.json", async () => {
    // mautic/mautic@24271492a8: every bundle keeps its English under a capitalised `Translations/`
    // (Mautic's push to Transifex takes the .ini files); only GrapesJsBuilderBundle has translations.
    // Sixty bundles were not found, as `Translations` was not read as `translations`; and
    // CoreBundle's config.json, which Mautic's LanguageHelper reads for the language's name, is no text.
    const config =
      '{\n  "name": "English - United States",\n  "locale": "en_US",\n  "author": "Mautic Team"\n}';
    const files = [
      'app/bundles/CoreBundle/Config/config.php',
      'app/bundles/CoreBundle/Translations/en_US/config.json',
      'app/bundles/CoreBundle/Translations/en_US/flashes.ini',
      'app/bundles/CoreBundle/Translations/en_US/messages.ini',
      'app/bundles/EmailBundle/Translations/en_US/messages.ini',
      'plugins/GrapesJsBuilderBundle/Translations/de/javascript.ini',
      'plugins/GrapesJsBuilderBundle/Translations/en_US/javascript.ini',
      'plugins/GrapesJsBuilderBundle/Translations/pt_BR/javascript.ini',
    ];
    const found = await discoverLayouts(files, {
      head: async (file) => (file.endsWith('config.json') ? config : undefined),
    });
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([{ source: '**/Translations/{locale_}/*.ini' }]);
    expect(found.unread).toEqual([
      {
        path: 'app/bundles/CoreBundle/Translations/*/config.json',
        reason: expect.stringContaining("a language's description"),
      },
    ]);
    expect(found.layouts[0]?.sources).toHaveLength(4);
    // A JSON of texts that merely has a `locale` text of another code stays texts.
    const texts = await discoverLayouts(['locales/de.json', 'locales/en.json'], {
      head: async () => '{"locale": "Language", "name": "Name"}',
    });
    expect(texts.files).toEqual([{ source: 'locales/{locale}.json' }]);
  });

  it("reads Roundcube's localization .inc files as PHP, and no other .inc", async () => {
    // roundcube/roundcubemail@28b44419ee: `$labels['x'] = '…';` in program/localization/<locale>/*.inc
    // and plugins/<plugin>/localization/<locale>.inc (discovery found no translation files); the list
    // of languages, index.inc, is no locale's. A C header named for a locale is not PHP.
    const files = [
      'plugins/archive/localization/de_DE.inc',
      'plugins/archive/localization/en_US.inc',
      'program/localization/de_DE/labels.inc',
      'program/localization/en_US/labels.inc',
      'program/localization/en_US/messages.inc',
      'program/localization/index.inc',
      'src/keymaps/de.inc',
      'src/keymaps/en.inc',
    ];
    const found = await discoverLayouts(files, {
      head: async (file) => (file.startsWith('src/') ? '#define KEYMAP_DE 1\n' : '<?php\n\n$labels = [];\n'),
    });
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files).toEqual([
      { source: 'plugins/archive/localization/{locale_}.inc' },
      { source: 'program/localization/{locale_}/*.inc' },
    ]);
  });

  it("takes the source locale the repository's crowdin.yml or .tx/config names (Misskey's ja-JP)", async () => {
    // misskey-dev/misskey@113ab9c22d: Japanese is the source (crowdin.yml), en-US.yml a translation;
    // discovery took en-US, the only English locale.
    const crowdin =
      'files:\n  - source: /packages/locale-assets/src/locales/ja-JP.yml\n    translation: /packages/locale-assets/src/locales/%locale%.yml\n    update_option: update_as_unapproved\n';
    const folder = 'packages/locale-assets/src/locales';
    const files = [
      'crowdin.yml',
      `${folder}/de-DE.yml`,
      `${folder}/en-US.yml`,
      `${folder}/ja-JP.yml`,
      `${folder}/ja-KS.yml`,
      `${folder}/zh-TW.yml`,
    ];
    const found = await discoverLayouts(files, {
      head: async (file) => (file === 'crowdin.yml' ? crowdin : undefined),
    });
    expect(found.sourceLocale).toBe('ja-JP');
    expect(found.sourceLocaleReason).toBe('the source in crowdin.yml');
    expect(found.files).toEqual([{ source: `${folder}/{locale}.yml` }]);
    expect(found.layouts[0]?.translations.has('en-US')).toBe(true);
    // Without it, en-US is the source, as before.
    expect((await discoverLayouts(files.slice(1))).sourceLocale).toBe('en-US');
    // roundcube/roundcubemail: `source_lang = en_US` in .tx/config.
    const tx =
      '[main]\nhost     = https://www.transifex.com\n\n[o:roundcube:p:roundcube-webmail:r:labels]\nfile_filter = program/localization/<lang>/labels.inc\nsource_file = program/localization/en_US/labels.inc\nsource_lang = en_US\n';
    const roundcube = await discoverLayouts(
      [
        '.tx/config',
        'program/localization/de_DE/labels.inc',
        'program/localization/en_GB/labels.inc',
        'program/localization/en_US/labels.inc',
      ],
      { head: async (file) => (file === '.tx/config' ? tx : '<?php\n') },
    );
    expect(roundcube.sourceLocale).toBe('en-US');
    expect(roundcube.sourceLocaleReason).toBe('the source_lang of .tx/config');
  });

  it('names in localeMap every code pull would spell otherwise: a variant after "_", an old code alone', async () => {
    // BookStackApp/BookStack@HEAD (2026-11): Laravel's `lang/de_informal/*.php`. The printed entry had
    // no localeMap, and a deleted `lang/de_informal/` came back as `lang/de@informal/` (gettext's
    // spelling of a variant). penpot/penpot@HEAD (2026-11): Weblate's `frontend/translations/jpn_JP.po`
    // is ja-JP on the service, and came back as `ja_JP.po`.
    const bookstack = await discoverLayouts(
      ['lang/de/auth.php', 'lang/de_informal/auth.php', 'lang/en/auth.php', 'lang/pt_BR/auth.php'],
      { head: async () => "<?php\n\nreturn [\n    'failed' => 'x',\n];\n" },
    );
    expect(bookstack.files).toEqual([
      { source: 'lang/{locale_}/*.php', localeMap: { 'de-informal': 'de_informal' } },
    ]);
    const penpot = await discoverLayouts([
      'frontend/translations/de.po',
      'frontend/translations/en.po',
      'frontend/translations/fin_FI.po',
      'frontend/translations/jpn_JP.po',
      'frontend/translations/pt_BR.po',
    ]);
    expect(penpot.files).toEqual([
      {
        source: 'frontend/translations/{locale_}.po',
        localeMap: { 'fi-FI': 'fin_FI', 'ja-JP': 'jpn_JP' },
      },
    ]);
  });

  it("reads go-i18n's v1 lists in the go-i18n format, never leaving them out as lists (Mattermost's server/i18n/)", async () => {
    // mattermost/mattermost@b4e3eb7bfd: `server/i18n/<locale>.json` are go-i18n v1 lists, beside the
    // webapp's plain `webapp/channels/src/i18n/<locale>.json`; they were left out as "JSON lists at
    // their root". A Hugo theme's `i18n/<locale>.yaml` is the same list in YAML (docs/formats.md).
    // Laravel-Lang's `_excludes.json`, a list of strings, stays left out.
    const v1 = '[\n  {\n    "id": "April",\n    "translation": "April"\n  },\n';
    const heads = new Map([
      ['server/i18n/de.json', v1],
      ['server/i18n/en.json', v1],
      ['server/i18n/pt-BR.json', v1],
      ['webapp/channels/src/i18n/de.json', '{\n  "about.buildnumber": "Build:"\n}\n'],
      ['webapp/channels/src/i18n/en.json', '{\n  "about.buildnumber": "Build:"\n}\n'],
      ['themes/ananke/i18n/de.yaml', '# German\n- id: readMore\n  translation: "weiterlesen"\n'],
      ['themes/ananke/i18n/en.yaml', '- id: readMore\n  translation: "read more"\n'],
      ['locales/de/_excludes.json', '[\n    "Laravel"\n]\n'],
      ['locales/en/_excludes.json', '[\n    "Laravel"\n]\n'],
    ]);
    const found = await discoverLayouts([...heads.keys()], { head: async (file) => heads.get(file) });
    expect(found.files).toEqual([
      { source: 'server/i18n/{locale}.json', format: 'go-i18n' },
      { source: 'themes/ananke/i18n/{locale}.yaml', format: 'go-i18n' },
      { source: 'webapp/channels/src/i18n/{locale}.json' },
    ]);
    expect(found.unread.map((u) => u.path)).toEqual(['locales/*/_excludes.json']);
  });
});
