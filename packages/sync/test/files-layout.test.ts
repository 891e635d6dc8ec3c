import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../src/errors.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { RepositoryLayout } from '../src/repository/layout.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const corpus = path.resolve(import.meta.dirname, '../../../../shared/corpus');

const configOf = (files: unknown, extra: Record<string, unknown> = {}) =>
  parseConfig(JSON.stringify({ files, ...extra }), memoryLogger());

const fails = (files: unknown, message: RegExp, extra: Record<string, unknown> = {}) => {
  let thrown: unknown;
  try {
    configOf(files, extra);
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(SyncError);
  expect((thrown as Error).message).toMatch(message);
};

describe('files in .locale/config.json', () => {
  it('names the field of every mistake', () => {
    fails(
      [{ source: 'locales/{locle}/*.json' }],
      /files\[0\]\.source" holds the unknown placeholder \{locle\} \(did you mean \{locale\}\?/,
    );
    fails(
      [{ source: 'res/values/strings.xml' }],
      /files\[0\]\.translation" is missing.*res\/values-\{android\}\/strings\.xml/,
    );
    fails(
      [{ source: 'a/en.json', translation: 'a/de.json' }],
      /files\[0\]\.translation" holds no locale placeholder/,
    );
    fails([{ source: '../outside/{locale}.json' }], /files\[0\]\.source" escapes the repository/);
    fails([{ source: '/etc/{locale}.json' }], /not an absolute path/);
    fails([{ source: 'locales/{name}.json' }], /cannot hold \{name\}/);
    fails([{ source: 'x/*.json', translation: '{path}/x/{locale}.json' }], /needs exactly one "\*\*"/);
    fails(
      [{ source: 'x/{locale}.json', translatoin: 'y' }],
      /files\[0\]\.translatoin" is not a field.*did you mean "translation"/,
    );
    fails([{ source: 'x/{locale}.json', format: 'jsn' }], /files\[0\]\.format" names no known format/);
    fails(
      [{ source: 'x/{locale}.json', localeMap: { cn: 'zh' } }],
      /files\[0\]\.localeMap\.cn" is not keyed by a locale code/,
    );
    fails([{ source: 'x/{locale}.json', localeMap: { 'zh-CN': '../zh' } }], /without "\/"/);
    fails([], /"files" must be a non-empty list/);
    fails([{ source: 'x/{locale}.json' }], /"files" and "paths" both.*keep one/, {
      paths: { de: 'de.json' },
    });
    fails([{ source: 'x/{locale}.json' }], /"outputDir" has no effect with "files"/, { outputDir: 'x' });
  });

  it('accepts what keeps paths and outputDir as they are', () => {
    const config = parseConfig(JSON.stringify({ paths: { de: 'l/de.json' } }), memoryLogger());
    expect(config.files).toBeUndefined();
  });
});

describe('a files layout', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await removeTree(root);
    root = undefined;
  });

  it('leaves TypeScript sources named like locales out, and reads Qt Linguist .ts files', async () => {
    // repo/
    //   locales/en.json, de.json
    //   locales/de.ts   (TypeScript: vue-i18n messages)
    //   locales/fr.ts   (Qt Linguist)
    root = await makeTree({
      'locales/en.json': '{}',
      'locales/de.json': '{}',
      'locales/de.ts': 'export default { hello: "Hallo" };\n',
      'locales/fr.ts':
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr"></TS>\n',
    });
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), memoryLogger());
    expect(layout.files().map((f) => [f.path, f.format])).toEqual([
      ['locales/de.json', 'json'],
      ['locales/en.json', 'json'],
      ['locales/fr.ts', 'qt'],
    ]);
  });

  it("reads with a discovered ** entry only the files discovery saw: no test fixtures, no framework's own", async () => {
    // repo/
    //   app/src/main/res/values/strings.xml, values-de/strings.xml          the application's
    //   lib/src/main/res/values/strings.xml, values-de/strings.xml          the application's
    //   lib/src/test/fixtures/res/values/strings.xml, values-de/strings.xml  a test's copy
    //   app/Sparkle.framework/Resources/res/values/strings.xml, values-de/   a built framework's
    // (Transmission keeps macosx/Sparkle.framework/Versions/B/Resources/<locale>.lproj/, Sparkle's
    // own translations; discovery never read them, yet its ** entry did.)
    const android = (text: string) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="k">${text}</string>\n</resources>\n`;
    const tree: Record<string, string> = {};
    for (const folder of [
      'app/src/main',
      'lib/src/main',
      'lib/src/test/fixtures',
      'app/Sparkle.framework/Resources',
    ]) {
      tree[`${folder}/res/values/strings.xml`] = android('Hello');
      tree[`${folder}/res/values-de/strings.xml`] = android('Hallo');
    }
    root = await makeTree(tree);
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), memoryLogger());
    expect(layout.files().map((f) => f.path)).toEqual([
      'app/src/main/res/values-de/strings.xml',
      'app/src/main/res/values/strings.xml',
      'lib/src/main/res/values-de/strings.xml',
      'lib/src/main/res/values/strings.xml',
    ]);
  });

  it("reads a discovered Kaqchikel folder (cak/, no name in locale data) through the entry's localeMap", async () => {
    // repo/ (mozilla/blurts-server's locales/, Pontoon's)
    //   locales/en/app.ftl, locales/de/app.ftl, locales/cak/app.ftl
    root = await makeTree({
      'locales/en/app.ftl': 'hello = Hello\n',
      'locales/de/app.ftl': 'hello = Hallo\n',
      'locales/cak/app.ftl': 'hello = Saqarik\n',
    });
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), memoryLogger());
    expect(layout.files().map((f) => [f.locale, f.path])).toEqual([
      ['cak', 'locales/cak/app.ftl'],
      ['de', 'locales/de/app.ftl'],
      ['en', 'locales/en/app.ftl'],
    ]);
    // The same entry written in .locale/config.json, as `locale-sync init` prints it.
    const configured = await RepositoryLayout.read(
      root,
      configOf([{ source: 'locales/{locale}/*.ftl', localeMap: { cak: 'cak' } }]),
      memoryLogger(),
    );
    expect(configured.files().map((f) => f.locale)).toEqual(['cak', 'de', 'en']);
  });

  it('reads .stringsdict beside .strings in {locale}.lproj folders, one resource each', async () => {
    // repo/
    //   App/en.lproj/Localizable.strings, Localizable.stringsdict
    //   App/de.lproj/Localizable.strings, Localizable.stringsdict
    root = await makeTree({
      'App/en.lproj/Localizable.strings': '"a" = "A";\n',
      'App/en.lproj/Localizable.stringsdict': '<plist version="1.0"><dict/></plist>\n',
      'App/de.lproj/Localizable.strings': '"a" = "A";\n',
      'App/de.lproj/Localizable.stringsdict': '<plist version="1.0"><dict/></plist>\n',
    });
    const layout = await RepositoryLayout.read(
      root,
      configOf([
        { source: 'App/{locale}.lproj/*.strings', translation: 'App/{locale}.lproj/{name}.strings' },
        { source: 'App/{locale}.lproj/*.stringsdict', translation: 'App/{locale}.lproj/{name}.stringsdict' },
      ]),
      memoryLogger(),
    );
    const dict = 'App/en.lproj/Localizable.stringsdict';
    expect(layout.files().filter((f) => f.resource === dict)).toEqual([
      { locale: 'de', path: 'App/de.lproj/Localizable.stringsdict', format: 'stringsdict', resource: dict },
      { locale: 'en', path: dict, format: 'stringsdict', resource: dict },
    ]);
    expect(layout.fileFor('fr', undefined, dict).path).toBe('App/fr.lproj/Localizable.stringsdict');
  });

  it("suggests the language a country code stands for: Filament's np/ (Nepali) and kh/ (Khmer)", async () => {
    // repo/ (Filament's packages/actions/resources/lang/, 2026-11: np/ and kh/ beside ne/ and km/)
    //   packages/actions/resources/lang/en/edit.php, ne/edit.php, km/edit.php
    //   packages/actions/resources/lang/np/edit.php   (a country code: warned, example {"ne": "np"})
    //   packages/actions/resources/lang/kh/edit.php   (a country code: warned, example {"km": "kh"})
    //   packages/actions/resources/lang/pseudo-LOCALE/edit.php   (no guess: a placeholder)
    const php = "<?php\n\nreturn [\n\n    'label' => 'Edit',\n\n];\n";
    root = await makeTree({
      'packages/actions/resources/lang/en/edit.php': php,
      'packages/actions/resources/lang/ne/edit.php': php,
      'packages/actions/resources/lang/km/edit.php': php,
      'packages/actions/resources/lang/np/edit.php': php,
      'packages/actions/resources/lang/kh/edit.php': php,
      'packages/actions/resources/lang/pseudo-LOCALE/edit.php': php,
    });
    const logger = memoryLogger();
    const layout = await RepositoryLayout.read(
      root,
      configOf([{ source: 'packages/actions/resources/lang/{locale_}/*.php' }]),
      logger,
    );
    expect(layout.files().map((file) => file.locale)).toEqual(['en', 'km', 'ne']);
    const warnings = logger.text('warning');
    expect(warnings).toContain('lang/np/edit.php: matches files[0] but names no locale code');
    expect(warnings).toContain('e.g. {"ne": "np"}');
    expect(warnings).toContain('e.g. {"km": "kh"}');
    expect(warnings).toContain('e.g. {"<locale code>": "pseudo-LOCALE"}');
    expect(warnings).not.toContain('zh-CN');
  });

  it('pairs source files with their translations, one resource per source file', async () => {
    // repo/
    //   public/locales/en/common.json, settings.json
    //   public/locales/de/common.json
    //   public/locales/pt-br/common.json
    //   public/locales/cn/common.json      (not a locale code: left out, with a warning)
    root = await makeTree({
      'public/locales/en/common.json': '{}',
      'public/locales/en/settings.json': '{}',
      'public/locales/de/common.json': '{}',
      'public/locales/pt-br/common.json': '{}',
      'public/locales/cn/common.json': '{}',
    });
    const logger = memoryLogger();
    const layout = await RepositoryLayout.read(
      root,
      configOf([{ source: 'public/locales/{locale}/*.json' }]),
      logger,
    );
    expect(layout.multiResource).toBe(true);
    expect(layout.files()).toEqual([
      {
        locale: 'de',
        path: 'public/locales/de/common.json',
        format: 'json',
        resource: 'public/locales/en/common.json',
      },
      {
        locale: 'en',
        path: 'public/locales/en/common.json',
        format: 'json',
        resource: 'public/locales/en/common.json',
      },
      {
        locale: 'en',
        path: 'public/locales/en/settings.json',
        format: 'json',
        resource: 'public/locales/en/settings.json',
      },
      {
        locale: 'pt-BR',
        path: 'public/locales/pt-br/common.json',
        format: 'json',
        resource: 'public/locales/en/common.json',
      },
    ]);
    expect(logger.text('warning')).toContain(
      'public/locales/cn/common.json: matches files[0] but names no locale code',
    );
    // The map to suggest names the folder, not the file (Grafana's `public/locales/pseudo-LOCALE/`).
    expect(logger.text('warning')).toContain('e.g. {"zh-CN": "cn"}');
    // New files follow the repository's spelling (lower-case regions here).
    expect(layout.fileFor('fr', undefined, 'public/locales/en/settings.json').path).toBe(
      'public/locales/fr/settings.json',
    );
    expect(layout.fileFor('pt-BR', undefined, 'public/locales/en/settings.json').path).toBe(
      'public/locales/pt-br/settings.json',
    );
    expect(layout.fileFor('pt-BR', undefined, 'public/locales/en/common.json')).toMatchObject({
      exists: true,
    });
    expect(layout.sourceFile('public/locales/en/settings.json')?.path).toBe(
      'public/locales/en/settings.json',
    );
  });

  it("writes a new file in the repository's case when localeMap names its files in that case (Kodi)", async () => {
    // repo/ resources/language/resource.language.en_gb/strings.po (the source),
    //       resource.language.de_de/, resource.language.zh_hant_hk/, as jellyfin-kodi names them:
    // the localeMap `locale-sync init` writes for them holds only case variants of their codes.
    root = await makeTree({
      'resources/language/resource.language.en_gb/strings.po': 'msgid ""\nmsgstr ""\n',
      'resources/language/resource.language.de_de/strings.po': 'msgid ""\nmsgstr ""\n',
      'resources/language/resource.language.zh_hant_hk/strings.po': 'msgid ""\nmsgstr ""\n',
    });
    const layout = await RepositoryLayout.read(
      root,
      configOf(
        [
          {
            source: 'resources/language/resource.language.{locale_}/*.po',
            localeMap: { 'de-DE': 'de_de', 'en-GB': 'en_gb', 'zh-Hant-HK': 'zh_hant_hk' },
          },
        ],
        { sourceLocale: 'en-GB' },
      ),
      memoryLogger(),
    );
    const resource = 'resources/language/resource.language.en_gb/strings.po';
    expect(layout.fileFor('pt-BR', undefined, resource).path).toBe(
      'resources/language/resource.language.pt_br/strings.po',
    );
    expect(layout.fileFor('zh-Hant-TW', undefined, resource).path).toBe(
      'resources/language/resource.language.zh_hant_tw/strings.po',
    );
  });

  it('keeps a region in upper case where the language reads the same in lower case (FluffyChat)', async () => {
    // repo/ lib/l10n/intl_en.arb, intl_de.arb, intl_pt_PT.arb (krille-chan/fluffychat@76c4ec48,
    // intl_pt_BR.arb deleted): `_pt` in `intl_pt_PT` is the language, not a lower-case region.
    root = await makeTree({
      'lib/l10n/intl_en.arb': '{}',
      'lib/l10n/intl_de.arb': '{}',
      'lib/l10n/intl_pt_PT.arb': '{}',
    });
    const layout = await RepositoryLayout.read(
      root,
      configOf([{ source: 'lib/l10n/intl_{locale_}.arb' }]),
      memoryLogger(),
    );
    expect(layout.fileFor('pt-BR').path).toBe('lib/l10n/intl_pt_BR.arb');
  });

  it('keeps legacy codes as files of their own, and refuses two files the service would merge', async () => {
    // repo/ config/locales/en.yml, mo.yml, ro.yml
    root = await makeTree({
      'config/locales/en.yml': 'en: {}\n',
      'config/locales/mo.yml': 'mo: {}\n',
      'config/locales/ro.yml': 'ro: {}\n',
    });
    await expect(
      RepositoryLayout.read(root, configOf([{ source: 'config/locales/{locale}.yml' }]), memoryLogger()),
    ).rejects.toThrow(
      '.locale/config.json: files[0]: config/locales/mo.yml ("mo") and config/locales/ro.yml ("ro") are one locale (ro) on the service, which reads "mo" as "ro"; leave one out with "ignore", or give "mo" a code of its own with "localeMap" (e.g. {"ro-x-mo": "mo"}: any code the service keeps apart from ro, such as one with a region)',
    );
    const mapped = await RepositoryLayout.read(
      root,
      configOf([{ source: 'config/locales/{locale}.yml', localeMap: { 'ro-MD': 'mo' } }]),
      memoryLogger(),
    );
    expect(mapped.files().map((f) => `${f.locale} ${f.path}`)).toEqual([
      'en config/locales/en.yml',
      'ro-MD config/locales/mo.yml',
      'ro config/locales/ro.yml',
    ]);
  });

  it('names the legacy spelling in the localeMap it suggests, in folder layouts too, and that map works', async () => {
    // repo/ l/en/a.json, l/ro/a.json, l/mo/a.json, l/sr-Latn/a.json, l/sh/a.json
    const tree = {
      'l/en/a.json': '{"a": "A"}',
      'l/ro/a.json': '{"a": "RO"}',
      'l/mo/a.json': '{"a": "MO"}',
      'l/sr-Latn/a.json': '{"a": "SR"}',
      'l/sh/a.json': '{"a": "SH"}',
    };
    root = await makeTree(tree);
    await expect(
      RepositoryLayout.read(
        root,
        configOf([{ source: 'l/{locale}/*.json', ignore: ['l/mo/**'] }]),
        memoryLogger(),
      ),
    ).rejects.toThrow(
      'l/sh/a.json ("sh") and l/sr-Latn/a.json ("sr-Latn") are one locale (sr-Latn) on the service, which reads "sh" as "sr-Latn"; leave one out with "ignore", or give "sh" a code of its own with "localeMap" (e.g. {"sr-Latn-x-sh": "sh"}:',
    );
    const mapped = await RepositoryLayout.read(
      root,
      configOf([{ source: 'l/{locale}/*.json', localeMap: { 'ro-x-mo': 'mo', 'sr-Latn-x-sh': 'sh' } }]),
      memoryLogger(),
    );
    expect(mapped.files().map((f) => `${f.locale} ${f.path}`)).toEqual([
      'en l/en/a.json',
      'ro-x-mo l/mo/a.json',
      'ro l/ro/a.json',
      'sr-Latn-x-sh l/sh/a.json',
      'sr-Latn l/sr-Latn/a.json',
    ]);
    expect(mapped.fileFor('ro-x-mo').path).toBe('l/mo/a.json');
    expect(mapped.fileFor('sr-Latn-x-sh').path).toBe('l/sh/a.json');
  });

  it('names the localeMap that pairs the source locale with a source folder spelled more precisely', async () => {
    // repo/ l/en-US/a.json (the source), l/de-DE/a.json; the project says en
    root = await makeTree({ 'l/en-US/a.json': '{"a": "A"}', 'l/de-DE/a.json': '{"a": "DA"}' });
    const logger = memoryLogger();
    await RepositoryLayout.read(root, configOf([{ source: 'l/{locale}/*.json' }]), logger).catch(
      () => undefined,
    );
    expect(logger.text('warning')).toContain(
      '.locale/config.json: files[0] "source" (l/{locale}/*.json) matches no file for the source locale en; its files spell it en-US: add "localeMap": {"en": "en-US"} to files[0]',
    );
    const mapped = await RepositoryLayout.read(
      root,
      configOf([{ source: 'l/{locale}/*.json', localeMap: { en: 'en-US' } }]),
      memoryLogger(),
    );
    expect(mapped.files().map((f) => `${f.locale} ${f.path}`)).toEqual([
      'de-DE l/de-DE/a.json',
      'en l/en-US/a.json',
    ]);
  });

  it('refuses a file claimed by two entries', async () => {
    root = await makeTree({ 'l/en/a.json': '{}', 'l/de/a.json': '{}' });
    await expect(
      RepositoryLayout.read(
        root,
        configOf([{ source: 'l/{locale}/*.json' }, { source: 'l/{locale}/a.json' }]),
        memoryLogger(),
      ),
    ).rejects.toThrow(
      /l\/en\/a\.json is claimed by files\[0\] \(as a source file\) and files\[1\] \(as a source file\)/,
    );
  });

  it('honours ignore', async () => {
    root = await makeTree({ 'l/en/a.json': '{}', 'l/en/b.json': '{}', 'l/de/a.json': '{}' });
    const layout = await RepositoryLayout.read(
      root,
      configOf([{ source: 'l/{locale}/*.json', ignore: ['l/*/b.json'] }]),
      memoryLogger(),
    );
    expect(layout.files().map((f) => f.path)).toEqual(['l/de/a.json', 'l/en/a.json']);
    expect(layout.multiResource).toBe(false);
    expect(layout.files()[0]).not.toHaveProperty('resource');
  });
});

describe.skipIf(!existsSync(corpus))('files layouts of the real multi-file corpus', () => {
  const read = (project: string, files: unknown) =>
    RepositoryLayout.read(path.join(corpus, project), configOf(files), memoryLogger());

  it('wagtail: 19 Django catalogs per locale, ** matching no folder too', async () => {
    const layout = await read('wagtail', [{ source: 'wagtail/**/locale/{locale_}/LC_MESSAGES/*.po' }]);
    expect(layout.resources()).toHaveLength(19);
    expect(layout.files()).toHaveLength(76);
    expect(layout.resources().map((r) => r.resource)).toContain('wagtail/locale/en/LC_MESSAGES/django.po');
    expect(
      layout.fileFor('pt-BR', undefined, 'wagtail/contrib/forms/locale/en/LC_MESSAGES/django.po').path,
    ).toBe('wagtail/contrib/forms/locale/pt_BR/LC_MESSAGES/django.po');
  });

  it('rallly: i18next namespaces in three packages', async () => {
    const layout = await read('rallly', [{ source: '**/locales/{locale}/*.json' }]);
    expect(layout.resources()).toHaveLength(6);
    expect(layout.files()).toHaveLength(24);
  });

  it('thunderbird-android: 34 modules, values/ and values-{android}/', async () => {
    const layout = await read('thunderbird-android', [
      { source: '**/res/values/strings.xml', translation: '{path}/res/values-{android}/strings.xml' },
    ]);
    expect(layout.resources()).toHaveLength(34);
    expect(layout.files()).toHaveLength(34 * 4);
    const first = layout.resources()[0]?.resource as string;
    expect(layout.fileFor('pt-BR', undefined, first).path).toBe(first.replace('/values/', '/values-pt-rBR/'));
    expect(layout.fileFor('sr-Latn', undefined, first).path).toBe(
      first.replace('/values/', '/values-b+sr+Latn/'),
    );
  });
});

describe('the files example of docs/actions.md', () => {
  it('is a valid config', async () => {
    const doc = await readFile(path.resolve(import.meta.dirname, '../../../docs/actions.md'), 'utf8');
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    const examples = blocks.filter((b) => b.includes('"files"'));
    expect(examples.length).toBeGreaterThan(0);
    for (const text of examples) expect(parseConfig(text, memoryLogger()).files?.length).toBeGreaterThan(0);
  });
});
