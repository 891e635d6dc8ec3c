// The CLI as users start it: `node packages/sync/src/cli/main.ts` (Node 24 type stripping), against a
// loopback server that checks every signature.
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMATS } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTree, removeTree } from './helpers.ts';
import { type LoopbackServer, pushAnswerFor, startLoopbackServer } from './loopback-server.ts';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/cli/main.ts');
const KEY = 'cli_project';
const SECRET = 'cli-secret-abcdef';

let server: LoopbackServer | undefined;
const trees: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(trees.splice(0).map(removeTree));
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

async function cli(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString('utf8');
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr };
}

function pullAnswer(files: Record<string, Record<string, string>>) {
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

describe('locale-sync push', () => {
  it('pushes with the key and secret from the environment and prints the plan', async () => {
    // repo/
    //   translations/de.json   {"a": "A"}
    const root = await tree({ 'translations/de.json': '{"a":"A"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await cli(['push', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET, CI_PROJECT_PATH: 'group/app' },
    });
    expect(run.stderr).not.toContain('error');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'de (translations/de.json): 1 created, 0 updated, 0 obsolete, 0 unchanged\n  + a\npushed 1 file: 1 keys created, 0 updated, 0 obsolete\n',
    );
    expect(server.requests[0]?.body).toEqual({
      files: [{ locale: 'de', path: 'translations/de.json', format: 'json', content: '{"a":"A"}' }],
      source: { repository: 'group/app' },
    });
    expect(run.stdout + run.stderr).not.toContain(SECRET);
  });

  it('says when it retries after a 429 and then succeeds', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}' });
    let calls = 0;
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) =>
        ++calls === 1
          ? {
              status: 429,
              body: { error: { code: 'rate_limited', message: 'slow down' } },
              headers: { 'retry-after': '1' },
            }
          : pushAnswerFor(r.body),
    });
    const run = await cli(['push', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/429.*retrying in 1\.0 s \(try 2\)/);
    expect(server.requests).toHaveLength(2);
  });

  it('--strict exits 1 on a lost placeholder and sends nothing; without it the push warns and goes on', async () => {
    // repo/
    //   locales/en.json   "Hi {name}"
    //   locales/de.json   "Hallo" (lost {name})
    const root = await tree({ 'locales/en.json': '{"hi":"Hi {name}"}', 'locales/de.json': '{"hi":"Hallo"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const args = ['push', '--api-url', server.url, '--project-key', KEY];
    const strict = await cli([...args, '--strict'], { cwd: root, env: { LOCALE_SYNC_SECRET: SECRET } });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(
      'error: locales/de.json:1: key "hi": placeholder {name} of the source (locales/en.json) is missing',
    );
    expect(server.requests).toEqual([]);
    const loose = await cli(args, { cwd: root, env: { LOCALE_SYNC_SECRET: SECRET } });
    expect(loose.code).toBe(0);
    expect(loose.stderr).toContain('warning: locales/de.json:1: key "hi": placeholder {name}');
    expect(loose.stdout).toContain('1 translation problem');
    expect(server.requests).toHaveLength(1);
  });

  it('exits 1 with the file and line of a broken file, sending nothing', async () => {
    // repo/
    //   locales/de.json   a missing value on line 2
    const root = await tree({ 'locales/de.json': '{\n  "a": ,\n}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await cli(['push', '--api-url', server.url, '--project-key', KEY], {
      cwd: root,
      env: { LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/error: locales\/de.json:2: invalid JSON at line 2, column \d+: /);
    expect(run.stderr).toMatch(/error: 1 translation file could not be read/);
    expect(server.requests).toEqual([]);
  });

  it('names the config file once in an error about it, sending nothing', async () => {
    // repo/
    //   .locale/config.json   {"sourceLocale": 5}
    //   locales/en.json
    const root = await tree({ '.locale/config.json': '{"sourceLocale": 5}', 'locales/en.json': '{"a":"A"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await cli(['push', '--api-url', server.url, '--project-key', KEY], {
      cwd: root,
      env: { LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^error: \.locale\/config\.json: field "sourceLocale" .* \(expected a locale code, e\.g\. "sourceLocale": "en"\)$/,
    );
    expect(server.requests).toEqual([]);
  });

  it('exits 1 and names what to check on a wrong secret', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) => pushAnswerFor(r.body),
    });
    const run = await cli(['push', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: 'wrong-secret' },
    });
    expect(run.code).toBe(1);
    // The CLI's own flags and variables, not the actions' input names.
    expect(run.stderr).toContain(
      'error: signature rejected: check --project-key (or LOCALE_SYNC_PROJECT_KEY) and the secret (LOCALE_SYNC_SECRET or --secret-file)',
    );
    expect(run.stderr).not.toMatch(/sync-secret|\bproject-key and/);
    expect(run.stderr).not.toContain('wrong-secret');
  });

  it('names the file of a locale the project lacks and the command that adds it', async () => {
    // repo/
    //   locales/en.json
    //   locales/fr.json   fr is not one of the project's locales
    const root = await tree({ 'locales/en.json': '{"a":"A"}', 'locales/fr.json': '{"a":"Ah"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => ({
        status: 400,
        body: {
          error: {
            code: 'unknown_locale',
            message: 'locale fr is not supported by project demo',
            details: { unknownLocales: ['fr'], supportedLocales: ['en', 'de'] },
          },
        },
      }),
    });
    const run = await cli(['push', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error: the project has no locale fr (locales/fr.json): its locales are en, de; nothing was sent. Add it to the project on the server (locale-sync-server project update --key <project-key> --locales en,de,fr), or keep the file out of the push (list the files to push under "paths" in .locale/config.json)',
    );
    expect(run.stderr).not.toContain('ask only for');
  });

  it('names a locale the project lacks once when several files hold it', async () => {
    // repo/locales/en/{app,settings}.json
    // repo/locales/fr/{app,settings}.json   fr in two files; a service may name it once per file
    const root = await tree({
      'locales/en/app.json': '{"a":"A"}',
      'locales/en/settings.json': '{"s":"S"}',
      'locales/fr/app.json': '{"a":"Ah"}',
      'locales/fr/settings.json': '{"s":"Es"}',
    });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => ({
        status: 400,
        body: {
          error: {
            code: 'unknown_locale',
            message: 'locale fr is not supported by project demo',
            details: { unknownLocales: ['fr', 'fr'], supportedLocales: ['en', 'de'] },
          },
        },
      }),
    });
    const run = await cli(['push', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error: the project has no locale fr (locales/fr/app.json, locales/fr/settings.json): its locales are en, de; nothing was sent. Add it to the project on the server (locale-sync-server project update --key <project-key> --locales en,de,fr), or keep those files out of the push: list them under "ignore" in their entry of "files" in .locale/config.json ("ignore": ["locales/fr/app.json", "locales/fr/settings.json"])',
    );
    // "paths" maps one file per locale: it cannot describe this layout, so it is not the advice.
    expect(run.stderr).not.toContain('"paths"');
  });
});

