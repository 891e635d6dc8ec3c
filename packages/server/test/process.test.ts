import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = resolve(import.meta.dirname, '../src/cli/main.ts');

/** True when a Redis answers on 127.0.0.1:6379. */
function hasRedis(): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}
const run = promisify(execFile);
let child: ChildProcess | undefined;
const others: ChildProcess[] = [];

afterEach(() => {
  for (const proc of [child, ...others.splice(0)]) {
    if (proc && proc.exitCode === null) proc.kill('SIGKILL');
  }
  child = undefined;
});

/** Starts `serve --port 0` and resolves with the address from its one stderr line. */
function startServer(
  db: string,
): Promise<{ url: string; stdout: () => string; exited: Promise<number | null>; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--db', db], {
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child) others.push(proc);
  else child = proc;
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d) => {
    stdout += d;
  });
  // 'close', not 'exit': the last log lines may still be in the pipe when the process has exited.
  const exited = new Promise<number | null>((done) => proc.on('close', (code) => done(code)));
  return new Promise((done, fail) => {
    proc.stderr.on('data', (d) => {
      stderr += d;
      const match = /locale-sync-server listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stderr);
      if (match) done({ url: match[1] as string, stdout: () => stdout, exited, proc });
    });
    proc.on('exit', (code) => fail(new Error(`server exited early (${code}): ${stderr}`)));
  });
}

