// The standalone CLI as a CI system other than GitHub Actions gets it: one file, built from the sources
// (scripts/build-cli.ts, what `npm run build:cli` and `npm run pack` write), copied into a folder with
// nothing else, run by a plain `node` without the workspace's condition. It pushes and pulls against
// the reference server like the CLI of the workspace.
//
// bin/locale-sync.mjs      (a temp folder: the copied file, nothing beside it)
// repo/locales/en.json, de.json   pushed
// target/locales/de.json          pulled
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, CLI_BUNDLE_NAME } from '../../scripts/build-cli.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const run = promisify(execFile);

/** A stranger's shell: no workspace condition, no npm variables. */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NODE_OPTIONS' || name.toLowerCase().startsWith('npm_')) continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

/** A Node older than 24 on this machine (Debian's, for instance), to see the launcher's one line. */
function olderNode(): string | undefined {
  try {
    const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
    return Number(version.slice(1).split('.')[0]) < 24 ? '/usr/bin/node' : undefined;
  } catch {
    return undefined;
  }
}

let cli = '';
let server: ServerProcess;

beforeAll(async () => {
  const built = join(await mkdtemp(join(tmpdir(), 'ls-cli-build-')), CLI_BUNDLE_NAME);
  await buildCli(built);
  const bin = join(await mkdtemp(join(tmpdir(), 'ls-cli-bin-')), 'bin');
  await mkdir(bin);
  cli = join(bin, CLI_BUNDLE_NAME);
  await copyFile(built, cli);
  server = await startServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('the standalone locale-sync CLI', () => {
  it('is one ES module that imports nothing but Node’s own modules', async () => {
    const code = await readFile(cli, 'utf8');
    const specifiers = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((specifier) => !specifier?.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/\bimport\(\s*"\.\//);
    const { stdout } = await run(process.execPath, [cli, '--version'], { env: plainEnv() });
    expect(stdout.trim()).toMatch(/^locale-sync \d+\.\d+\.\d+$/);
  });

  it('pushes and pulls against the server', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'standalone', {
      source: 'en',
      all: ['en', 'de'],
    });
    const files = {
      'locales/en.json': jsonFile({ hello: 'Hello', bye: 'Bye' }),
      'locales/de.json': jsonFile({ hello: 'Hallo', bye: 'Tschüss' }),
    };
    const repo = await makeRepo(files);
    const env = plainEnv({
      LOCALE_SYNC_PROJECT_KEY: projectKey,
      LOCALE_SYNC_SECRET: syncSecret,
      LOCALE_SYNC_API_URL: server.apiUrl,
    });
    const push = await run(process.execPath, [cli, 'push'], { cwd: repo, env });
    expect(push.stdout + push.stderr).not.toContain(syncSecret);
    const target = await makeRepo({});
    // Pushed translations are stored as approved: the default pull brings them.
    await run(process.execPath, [cli, 'pull', '--locales', 'de'], { cwd: target, env });
    expect(await readOptional(target, 'locales/de.json')).toBe(files['locales/de.json']);
  });

  it.skipIf(olderNode() === undefined)('on an older Node says in one line which Node it needs', async () => {
    const older = await run(olderNode() as string, [cli, '--version'], { env: plainEnv() }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(older.code).toBe(1);
    expect(older.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^locale-sync: needs Node\.js 24 or newer; this is Node\.js 2[0-3]\./),
    ]);
  });
});
