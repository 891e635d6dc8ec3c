import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import type { SqliteStorage } from '../src/storage/sqlite/storage.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';

// IDLE_TIMEOUT_MS (docs/self-hosting.md: a connection with no traffic either way for this long is
// closed). The server the SDK listener runs in front of arms it only where it can fire
// (src/http/idle-timeout.ts); Fastify's own server (the listener off) has Node arm it everywhere.
// Each case runs on both and requires the server to close the connection; with every other limit far
// longer than the test's time (keep-alive, request and headers timeouts), only the idle timer can.

const IDLE_MS = 300;
const KEYS = 400;

interface Running {
  app: FastifyInstance;
  port: number;
  /** Resolves with each server-side connection's close, in order of connection. */
  closed: Array<Promise<unknown>>;
}

let folder: string;
let storage: SqliteStorage;
const apps: Running[] = [];

async function start(fastPath: boolean): Promise<Running> {
  const app = await createApp({
    storage,
    translator: null,
    fastPath,
    config: {
      rateLimits: { enabled: false },
      timeouts: { idleMs: IDLE_MS, headersMs: 60_000, requestMs: 120_000, drainMs: 1000 },
    } as never,
  });
  const running: Running = { app, port: 0, closed: [] };
  app.server.on('connection', (socket: Socket) => running.closed.push(once(socket, 'close')));
  await app.listen({ port: 0, host: '127.0.0.1' });
  running.port = (app.server.address() as AddressInfo).port;
  apps.push(running);
  return running;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ls-idle-'));
  storage = openSqliteStorage(join(folder, 'db.sqlite'));
  const project = await createProject(
    storage,
    { key: 'idle', sourceLocale: 'en', locales: ['en', 'de'], instantTranslation: { enabled: true } },
    1,
  );
  // A German answer of about 120 KB: a few of them fill the socket buffers of a client not reading.
  const entries = new Map<string, string>();
  for (let i = 0; i < KEYS; i++) entries.set(`key${i}`, `Source text ${i} `.repeat(20));
  await storage.push(project, { files: [{ locale: 'en', path: 'en.json', entries }], dryRun: false, now: 1 });
  for (let i = 0; i < KEYS; i++) {
    await storage.setTranslation(project.id, `key${i}`, 'de', `Quelltext ${i} `.repeat(20), 'approved', 2);
  }
});

afterAll(async () => {
  for (const running of apps) await running.app.close();
  await storage?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Opens a connection and waits until the server has it. */
async function open(running: Running): Promise<{ client: Socket; closed: Promise<unknown> }> {
  const before = running.closed.length;
  const client = connect(running.port, '127.0.0.1');
  client.on('error', () => {});
  await once(client, 'connect');
  while (running.closed.length === before) await new Promise((r) => setImmediate(r));
  return { client, closed: running.closed[before] as Promise<unknown> };
}

/** Sends one request and reads its whole answer, leaving the connection open (a keep-alive exchange). */
function exchange(client: Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text);
      if (end === -1 || (length !== null && text.length < end + 4 + Number(length[1]))) return;
      client.off('data', onData);
      client.off('close', onClose);
      client.pause();
      resolve(text);
    };
    const onClose = () => reject(new Error(`closed before a whole answer: ${text.slice(0, 200)}`));
    client.on('data', onData);
    client.once('close', onClose);
    client.write(request);
  });
}

const GET = 'GET /api/v1/translate/idle/de HTTP/1.1\r\nHost: x\r\n\r\n';

describe.each([
  ['with the SDK listener', true],
  ['Fastify alone', false],
])('the idle timeout (%s)', (_name, fastPath) => {
  let running: Running;
  beforeAll(async () => {
    running = await start(fastPath);
    // Warm the cache, so that the listener answers the reads below itself.
    const { client } = await open(running);
    expect(await exchange(client, GET)).toMatch(/^HTTP\/1\.1 200 /);
    client.destroy();
  });

  it('closes a connection that sends nothing', async () => {
    const { client, closed } = await open(running);
    await closed;
    client.destroy();
  });

  it('closes a connection whose second request stops in its body', async () => {
    const { client, closed } = await open(running);
    expect(await exchange(client, GET)).toMatch(/^HTTP\/1\.1 200 /);
    // After an answer Node keeps the connection on its keep-alive timer (72 s here); a request
    // arriving takes it off, and the idle timer must guard the body that never comes.
    client.write(
      'POST /api/v1/translate/instant HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'X-Project-Key: idle\r\nContent-Length: 100\r\n\r\n{"texts":',
    );
    await closed;
    client.destroy();
  });

  it('closes a connection whose client does not read its answers', async () => {
    const { client, closed } = await open(running);
    expect(await exchange(client, GET)).toMatch(/^HTTP\/1\.1 200 /);
    // Sixty pipelined reads of a 120 KB answer, none read: the answers fill the socket buffers,
    // and one is left part-written or queued, with no traffic either way.
    client.pause();
    client.write(GET.repeat(60));
    await closed;
    client.destroy();
  });
});

describe('the server the SDK listener runs in front of', () => {
  it('leaves Node’s own timeout at 0 and arms the idle timer of each new connection itself', async () => {
    const running = await start(true);
    expect(running.app.server.timeout).toBe(0);
    const timeouts: number[] = [];
    running.app.server.on('connection', (socket: Socket) => timeouts.push(socket.timeout ?? 0));
    const { client } = await open(running);
    expect(timeouts).toEqual([IDLE_MS]);
    client.destroy();
  });
});

describe('between requests: the keep-alive timeout, not IDLE_TIMEOUT_MS', () => {
  // docs/self-hosting.md and docs/protocol.md: a keep-alive connection waiting for its next request
  // is closed after 72 s (Fastify's keepAliveTimeout), announced in every answer, whatever
  // IDLE_TIMEOUT_MS says. A proxy keeping connections to the instances must drop them sooner.
  it.each([
    ['with the SDK listener', true],
    ['Fastify alone', false],
  ])('announces Keep-Alive: timeout=72 and keeps the socket on that timer (%s)', async (_name, fastPath) => {
    const running = await start(fastPath);
    expect(running.app.server.keepAliveTimeout).toBe(72_000);
    const { client } = await open(running);
    const answer = await exchange(client, GET);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nkeep-alive: timeout=72\r\n/i);
    client.destroy();
  });
});
