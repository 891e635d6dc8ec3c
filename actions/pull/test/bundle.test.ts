// The committed bundle, started as the runner starts it, against a loopback server that checks
// every signature.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTree, removeTree } from '../../../packages/sync/test/helpers.ts';
import {
  type Answer,
  type LoopbackServer,
  startLoopbackServer,
} from '../../../packages/sync/test/loopback-server.ts';
import { runBundle } from '../../shared/test/runner.ts';

const KEY = 'acme_web';
const SECRET = 'pull-secret-value-5678';

let server: LoopbackServer | undefined;
const trees: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(trees.splice(0).map(removeTree));
});

async function workspace(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

/** Answers a pull with 2-space JSON files, as the reference server renders them. */
function pullAnswer(files: Record<string, Record<string, string>>): Answer {
  return {
    status: 200,
    body: {
      sourceLocale: 'en',
      files: Object.entries(files).map(([locale, entries]) => ({
        locale,
        format: 'json',
        content: `${JSON.stringify(entries, null, 2)}\n`,
        keys: Object.keys(entries).length,
      })),
    },
  };
}

const inputs = (url: string, extra: Record<string, string> = {}) => ({
  'project-key': KEY,
  'sync-secret': SECRET,
  'api-url': url,
  format: 'json',
  locales: 'all',
  structure: 'flat',
  status: 'approved',
  path: '.',
  'dry-run': 'false',
  ...extra,
});

describe('service-pull bundle', () => {
  it('writes changed files, keeps spelling, sets the outputs and the summary; a re-run changes nothing', async () => {
    // workspace/
    //   locales/en.json      source, not pulled
    //   locales/pt_BR.json   {"hello": "Oi"}, gets updated in place
    const ws = await workspace({ 'locales/en.json': '{}', 'locales/pt_BR.json': '{\n  "hello": "Oi"\n}\n' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ de: { hello: 'Hallo' }, 'pt-BR': { hello: 'Olá' } }),
    });
    const run = await runBundle('pull', {
      workspace: ws,
      inputs: inputs(server.url, { locales: 'de,\npt_BR' }),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.path).toBe('/api/sync/pull');
    expect(server.requests[0]?.query).toEqual({
      format: 'json',
      structure: 'flat',
      status: 'approved',
      locales: 'de,pt-BR',
    });
    expect(await readFile(path.join(ws, 'locales/pt_BR.json'), 'utf8')).toBe('{\n  "hello": "Olá"\n}\n');
    expect(await readFile(path.join(ws, 'locales/de.json'), 'utf8')).toBe('{\n  "hello": "Hallo"\n}\n');
    expect(await readdir(path.join(ws, 'locales'))).toEqual(['de.json', 'en.json', 'pt_BR.json']);
    expect(run.outputs).toEqual({
      changed: 'true',
      'changed-files': 'locales/de.json\nlocales/pt_BR.json',
      files: '2',
    });
    expect(run.summary).toContain('| pt\\-BR | `locales/pt_BR.json` | 0 | 1 | 0 | 0 |');
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${SECRET}`);

    const mtime = (await stat(path.join(ws, 'locales/de.json'))).mtimeMs;
    const again = await runBundle('pull', { workspace: ws, inputs: inputs(server.url) });
    expect(again.code).toBe(0);
    expect(again.outputs).toEqual({ changed: 'false', 'changed-files': '', files: '2' });
    expect((await stat(path.join(ws, 'locales/de.json'))).mtimeMs).toBe(mtime);
    expect(server.requests[1]?.query.locales).toBeUndefined();
  });

  it('writes below the path input, where .locale/config.json says', async () => {
    // workspace/
    //   web/.locale/config.json   {"outputDir": "src/i18n", "paths": {"fr": "public/fr.json"}}
    //   web/src/i18n/en.json      source, with {name}
    const ws = await workspace({
      'web/.locale/config.json': '{"outputDir":"src/i18n","paths":{"fr":"public/fr.json"}}',
      'web/src/i18n/en.json': '{"hi":"Hi {name}"}',
    });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ de: { hi: 'Hallo {name}' }, fr: { hi: 'Salut' } }),
    });
    const run = await runBundle('pull', { workspace: ws, inputs: inputs(server.url, { path: 'web' }) });
    expect(run.code).toBe(0);
    // Outputs are relative to the path input; annotations to the workspace, as GitHub expects.
    expect(run.outputs['changed-files']).toBe('src/i18n/de.json\npublic/fr.json');
    expect(await readFile(path.join(ws, 'web/public/fr.json'), 'utf8')).toBe('{\n  "hi": "Salut"\n}\n');
    expect(run.stdout).toContain(
      '::warning file=web/public/fr.json::public/fr.json: key "hi": placeholder {name} of the source (src/i18n/en.json) is missing',
    );
    expect(run.summary).toContain('Translation problems');
  });

  it('dry run writes nothing and reports what would change', async () => {
    // workspace/ (empty)
    const ws = await workspace({});
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ fr: { a: 'A' } }),
    });
    const run = await runBundle('pull', { workspace: ws, inputs: inputs(server.url, { 'dry-run': 'true' }) });
    expect(run.code).toBe(0);
    expect(run.outputs).toEqual({ changed: 'true', 'changed-files': 'locales/fr.json', files: '1' });
    expect(run.summary).toContain('dry run');
    expect(await readdir(ws)).toEqual([]);
  });

  it("names an unknown locale and lists the project's locales", async () => {
    // workspace/ (empty)
    const ws = await workspace({});
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => ({
        status: 400,
        body: {
          error: {
            code: 'unknown_locale',
            message: 'unknown locale xx',
            details: { unknownLocales: ['xx'], supportedLocales: ['en', 'de', 'pt-BR'] },
          },
        },
      }),
    });
    const run = await runBundle('pull', { workspace: ws, inputs: inputs(server.url, { locales: 'xx' }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error::unknown locale xx: the project's locales are en, de, pt-BR");
  });

  it('writes nothing when a hostile server answers a path as a locale', async () => {
    // workspace/
    //   .github/workflows/ci.yml
    const ws = await workspace({ '.github/workflows/ci.yml': 'on: push\n' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ de: { a: 'A' }, '../../.github/workflows/x': { on: 'push' } }),
    });
    const run = await runBundle('pull', { workspace: ws, inputs: inputs(server.url) });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::unexpected response from/);
    expect(await readdir(ws)).toEqual(['.github']);
    expect(await readdir(path.join(ws, '.github/workflows'))).toEqual(['ci.yml']);
  });

  it('checks .locale/config.json before sending anything', async () => {
    // workspace/
    //   .locale/config.json   {"outputDir": "../outside"}
    const ws = await workspace({ '.locale/config.json': '{"outputDir":"../outside"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ de: { a: 'A' } }),
    });
    const run = await runBundle('pull', { workspace: ws, inputs: inputs(server.url) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::.locale/config.json: field "outputDir" escapes the repository (got "../outside")',
    );
    expect(server.requests).toEqual([]);
  });

  it('names an invalid input', async () => {
    // workspace/ (empty)
    const ws = await workspace({});
    const run = await runBundle('pull', {
      workspace: ws,
      inputs: inputs('http://127.0.0.1:9/api/v1', { structure: 'tree' }),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::Invalid input 'structure': expected flat or nested, got "tree"`);
  });

  it('masks the password of api-url before the error that quotes the address', async () => {
    // workspace/ (empty)
    const ws = await workspace({});
    const run = await runBundle('pull', {
      workspace: ws,
      inputs: inputs('https://ci:hunter2pass@127.0.0.1:9/api/v1?x=1'),
    });
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n');
    const mask = lines.indexOf('::add-mask::hunter2pass');
    expect(mask).toBeGreaterThanOrEqual(0);
    // Every line that holds the password comes after the mask, so the runner prints *** instead.
    const error = lines.findIndex((line) => line.startsWith('::error::'));
    expect(error).toBeGreaterThan(mask);
    expect(lines.slice(0, mask).join('\n')).not.toContain('hunter2pass');
  });

  describe('gaps: missing and min-coverage', () => {
    // The service: en has four keys; de has two of them, fr all four. The handler answers the
    // locales asked for, so the extra pull of the source locale can be seen.
    const texts: Record<string, Record<string, string>> = {
      en: { a: 'A', b: 'B', c: 'C', d: 'D' },
      de: { a: 'A-de', c: 'C-de' },
      fr: { a: 'A-fr', b: 'B-fr', c: 'C-fr', d: 'D-fr' },
    };
    const answerFor = (query: Record<string, string>) => {
      const asked = query.locales ? query.locales.split(',') : ['de', 'fr'];
      return pullAnswer(Object.fromEntries(asked.map((l) => [l, texts[l] ?? {}])));
    };

    /** An empty workspace and a loopback server answering from `texts`. */
    async function gapServer(): Promise<{ ws: string; loopback: LoopbackServer }> {
      const loopback = await startLoopbackServer({
        projectKey: KEY,
        secret: SECRET,
        handle: (r) => answerFor(r.query),
      });
      server = loopback;
      return { ws: await workspace({}), loopback };
    }

    it('missing: source fills gaps with the source text, in source order, from one more pull of en', async () => {
      const { ws, loopback } = await gapServer();
      const run = await runBundle('pull', {
        workspace: ws,
        inputs: inputs(loopback.url, { missing: 'source' }),
      });
      expect(run.code).toBe(0);
      expect(JSON.parse(await readFile(path.join(ws, 'locales/de.json'), 'utf8'))).toEqual({
        a: 'A-de',
        b: 'B',
        c: 'C-de',
        d: 'D',
      });
      expect(loopback.requests.map((r) => r.query.locales)).toEqual([undefined, 'en']);
    });

    it('missing: empty writes empty strings; omit (the default) adds none and keeps what the file has', async () => {
      const { ws, loopback } = await gapServer();
      const empty = await runBundle('pull', {
        workspace: ws,
        inputs: inputs(loopback.url, { missing: 'empty' }),
      });
      expect(empty.code).toBe(0);
      expect(await readFile(path.join(ws, 'locales/de.json'), 'utf8')).toBe(
        '{\n  "a": "A-de",\n  "b": "",\n  "c": "C-de",\n  "d": ""\n}\n',
      );
      // A pull removes only keys that left the source: the empty texts the file now has stay.
      const omit = await runBundle('pull', { workspace: ws, inputs: inputs(loopback.url) });
      expect(omit.code).toBe(0);
      expect(omit.outputs.changed).toBe('false');
      expect(JSON.parse(await readFile(path.join(ws, 'locales/de.json'), 'utf8'))).toEqual({
        a: 'A-de',
        b: '',
        c: 'C-de',
        d: '',
      });
      expect(loopback.requests).toHaveLength(3);
    });

    it('min-coverage: a locale below it fails the step, named with its missing keys, and nothing is written', async () => {
      const { ws, loopback } = await gapServer();
      const run = await runBundle('pull', {
        workspace: ws,
        inputs: inputs(loopback.url, { 'min-coverage': '75' }),
      });
      expect(run.code).toBe(1);
      // Workflow commands carry % as %25; the runner shows it as %.
      expect(run.stdout).toContain(
        '::error::1 locale is below the minimum coverage of 75%25: de 50%25 (2 of 4 keys missing); nothing was written',
      );
      expect(run.stdout).toContain('fr: 100% of 4 source keys translated');
      await expect(stat(path.join(ws, 'locales'))).rejects.toThrow(/ENOENT/);
      expect(run.outputs.changed).toBeUndefined();
    });

    it('min-coverage: every locale at or above it pulls as usual', async () => {
      const { ws, loopback } = await gapServer();
      const run = await runBundle('pull', {
        workspace: ws,
        inputs: inputs(loopback.url, { 'min-coverage': '50%' }),
      });
      expect(run.code).toBe(0);
      expect(run.outputs.changed).toBe('true');
      expect((await readdir(path.join(ws, 'locales'))).sort()).toEqual(['de.json', 'fr.json']);
    });

    it('names the input when missing or min-coverage is not valid', async () => {
      const ws = await workspace({});
      const bad = await runBundle('pull', {
        workspace: ws,
        inputs: inputs('http://127.0.0.1:9', { missing: 'skip' }),
      });
      expect(bad.stdout).toContain(
        `::error::Invalid input 'missing': expected omit or source or empty, got "skip"`,
      );
      const over = await runBundle('pull', {
        workspace: ws,
        inputs: inputs('http://127.0.0.1:9', { 'min-coverage': '120' }),
      });
      expect(over.stdout).toContain(
        `::error::Invalid input 'min-coverage': expected a percentage from 0 to 100 such as 90, got "120"`,
      );
    });
  });
});
