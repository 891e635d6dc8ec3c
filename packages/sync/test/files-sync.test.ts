import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PushResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncApi } from '../src/api.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { renderSummaryMarkdown } from '../src/report/summary.ts';
import { fakeApi, pullAnswer } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

const pushed: PushResponse = {
  dryRun: false,
  files: 2,
  locales: ['de', 'en'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [],
};

describe('a files config with one source file', () => {
  it('pushes the files the layout finds and pulls a new locale where the template puts it', async () => {
    // repo/
    //   .locale/config.json            {"files": [{"source": "app/res/values/strings.xml",
    //                                   "translation": "app/res/values-{android}/strings.xml"}]}
    //   app/res/values/strings.xml      source (en)
    //   app/res/values-de/strings.xml
    //   app/res/values-night/colors.xml  not a locale: never matched
    const xml = (text: string) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="hello">${text}</string>\n</resources>\n`;
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        files: [
          { source: 'app/res/values/strings.xml', translation: 'app/res/values-{android}/strings.xml' },
        ],
      }),
      'app/res/values/strings.xml': xml('Hello'),
      'app/res/values-de/strings.xml': xml('Hallo'),
      'app/res/values-night/strings.xml': xml('Hello'),
    });
    const { api, calls } = fakeApi({
      push: pushed,
      pull: pullAnswer({ de: { hello: 'Hallo' }, 'pt-BR': { hello: 'Olá' }, 'sr-Latn': { hello: 'Zdravo' } }),
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', 'app/res/values-de/strings.xml', 'android'],
      ['en', 'app/res/values/strings.xml', 'android'],
    ]);
    expect(calls.push[0]?.files[0]).not.toHaveProperty('resource');
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([
      'app/res/values-pt-rBR/strings.xml',
      'app/res/values-b+sr+Latn/strings.xml',
    ]);
    expect(await readFile(path.join(root, 'app/res/values-pt-rBR/strings.xml'), 'utf8')).toContain(
      '<string name="hello">Olá</string>',
    );
  });
});

describe("new files of several resources (Mealie's frontend messages and seed data)", () => {
  it("take the spacing of their own resource's source file", async () => {
    // mealie-recipes/mealie: frontend/lang/messages/en-US.json is indented with tabs,
    // mealie/repos/seed/resources/units/locales/en-US.json with four spaces; de-DE of each is new.
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        sourceLocale: 'en-US',
        files: [
          { source: 'frontend/lang/messages/{locale}.json' },
          { source: 'mealie/repos/seed/resources/units/locales/{locale}.json' },
        ],
      }),
      'frontend/lang/messages/en-US.json': '{\n\t"about": {\n\t\t"about": "About"\n\t}\n}\n',
      'mealie/repos/seed/resources/units/locales/en-US.json':
        '{\n    "teaspoon": {\n        "name": "teaspoon"\n    }\n}\n',
    });
    const messages = 'frontend/lang/messages/en-US.json';
    const units = 'mealie/repos/seed/resources/units/locales/en-US.json';
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en-US',
        files: [
          {
            locale: 'de-DE',
            resource: messages,
            format: 'json',
            content: '{"about.about": "Über"}',
            keys: 1,
          },
          {
            locale: 'de-DE',
            resource: units,
            format: 'json',
            content: '{"teaspoon.name": "Teelöffel"}',
            keys: 1,
          },
        ],
        resources: [
          { resource: messages, sourceKeys: 1, obsoleteKeys: [] },
          { resource: units, sourceKeys: 1, obsoleteKeys: [] },
        ],
      },
    });
    await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(await readFile(path.join(root, 'frontend/lang/messages/de-DE.json'), 'utf8')).toBe(
      '{\n\t"about": {\n\t\t"about": "Über"\n\t}\n}\n',
    );
    expect(
      await readFile(path.join(root, 'mealie/repos/seed/resources/units/locales/de-DE.json'), 'utf8'),
    ).toBe('{\n    "teaspoon": {\n        "name": "Teelöffel"\n    }\n}\n');
  });
});

describe('a resource the service holds without a source file here', () => {
  it('is reported by push and pull, and never written', async () => {
    // repo/
    //   .locale/config.json  {"files": [{"source": "l/{locale}/*.json"}]}
    //   l/en/a.json, l/en/b.json, l/de/a.json
    root = await makeTree({
      '.locale/config.json': JSON.stringify({ files: [{ source: 'l/{locale}/*.json' }] }),
      'l/en/a.json': '{"x": "X"}\n',
      'l/en/b.json': '{"y": "Y"}\n',
      'l/de/a.json': '{"x": "DX"}\n',
    });
    const { api, calls } = fakeApi({
      push: {
        ...pushed,
        resources: [
          { resource: '', keys: 0, inPush: false },
          { resource: 'l/en/a.json', keys: 1, inPush: true },
          { resource: 'l/en/b.json', keys: 1, inPush: true },
          { resource: 'l/en/gone.json', keys: 4, inPush: false },
        ],
      },
      pull: {
        sourceLocale: 'en',
        files: [
          { locale: 'de', resource: 'l/en/a.json', format: 'json', content: '{"x": "DX2"}', keys: 1 },
          { locale: 'de', resource: 'l/en/gone.json', format: 'json', content: '{"z": "Z"}', keys: 1 },
        ],
        resources: [
          { resource: 'l/en/a.json', sourceKeys: 1, obsoleteKeys: [] },
          { resource: 'l/en/b.json', sourceKeys: 1, obsoleteKeys: [] },
          { resource: 'l/en/gone.json', sourceKeys: 4, obsoleteKeys: [] },
        ],
      },
    });
    const logger = memoryLogger();
    const push = await runPush({ root, client: api, logger, dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.resource])).toEqual([
      ['de', 'l/de/a.json', 'l/en/a.json'],
      ['en', 'l/en/a.json', 'l/en/a.json'],
      ['en', 'l/en/b.json', 'l/en/b.json'],
    ]);
    expect(push.orphanResources).toEqual([{ resource: 'l/en/gone.json', keys: 4 }]);
    expect(logger.text('warning')).toContain(
      'resource l/en/gone.json (4 source keys), whose source file is not in',
    );
    const pull = await runPull({ root, client: api, logger, options: { status: 'approved' }, dryRun: false });
    expect(calls.pull[0]).toMatchObject({ resources: 'all' });
    expect(pull.changedFiles).toEqual(['l/de/a.json']);
    expect(pull.orphanResources).toEqual([{ resource: 'l/en/gone.json', keys: 4 }]);
    expect(await readFile(path.join(root, 'l/de/a.json'), 'utf8')).toBe('{"x": "DX2"}\n');
    const summary = renderSummaryMarkdown({
      title: 't',
      dryRun: false,
      changes: pull.changes,
      orphanResources: pull.orphanResources,
    });
    expect(summary).toContain('1 resource in the service without a source file in this repository');
    expect(summary).toContain('`l/en/gone.json` | 4 |');
  });
});

describe('missing and min-coverage with several source files', () => {
  // repo/
  //   .locale/config.json  {"files": [{"source": "l/{locale}/*.json"}]}
  //   l/en/a.json          {"x": "X", "y": "Y"}
  //   l/en/b.json          {"z": "Z"}
  //   l/de/a.json          {"x": "DX"}
  const tree = {
    '.locale/config.json': JSON.stringify({ files: [{ source: 'l/{locale}/*.json' }] }),
    'l/en/a.json': '{"x": "X", "y": "Y"}\n',
    'l/en/b.json': '{"z": "Z"}\n',
    'l/de/a.json': '{"x": "DX"}\n',
  };
  const json = (entries: Record<string, string>) => `${JSON.stringify(entries, null, 2)}\n`;
  const file = (locale: string, resource: string, entries: Record<string, string>) => ({
    locale,
    resource,
    format: 'json' as const,
    content: json(entries),
    keys: Object.keys(entries).length,
  });
  const resources = [
    { resource: 'l/en/a.json', sourceKeys: 2, obsoleteKeys: [] },
    { resource: 'l/en/b.json', sourceKeys: 1, obsoleteKeys: [] },
  ];
  // The service has "x" in German only; the source locale is answered when asked for.
  function service(): { api: SyncApi; pulls: Parameters<SyncApi['pull']>[0][] } {
    const pulls: Parameters<SyncApi['pull']>[0][] = [];
    const api: SyncApi = {
      async push() {
        throw new Error('no push here');
      },
      async pull(options) {
        pulls.push(options);
        const en = options.locales?.includes('en') === true;
        return {
          sourceLocale: 'en',
          sourceKeys: 0,
          obsoleteKeys: [],
          files: en
            ? [file('en', 'l/en/a.json', { x: 'X', y: 'Y' }), file('en', 'l/en/b.json', { z: 'Z' })]
            : [file('de', 'l/en/a.json', { x: 'DX' }), file('de', 'l/en/b.json', {})],
          resources,
        };
      },
    };
    return { api, pulls };
  }

  it('measures each locale over every resource and names the files that lack keys, writing nothing', async () => {
    root = await makeTree(tree);
    const { api, pulls } = service();
    const logger = memoryLogger();
    await expect(
      runPull({ root, client: api, logger, options: { status: 'approved', minCoverage: 50 }, dryRun: false }),
    ).rejects.toThrow(
      '1 locale is below the minimum coverage of 50%: de 33.3% (2 of 3 keys missing: l/de/a.json 1, l/de/b.json 1); nothing was written',
    );
    // The source texts of every resource, in one more pull of the source locale.
    expect(pulls[1]).toMatchObject({ locales: ['en'], resources: 'all', status: 'approved' });
    expect(await readFile(path.join(root, 'l/de/a.json'), 'utf8')).toBe('{"x": "DX"}\n');
    await runPull({
      root,
      client: api,
      logger,
      options: { status: 'approved', minCoverage: 33 },
      dryRun: true,
    });
    expect(logger.text('info')).toContain('de: 33.3% of 3 source keys translated');
  });

  it("fills each file from its own resource's source texts", async () => {
    root = await makeTree(tree);
    const { api } = service();
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved', missing: 'source' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['l/de/a.json', 'l/de/b.json']);
    expect(JSON.parse(await readFile(path.join(root, 'l/de/a.json'), 'utf8'))).toEqual({ x: 'DX', y: 'Y' });
    expect(JSON.parse(await readFile(path.join(root, 'l/de/b.json'), 'utf8'))).toEqual({ z: 'Z' });
  });
});

describe('legacy codes kept as files of their own', () => {
  it('push sends mo.yml and ro.yml as two locales with the localeMap, and pull writes each back to its file', async () => {
    // repo/
    //   .locale/config.json  {"files": [{"source": "config/locales/{locale}.yml", "localeMap": {"ro-x-mo": "mo"}}]}
    //   config/locales/en.yml, ro.yml, mo.yml   (Rails: the locale is the root key)
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        files: [{ source: 'config/locales/{locale}.yml', localeMap: { 'ro-x-mo': 'mo' } }],
      }),
      'config/locales/en.yml': 'en:\n  hello: Hello\n',
      'config/locales/ro.yml': 'ro:\n  hello: Salut\n',
      'config/locales/mo.yml': 'mo:\n  hello: Salut (MD)\n',
    });
    const { api, calls } = fakeApi({
      push: pushed,
      pull: pullAnswer({ ro: { hello: 'Bună' }, 'ro-x-mo': { hello: 'Bună (MD)' } }),
    });
    await runPush({ root, client: api, logger: memoryLogger(), dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path])).toEqual([
      ['en', 'config/locales/en.yml'],
      ['ro-x-mo', 'config/locales/mo.yml'],
      ['ro', 'config/locales/ro.yml'],
    ]);
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles.sort()).toEqual(['config/locales/mo.yml', 'config/locales/ro.yml']);
    expect(await readFile(path.join(root, 'config/locales/mo.yml'), 'utf8')).toBe(
      'mo:\n  hello: Bună (MD)\n',
    );
    expect(await readFile(path.join(root, 'config/locales/ro.yml'), 'utf8')).toBe('ro:\n  hello: Bună\n');
  });
});

describe('a files config naming the go-i18n format (a Hugo theme)', () => {
  it('pushes .yaml files as go-i18n and pulls into them changing only the edited text', async () => {
    // repo/
    //   .locale/config.json  {"files": [{"source": "i18n/{locale}.yaml", "format": "go-i18n"}]}
    //   i18n/en.yaml         v1 list, one plural message
    //   i18n/de.yaml
    const en =
      '- id: prev_page\n  translation: "Prev"\n\n- id: words\n  translation:\n    one : "word"\n    other: "{{ .Count }} words"\n';
    const de =
      '- id: prev_page\n  translation: "Zurück"\n\n- id: words\n  translation:\n    one : "Wort"\n    other: "{{ .Count }} Wörter"\n';
    root = await makeTree({
      '.locale/config.json': JSON.stringify({ files: [{ source: 'i18n/{locale}.yaml', format: 'go-i18n' }] }),
      'i18n/en.yaml': en,
      'i18n/de.yaml': de,
    });
    const { api, calls } = fakeApi({
      push: pushed,
      pull: {
        sourceLocale: 'en',
        files: [
          {
            locale: 'de',
            format: 'go-i18n',
            content: 'prev_page = "Vorherige"\nwords = { one = "Wort", other = "{{.Count}} Wörter" }\n',
            keys: 3,
          },
        ],
      },
    });
    const logger = memoryLogger();
    await runPush({ root, client: api, logger, dryRun: false });
    expect(calls.push[0]?.files.map((f) => [f.locale, f.path, f.format])).toEqual([
      ['de', 'i18n/de.yaml', 'go-i18n'],
      ['en', 'i18n/en.yaml', 'go-i18n'],
    ]);
    const result = await runPull({
      root,
      client: api,
      logger,
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual(['i18n/de.yaml']);
    expect(await readFile(path.join(root, 'i18n/de.yaml'), 'utf8')).toBe(
      '- id: prev_page\n  translation: "Vorherige"\n\n- id: words\n  translation:\n    one : "Wort"\n    other: "{{.Count}} Wörter"\n',
    );
    // {{ .Count }} and {{.Count}} are one template action: no placeholder warning.
    expect(logger.text('warning')).toBe('');
  });
});

describe('go-i18n: a plural message in a locale whose only form is other', () => {
  it('keeps the file as it is when the service has no text for the key it reads', async () => {
    // repo/
    //   .locale/config.json  {"files": [{"source": "i18n/{locale}.toml", "format": "go-i18n"}]}
    //   i18n/en.toml         words[one], words[other], more
    //   i18n/ja.toml         words (other alone: Japanese has no other form), more
    root = await makeTree({
      '.locale/config.json': JSON.stringify({ files: [{ source: 'i18n/{locale}.toml', format: 'go-i18n' }] }),
      'i18n/en.toml': '[words]\none = "word"\nother = "{{.Count}} words"\n\n[more]\nother = "More"\n',
      'i18n/ja.toml': '[words]\nother = "{{.Count}} 文字"\n\n[more]\nother = "もっと"\n',
    });
    const { api } = fakeApi({
      push: pushed,
      pull: {
        sourceLocale: 'en',
        files: [{ locale: 'ja', format: 'go-i18n', content: 'more = "もっと"\n', keys: 1 }],
      },
    });
    const result = await runPull({
      root,
      client: api,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles).toEqual([]);
    expect(await readFile(path.join(root, 'i18n/ja.toml'), 'utf8')).toBe(
      '[words]\nother = "{{.Count}} 文字"\n\n[more]\nother = "もっと"\n',
    );
  });
});
