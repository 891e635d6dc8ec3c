import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/repository/config-parse.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Where pull writes a locale a layout has no file for, in discovered layouts of real projects (each
// tree a part of the project's real paths): the repository's own spelling of that locale in another
// layout of the same convention, else the spelling of the format's tool, and `localeMap` over both.

let root: string | undefined;
afterEach(async () => {
  if (root !== undefined) await removeTree(root);
  root = undefined;
});

const PO = 'msgid ""\nmsgstr ""\n';
const XML = '<resources>\n  <string name="a">A</string>\n</resources>\n';

async function layoutOf(files: Record<string, string>, config: unknown = {}): Promise<RepositoryLayout> {
  root = await makeTree(files);
  return RepositoryLayout.read(root, parseConfig(JSON.stringify(config), memoryLogger()), memoryLogger());
}

describe('the spelling of a locale a layout has no file for', () => {
  it("takes Crowdin's codes where the layout shows them, and reads them so (OBS Studio, Pixelfed)", async () => {
    // obsproject/obs-studio@f86e9c1d: `frontend/data/locale/` holds Crowdin's `kab-KAB.ini` and
    // `sr-SP.ini` (no crowdin.yml committed); its `sr-CS.ini` and `val-ES.ini` were deleted.
    const INI = 'Yes="Yes"\n';
    const obs = await layoutOf({
      'frontend/data/locale/de-DE.ini': INI,
      'frontend/data/locale/en-US.ini': INI,
      'frontend/data/locale/kab-KAB.ini': INI,
      'frontend/data/locale/sr-SP.ini': INI,
    });
    expect(obs.fileFor('sr-Latn').path).toBe('frontend/data/locale/sr-CS.ini');
    expect(obs.fileFor('ca-ES-valencia').path).toBe('frontend/data/locale/val-ES.ini');
    expect(obs.fileFor('sr').path).toBe('frontend/data/locale/sr-SP.ini');
    expect(obs.fileFor('fr-FR').path).toBe('frontend/data/locale/fr-FR.ini');
    await removeTree(root as string);
    // Present, they are read as Crowdin's languages and written under their names.
    const present = await layoutOf({
      'frontend/data/locale/en-US.ini': INI,
      'frontend/data/locale/kab-KAB.ini': INI,
      'frontend/data/locale/sr-CS.ini': INI,
      'frontend/data/locale/val-ES.ini': INI,
    });
    expect(present.fileFor('sr-Latn').path).toBe('frontend/data/locale/sr-CS.ini');
    expect(present.fileFor('ca-ES-valencia').path).toBe('frontend/data/locale/val-ES.ini');
    expect(present.existing('sr-RS')).toBeUndefined();
    await removeTree(root as string);
    // pixelfed/pixelfed@8aae92d7: `public/_lang/me.json` is Crowdin's Montenegrin (`me`).
    const pixelfed = await layoutOf({
      'public/_lang/de.json': '{"a":"A"}',
      'public/_lang/en.json': '{"a":"A"}',
      'public/_lang/me.json': '{"a":"A"}',
    });
    expect(pixelfed.fileFor('sr-Latn-ME').path).toBe('public/_lang/me.json');
    expect(pixelfed.existing('sr-Latn-ME')?.path).toBe('public/_lang/me.json');
  });

  it("takes glibc's @latin where the layout's Qt catalogs spell scripts after @ (qBittorrent)", async () => {
    // qbittorrent/qBittorrent@0402289e: src/lang/ holds qbittorrent_az@latin.ts, qbittorrent_uz@Latn.ts
    // and qbittorrent_sr@latin.ts (its lang.qrc builds qbittorrent_sr@latin.qm); the last was deleted.
    const TS = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">\n</TS>\n';
    const layout = await layoutOf({
      'src/lang/qbittorrent_en.ts': TS,
      'src/lang/qbittorrent_az@latin.ts': TS,
      'src/lang/qbittorrent_uz@Latn.ts': TS,
      'src/lang/qbittorrent_sr.ts': TS,
      'src/lang/qbittorrent_pt_BR.ts': TS,
    });
    expect(layout.fileFor('sr-Latn').path).toBe('src/lang/qbittorrent_sr@latin.ts');
    expect(layout.fileFor('sr-Cyrl-BA').path).toBe('src/lang/qbittorrent_sr_BA@cyrillic.ts');
    // Kept as written.
    expect(layout.fileFor('uz-Latn').path).toBe('src/lang/qbittorrent_uz@Latn.ts');
  });

  it('keeps a script subtag where no sibling spells one after @', async () => {
    const TS = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1">\n</TS>\n';
    const layout = await layoutOf({
      'src/lang/app_en.ts': TS,
      'src/lang/app_de.ts': TS,
      'src/lang/app_pt_BR.ts': TS,
    });
    expect(layout.fileFor('sr-Latn').path).toBe('src/lang/app_sr_Latn.ts');
  });

  it("takes another Odoo module's sr@latin.po, and gettext's @latin where no module spells it", async () => {
    // OCA/server-tools@935789fe: auditlog/i18n/sr@latin.po; base_partition's was deleted.
    const layout = await layoutOf({
      'auditlog/i18n/auditlog.pot': PO,
      'auditlog/i18n/de.po': PO,
      'auditlog/i18n/sr@latin.po': PO,
      'base_partition/i18n/base_partition.pot': PO,
      'base_partition/i18n/es.po': PO,
    });
    const resource = 'base_partition/i18n/base_partition.pot';
    expect(layout.fileFor('sr-Latn', undefined, resource).path).toBe('base_partition/i18n/sr@latin.po');
    // No module has Serbian in Cyrillic or Uzbek in Latin: msginit's, GNOME's and Launchpad's names.
    expect(layout.fileFor('sr-Cyrl', undefined, resource).path).toBe('base_partition/i18n/sr@cyrillic.po');
    expect(layout.fileFor('uz-Latn', undefined, 'auditlog/i18n/auditlog.pot').path).toBe(
      'auditlog/i18n/uz@latin.po',
    );
    expect(layout.fileFor('sr-Latn-ME', undefined, resource).path).toBe('base_partition/i18n/sr_ME@latin.po');
    expect(layout.fileFor('pt-BR', undefined, resource).path).toBe('base_partition/i18n/pt_BR.po');
    expect(layout.fileFor('ca-valencia', undefined, resource).path).toBe(
      'base_partition/i18n/ca@valencia.po',
    );
  });

  it('keeps Django folders named as Django reads them, and a catalog folder that spells scripts as subtags', async () => {
    // django/django: django/conf/locale/sr_Latn/LC_MESSAGES/django.po (Django's to_locale).
    const django = await layoutOf({
      'locale/de/LC_MESSAGES/django.po': PO,
      'locale/en/LC_MESSAGES/django.po': PO,
    });
    expect(django.fileFor('sr-Latn', undefined, 'locale/en/LC_MESSAGES/django.po').path).toBe(
      'locale/sr_Latn/LC_MESSAGES/django.po',
    );
    await removeTree(root as string);
    // A po/ folder whose catalogs already spell a script as a subtag (zh_Hant.po) keeps doing so.
    const po = await layoutOf({ 'po/app.pot': PO, 'po/de.po': PO, 'po/zh_Hant.po': PO });
    expect(po.fileFor('sr-Latn', undefined, 'po/app.pot').path).toBe('po/sr_Latn.po');
  });

  it("takes another module's values-tl for Filipino, and Android's values-fil where none spells it", async () => {
    // wikimedia/apps-android-wikipedia: app/src/main/res/values-tl/ (translatewiki.net's Tagalog,
    // which the service keeps as fil); a second module whose values-tl/ was deleted.
    const layout = await layoutOf({
      'app/src/main/res/values/strings.xml': XML,
      'app/src/main/res/values-de/strings.xml': XML,
      'app/src/main/res/values-tl/strings.xml': XML,
      'widget/src/main/res/values/strings.xml': XML,
      'widget/src/main/res/values-de/strings.xml': XML,
    });
    const resource = 'widget/src/main/res/values/strings.xml';
    expect(layout.fileFor('fil', undefined, resource).path).toBe('widget/src/main/res/values-tl/strings.xml');
    expect(layout.fileFor('tl', undefined, resource).path).toBe('widget/src/main/res/values-tl/strings.xml');
    await removeTree(root as string);
    const alone = await layoutOf({
      'app/src/main/res/values/strings.xml': XML,
      'app/src/main/res/values-de/strings.xml': XML,
    });
    expect(alone.fileFor('fil', undefined, 'app/src/main/res/values/strings.xml').path).toBe(
      'app/src/main/res/values-fil/strings.xml',
    );
  });

  it("takes another Matomo plugin's es-ar.json, unless the layout's own files show another case", async () => {
    // matomo-org/matomo: lang/<locale>.json and plugins/<Plugin>/lang/<locale>.json, `es-ar`, `pt-br`;
    // beside them a web/i18n/ (made for the test) whose own zh-CN.json writes regions in upper case.
    const layout = await layoutOf({
      'lang/en.json': '{}',
      'lang/de.json': '{}',
      'lang/es-ar.json': '{}',
      'plugins/Goals/lang/en.json': '{}',
      'plugins/Goals/lang/de.json': '{}',
      'web/i18n/en.json': '{}',
      'web/i18n/zh-CN.json': '{}',
    });
    expect(layout.fileFor('es-AR', undefined, 'plugins/Goals/lang/en.json').path).toBe(
      'plugins/Goals/lang/es-ar.json',
    );
    expect(layout.fileFor('es-AR', undefined, 'web/i18n/en.json').path).toBe('web/i18n/es-AR.json');
    expect(layout.fileFor('zh-CN', undefined, 'plugins/Goals/lang/en.json').path).toBe(
      'plugins/Goals/lang/zh-CN.json',
    );
    expect(layout.fileFor('zh-CN', undefined, 'lang/en.json').path).toBe('lang/zh-cn.json');
    expect(layout.fileFor('pt-BR', undefined, 'lang/en.json').path).toBe('lang/pt-br.json');
  });

  it("writes Jellyfin's lower-case region beside its codes spelled with '_' and its digits", async () => {
    // jellyfin/jellyfin-web: src/strings/<locale>.json, `en-us` the source, `pt-br`, `fr-ca`, `es-ar`
    // beside `bn_BD`, `he_IL` and `es_419`, which say nothing of the case `{locale}` writes.
    const layout = await layoutOf({
      'src/strings/bn_BD.json': '{}',
      'src/strings/de.json': '{}',
      'src/strings/en-us.json': '{}',
      'src/strings/es-ar.json': '{}',
      'src/strings/es_419.json': '{}',
      'src/strings/fr-ca.json': '{}',
      'src/strings/he_IL.json': '{}',
    });
    expect(layout.fileFor('pt-BR', undefined, 'src/strings/en-us.json').path).toBe('src/strings/pt-br.json');
    expect(layout.fileFor('es-MX', undefined, 'src/strings/en-us.json').path).toBe('src/strings/es-mx.json');
  });

  it("spells a new file with the separator most of the layout's codes use (PPSSPP)", async () => {
    // hrydgard/ppsspp@c09e6bdd: assets/lang/ holds en_US.ini (the source), 42 codes spelled with `_`
    // (de_DE.ini, pt_BR.ini, zh_TW.ini among them) and one with `-`, lt-LT.ini.
    const INI = '[Achievements]\nAccount = Account\n';
    const layout = await layoutOf({
      'assets/lang/en_US.ini': INI,
      'assets/lang/de_DE.ini': INI,
      'assets/lang/ja_JP.ini': INI,
      'assets/lang/lt-LT.ini': INI,
      'assets/lang/zh_CN.ini': INI,
    });
    expect(layout.fileFor('pt-BR', undefined, 'assets/lang/en_US.ini').path).toBe('assets/lang/pt_BR.ini');
    expect(layout.fileFor('zh-TW', undefined, 'assets/lang/en_US.ini').path).toBe('assets/lang/zh_TW.ini');
    // The code spelled otherwise is kept as written.
    expect(layout.fileFor('lt-LT', undefined, 'assets/lang/en_US.ini').path).toBe('assets/lang/lt-LT.ini');
  });

  it('learns nothing from a layout of another convention, nor from a locale spelled two ways', async () => {
    const layout = await layoutOf({
      'a/i18n/a.pot': PO,
      'a/i18n/de.po': PO,
      'a/i18n/sr@latin.po': PO,
      'locale/en/LC_MESSAGES/django.po': PO,
      'locale/de/LC_MESSAGES/django.po': PO,
      'web/lang/en.json': '{}',
      'web/lang/pt-br.json': '{}',
      'api/lang/en.json': '{}',
      'api/lang/pt-BR.json': '{}',
      'app/lang/en.json': '{}',
      'app/lang/de.json': '{}',
    });
    expect(layout.fileFor('sr-Latn', undefined, 'locale/en/LC_MESSAGES/django.po').path).toBe(
      'locale/sr_Latn/LC_MESSAGES/django.po',
    );
    expect(layout.fileFor('pt-BR', undefined, 'app/lang/en.json').path).toBe('app/lang/pt-BR.json');
  });

  it('keeps localeMap over the spelling learned from another layout', async () => {
    const layout = await layoutOf(
      {
        'a/i18n/a.pot': PO,
        'a/i18n/sr@latin.po': PO,
        'b/i18n/b.pot': PO,
        'b/i18n/de.po': PO,
      },
      {
        files: [
          { source: 'a/i18n/a.pot', translation: 'a/i18n/{locale_}.po' },
          { source: 'b/i18n/b.pot', translation: 'b/i18n/{locale_}.po', localeMap: { 'sr-Latn': 'sr_Latn' } },
        ],
      },
    );
    expect(layout.fileFor('sr-Latn', undefined, 'b/i18n/b.pot').path).toBe('b/i18n/sr_Latn.po');
  });
});

describe('a new locale spelled as its siblings are, and read back as the same locale', () => {
  const J = '{"a": "A"}\n';
  /** Where pull writes each locale, and the locale each such file is read as once written. */
  async function roundTrip(files: Record<string, string>, locales: string[], resource?: string) {
    const layout = await layoutOf(files);
    const written = Object.fromEntries(locales.map((l) => [l, layout.fileFor(l, undefined, resource).path]));
    await removeTree(root as string);
    const content = Object.values(files)[0] as string;
    const again = await layoutOf({
      ...files,
      ...Object.fromEntries(Object.values(written).map((p) => [p, content])),
    });
    const readBack = Object.fromEntries(again.files().map((f) => [f.path, f.locale]));
    return { written, readBack };
  }

  it('writes scripts in lower case where every code is (PowerToys-like en-us folders)', async () => {
    const { written, readBack } = await roundTrip(
      { 'web/locales/en-us.json': J, 'web/locales/fr-fr.json': J, 'web/locales/pt-br.json': J },
      ['zh-Hans', 'sr-Latn-RS', 'de-DE'],
    );
    expect(written).toEqual({
      'zh-Hans': 'web/locales/zh-hans.json',
      'sr-Latn-RS': 'web/locales/sr-latn-rs.json',
      'de-DE': 'web/locales/de-de.json',
    });
    for (const [locale, file] of Object.entries(written)) expect(readBack[file]).toBe(locale);
  });

  it("writes a variant as Java's toBundleName does (ca__valencia), and as glibc does with a region", async () => {
    const java = await roundTrip(
      {
        'l10n/Bundle_en.properties': 'a=A\n',
        'l10n/Bundle_de.properties': 'a=A\n',
        'l10n/Bundle_pt_BR.properties': 'a=A\n',
      },
      ['ca-valencia', 'ca-ES-valencia', 'sr-Latn'],
      'l10n/Bundle_en.properties',
    );
    expect(java.written).toEqual({
      'ca-valencia': 'l10n/Bundle_ca__valencia.properties',
      'ca-ES-valencia': 'l10n/Bundle_ca_ES_valencia.properties',
      'sr-Latn': 'l10n/Bundle_sr_Latn.properties',
    });
    for (const [locale, file] of Object.entries(java.written)) expect(java.readBack[file]).toBe(locale);
    await removeTree(root as string);
    const glibc = await roundTrip({ 'web/locales/en_US.json': J, 'web/locales/fr_FR.json': J }, [
      'ca-ES-valencia',
      'ca-valencia',
    ]);
    expect(glibc.written).toEqual({
      'ca-ES-valencia': 'web/locales/ca_ES@valencia.json',
      'ca-valencia': 'web/locales/ca@valencia.json',
    });
    for (const [locale, file] of Object.entries(glibc.written)) expect(glibc.readBack[file]).toBe(locale);
  });

  it("keeps Syncthing's lang-ca@valencia.json and Android's b+ca+valencia as they are", async () => {
    const syncthing = await roundTrip(
      { 'gui/lang/lang-en.json': J, 'gui/lang/lang-ca@valencia.json': J, 'gui/lang/lang-pt-BR.json': J },
      ['ca-valencia'],
    );
    expect(syncthing.written).toEqual({ 'ca-valencia': 'gui/lang/lang-ca@valencia.json' });
    expect(syncthing.readBack['gui/lang/lang-ca@valencia.json']).toBe('ca-valencia');
    await removeTree(root as string);
    const android = await roundTrip({ 'res/values/strings.xml': XML, 'res/values-de/strings.xml': XML }, [
      'ca-valencia',
      'sr-Latn-RS',
    ]);
    expect(android.written).toEqual({
      'ca-valencia': 'res/values-b+ca+valencia/strings.xml',
      'sr-Latn-RS': 'res/values-b+sr+Latn+RS/strings.xml',
    });
    for (const [locale, file] of Object.entries(android.written)) expect(android.readBack[file]).toBe(locale);
  });
});