describe('locale-sync-server process', () => {
  it('serves both APIs over loopback and shuts down cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ls-proc-'));
    const db = join(dir, 'data', 'locale-sync.db');
    const created = await run(process.execPath, [
      MAIN,
      'project',
      'create',
      '--key',
      'demo',
      '--source',
      'en',
      '--locales',
      'en,de',
      '--instant',
      '--db',
      db,
    ]);
    const { syncSecret } = JSON.parse(created.stdout) as { syncSecret: string };

    const server = await startServer(db);
    const headers = (method: string, path: string) => ({
      ...signRequest({ method, path, projectKey: 'demo', secret: syncSecret }),
    });
    const pushed = await fetch(`${server.url}/api/v1${SYNC_PUSH_PATH}`, {
      method: 'POST',
      headers: { ...headers('POST', SYNC_PUSH_PATH), 'content-type': 'application/json' },
      body: JSON.stringify({
        files: [
          { locale: 'en', path: 'locales/en.json', format: 'json', content: '{\n  "hi": "Hello"\n}\n' },
          { locale: 'de', path: 'locales/de.json', format: 'json', content: '{\n  "hi": "Hallo"\n}\n' },
        ],
      }),
    });
    expect(pushed.status).toBe(200);
    expect(((await pushed.json()) as { keys: { created: number } }).keys.created).toBe(2);

    const pulled = await fetch(`${server.url}/api/v1${SYNC_PULL_PATH}?locales=de`, {
      headers: headers('GET', SYNC_PULL_PATH),
    });
    expect(pulled.status).toBe(200);
    const body = (await pulled.json()) as { files: Array<{ content: string }> };
    expect(body.files[0]?.content).toBe('{\n  "hi": "Hallo"\n}\n');

    const translations = await fetch(`${server.url}/api/v1/translate/demo/de`);
    expect(await translations.json()).toEqual({ translations: { Hello: 'Hallo' } });
    expect(translations.headers.get('x-request-id')).toBeTruthy();

    const instant = await fetch(`${server.url}/api/v1/translate/instant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-key': 'demo' },
      body: JSON.stringify({ texts: ['Hello', 'Bye'], sourceLanguage: 'en', targetLanguage: 'de' }),
    });
    expect(await instant.json()).toMatchObject({
      translations: ['Hallo', '[Ɓýé]'],
      sources: ['approved', 'machine'],
    });

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    child?.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const logs = server.stdout().trim().split('\n');
    expect(logs.length).toBeGreaterThan(3);
    for (const line of logs) expect(() => JSON.parse(line)).not.toThrow();
    expect(server.stdout()).not.toContain(syncSecret);
  });

  it('loses nothing when two server processes push to one database file at the same time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ls-proc2-'));
    const db = join(dir, 'db.sqlite');
    const locales = ['de', 'fr', 'es', 'it', 'nl', 'pl'];
    const created = await run(process.execPath, [
      MAIN,
      'project',
      'create',
      '--key',
      'demo',
      '--source',
      'en',
      '--locales',
      ['en', ...locales].join(','),
      '--db',
      db,
    ]);
    const { syncSecret } = JSON.parse(created.stdout) as { syncSecret: string };
    const [a, b] = await Promise.all([startServer(db), startServer(db)]);
    const keys = Array.from({ length: 300 }, (_, i) => `key.${i}`);
    const send = (url: string, locale: string, texts: (k: string) => string) =>
      fetch(`${url}/api/v1${SYNC_PUSH_PATH}`, {
        method: 'POST',
        headers: {
          ...signRequest({ method: 'POST', path: SYNC_PUSH_PATH, projectKey: 'demo', secret: syncSecret }),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          files: [
            {
              locale,
              path: `locales/${locale}.json`,
              format: 'json',
              content: JSON.stringify(Object.fromEntries(keys.map((k) => [k, texts(k)]))),
            },
          ],
        }),
      });
    expect((await send(a!.url, 'en', (k) => `Source ${k}`)).status).toBe(200);
    const answers = await Promise.all(
      locales.map((locale, i) => send(i % 2 === 0 ? a!.url : b!.url, locale, (k) => `${locale} ${k}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(locales.map(() => 200));
    const listed = await run(process.execPath, [
      MAIN,
      'translations',
      'list',
      '--project',
      'demo',
      '--db',
      db,
    ]);
    const rows = listed.stdout.trim().split('\n');
    expect(rows).toHaveLength(locales.length * keys.length);
    a!.proc.kill('SIGTERM');
    b!.proc.kill('SIGTERM');
    expect(await Promise.all([a!.exited, b!.exited])).toEqual([0, 0]);
  });

  it('exits 1 naming the port when it is taken, also with Redis connections open', async () => {
    const db = join(await mkdtemp(join(tmpdir(), 'ls-proc-')), 'x.db');
    const first = await startServer(db);
    const port = new URL(first.url).port;
    // With REDIS_URL (a Redis answers in CI) the open Redis connections kept a failed start alive.
    const redis = await hasRedis();
    const second = await run(process.execPath, [MAIN, 'serve', '--port', port, '--db', db], {
      env: {
        ...process.env,
        ...(redis && { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `ls-proc-${port}:` }),
      },
      timeout: 20_000,
    }).catch((err: { code: unknown; stderr: string; killed: boolean }) => err);
    expect(second).toMatchObject({ code: 1, killed: false });
    expect((second as { stderr: string }).stderr).toContain(
      `error: cannot listen on 127.0.0.1:${port}: another process uses that port (a server already running?); stop it, or choose another port with --port or PORT`,
    );
  });

  it('exits 2 on a usage error', async () => {
    await expect(run(process.execPath, [MAIN, 'serve', '--port', 'abc'])).rejects.toMatchObject({ code: 2 });
  });

  it('refuses an empty HOST (which Node would read as every address) and names a host it cannot resolve', async () => {
    const db = join(await mkdtemp(join(tmpdir(), 'ls-proc-')), 'x.db');
    const serve = (env: Record<string, string>) =>
      run(process.execPath, [MAIN, 'serve', '--port', '0', '--db', db], {
        env: { ...process.env, ...env },
        timeout: 20_000,
      }).catch((err: { code: unknown; stderr: string }) => err);
    const empty = await serve({ HOST: '' });
    expect(empty).toMatchObject({ code: 2 });
    expect((empty as { stderr: string }).stderr).toMatch(
      /^error: HOST is empty; give an address to listen on/,
    );
    // .invalid never resolves (RFC 2606).
    const unknown = await serve({ HOST: 'no-such-host.invalid' });
    expect(unknown).toMatchObject({ code: 1 });
    expect((unknown as { stderr: string }).stderr).toMatch(
      /^error: cannot listen on no-such-host\.invalid:0 \((ENOTFOUND|EAI_AGAIN)\): no-such-host\.invalid is no address of this machine/m,
    );
  });
});