describe('locale-sync pull', () => {
  it('pulls with --secret-file and the pull flags, then finds everything up to date', async () => {
    // repo/
    //   .secret               the sync secret with a trailing newline
    //   app/locales/pt_BR.json
    const root = await tree({ '.secret': `${SECRET}\n`, 'app/locales/pt_BR.json': '{"a":"old"}\n' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ 'pt-BR': { a: 'novo' }, de: { a: 'neu' } }),
    });
    const args = [
      'pull',
      '--path',
      'app',
      '--secret-file',
      '.secret',
      '--project-key',
      KEY,
      '--api-url',
      server.url,
    ];
    const run = await cli([...args, '--locales', 'de, pt_BR', '--status', 'all', '--structure', 'flat'], {
      cwd: root,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(server.requests[0]?.query).toEqual({
      format: 'json',
      structure: 'flat',
      status: 'all',
      locales: 'de,pt-BR',
    });
    // The file's own one-line layout is kept: only the changed text is rewritten.
    expect(await readFile(path.join(root, 'app/locales/pt_BR.json'), 'utf8')).toBe('{"a":"novo"}\n');
    // Paths are relative to the repository (--path), as on the wire and in git.
    expect(run.stdout).toContain('wrote 2 of 2 files: locales/de.json, locales/pt_BR.json');
    const again = await cli(args, { cwd: root });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('all 2 files are up to date; nothing written');
  });

  it('--missing source fills gaps and --min-coverage fails below the threshold, writing nothing', async () => {
    const root = await tree({});
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: (r) =>
        r.query.locales === 'en' ? pullAnswer({ en: { a: 'A', b: 'B' } }) : pullAnswer({ de: { a: 'A-de' } }),
    });
    const args = ['pull', '--api-url', server.url, '--project-key', KEY];
    const env = { LOCALE_SYNC_SECRET: SECRET };
    const gate = await cli([...args, '--min-coverage', '60'], { cwd: root, env });
    expect(gate.code).toBe(1);
    expect(gate.stderr).toContain(
      'error: 1 locale is below the minimum coverage of 60%: de 50% (1 of 2 keys missing); nothing was written',
    );
    expect(await readdir(root)).toEqual([]);
    const filled = await cli([...args, '--missing', 'source'], { cwd: root, env });
    expect(filled.code).toBe(0);
    expect(JSON.parse(await readFile(path.join(root, 'locales/de.json'), 'utf8'))).toEqual({
      a: 'A-de',
      b: 'B',
    });
    const usage = await cli([...args, '--missing', 'nope'], { cwd: root, env });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Invalid --missing: expected omit or source or empty, got "nope"');
  });

  it('--json prints the result for scripts', async () => {
    // repo/
    //   locales/de.json   {"a": "old"}
    const root = await tree({ 'locales/de.json': '{"a":"old"}' });
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ de: { a: 'neu' } }),
    });
    const run = await cli(['pull', '--json', '--dry-run', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      command: 'pull',
      dryRun: true,
      changed: true,
      changedFiles: ['locales/de.json'],
      files: 1,
      changes: [
        { locale: 'de', path: 'locales/de.json', created: [], updated: ['a'], obsolete: [], unchanged: 0 },
      ],
    });
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    // repo/ (empty)
    const root = await tree({});
    server = await startLoopbackServer({
      projectKey: KEY,
      secret: SECRET,
      handle: () => pullAnswer({ fr: { x: 'X' } }),
    });
    const run = await cli(['pull', '--dry-run', '--api-url', server.url], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('fr (locales/fr.json): 1 created');
    expect(run.stdout).toContain('would write 1 of 1 file: locales/fr.json');
    expect(await readdir(root)).toEqual([]);
  });

  it('takes the api address from LOCALE_SYNC_API_URL', async () => {
    // repo/ (empty)
    const root = await tree({});
    server = await startLoopbackServer({ projectKey: KEY, secret: SECRET, handle: () => pullAnswer({}) });
    const run = await cli(['pull'], {
      cwd: root,
      env: { LOCALE_SYNC_PROJECT_KEY: KEY, LOCALE_SYNC_SECRET: SECRET, LOCALE_SYNC_API_URL: server.url },
    });
    expect(run.code).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});

