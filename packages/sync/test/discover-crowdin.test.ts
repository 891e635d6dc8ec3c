import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/repository/config-parse.ts';
import { crowdinPathLocale } from '../src/repository/crowdin-codes.ts';
import { crowdinEntries } from '../src/repository/crowdin-config.ts';
import { discoverLayouts } from '../src/repository/discover.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

// Discovery over repositories translated on Crowdin: the codes its `crowdin.yml` maps, and Crowdin's
// own codes in paths, read as the locales they are on Crowdin.

/** A `head` that answers the given files' texts, and an empty JSON object for every other file. */
function headOf(texts: Record<string, string>) {
  return async (file: string) => texts[file] ?? (file.endsWith('.json') ? '{}' : undefined);
}

describe('discovery with a Crowdin configuration', () => {
  it('reads crowdin.yml and .tx/config once, for the codes and the source locale alike', async () => {
    // Misskey's shape: crowdin.yml names the Japanese source beside en-US.yml, so the source locale
    // is read from it, as the codes are.
    const reads = new Map<string, number>();
    const texts: Record<string, string> = {
      'crowdin.yml': 'files:\n  - source: /locales/ja-JP.yml\n    translation: /locales/%locale%.yml\n',
      '.tx/config': '[main]\nhost = https://www.transifex.com\n',
    };
    const head = async (file: string) => {
      reads.set(file, (reads.get(file) ?? 0) + 1);
      return texts[file];
    };
    const found = await discoverLayouts(
      ['crowdin.yml', '.tx/config', 'locales/en-US.yml', 'locales/ja-JP.yml'],
      {
        head,
      },
    );
    expect(found.sourceLocale).toBe('ja-JP');
    expect(reads.get('crowdin.yml')).toBe(1);
    expect(reads.get('.tx/config')).toBe(1);
  });

  let root: string | undefined;
  afterEach(async () => {
    if (root) await removeTree(root);
    root = undefined;
  });

  it("reads Crowdin's %locale% kab-KAB as Kabyle (Excalidraw's locales/kab-KAB.json)", async () => {
    // excalidraw/excalidraw@4872083c: crowdin.yml has `translation: /packages/excalidraw/locales/%locale%.json`,
    // and Crowdin's %locale% for Kabyle is kab-KAB, no BCP 47 tag (KAB is no region): the file was
    // left out as no locale code.
    const crowdin =
      'files:\n  - source: /packages/excalidraw/locales/en.json\n' +
      '    translation: /packages/excalidraw/locales/%locale%.json\n';
    const files = [
      'crowdin.yml',
      'packages/excalidraw/locales/de-DE.json',
      'packages/excalidraw/locales/en.json',
      'packages/excalidraw/locales/kab-KAB.json',
      'packages/excalidraw/locales/sr-CS.json',
    ];
    const found = await discoverLayouts(files, { head: headOf({ 'crowdin.yml': crowdin }) });
    expect(found.files).toEqual([
      {
        source: 'packages/excalidraw/locales/{locale}.json',
        localeMap: { kab: 'kab-KAB', 'sr-Latn': 'sr-CS' },
      },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'kab', 'sr-Latn']);
    expect(found.aliases).toEqual([]);
    // Without the configuration the layout says it: kab-KAB, whose region names no country, can only
    // be Crowdin's Kabyle (below), so sr-CS beside it is Crowdin's Serbian in Latin script too.
    const plain = await discoverLayouts(files.slice(1), { head: headOf({}) });
    expect([...(plain.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'kab', 'sr-Latn']);
    expect(plain.files[0]?.localeMap).toEqual({ kab: 'kab-KAB', 'sr-Latn': 'sr-CS' });
    // With no code only Crowdin writes beside it, sr-CS is what BCP 47 reads: Serbia's (an old region code).
    const alone = await discoverLayouts(
      files.filter((f) => !f.includes('kab-KAB') && f !== 'crowdin.yml'),
      { head: headOf({}) },
    );
    expect([...(alone.layouts[0]?.translations.keys() ?? [])].sort()).toEqual(['de-DE', 'sr-CS']);
  });

  it("reads Crowdin's kab-KAB and sr-SP without a crowdin.yml, as their regions name no country (OBS Studio)", async () => {
    // obsproject/obs-studio@f86e9c1d: Crowdin writes `<module>/data/locale/<%locale%>.ini` from CI; no
    // crowdin.yml is committed. kab-KAB.ini was left out as no locale code in every module.
    const files = [
      'frontend/data/locale/de-DE.ini',
      'frontend/data/locale/en-US.ini',
      'frontend/data/locale/kab-KAB.ini',
      'frontend/data/locale/sr-CS.ini',
      'frontend/data/locale/sr-SP.ini',
      'frontend/data/locale/val-ES.ini',
    ];
    const found = await discoverLayouts(files, { head: headOf({}) });
    expect(found.files).toEqual([
      {
        source: 'frontend/data/locale/{locale}.ini',
        localeMap: { 'ca-ES-valencia': 'val-ES', kab: 'kab-KAB', sr: 'sr-SP', 'sr-Latn': 'sr-CS' },
      },
    ]);
    // kab-KAB and sr-SP show Crowdin's `%locale%` spelling, so sr-CS and val-ES are read as Crowdin
    // writes them: Serbian in Latin script (not Serbia's old code) and Valencian (not Vehes, `val`).
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'ca-ES-valencia',
      'de-DE',
      'kab',
      'sr',
      'sr-Latn',
    ]);
    expect(found.unmapped).toEqual([]);
  });

  it("reads Crowdin's two letters `me` as Montenegrin, which no ISO 639-1 code names (Pixelfed's public/_lang/me.json)", async () => {
    // pixelfed/pixelfed@8aae92d7: `public/_lang/<%two_letters_code%>.json`, `me.json` among them, was
    // left out as no language code; its crowdin.yml names only `resources/lang/%two_letters_code%/web.php`.
    const files = [
      'public/_lang/de.json',
      'public/_lang/en.json',
      'public/_lang/me.json',
      'public/_lang/sr.json',
      'public/_lang/zh-cn.json',
    ];
    const found = await discoverLayouts(files, { head: headOf({}) });
    expect(found.files).toEqual([
      { source: 'public/_lang/{locale}.json', localeMap: { 'sr-Latn-ME': 'me', 'zh-CN': 'zh-cn' } },
    ]);
    expect([...(found.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'de',
      'sr',
      'sr-Latn-ME',
      'zh-CN',
    ]);
  });

  it("reads Crowdin's /**/ as no folder too, every file of the entry read alike (Snipe-IT's sr-CS)", async () => {
    // snipe/snipe-it@5aa5c48018: `source: /resources/lang/en-US/**/*.php`,
    // `translation: /resources/lang/%locale%/**/%original_file_name%`; Crowdin's `**` is any number of
    // folders, none included, so `resources/lang/sr-CS/auth.php` is Serbian in Latin script as
    // `resources/lang/sr-CS/account/general.php` is. Read as Serbia's sr-RS at the top and sr-Latn
    // below, pull had both write resources/lang/sr-CS/account/general.php and stopped.
    const crowdin =
      'files: [\n  {\n    "source" : "/resources/lang/en-US/**/*.php",\n' +
      '    "translation" : "/resources/lang/%locale%/**/%original_file_name%"\n  }\n]\n';
    const found = await discoverLayouts(
      [
        'crowdin.yml',
        'resources/lang/de-DE/account/general.php',
        'resources/lang/de-DE/auth.php',
        'resources/lang/en-US/account/general.php',
        'resources/lang/en-US/auth.php',
        'resources/lang/sr-CS/account/general.php',
        'resources/lang/sr-CS/auth.php',
      ],
      { head: headOf({ 'crowdin.yml': crowdin }) },
    );
    expect(found.sourceLocale).toBe('en-US');
    expect(found.files.map((f) => [f.source, f.localeMap])).toEqual([
      ['resources/lang/{locale}/*.php', { 'sr-Latn': 'sr-CS' }],
      ['resources/lang/{locale}/account/*.php', { 'sr-Latn': 'sr-CS' }],
    ]);
  });

  it("reads the codes an entry's languages_mapping names (Android, gettext, .lproj)", async () => {
    // Shapes of openhab-android's and Markor's crowdin.yml (`values-%android_code%`, `he: iw`,
    // `sr-CS: sr-rRS`, `nb: nb-rNO`) and Poedit's crowdin.yaml (`%locale_with_underscore%` with
    // `val-ES: ca@valencia`, `es-ES: es`; `%osx_code%` with `es-ES: es.lproj`).
    const markor =
      'files:\n- source: /app/src/main/res/values/strings.xml\n' +
      '  translation: /app/src/main/res/values-%android_code%/%original_file_name%\n' +
      '  languages_mapping:\n    android_code:\n      he: iw # Hebrew\n      nb: nb-rNO\n' +
      '      sr-CS: sr-rRS # Serbian, Latin\n      "no": \'no\'\n';
    const android = await discoverLayouts(
      [
        'app/src/main/res/values-de/strings.xml',
        'app/src/main/res/values-iw/strings.xml',
        'app/src/main/res/values-nb-rNO/strings.xml',
        'app/src/main/res/values-no/strings.xml',
        'app/src/main/res/values-sr-rRS/strings.xml',
        'app/src/main/res/values/strings.xml',
        'crowdin.yml',
      ],
      { head: headOf({ 'crowdin.yml': markor }) },
    );
    expect(android.files[0]?.localeMap).toEqual({ he: 'iw', nb: 'nb-rNO', 'sr-Latn': 'sr-rRS' });
    expect([...(android.layouts[0]?.translations.keys() ?? [])].sort()).toEqual([
      'de',
      'he',
      'nb',
      'no',
      'sr-Latn',
    ]);

    const poedit =
      'project_id: 53425\nbase_path: .\nfiles:\n-\n  source: /locales/poedit.pot\n' +
      '  translation: /locales/%locale_with_underscore%.po\n  languages_mapping:\n' +
      '    locale_with_underscore:\n      de: de\n      es-ES: es\n      val-ES: ca@valencia\n      zh-CN: zh_CN\n' +
      '-\n  source: /locales/macos/en.lproj/InfoPlist.strings\n' +
      '  translation: /locales/macos/%osx_code%/InfoPlist.strings\n' +
      '  languages_mapping:\n    osx_code:\n      es-ES: es.lproj\n';
    const gettext = await discoverLayouts(
      [
        'crowdin.yaml',
        'locales/ca@valencia.po',
        'locales/de.po',
        'locales/es.po',
        'locales/macos/de.lproj/InfoPlist.strings',
        'locales/macos/en.lproj/InfoPlist.strings',
        'locales/macos/es.lproj/InfoPlist.strings',
        'locales/poedit.pot',
        'locales/zh_CN.po',
      ],
      { head: headOf({ 'crowdin.yaml': poedit }) },
    );
    expect(gettext.files).toEqual([
      {
        source: 'locales/macos/{locale}.lproj/*.strings',
        localeMap: { 'es-ES': 'es' },
      },
      {
        source: 'locales/poedit.pot',
        translation: 'locales/{locale_}.po',
        localeMap: { 'ca-ES-valencia': 'ca@valencia', 'es-ES': 'es' },
      },
    ]);
  });

  it('reads a configuration written as JSON, and ignores one it cannot read', async () => {
    // bluesky-social/social-app's crowdin.yml is JSON (YAML reads it too).
    const json = await crowdinEntries(
      '{ "project_id": "1", "base_path": "./web", "files": [ { "source": "/src/en/messages.po",' +
        ' "translation": "/src/%two_letters_code%/messages.po" } ] }',
    );
    expect(json).toEqual([
      {
        source: 'web/src/en/messages.po',
        translation: 'web/src/%two_letters_code%/messages.po',
        languagesMapping: new Map(),
      },
    ]);
    expect(await crowdinEntries('files: [unclosed')).toEqual([]);
    expect(await crowdinEntries('- just\n- a list\n')).toEqual([]);
  });

  it("maps Crowdin's codes in every placeholder's spelling, and leaves BCP 47 ones alone", () => {
    expect(crowdinPathLocale('kab-KAB')).toBe('kab');
    expect(crowdinPathLocale('kab_KAB')).toBe('kab');
    expect(crowdinPathLocale('kab-rKAB')).toBe('kab');
    expect(crowdinPathLocale('sr_CS')).toBe('sr-Latn');
    expect(crowdinPathLocale('val-ES')).toBe('ca-ES-valencia');
    expect(crowdinPathLocale('es-ES')).toBeUndefined();
    expect(crowdinPathLocale('de-DE')).toBeUndefined();
  });

  it('pushes and pulls kab-KAB.json under its own name, as Kabyle', async () => {
    // repo/
    //   crowdin.yml                   (translation: /web/locales/%locale%.json)
    //   web/locales/en.json, de-DE.json, kab-KAB.json
    root = await makeTree({
      'crowdin.yml':
        'files:\n  - source: /web/locales/en.json\n    translation: /web/locales/%locale%.json\n',
      'web/locales/en.json': '{"a": "A"}\n',
      'web/locales/de-DE.json': '{"a": "Ä"}\n',
      'web/locales/kab-KAB.json': '{"a": "Ɛ"}\n',
    });
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), memoryLogger());
    expect(layout.files().map((f) => [f.locale, f.path])).toEqual([
      ['de-DE', 'web/locales/de-DE.json'],
      ['en', 'web/locales/en.json'],
      ['kab', 'web/locales/kab-KAB.json'],
    ]);
    expect(layout.fileFor('kab').path).toBe('web/locales/kab-KAB.json');
  });
});
