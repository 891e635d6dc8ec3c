import { readdir, readFile, stat, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { getFormat } from '@locale-sync/formats';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError, UnsafePathError } from '../src/errors.ts';
import type { PullOptions } from '../src/pull/options.ts';
import { runPull } from '../src/pull/run.ts';
import { describePull } from '../src/report/pull-line.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const trees: string[] = [];
async function tree(files: Record<string, string> = {}): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

const options: PullOptions = { format: 'json', structure: 'flat', status: 'approved' };

/** Every file below `root` with its text, for "nothing changed" checks. */
async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full).split(path.sep).join('/')] = await readFile(full, 'utf8');
  }
  return out;
}

describe('runPull', () => {
  it('writes each locale to locales/, keeping spelling, style, and untouched unchanged files', async () => {
    // repo/
    //   locales/en.json     source, not pulled
    //   locales/pt_BR.json  4-space indent, key order b, a; gets a new key
    //   locales/de.json     same texts in another order and spacing: unchanged, bytes and mtime kept
    //                fr.json  created
    const ptBefore = '{\n    "b": "B",\n    "a": "A"\n}\n';
    const deBefore = '{"y":"Y", "x":"X"}';
    const root = await tree({
      'locales/en.json': '{}',
      'locales/pt_BR.json': ptBefore,
      'locales/de.json': deBefore,
    });
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(path.join(root, 'locales/de.json'), old, old);
    const { api, calls } = fakeApi({
      pull: pullAnswer({ de: { x: 'X', y: 'Y' }, 'pt-BR': { a: 'A2', b: 'B', c: 'C' }, fr: { x: 'Fx' } }),
    });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(calls.pull).toEqual([{ format: 'json', structure: 'flat', status: 'approved' }]);
    expect(await readFile(path.join(root, 'locales/pt_BR.json'), 'utf8')).toBe(
      '{\n    "b": "B",\n    "a": "A2",\n    "c": "C"\n}\n',
    );
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe(deBefore);
    expect((await stat(path.join(root, 'locales/de.json'))).mtime.getTime()).toBe(old.getTime());
    expect(await readFile(path.join(root, 'locales/fr.json'), 'utf8')).toBe('{\n  "x": "Fx"\n}\n');
    expect(await readdir(path.join(root, 'locales'))).not.toContain('pt-BR.json');
    expect(result.changed).toBe(true);
    expect(result.changedFiles).toEqual(['locales/fr.json', 'locales/pt_BR.json']);
    expect(result.locales.map((l) => [l.locale, l.path, l.status])).toEqual([
      ['de', 'locales/de.json', 'unchanged'],
      ['fr', 'locales/fr.json', 'created'],
      ['pt-BR', 'locales/pt_BR.json', 'updated'],
    ]);
    expect(result.changes[2]).toEqual({
      locale: 'pt-BR',
      path: 'locales/pt_BR.json',
      created: ['c'],
      updated: ['a'],
      obsolete: [],
      unchanged: 1,
    });

    // A second identical pull changes nothing.
    const again = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(again.changed).toBe(false);
    expect(again.changedFiles).toEqual([]);
  });

  it('removes only keys the service says left the source, and keeps what the service lacks', async () => {
    // repo/
    //   locales/de.json   {"a", "gone", "local", "draft"}
    //     gone:  obsolete in the service → removed
    //     local: never pushed / ignored on push → kept
    //     draft: not at the requested status → kept with the file's value
    const root = await tree({
      'locales/de.json': '{\n  "a": "A",\n  "gone": "G",\n  "local": "L",\n  "draft": "D"\n}\n',
    });
    const { api } = fakeApi({
      pull: { ...pullAnswer({ de: { a: 'A2' } }), sourceKeys: 3, obsoleteKeys: ['gone', 'other'] },
    });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(result.changes[0]).toMatchObject({
      created: [],
      updated: ['a'],
      obsolete: ['gone'],
      unchanged: 2,
    });
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe(
      '{\n  "a": "A2",\n  "local": "L",\n  "draft": "D"\n}\n',
    );
  });

  it('leaves every file untouched when the service has no source strings', async () => {
    // repo/
    //   locales/en.json, de.json   a project that was never pushed (or a wrong project key)
    const files = { 'locales/en.json': '{"a":"A"}\n', 'locales/de.json': '{"a":"D"}\n' };
    const root = await tree(files);
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: { ...pullAnswer({ de: {}, fr: {} }), sourceKeys: 0, obsoleteKeys: [] } });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changed).toBe(false);
    expect(result.changes).toEqual([
      expect.objectContaining({
        locale: 'de',
        obsolete: [],
        note: expect.stringMatching(/no source strings/),
      }),
    ]);
    expect(logger.text('warning')).toMatch(/no source strings for this project yet/);
    expect(await snapshot(root)).toEqual(files);
  });

  it('says the project was never pushed for a layout of several source files too', async () => {
    // repo/
    //   public/locales/en/common.json, checkout.json   two i18next namespaces: two resources
    //   public/locales/de/common.json                  a project that was never pushed
    // The service answers its empty default resource only. Before, pull warned that the service
    // "holds the default resource … whose source file is not in this repository's layout", printed
    // "no locales" and "all 0 files are up to date", and never said to push first.
    const files = {
      'public/locales/en/common.json': '{"hi":"Hi"}\n',
      'public/locales/en/checkout.json': '{"pay":"Pay"}\n',
      'public/locales/de/common.json': '{"hi":"Hallo"}\n',
    };
    const root = await tree(files);
    const logger = memoryLogger();
    const { api } = fakeApi({
      pull: {
        ...pullAnswer({ de: {}, fr: {} }),
        sourceKeys: 0,
        obsoleteKeys: [],
        resources: [{ resource: '', sourceKeys: 0, obsoleteKeys: [] }],
      },
    });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changed).toBe(false);
    expect(result.orphanResources).toEqual([]);
    expect(logger.text('warning')).toMatch(/no source strings for this project yet .*push the source file/);
    expect(logger.text('warning')).not.toMatch(/holds the default resource/);
    expect(describePull(result)).toBe('no file pulled; nothing written');
    expect(await snapshot(root)).toEqual(files);
  });

  it('dry run computes the plan and writes nothing', async () => {
    // repo/
    //   locales/de.json   {"a": "old"}
    const root = await tree({ 'locales/de.json': '{"a":"old"}' });
    const before = await snapshot(root);
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'new', b: 'B' }, fr: { a: 'F' } }) });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: true });
    expect(result.dryRun).toBe(true);
    expect(result.changed).toBe(true);
    expect(result.changedFiles).toEqual(['locales/de.json', 'locales/fr.json']);
    expect(result.changes.map((c) => [c.locale, c.created, c.updated])).toEqual([
      ['de', ['b'], ['a']],
      ['fr', ['a'], []],
    ]);
    expect(await snapshot(root)).toEqual(before);
  });

  it('writes to the config outputDir and paths', async () => {
    // repo/
    //   .locale/config.json   {"outputDir": "src/i18n", "paths": {"fr": "web/fr-FR.json"}}
    const root = await tree({
      '.locale/config.json': '{"outputDir":"src/i18n","paths":{"fr":"web/fr-FR.json"}}',
    });
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' }, fr: { a: 'F' } }) });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(result.changedFiles).toEqual(['src/i18n/de.json', 'web/fr-FR.json']);
    expect(JSON.parse(await readFile(path.join(root, 'web/fr-FR.json'), 'utf8'))).toEqual({ a: 'F' });
  });

  it('writes where push reads: files found in src/i18n/ are updated there, new ones go next to them', async () => {
    // repo/
    //   src/i18n/en.json
    //   src/i18n/de.json
    //            fr.json  created next to them, not in locales/
    const root = await tree({ 'src/i18n/en.json': '{}', 'src/i18n/de.json': '{}' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' }, fr: { a: 'F' } }) });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changedFiles).toEqual(['src/i18n/de.json', 'src/i18n/fr.json']);
    expect(await readdir(root)).toEqual(['src']);
    expect(logger.text('warning')).toBe('');
  });

  it.each(['../../.github/workflows/x', '../x', '/etc/passwd', 'de/../../x', 'C:\\x'])(
    'refuses a hostile locale %j and writes nothing at all',
    async (locale) => {
      // repo/
      //   .github/workflows/ci.yml
      //   locales/de.json
      const root = await tree({ '.github/workflows/ci.yml': 'on: push', 'locales/de.json': '{"a":"old"}' });
      const before = await snapshot(root);
      const { api } = fakeApi({
        pull: {
          sourceLocale: 'en',
          files: [
            ...pullAnswer({ de: { a: 'new' } }).files,
            { locale, format: 'json', content: '{"run":"x"}', keys: 1 },
          ],
        },
      });
      const err = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }).catch(
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(UnsafePathError);
      expect((err as Error).message).toMatch(
        /is not a locale code; refusing the whole pull \(nothing was written\)/,
      );
      expect(await snapshot(root)).toEqual(before);
    },
  );

  it('refuses to write into the default outputDir when it is a symlink pointing outside, writing nothing anywhere', async () => {
    // outside/
    // repo/
    //   locales -> ../outside      (discovery skips it with a warning; the write refuses it)
    const outside = await tree();
    const root = await tree({});
    await symlink(outside, path.join(root, 'locales'));
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' } }) });
    const logger = memoryLogger();
    const err = await runPull({ root, client: api, logger, options, dryRun: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafePathError);
    expect((err as Error).message).toMatch(
      /refusing path "locales\/de.json": locales is a symbolic link that points outside/,
    );
    expect(logger.text('warning')).toContain('discovery skips folder "locales"');
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses a configured outputDir that is a symlink pointing outside, before reading it', async () => {
    // outside/
    // repo/
    //   .locale/config.json   {"outputDir": "lang"}
    //   lang -> ../outside
    const outside = await tree();
    const root = await tree({ '.locale/config.json': '{"outputDir":"lang"}' });
    await symlink(outside, path.join(root, 'lang'));
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' } }) });
    await expect(
      runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(/folder "lang" cannot be used: lang is a symbolic link that points outside/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses a configured path whose parent links outside', async () => {
    // outside/
    // repo/
    //   .locale/config.json   {"paths": {"de": "web/de.json"}}
    //   web -> ../outside
    const outside = await tree();
    const root = await tree({ '.locale/config.json': '{"paths":{"de":"web/de.json"}}' });
    await symlink(outside, path.join(root, 'web'));
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' } }) });
    await expect(
      runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(/web is a symbolic link that points outside/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses an answer with broken content or a locale twice, before writing', async () => {
    // repo/ (empty)
    const root = await tree();
    const broken = fakeApi({
      pull: {
        sourceLocale: 'en',
        files: [
          ...pullAnswer({ de: { a: 'D' } }).files,
          { locale: 'fr', format: 'json', content: '{"a":', keys: 1 },
        ],
      },
    });
    await expect(
      runPull({ root, client: broken.api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(/the server's json file for locale fr cannot be read: invalid JSON/);
    const twice = fakeApi({ pull: pullAnswer({ de: { a: 'D' }, de_x: { a: 'E' } }) });
    twice.api.pull = async () => ({
      sourceLocale: 'en',
      files: [...pullAnswer({ de: { a: 'D' } }).files, ...pullAnswer({ de: { a: 'E' } }).files],
    });
    await expect(
      runPull({ root, client: twice.api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(SyncError);
    expect(await snapshot(root)).toEqual({});
  });

  it('asks for the requested locales and skips others the server sends', async () => {
    // repo/ (empty)
    const root = await tree();
    const logger = memoryLogger();
    const { api, calls } = fakeApi({ pull: pullAnswer({ de: { a: 'D' }, it: { a: 'I' } }) });
    const result = await runPull({
      root,
      client: api,
      logger,
      options: { ...options, locales: ['de'] },
      dryRun: false,
    });
    expect(calls.pull[0]).toEqual({ format: 'json', structure: 'flat', status: 'approved', locales: ['de'] });
    expect(result.changedFiles).toEqual(['locales/de.json']);
    expect(logger.text('warning')).toMatch(/answered locale it, which was not asked for/);
  });

  it('rewrites nested when asked, and keeps a nested file nested and unchanged', async () => {
    // repo/
    //   locales/de.json   {"home": {"title": "T"}}
    const nested = '{\n  "home": {\n    "title": "T"\n  }\n}\n';
    const root = await tree({ 'locales/de.json': nested });
    const { api } = fakeApi({
      pull: { sourceLocale: 'en', files: [{ locale: 'de', format: 'json', content: nested, keys: 1 }] },
    });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { ...options, structure: 'nested' },
      dryRun: false,
    });
    expect(result.changed).toBe(false);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe(nested);
  });

  it("keeps an existing file's structure; the structure asked for decides new files only", async () => {
    // repo/
    //   locales/en.json   nested
    //   locales/de.json   flat {"home.title": "T"}, pulled with structure nested: stays flat
    //           fr.json   created nested (asked); without a structure, as en.json (nested)
    const root = await tree({
      'locales/en.json': '{\n  "home": {\n    "title": "T"\n  }\n}\n',
      'locales/de.json': '{\n  "home.title": "T"\n}\n',
    });
    const { api } = fakeApi({ pull: pullAnswer({ de: { 'home.title': 'T2' }, fr: { 'home.title': 'F' } }) });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { ...options, structure: 'nested' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['locales/de.json', 'locales/fr.json']);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe('{\n  "home.title": "T2"\n}\n');
    expect(await readFile(path.join(root, 'locales/fr.json'), 'utf8')).toBe(
      '{\n  "home": {\n    "title": "F"\n  }\n}\n',
    );
    const unasked = await tree({ 'locales/en.json': '{\n  "home": {\n    "title": "T"\n  }\n}\n' });
    await runPull({
      root: unasked,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(await readFile(path.join(unasked, 'locales/fr.json'), 'utf8')).toBe(
      '{\n  "home": {\n    "title": "F"\n  }\n}\n',
    );
  });

  it("lays out a new file with the spacing of the source file beside it (Matomo's four spaces)", async () => {
    // matomo-org/matomo: lang/en.json and plugins/<Plugin>/lang/en.json, indented with four spaces;
    // a pull after the translations were deleted recreates lang/de.json with four spaces too.
    const root = await tree({
      'lang/en.json':
        '{\n    "General": {\n        "12HourClock": "12-hour clock",\n        "Add": "Add"\n    }\n}',
      'lang/fr.json': '{\n    "General": {\n        "Add": "Ajouter"\n    }\n}',
    });
    const { api } = fakeApi({
      pull: pullAnswer({ de: { 'General.12HourClock': '12-Stunden Uhr', 'General.Add': 'Hinzufügen' } }),
    });
    await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    // The structure and the spacing are the source's; so is its missing final newline.
    expect(await readFile(path.join(root, 'lang/de.json'), 'utf8')).toBe(
      '{\n    "General": {\n        "12HourClock": "12-Stunden Uhr",\n        "Add": "Hinzufügen"\n    }\n}',
    );
  });

  it("lays out a new file as the translations beside it are, when they agree (Sonarr's Weblate files)", async () => {
    // Sonarr/Sonarr: src/NzbDrone.Core/Localization/Core/en.json has two spaces and a final newline;
    // Weblate writes every <locale>.json with four and none, and will write the next one so too.
    const core = 'src/NzbDrone.Core/Localization/Core';
    const root = await tree({
      [`${core}/en.json`]: '{\n  "About": "About",\n  "Add": "Add"\n}\n',
      [`${core}/fr.json`]: '{\n    "About": "À propos"\n}',
      [`${core}/pt_BR.json`]: '{\n    "About": "Sobre",\n    "Add": "Adicionar"\n}',
    });
    const { api } = fakeApi({ pull: pullAnswer({ de: { About: 'Über', Add: 'Hinzufügen' } }) });
    await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(await readFile(path.join(root, `${core}/de.json`), 'utf8')).toBe(
      '{\n    "About": "Über",\n    "Add": "Hinzufügen"\n}',
    );
    // Translations spaced two ways say nothing: the source's spacing is taken.
    const mixed = await tree({
      'locales/en.json': '{\n  "About": "About"\n}\n',
      'locales/fr.json': '{\n    "About": "À propos"\n}',
      'locales/it.json': '{\n\t"About": "Info"\n}\n',
    });
    await runPull({
      root: mixed,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(await readFile(path.join(mixed, 'locales/de.json'), 'utf8')).toBe(
      '{\n  "About": "Über",\n  "Add": "Hinzufügen"\n}\n',
    );
  });

  it("names a new locale's JSON in a translations/ folder with a hyphen, not as Symfony does (Home Assistant)", async () => {
    // home-assistant/frontend: src/translations/en.json beside translationMetadata.json, the only
    // translation files in the repository (the others, pt-BR.json, zh-Hans.json, are downloaded).
    const root = await tree({
      'src/translations/en.json': '{\n  "ui": {\n    "common": {\n      "cancel": "Cancel"\n    }\n  }\n}\n',
      'src/translations/translationMetadata.json': '{\n  "fragments": []\n}\n',
    });
    const { api } = fakeApi({
      pull: pullAnswer({
        'pt-BR': { 'ui.common.cancel': 'Cancelar' },
        'zh-Hans': { 'ui.common.cancel': '取消' },
      }),
    });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['src/translations/pt-BR.json', 'src/translations/zh-Hans.json']);
    expect(await readFile(path.join(root, 'src/translations/zh-Hans.json'), 'utf8')).toBe(
      '{\n  "ui": {\n    "common": {\n      "cancel": "取消"\n    }\n  }\n}\n',
    );
  });

  it('writes other formats over the file the repository already has (de.yaml stays de.yaml)', async () => {
    // repo/
    //   locales/de.yaml   YAML with the .yaml extension
    const yaml = getFormat('yaml');
    const before = yaml.serialize(new Map([['a', 'alt']]), { structure: 'flat', locale: 'de' });
    const root = await tree({ 'locales/de.yaml': before });
    const content = yaml.serialize(new Map([['a', 'neu']]), { structure: 'flat', locale: 'de' });
    const { api, calls } = fakeApi({
      pull: {
        sourceLocale: 'en',
        files: [
          { locale: 'de', format: 'yaml', content, keys: 1 },
          { locale: 'fr', format: 'yaml', content, keys: 1 },
        ],
      },
    });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { ...options, format: 'yaml' },
      dryRun: false,
    });
    expect(calls.pull[0]?.format).toBe('json');
    expect(result.changedFiles).toEqual(['locales/de.yaml', 'locales/fr.yaml']);
    expect(await readdir(path.join(root, 'locales'))).toEqual(['de.yaml', 'fr.yaml']);
    expect([...yaml.parse(await readFile(path.join(root, 'locales/de.yaml'), 'utf8'))]).toEqual([
      ['a', 'neu'],
    ]);
    expect(result.changes[0]).toMatchObject({ locale: 'de', updated: ['a'] });
  });

  it("refuses a format other than an existing file's, naming both files, and writes nothing", async () => {
    // repo/
    //   .locale/config.json   {"paths": {"de": "web/de.json"}}
    //   locales/fr.json       found by discovery in another repository below
    const root = await tree({ '.locale/config.json': '{"paths":{"de":"web/de.json"}}' });
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'b' } }) });
    await expect(
      runPull({
        root,
        client: api,
        logger: memoryLogger(),
        options: { ...options, format: 'yaml' },
        dryRun: false,
      }),
    ).rejects.toThrow(/locale de is kept in web\/de.json \(json\), but format "yaml" was asked for/);
    expect(await readdir(root)).toEqual(['.locale']);
    const discovered = await tree({ 'locales/fr.json': '{"a":"x"}' });
    const fr = fakeApi({ pull: pullAnswer({ fr: { a: 'y' } }) });
    await expect(
      runPull({
        root: discovered,
        client: fr.api,
        logger: memoryLogger(),
        options: { ...options, format: 'yaml' },
        dryRun: false,
      }),
    ).rejects.toThrow(/locales\/fr.json \(json\).*would write a second file/);
    expect(await readdir(path.join(discovered, 'locales'))).toEqual(['fr.json']);
  });

  it('creates no file for a locale without translations, and leaves an existing one as it is', async () => {
    // repo/
    //   locales/de.json   {"a": "A"}; the service has no approved de translations (yet)
    //                fr.json  not created: the service has none yet
    const root = await tree({ 'locales/de.json': '{\n  "a": "A"\n}\n' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: { ...pullAnswer({ de: {}, fr: {} }), sourceKeys: 1, obsoleteKeys: [] } });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changedFiles).toEqual([]);
    expect(result.changes).toEqual([
      expect.objectContaining({
        locale: 'de',
        obsolete: [],
        note: expect.stringMatching(/no approved translations/),
      }),
    ]);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe('{\n  "a": "A"\n}\n');
    expect(logger.text('warning')).toContain(
      'locales/de.json: the service has no approved translations for de; the file is left as it is',
    );
    expect(logger.text('info')).toContain('fr: no approved translations yet; locales/fr.json is not created');
  });

  it('says nothing of a file holding no texts when the service has none either (Matomo)', async () => {
    // repo/
    //   lang/de.json   {"a": "A"}
    //        te.json   {}: matomo-org/matomo keeps such a file for locales no one translates yet
    const root = await tree({ 'lang/en.json': '{\n  "a": "A"\n}\n', 'lang/te.json': '{}\n' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: { ...pullAnswer({ te: {} }), sourceKeys: 1, obsoleteKeys: [] } });
    const all = { ...options, status: 'all' as const };
    const result = await runPull({ root, client: api, logger, options: all, dryRun: false });
    expect(result.changedFiles).toEqual([]);
    expect(result.changes).toEqual([
      expect.objectContaining({ locale: 'te', note: 'left as it is: no translations in the service' }),
    ]);
    expect(logger.text('warning')).not.toContain('lang/te.json');
    expect(await readFile(path.join(root, 'lang/te.json'), 'utf8')).toBe('{}\n');
  });

  it('leaves a file it cannot read as it is, instead of replacing it', async () => {
    // repo/
    //   locales/de.json   broken JSON
    const root = await tree({ 'locales/de.json': '{"a": ' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'A' } }) });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changed).toBe(false);
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe('{"a": ');
    expect(logger.text('warning')).toMatch(/locales\/de.json cannot be read as json .*it is left as it is/);
  });
});
