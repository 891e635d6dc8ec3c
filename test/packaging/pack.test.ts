// The packages as an installer gets them: build and `npm pack` the five publishable packages, install
// the tarballs with plain npm into a scratch project outside the repository, and use each one the way
// its documentation says. The scratch project runs without the workspace's "@locale-sync/source"
// condition, so anything that still points at TypeScript sources fails here.
//
// scratch/                 (a temp folder, outside the repository)
//   package.json           {"type":"module"}
//   node_modules/@locale-sync/{protocol,formats,client,sync,server}   (from the tarballs)
//   sign.mjs, sdk.mjs      what the tests run
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_PACKAGES, packPackages } from '../../scripts/pack-packages.ts';

const run = promisify(execFile);

/** The environment of a stranger's shell: no workspace condition, no npm settings inherited from npm run. */
function installerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.create(null);
  for (const [name, value] of Object.entries(process.env)) {
    if (name === 'NODE_OPTIONS' || name.toLowerCase().startsWith('npm_')) continue;
    env[name] = value;
  }
  return env;
}

let scratch = '';
let tarballs: string[] = [];

beforeAll(async () => {
  tarballs = await packPackages(await mkdtemp(join(tmpdir(), 'ls-tarballs-')));
  scratch = await mkdtemp(join(tmpdir(), 'ls-installer-'));
  await writeFile(
    join(scratch, 'package.json'),
    '{ "name": "scratch", "private": true, "type": "module" }\n',
  );
  await run(
    'npm',
    ['install', ...tarballs, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    {
      cwd: scratch,
      env: installerEnv(),
    },
  );
}, 300_000);

describe('the packed packages installed with npm', () => {
  it('ship JavaScript and declarations, no sources or tests, and are publishable', async () => {
    expect(tarballs).toHaveLength(PUBLISHED_PACKAGES.length);
    for (const name of PUBLISHED_PACKAGES) {
      const dir = join(scratch, 'node_modules', '@locale-sync', name);
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(manifest.private).toBeUndefined();
      const { stdout } = await run('tar', ['tzf', tarballs[PUBLISHED_PACKAGES.indexOf(name)] as string]);
      const files = stdout.split('\n').filter(Boolean);
      expect(files).toContain('package/dist/index.js');
      expect(files).toContain('package/dist/index.d.ts');
      expect(files.filter((file) => file.startsWith('package/src/') || file.endsWith('.test.js'))).toEqual(
        [],
      );
    }
  });

  it('locale-sync runs through npx: --version and --help', async () => {
    const env = installerEnv();
    const version = await run('npx', ['--no-install', 'locale-sync', '--version'], { cwd: scratch, env });
    expect(version.stdout.trim()).toMatch(/^locale-sync \d+\.\d+\.\d+$/);
    const help = await run('npx', ['--no-install', 'locale-sync', '--help'], { cwd: scratch, env });
    expect(help.stdout).toContain('Usage: locale-sync <command> [options]');
  });

  it('locale-sync-server serve --port 0 prints its listening line and stops on SIGTERM', async () => {
    const db = join(await mkdtemp(join(tmpdir(), 'ls-installer-db-')), 'db.sqlite');
    const bin = join(scratch, 'node_modules', '.bin', 'locale-sync-server');
    const child = spawn(bin, ['serve', '--port', '0', '--host', '127.0.0.1', '--db', db], {
      cwd: scratch,
      env: { ...installerEnv(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listening = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line within 20 s:\n${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1] as string);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before listening:\n${output}`));
      });
    });
    const health = await fetch(`${listening}/healthz`).catch(() => undefined);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(health?.status).toBe(200);
  });

  it('the client signs a request: its headers carry a signature the signing payload reproduces', async () => {
    const script = `
      import { SyncClient } from '@locale-sync/client';
      import { SYNC_PULL_PATH } from '@locale-sync/protocol';
      import { buildSigningPayload, computeSignature } from '@locale-sync/protocol/signing';
      let headers;
      const client = new SyncClient({
        apiUrl: 'https://sync.example.com/api/v1',
        projectKey: 'pk_installer',
        secret: 'installer-secret',
        fetch: async (url, init) => {
          headers = new Headers(init.headers);
          return new Response('{"error":{"code":"not_found","message":"no"}}', { status: 404, headers: { 'content-type': 'application/json' } });
        },
      });
      await client.pull({ locales: ['de'] }).catch(() => {});
      const payload = buildSigningPayload({
        method: 'GET', path: SYNC_PULL_PATH, projectKey: 'pk_installer',
        timestamp: headers.get('x-sync-ts'), nonce: headers.get('x-sync-nonce'),
      });
      console.log(JSON.stringify({
        key: headers.get('x-project-key'),
        signed: headers.get('x-sync-signature') === computeSignature('installer-secret', payload),
      }));
    `;
    await writeFile(join(scratch, 'sign.mjs'), script);
    const { stdout } = await run(process.execPath, ['sign.mjs'], { cwd: scratch, env: installerEnv() });
    expect(JSON.parse(stdout)).toEqual({ key: 'pk_installer', signed: true });
  });

  it('in browsers @locale-sync/client/sdk is one file with no imports', async () => {
    // What a bundler or an import map reading the "browser" condition loads: the single-file build.
    await writeFile(
      join(scratch, 'resolve.mjs'),
      "console.log(import.meta.resolve('@locale-sync/client/sdk'));\n",
    );
    const { stdout } = await run(process.execPath, ['--conditions=browser', 'resolve.mjs'], {
      cwd: scratch,
      env: installerEnv(),
    });
    const file = new URL(stdout.trim());
    expect(file.pathname).toMatch(
      /\/node_modules\/@locale-sync\/client\/dist\/browser\/locale-sync-sdk\.js$/,
    );
    const code = await readFile(file, 'utf8');
    // No static or dynamic import of another file (minified: `import{a}from"./x.js"`, `import("./x.js")`).
    expect(code).not.toMatch(/\bimport\s*[{*"'(]|\bimport\s+\w+\s*(,|from\b)|\bfrom\s*["']/);
    expect(code).toContain('LocaleSync');
  });

  it('the browser entry loads as plain ESM', async () => {
    await writeFile(
      join(scratch, 'sdk.mjs'),
      "const sdk = await import('@locale-sync/client/sdk');\nconsole.log(Object.keys(sdk).length);\n",
    );
    const { stdout } = await run(process.execPath, ['sdk.mjs'], { cwd: scratch, env: installerEnv() });
    expect(Number(stdout.trim())).toBeGreaterThan(0);
  });
});
