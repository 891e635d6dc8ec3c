import { readdir, readFile, stat, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { getFormat } from '@locale-sync/formats';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError, UnsafePathError } from '../src/errors.ts';
import { type PullOptions, runPull } from '../src/pull.ts';
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

  it('reports keys the server no longer has as obsolete and removes them', async () => {
    // repo/
    //   locales/de.json   {"a","gone"}
    const root = await tree({ 'locales/de.json': '{\n  "a": "A",\n  "gone": "G"\n}\n' });
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'A' } }) });
    const result = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false });
    expect(result.changes[0]).toMatchObject({ created: [], updated: [], obsolete: ['gone'], unchanged: 1 });
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe('{\n  "a": "A"\n}\n');
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

  it('warns with the one-line config when files live elsewhere and no config is set', async () => {
    // repo/
    //   src/i18n/en.json
    //   src/i18n/de.json
    const root = await tree({ 'src/i18n/en.json': '{}', 'src/i18n/de.json': '{}' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' } }) });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changedFiles).toEqual(['locales/de.json']);
    expect(logger.text('warning')).toBe(
      'translation files were found in src/i18n/ but pull writes to locales/ (the default, as there is no .locale/config.json); to write next to them, create .locale/config.json with: {"outputDir":"src/i18n"}',
    );
    // With a config present there is no warning.
    const configured = await tree({ '.locale/config.json': '{}', 'src/i18n/de.json': '{}' });
    const quiet = memoryLogger();
    await runPull({ root: configured, client: api, logger: quiet, options, dryRun: false });
    expect(quiet.text('warning')).toBe('');
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

  it('refuses an outputDir that is a symlink pointing outside, writing nothing anywhere', async () => {
    // outside/
    // repo/
    //   locales -> ../outside
    const outside = await tree();
    const root = await tree({});
    await symlink(outside, path.join(root, 'locales'));
    const { api } = fakeApi({ pull: pullAnswer({ de: { a: 'D' } }) });
    const err = await runPull({ root, client: api, logger: memoryLogger(), options, dryRun: false }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UnsafePathError);
    expect((err as Error).message).toMatch(
      /outputDir "locales" cannot be written: locales is a symbolic link that points outside/,
    );
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

  it('notes a file rewritten only for its layout', async () => {
    // repo/
    //   locales/de.json   flat {"home.title": "T"}, pulled nested
    const root = await tree({ 'locales/de.json': '{\n  "home.title": "T"\n}\n' });
    const { api } = fakeApi({ pull: pullAnswer({ de: { 'home.title': 'T' } }) });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { ...options, structure: 'nested' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['locales/de.json']);
    expect(result.changes[0]).toMatchObject({
      created: [],
      updated: [],
      note: 'same texts, rewritten as nested json',
    });
    expect(await readFile(path.join(root, 'locales/de.json'), 'utf8')).toBe(
      '{\n  "home": {\n    "title": "T"\n  }\n}\n',
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
    expect(calls.pull[0]?.format).toBe('yaml');
    expect(result.changedFiles).toEqual(['locales/de.yaml', 'locales/fr.yml']);
    expect(await readdir(path.join(root, 'locales'))).toEqual(['de.yaml', 'fr.yml']);
    expect([...yaml.parse(await readFile(path.join(root, 'locales/de.yaml'), 'utf8'))]).toEqual([
      ['a', 'neu'],
    ]);
    expect(result.changes[0]).toMatchObject({ locale: 'de', updated: ['a'] });
  });

  it('refuses a file in another format than asked, and a configured path of another format', async () => {
    // repo/
    //   .locale/config.json   {"paths": {"de": "web/de.json"}}
    const root = await tree({ '.locale/config.json': '{"paths":{"de":"web/de.json"}}' });
    const wrongFormat = fakeApi({
      pull: { sourceLocale: 'en', files: [{ locale: 'fr', format: 'yaml', content: 'a: b\n', keys: 1 }] },
    });
    await expect(
      runPull({ root, client: wrongFormat.api, logger: memoryLogger(), options, dryRun: false }),
    ).rejects.toThrow(/locale fr in format "yaml" instead of the requested json/);
    const yaml = getFormat('yaml').serialize(new Map([['a', 'b']]), { structure: 'flat' });
    const yamlPull = fakeApi({
      pull: { sourceLocale: 'en', files: [{ locale: 'de', format: 'yaml', content: yaml, keys: 1 }] },
    });
    await expect(
      runPull({
        root,
        client: yamlPull.api,
        logger: memoryLogger(),
        options: { ...options, format: 'yaml' },
        dryRun: false,
      }),
    ).rejects.toThrow(/"paths.de" is "web\/de.json", not a yaml file/);
    expect(await readdir(root)).toEqual(['.locale']);
  });

  it('does not create a file for a locale without translations, but empties an existing one', async () => {
    // repo/
    //   locales/de.json   {"a": "A"}; the service has no de translations any more
    //                fr.json  not created: the service has none yet
    const root = await tree({ 'locales/de.json': '{\n  "a": "A"\n}\n' });
    const logger = memoryLogger();
    const { api } = fakeApi({ pull: pullAnswer({ de: {}, fr: {} }) });
    const result = await runPull({ root, client: api, logger, options, dryRun: false });
    expect(result.changedFiles).toEqual(['locales/de.json']);
    expect(result.changes.map((c) => [c.locale, c.obsolete])).toEqual([['de', ['a']]]);
    expect(await readdir(path.join(root, 'locales'))).toEqual(['de.json']);
    expect(logger.text('info')).toContain('fr: no approved translations yet; locales/fr.json is not created');
  });
});
