import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_CLI } from '../support/paths.ts';
import { type ServerProcess, startServer } from '../support/server-process.ts';

/** The database both instances share: a DATABASE_URL, or when empty one SQLite file. */
const DATABASE_URL = process.env.MULTI_INSTANCE_DATABASE_URL ?? '';
const run = promisify(execFile);

async function available(command: string, args: string[]): Promise<boolean> {
  return run(command, args).then(
    () => true,
    () => false,
  );
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function answers(port: number, probe: string, expected: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write(probe));
    socket.on('data', (d) => finish(d.toString().includes(expected)));
  });
}

/** How many lines of `servers`' logs hold `marker`, in all. */
function logged(servers: ServerProcess[], marker: string): number {
  return servers.reduce((sum, server) => sum + server.output().split(marker).length - 1, 0);
}

/**
 * Waits until `servers` have logged `count` lines holding `marker` in all: a server writes its log
 * lines asynchronously (log-sink.ts), so the line of a request already answered may still be on its
 * way through the pipe.
 */
async function untilLogged(servers: ServerProcess[], marker: string, count: number): Promise<void> {
  for (const giveUp = Date.now() + 20_000; logged(servers, marker) < count; await sleep(20)) {
    if (Date.now() > giveUp) {
      throw new Error(`only ${logged(servers, marker)} of ${count} log lines with ${marker} within 20 s`);
    }
  }
}

/** Sends `raw` to nginx and reads one answer. */
async function exchange(port: number, raw: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      fail(new Error(`no whole answer within 10 s: ${answer}`));
    });
    socket.on('error', fail);
    socket.on('connect', () => socket.write(raw));
    socket.on('data', (d) => {
      answer += d;
      // nginx lingers on a connection whose body it did not read: the answer is whole at its length.
      const [head = '', body] = answer.split('\r\n\r\n');
      const length = /^content-length: (\d+)$/im.exec(head)?.[1];
      if (body !== undefined && length !== undefined && Buffer.byteLength(body) >= Number(length)) {
        socket.destroy();
        done(answer);
      }
    });
    socket.on('end', () => {
      socket.destroy();
      done(answer);
    });
  });
}

/** The status and the JSON error body of a raw HTTP answer. */
function errorAnswer(raw: string): { status: number; type: string; error: { code: string } } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const type = /^content-type: (.*)$/im.exec(head)?.[1] ?? '';
  return { status, type, ...(JSON.parse(body) as { error: { code: string } }) };
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`${what} did not come up`);
}

/** The nginx block of docs/self-hosting.md marked for this test. */
async function documentedConfig(): Promise<string> {
  const doc = await readFile(join(REPO_ROOT, 'docs/self-hosting.md'), 'utf8');
  const marker = doc.indexOf('<!-- nginx-config: test/e2e/multi-instance-nginx.test.ts');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc.slice(marker));
  if (marker < 0 || !block) throw new Error('docs/self-hosting.md has no marked nginx block');
  return block[1] as string;
}

const canRun = (await available('nginx', ['-v'])) && (await available('redis-server', ['--version']));
if (!canRun) {
  process.stderr.write(
    'multi-instance-nginx.test.ts: nginx or redis-server is not on PATH; the nginx test is skipped\n',
  );
}

