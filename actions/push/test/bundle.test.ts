// The committed bundle, started as the runner starts it, against a loopback server that checks
// every signature.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTree, removeTree } from '../../../packages/sync/test/helpers.ts';
import {
  type LoopbackServer,
  pushAnswerFor,
  startLoopbackServer,
} from '../../../packages/sync/test/loopback-server.ts';
import { runBundle } from '../../shared/test/runner.ts';

const KEY = 'acme_web';
const SECRET = 'push-secret-value-1234';

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

describe('service-push bundle', () => {
  it('pushes the discovered files, sets the outputs and writes the job summary', async () => {
    // workspace/
    //   locales/en.json       {"hello": "Hello", "bye": "Bye"}
    //   src/i18n/pt_BR.json   {"hello": "Olá"}
    const ws = await workspace({
      'locales/en.json': '{"hello":"Hello","bye":"Bye"}\n',
      'src/i18n/pt_BR.json': '{"hello":"Olá"}\n',
    });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: {
        'project-key': KEY,
        'sync-secret': SECRET,
        'api-url': server.url,
        path: '.',
        'dry-run': 'false',
      },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.path).toBe('/api/sync/push');
    expect(server.requests[0]?.body).toEqual({
      files: [
        { locale: 'en', path: 'locales/en.json', format: 'json', content: '{"hello":"Hello","bye":"Bye"}\n' },
        { locale: 'pt-BR', path: 'src/i18n/pt_BR.json', format: 'json', content: '{"hello":"Olá"}\n' },
      ],
      source: {
        repository: 'acme/web',
        ref: 'refs/heads/main',
        sha: '0123456789abcdef0123456789abcdef01234567',
      },
    });
    expect(run.outputs).toEqual({
      files: '2',
      locales: 'en,pt-BR',
      'keys-created': '3',
      'keys-updated': '0',
    });
    expect(run.summary).toContain('### locale-sync push');
    expect(run.summary).toContain('| pt\\-BR | `src/i18n/pt_BR.json` | 1 | 0 | 0 | 0 |');
    expect(run.stdout).toContain('::group::Read and check translation files');
    // The secret is masked before anything else is printed, and never printed in clear.
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${SECRET}`);
    expect(run.stdout.split(SECRET)).toHaveLength(2);
  });

  it('sends dryRun and says so in the summary', async () => {
    // workspace/
    //   locales/de.json
    const ws = await workspace({ 'locales/de.json': '{"a":"A"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': server.url, 'dry-run': 'true' },
    });
    expect(run.code).toBe(0);
    expect(server.requests[0]?.body).toMatchObject({ dryRun: true });
    expect(run.summary).toContain('(dry run: nothing was changed)');
    expect(run.stdout).toContain('  + a');
  });

  it('sends a large push gzip-compressed', async () => {
    // workspace/
    //   locales/de.json   about 200 KB of keys
    const entries = Object.fromEntries(
      Array.from({ length: 4000 }, (_, i) => [`key.${i}`, `Text number ${i} `.repeat(3)]),
    );
    const content = `${JSON.stringify(entries, null, 2)}\n`;
    const ws = await workspace({ 'locales/de.json': content });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': server.url },
    });
    expect(run.code).toBe(0);
    expect(server.requests[0]?.headers['content-encoding']).toBe('gzip');
    expect(server.requests[0]?.body).toMatchObject({ files: [{ locale: 'de', content }] });
    expect(run.outputs['keys-created']).toBe('4000');
    // The summary lists at most 50 keys per kind.
    expect(run.summary).toContain('| created | … and 3950 more |');
  });

  it('never lets server text form a workflow command', async () => {
    // workspace/
    //   locales/de.json
    const ws = await workspace({ 'locales/de.json': '{"a":"A"}' });
    const hostile = '::warning::pwned\n::set-output name=x::1';
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => {
        const answer = pushAnswerFor(r.body);
        const body = answer.body as { plan: { created: string[]; locale: string }[]; locales: string[] };
        body.plan[0]?.created.push(hostile);
        return answer;
      },
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': server.url },
    });
    expect(run.code).toBe(0);
    const commands = run.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(commands.every((line) => /^::(add-mask|group|endgroup|debug)::/.test(line))).toBe(true);
    expect(run.stdout).toContain('pwned');
    expect(run.summary).not.toContain('\n::');
  });

  it('annotates a broken file on its line and sends nothing', async () => {
    // workspace/
    //   locales/en.json   valid
    //   locales/de.json   a number value on line 3
    const ws = await workspace({ 'locales/en.json': '{}', 'locales/de.json': '{\n  "a": "A",\n  "b": 2\n}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': server.url },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error file=locales/de.json,line=3::locales/de.json: key "b" has a number value',
    );
    expect(run.stdout).toMatch(/::error::1 translation file could not be read .*nothing was sent/);
    expect(server.requests).toEqual([]);
    // The job summary says why, and lists the problem on its file and line.
    expect(run.summary).toContain('### locale-sync push failed');
    expect(run.summary).toMatch(/1 translation file could not be read/);
    expect(run.summary).toContain('| error | `locales/de.json` | 3 | key "b" has a number value');
  });

  describe('checks translations against the source before sending', () => {
    // workspace/
    //   locales/en.json   greeting "Hello {name}", items_one / items_other
    //   locales/de.json   greeting lost {name}
    //   locales/ru.json   items_one / items_other only: Russian also needs few and many
    const files = {
      'locales/en.json':
        '{"greeting":"Hello {name}","items_one":"{{count}} item","items_other":"{{count}} items"}\n',
      'locales/de.json':
        '{"greeting":"Hallo","items_one":"{{count}} Ding","items_other":"{{count}} Dinge"}\n',
      'locales/ru.json':
        '{"greeting":"Привет, {name}","items_one":"{{count}} вещь","items_other":"{{count}} вещи"}\n',
    };

    /** Pushes `files` with extra inputs to a loopback server that answers every push. */
    async function pushChecked(extra: Record<string, string>) {
      const ws = await workspace(files);
      const loopback = await startLoopbackServer({
        projectKey: KEY,
        secret: SECRET,
        handle: (r) => pushAnswerFor(r.body),
      });
      server = loopback;
      const run = await runBundle('push', {
        workspace: ws,
        inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': loopback.url, ...extra },
      });
      return { ...run, requests: loopback.requests };
    }

    it('warns on the file, naming the key and the placeholder, and still pushes', async () => {
      const run = await pushChecked({});
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        '::warning file=locales/de.json,line=1::locales/de.json: key "greeting": placeholder {name} of the source (locales/en.json) is missing',
      );
      expect(run.stdout).toContain(
        '::warning file=locales/ru.json::locales/ru.json: key "items_few": ru needs the plural form "few", which is missing',
      );
      expect(run.stdout).not.toMatch(/::warning file=locales\/en\.json/);
      expect(run.requests).toHaveLength(1);
      expect(run.summary).toContain('Translation problems');
    });

    it('with strict: true fails on the same problems and sends nothing', async () => {
      const run = await pushChecked({ strict: 'true' });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        '::error file=locales/de.json,line=1::locales/de.json: key "greeting": placeholder {name} of the source (locales/en.json) is missing',
      );
      expect(run.stdout).toMatch(/::error::\d+ translation problems in 2 files .*nothing was sent/);
      expect(run.requests).toEqual([]);
      expect(run.summary).toContain('### locale-sync push failed');
      expect(run.summary).toMatch(/\d+ translation problems in 2 files/);
      expect(run.summary).toContain('| error | `locales/de.json` | 1 |');
    });

    it('checks against the locale that source-locale names', async () => {
      // With de as the source, en gained {name} and the plural keys are checked against en's rules.
      const run = await pushChecked({ 'source-locale': 'de' });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        '::warning file=locales/en.json,line=1::locales/en.json: key "greeting": placeholder {name} is not in the source (locales/de.json)',
      );
    });

    it('refuses a source-locale that is not a locale code, naming the input', async () => {
      const ws = await workspace(files);
      const run = await runBundle('push', {
        workspace: ws,
        inputs: {
          'project-key': KEY,
          'sync-secret': SECRET,
          'api-url': 'http://127.0.0.1:9',
          'source-locale': 'not a locale',
        },
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        '::error::Invalid input \'source-locale\': "not a locale" is not a locale code',
      );
    });
  });

  it('fails with an actionable message on a wrong secret', async () => {
    // workspace/
    //   locales/de.json
    const ws = await workspace({ 'locales/de.json': '{}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': 'not-the-secret', 'api-url': server.url },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::signature rejected: check project-key and sync-secret');
  });

  it('names a missing required input and an invalid one', async () => {
    // workspace/ (empty)
    const ws = await workspace({});
    const missing = await runBundle('push', { workspace: ws, inputs: { 'sync-secret': SECRET } });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('::error::Input required and not supplied: project-key');
    const invalid = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'dry-run': 'maybe' },
    });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain(`::error::Invalid input 'dry-run': expected true or false, got "maybe"`);
  });

  it('says which address failed after how many tries when the server is unreachable', async () => {
    // workspace/
    //   locales/de.json
    const ws = await workspace({ 'locales/de.json': '{}' });
    const closed = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    await closed.close();
    const run = await runBundle('push', {
      workspace: ws,
      inputs: { 'project-key': KEY, 'sync-secret': SECRET, 'api-url': closed.url },
    });
    expect(run.code).toBe(1);
    // The first request of a push asks which files the service holds (the changed-only step).
    expect(run.stdout).toMatch(
      /::error::could not reach http:\/\/127.0.0.1:\d+\/api\/v1\/api\/sync\/push\/state after 5 tries/,
    );
  }, 60_000);
});
