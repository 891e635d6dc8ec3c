import { symlink } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceFromEnv } from '../src/api.ts';
import { SyncError } from '../src/errors.ts';
import { runPush } from '../src/push/push.ts';
import { fakeApi } from './fake-api.ts';
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

const answer: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 1, updated: 1, unchanged: 1, obsolete: 0, kept: 0, ignored: 0 },
  plan: [
    { locale: 'de', created: [], updated: ['b'], obsolete: [], kept: [], ignored: [], unchanged: 1 },
    { locale: 'en', created: ['c'], updated: [], obsolete: [], kept: [], ignored: [], unchanged: 0 },
  ],
};

describe('runPush', () => {
  it('sends every discovered file as read, with posix paths, the source and dry run flag', async () => {
    // repo/
    //   locales/en.json      {"c": "C"}
    //   src/i18n/de.json     {"a": "A", "b": "B"} with CRLF line ends, sent unchanged
    const de = '{\r\n  "a": "A",\r\n  "b": "B"\r\n}\r\n';
    const root = await tree({ 'locales/en.json': '{"c":"C"}', 'src/i18n/de.json': de });
    const { api, calls } = fakeApi({ push: answer });
    const result = await runPush({
      root,
      client: api,
      logger: memoryLogger(),
      dryRun: true,
      source: { repository: 'o/r', ref: 'refs/heads/main', sha: 'abc' },
    });
    expect(calls.push).toEqual([
      {
        files: [
          { locale: 'en', path: 'locales/en.json', format: 'json', content: '{"c":"C"}' },
          { locale: 'de', path: 'src/i18n/de.json', format: 'json', content: de },
        ],
        options: { source: { repository: 'o/r', ref: 'refs/heads/main', sha: 'abc' }, dryRun: true },
      },
    ]);
    expect(result.dryRun).toBe(true);
    expect(result.files.map((f) => [f.locale, f.keys])).toEqual([
      ['en', 1],
      ['de', 2],
    ]);
    expect(result.changes.map((c) => [c.locale, c.path, c.updated, c.created])).toEqual([
      ['de', 'src/i18n/de.json', ['b'], []],
      ['en', 'locales/en.json', [], ['c']],
    ]);
  });

  it('warns on the file about keys the source locale does not have', async () => {
    // repo/
    //   locales/de.json   {"a": "A", "typo": "T"}
    const root = await tree({ 'locales/de.json': '{"a":"A","typo":"T"}' });
    const { api } = fakeApi({
      push: {
        ...answer,
        plan: [
          {
            locale: 'de',
            created: ['a'],
            updated: [],
            obsolete: [],
            kept: [],
            ignored: ['typo'],
            unchanged: 0,
          },
        ],
      },
    });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: false });
    expect(logger.lines.filter((l) => l.level === 'warning')).toEqual([
      {
        level: 'warning',
        message: 'locales/de.json: 1 key is not in the source locale and was not stored: typo',
        where: { file: 'locales/de.json' },
      },
    ]);
  });

  it('reads the source locale as the source: a gettext source catalog with empty msgstr is named in a warning', async () => {
    // repo/
    //   locales/en.po   a Django-style source catalog: every msgstr empty
    //   locales/de.po   a translation in progress: every msgstr empty too, which is no news
    const catalog = 'msgid "Welcome"\nmsgstr ""\n\nmsgid "Bye"\nmsgstr ""\n';
    const root = await tree({ 'locales/en.po': catalog, 'locales/de.po': catalog });
    const { api } = fakeApi({ push: answer });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: true });
    expect(logger.lines.filter((l) => l.level === 'warning')).toEqual([
      {
        level: 'warning',
        message:
          'locales/en.po: every message of locales/en.po has an empty msgstr: their msgids are read as the source texts, as gettext shows them',
        where: { file: 'locales/en.po', line: 1 },
      },
    ]);
  });

  it('leaves dryRun out of the request when not a dry run, and uses config paths', async () => {
    // repo/
    //   .locale/config.json   {"paths": {"pt_BR": "web/lang/pt.json"}}
    //   web/lang/pt.json
    //   locales/de.json       not sent: paths replace discovery
    const root = await tree({
      '.locale/config.json': '{"paths":{"pt_BR":"web/lang/pt.json"}}',
      'web/lang/pt.json': '{"a":"b"}',
      'locales/de.json': '{}',
    });
    const { api, calls } = fakeApi({ push: answer });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files).toEqual([
      { locale: 'pt-BR', path: 'web/lang/pt.json', format: 'json', content: '{"a":"b"}' },
    ]);
    expect(calls.push[0]?.options).toEqual({});
  });

  it('sends each file in the format its extension names', async () => {
    // repo/
    //   locales/en.json
    //   locales/de.yml          YAML
    //   i18n/fr.properties      Java properties
    const root = await tree({
      'locales/en.json': '{"a":"A"}',
      'locales/de.yml': 'a: A-de\n',
      'i18n/fr.properties': 'a=A-fr\n',
    });
    const { api, calls } = fakeApi({ push: answer });
    const result = await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['fr', 'i18n/fr.properties', 'properties'],
      ['de', 'locales/de.yml', 'yaml'],
      ['en', 'locales/en.json', 'json'],
    ]);
    expect(result.files.map((f) => f.keys)).toEqual([1, 1, 1]);
  });

  it('fails on a broken file with an error on its file and line, and sends nothing', async () => {
    // repo/
    //   locales/en.json   valid
    //   locales/de.json   a missing value on line 3
    //   locales/fr.json   a number value on line 2
    const root = await tree({
      'locales/en.json': '{"a":"A"}',
      'locales/de.json': '{\n  "a": "A",\n  "b": \n}',
      'locales/fr.json': '{\n  "a": 3\n}',
    });
    const { api, calls } = fakeApi({ push: answer });
    const logger = memoryLogger();
    const err = await runPush({ root, client: api, logger, dryRun: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as Error).message).toMatch(/2 translation files could not be read .*nothing was sent/);
    expect(calls.push).toEqual([]);
    const errors = logger.lines.filter((l) => l.level === 'error');
    expect(errors.map((e) => e.where)).toEqual([
      { file: 'locales/de.json', line: 4 },
      { file: 'locales/fr.json', line: 2 },
    ]);
    expect(errors[1]?.message).toMatch(/locales\/fr.json: key "a" has a number value/);
  });

  it('says what discovery looked for when there are no translation files, and how to name them', async () => {
    // repo/
    //   README.md
    const root = await tree({ 'README.md': '#' });
    const error = await runPush({ root, client: fakeApi().api, logger: memoryLogger(), dryRun: false }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(SyncError);
    const message = (error as SyncError).message;
    expect(message).toMatch(/^no translation files found below .+: discovery looked in every folder/);
    expect(message).toContain('for a source file of locale en (or a locale-less one');
    expect(message).toContain('a folder per locale (public/locales/de/common.json)');
    expect(message).toContain('a source with no translations yet is found as locales/en.json');
    expect(message).toContain(
      'Name your files in .locale/config.json, e.g. {"files": [{"source": "lang/{locale}.json"}]}',
    );
    expect(message).toContain('docs/actions.md, "Discovery without a config"');
  });

  it('finds nothing in the folders it says it skips, names the source locale it looked for, and lists what it left out', async () => {
    // repo/
    //   test/locales/fr.json    {"a": "A"}       a test fixture: never read
    //   test/locales/de.json    {"a": "A-de"}
    //   node_modules/pkg/locales/fr.json, de.json   a dependency's: never read
    //   lang/de.json            {"a": "A-de"}    translations with no source file (the source locale is fr)
    //   lang/it.json            {"a": "A-it"}
    const root = await tree({
      'test/locales/fr.json': '{"a":"A"}',
      'test/locales/de.json': '{"a":"A-de"}',
      'node_modules/pkg/locales/fr.json': '{"a":"A"}',
      'node_modules/pkg/locales/de.json': '{"a":"A-de"}',
      'lang/de.json': '{"a":"A-de"}',
      'lang/it.json': '{"a":"A-it"}',
    });
    const logger = memoryLogger();
    await expect(
      runPush({ root, client: fakeApi().api, logger, dryRun: false, sourceLocale: 'fr' }),
    ).rejects.toThrow(/no translation files found below .+ for a source file of locale fr \(/);
    expect(logger.text('info')).toMatch(/left out lang\/\{locale\}\.json: /);
    expect(logger.text()).not.toMatch(/test\/locales|node_modules\/pkg/);
    expect(logger.text('debug')).toContain('discovery skips test/ (dependencies, build output or tests)');
  });

  it('names a configured file that does not exist', async () => {
    // repo/
    //   .locale/config.json   {"paths": {"de": "missing/de.json"}}
    const root = await tree({ '.locale/config.json': '{"paths":{"de":"missing/de.json"}}' });
    await expect(
      runPush({ root, client: fakeApi().api, logger: memoryLogger(), dryRun: false }),
    ).rejects.toThrow(/missing\/de.json \(locale de, from .locale\/config.json\) does not exist/);
  });

  it('skips, with a warning naming it, a discovery folder that links outside the repository', async () => {
    // outside/locales/de.json   (a secret elsewhere on the machine)
    // repo/
    //   locales -> ../outside/locales
    //   i18n/en.json            {"c": "C"}
    //   i18n/de.json            {"a": "A", "b": "B"}
    const outside = await tree({ 'locales/de.json': '{"secret":"s"}' });
    const root = await tree({ 'i18n/en.json': '{"c":"C"}', 'i18n/de.json': '{"a":"A","b":"B"}' });
    await symlink(path.join(outside, 'locales'), path.join(root, 'locales'));
    const { api, calls } = fakeApi({ push: answer });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: false });
    expect(calls.push.flatMap((call) => call.files.map((f) => f.path))).toEqual([
      'i18n/de.json',
      'i18n/en.json',
    ]);
    expect(logger.text('warning')).toContain(
      'discovery skips folder "locales": locales is a symbolic link that points outside the repository',
    );
  });

  it('refuses to read a configured outputDir that links outside the repository', async () => {
    // outside/locales/de.json   (a secret elsewhere on the machine)
    // repo/
    //   .locale/config.json     {"outputDir": "web/lang"}
    //   web/README.md
    //   web/lang -> ../../outside/locales
    //   i18n/en.json            {"c": "C"}
    const outside = await tree({ 'locales/de.json': '{"secret":"s"}' });
    const root = await tree({
      '.locale/config.json': '{"outputDir":"web/lang"}',
      'i18n/en.json': '{"c":"C"}',
      'web/README.md': 'web',
    });
    await symlink(path.join(outside, 'locales'), path.join(root, 'web/lang'));
    const { api, calls } = fakeApi({ push: answer });
    await expect(runPush({ root, client: api, logger: memoryLogger(), dryRun: false })).rejects.toThrow(
      /folder "web\/lang" cannot be used: web\/lang is a symbolic link that points outside the repository/,
    );
    expect(calls.push).toEqual([]);
  });
});

describe('sourceFromEnv', () => {
  it('reads GitHub Actions, then GitLab CI variables', () => {
    expect(sourceFromEnv({ GITHUB_REPOSITORY: 'o/r', GITHUB_REF: 'refs/heads/x', GITHUB_SHA: '1' })).toEqual({
      repository: 'o/r',
      ref: 'refs/heads/x',
      sha: '1',
    });
    expect(sourceFromEnv({ CI_PROJECT_PATH: 'g/p', CI_COMMIT_SHA: '2' })).toEqual({
      repository: 'g/p',
      sha: '2',
    });
    expect(sourceFromEnv({})).toBeUndefined();
  });
});