describe('usage', () => {
  it('prints help for the CLI and each command with exit 0', async () => {
    const root = await tree({});
    const top = await cli(['--help'], { cwd: root });
    expect(top.code).toBe(0);
    expect(top.stdout).toContain('Usage: locale-sync <command> [options]');
    const push = await cli(['push', '--help'], { cwd: root });
    expect(push.stdout).toContain('Usage: locale-sync push [options]');
    expect(push.stdout).not.toContain('--structure');
    const pull = await cli(['pull', '-h'], { cwd: root });
    expect(pull.stdout).toContain('--structure <kind>');
    for (const format of FORMATS) expect(pull.stdout).toMatch(new RegExp(`[ ,]${format}(,|\n)`));
    const version = await cli(['--version'], { cwd: root });
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^locale-sync \d+\.\d+\.\d+\n$/);
  });

  it.each([
    [['deploy'], /unknown command "deploy"/],
    [['push', '--structure', 'flat'], /Unknown option '--structure' \(it is an option of locale-sync pull\)/],
    [['push', '--dryrun'], /Unknown option '--dryrun' \(did you mean --dry-run\?\)/],
    [['pull', '--stauts', 'all'], /Unknown option '--stauts' \(did you mean --status\?\)/],
    [['pull', '--structure', 'tree'], /Invalid --structure: expected flat or nested, got "tree"/],
    [['pull', '--locales', 'de,../x'], /Invalid --locales: "..\/x" is not a locale code/],
    [['push', '--secret', 'abc'], /--secret is not accepted/],
    [['push'], /Invalid --project-key \(or LOCALE_SYNC_PROJECT_KEY\): it is required/],
    [['push', '--project-key', KEY], /set LOCALE_SYNC_SECRET or use --secret-file/],
    [
      ['push', '--project-key', KEY, '--secret-file', 'nope'],
      /Invalid --secret-file: cannot read nope \(ENOENT\)/,
    ],
    [['pull', '--project-key', KEY, '--api-url', 'ftp://x'], /Invalid --api-url/],
    [
      ['push', '--project-key', KEY, '--timeout', '0'],
      /Invalid --timeout \(or LOCALE_SYNC_TIMEOUT\): expected seconds from 1 to 3600 such as 60, got "0"/,
    ],
  ])('%j exits 2 with a reason', async (args, message) => {
    const root = await tree({});
    const run = await cli(args, {
      cwd: root,
      env: args.includes('--secret-file') ? {} : { LOCALE_SYNC_SECRET: '' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('never prints the secret in a usage error', async () => {
    const root = await tree({});
    await writeFile(path.join(root, 's'), 'file-secret-xyz');
    const run = await cli(['pull', '--secret-file', 's', '--project-key', 'bad key!'], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('file-secret-xyz');
  });
});