describe.skipIf(!canRun)('the documented nginx configuration in front of two instances', () => {
  const children: ChildProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let origin: string;
  let nginxPort: number;
  let secret: string;

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ls-nginx-'));
    const redisPort = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    await waitFor(() => answers(redisPort, 'PING\r\n', '+PONG'), 'redis-server');

    const env = {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      // One client (127.0.0.1) all along: 6 requests in the first test, 4 in the second, then the limit.
      RATE_LIMIT_IP_POINTS: '20',
      ...(DATABASE_URL !== '' && { DATABASE_URL }),
    };
    const dbPath = join(dir, 'db.sqlite');
    a = await startServer({ dbPath, env });
    b = await startServer({ dbPath, env });
    const created = await run(
      process.execPath,
      [SERVER_CLI, 'project', 'create', '--key', 'edge', '--source', 'en', '--locales', 'de', '--db', dbPath],
      { env: { ...process.env, ...env } },
    );
    secret = (JSON.parse(created.stdout) as { syncSecret: string }).syncSecret;

    const port = await freePort();
    const portOf = (server: ServerProcess) => new URL(server.origin).port;
    const site = (await documentedConfig())
      .replace('127.0.0.1:8787', `127.0.0.1:${portOf(a)}`)
      .replace('127.0.0.1:8788', `127.0.0.1:${portOf(b)}`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`);
    // The documented block is the `http` part; nginx needs a main file around it, with its paths here.
    await mkdir(join(dir, 'temp'));
    await chmod(dir, 0o755);
    await chmod(join(dir, 'temp'), 0o777);
    const main = [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
      ),
      site,
      '}',
    ].join('\n');
    await writeFile(join(dir, 'nginx.conf'), main);
    const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(nginx);
    let nginxErrors = '';
    nginx.stderr.on('data', (d) => {
      nginxErrors += d;
    });
    await waitFor(
      () => answers(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', '200 OK'),
      'nginx',
    ).catch((err: Error) => {
      throw new Error(`${err.message}: ${nginxErrors}`);
    });
    origin = `http://127.0.0.1:${port}`;
    nginxPort = port;
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });

  const headers = (method: 'GET' | 'POST', path: string) =>
    signRequest({ method, path, projectKey: 'edge', secret });

  it('passes signed pushes and pulls through, and spreads SDK reads over both instances', async () => {
    const pushed = await fetch(`${origin}/api/v1${SYNC_PUSH_PATH}`, {
      method: 'POST',
      headers: { ...headers('POST', SYNC_PUSH_PATH), 'content-type': 'application/json' },
      body: JSON.stringify({
        files: [
          { locale: 'en', path: 'en.json', format: 'json', content: '{"hi":"Hello"}' },
          { locale: 'de', path: 'de.json', format: 'json', content: '{"hi":"Hallo"}' },
        ],
      }),
    });
    expect(pushed.status).toBe(200);
    const pulled = await fetch(`${origin}/api/v1${SYNC_PULL_PATH}`, {
      headers: { ...headers('GET', SYNC_PULL_PATH) },
    });
    expect(pulled.status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const read = await fetch(`${origin}/api/v1/translate/edge/de`, {
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(await read.json()).toEqual({ translations: { Hello: 'Hallo' } });
    }
    // Each instance logged some of the four reads (their "incoming request" lines name the path).
    const read = '"url":"/api/v1/translate/edge/de"';
    await untilLogged([a, b], read, 4);
    expect(logged([a], read)).toBeGreaterThan(0);
    expect(logged([b], read)).toBeGreaterThan(0);
  });

  // nginx refuses some requests itself: those answers must be the service's error shape as well, as
  // the instances' own are, not nginx's HTML pages.
  it("answers nginx's own refusals in the service's error shape", async () => {
    const ask = async (raw: string) => errorAnswer(await exchange(nginxPort, raw));
    const json = 'application/json; charset=utf-8';
    const big = 'a'.repeat(20_000);
    expect(await ask(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${big}\r\n\r\n`)).toMatchObject({
      status: 431,
      type: json,
      error: { code: 'headers_too_large' },
    });
    const tooLarge = `POST /api/v1/api/sync/push HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`;
    expect(await ask(tooLarge)).toMatchObject({
      status: 413,
      type: json,
      error: { code: 'payload_too_large' },
    });
    expect(await ask('GARBAGE\r\n\r\n')).toMatchObject({
      status: 400,
      type: json,
      error: { code: 'validation_failed' },
    });
    expect(
      await ask('GET /_proxy/503 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    ).toMatchObject({
      status: 404,
      type: json,
      error: { code: 'not_found' },
    });
  });

  it('keeps answering SDK reads when one instance is killed', async () => {
    a.child.kill('SIGKILL');
    await new Promise((done) =>
      a.child.exitCode !== null || a.child.signalCode !== null ? done(null) : a.child.once('exit', done),
    );
    for (let i = 0; i < 4; i++) {
      const read = await fetch(`${origin}/api/v1/translate/edge/de`, {
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(read.status).toBe(200);
    }
  });
  it('counts the per-IP limit under the address nginx saw: made-up X-Forwarded-For addresses do not pass', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const reply = await fetch(`${origin}/api/v1/projects/key/edge`, {
        headers: { 'x-forwarded-for': `100.64.0.${i}` },
      });
      statuses.push(reply.status);
    }
    // The first two tests spent 10 of the 20 points (on both instances, one Redis counter).
    const passed = statuses.filter((status) => status === 200).length;
    expect(passed).toBeLessThanOrEqual(10);
    expect(statuses.slice(passed)).toEqual(Array(40 - passed).fill(429));
    // Every line in before looking for addresses in them (b answered all 40: a was killed above).
    await untilLogged([b], '"url":"/api/v1/projects/key/edge"', 40);
    const logs = a.output() + b.output();
    expect(logs).toContain('"remoteAddress":"127.0.0.1"');
    expect(logs).not.toContain('100.64.0.');
    expect(logs).not.toContain('198.51.100.');
  });

  it('answers 503 service_unavailable with Retry-After when no instance answers', async () => {
    b.child.kill('SIGKILL');
    await new Promise((done) =>
      b.child.exitCode !== null || b.child.signalCode !== null ? done(null) : b.child.once('exit', done),
    );
    for (const path of ['/api/v1/translate/edge/de', `/api/v1${SYNC_PULL_PATH}`]) {
      const reply = await fetch(`${origin}${path}`, { headers: { ...headers('GET', SYNC_PULL_PATH) } });
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('5');
      expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    }
  });
});
