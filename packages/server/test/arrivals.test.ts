import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { Arrivals } from '../src/http/arrivals.ts';
import { changeCheckValidator, ReadCache } from '../src/http/cache.ts';
import { loggerOptions } from '../src/server.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';

const folder = await mkdtemp(join(tmpdir(), 'ls-arrivals-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The next turn of the event loop (after its check phase). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A request as `Arrivals` sees it: its connection. */
function requestOn(socket: object): IncomingMessage {
  return { socket } as unknown as IncomingMessage;
}

describe('Arrivals', () => {
  it('counts a turn once the event loop has passed its check phase', async () => {
    const arrivals = new Arrivals();
    const first = arrivals.current();
    expect(arrivals.current()).toBe(first);
    await Promise.resolve();
    expect(arrivals.current()).toBe(first);
    await nextTurn();
    expect(arrivals.current()).not.toBe(first);
  });

  it('takes a request as arriving with the turn only when its connection had nothing earlier left in this turn', async () => {
    const arrivals = new Arrivals();
    const a = {};
    const b = {};
    // New connections: their first bytes woke the poll.
    expect(arrivals.arrived(requestOn(a), true)).toBe(true);
    expect(arrivals.arrived(requestOn(b), false)).toBe(true);
    // A second request of `a` read in the same turn (pipelined) came after the poll's bytes.
    expect(arrivals.arrived(requestOn(a), true)).toBe(false);
    await nextTurn();
    // `a`'s last request had no body: whole in its turn. `b`'s had a body nobody read whole.
    expect(arrivals.arrived(requestOn(a), true)).toBe(true);
    expect(arrivals.arrived(requestOn(b), true)).toBe(false);
    await nextTurn();
    expect(arrivals.arrived(requestOn(b), true)).toBe(true);
  });

  it('takes a body read whole in its turn, but not for a request that another one of its connection followed', async () => {
    const arrivals = new Arrivals();
    const a = {};
    const post = requestOn(a);
    arrivals.arrived(post, false);
    arrivals.readWhole(post);
    await nextTurn();
    expect(arrivals.arrived(requestOn(a), false)).toBe(true);
    const late = requestOn(a);
    await nextTurn();
    arrivals.arrived(late, false);
    // Read whole only in a later turn: the bytes after it may have come after that turn's poll.
    await nextTurn();
    arrivals.readWhole(late);
    expect(arrivals.arrived(requestOn(a), true)).toBe(false);
    await nextTurn();
    const first = requestOn(a);
    arrivals.arrived(first, false);
    arrivals.arrived(requestOn(a), false);
    // The pipelined second request's body is not known to be whole: the first one's being read changes nothing.
    arrivals.readWhole(first);
    await nextTurn();
    expect(arrivals.arrived(requestOn(a), true)).toBe(false);
  });
});

describe('the SQLite freshness check shared by a turn', () => {
  /** A change check that counts its reads and says "changed" when told to. */
  function countingCheck() {
    const state = { reads: 0, change: false, fail: false };
    return {
      state,
      changes: {
        changed() {
          state.reads++;
          if (state.fail) throw new Error('unreadable');
          const changed = state.change;
          state.change = false;
          return changed;
        },
      },
    };
  }
  const noRevision = { revision: async () => '1' } as Pick<Storage, 'revision'>;

  it('reads once per turn for the requests that arrived with it, and every time for the others', async () => {
    const arrivals = new Arrivals();
    const { state, changes } = countingCheck();
    const cache = new ReadCache({} as Storage, changeCheckValidator(changes, noRevision, arrivals));
    expect(cache.readerOnArrival(true)).toBeDefined();
    expect(cache.readerOnArrival(true)).toBeDefined();
    expect(state.reads).toBe(1);
    expect(cache.readerOnArrival(false)).toBeDefined();
    expect(cache.readerOnArrival(false)).toBeDefined();
    expect(state.reads).toBe(3);
    // A check made outside an arrival (a Fastify hook's `readerNow`) is never shared.
    await nextTurn();
    expect(cache.readerNow()).toBeDefined();
    expect(state.reads).toBe(4);
    expect(cache.readerOnArrival(true)).toBeDefined();
    expect(state.reads).toBe(5);
    await nextTurn();
    expect(cache.readerOnArrival(true)).toBeDefined();
    expect(state.reads).toBe(6);
  });

  it("drops the cache when the turn's check sees a change, and shares no failed check", async () => {
    const arrivals = new Arrivals();
    const { state, changes } = countingCheck();
    let invalidated = 0;
    const cache = new ReadCache({} as Storage, changeCheckValidator(changes, noRevision, arrivals));
    cache.invalidate = () => {
      invalidated++;
    };
    state.change = true;
    cache.readerOnArrival(true);
    expect(invalidated).toBe(1);
    await nextTurn();
    state.fail = true;
    expect(cache.readerOnArrival(true)).toBeUndefined();
    expect(cache.readerOnArrival(true)).toBeUndefined();
    expect(state.reads).toBe(3);
  });

  it('without arrivals, checks on every read', () => {
    const { state, changes } = countingCheck();
    const cache = new ReadCache({} as Storage, changeCheckValidator(changes, noRevision));
    cache.readerOnArrival(true);
    cache.readerOnArrival(true);
    expect(state.reads).toBe(2);
  });
});

/** A process that commits a new approved translation of `a` in `de` per line it is sent, and says so once committed. */
function writer(file: string): { child: ChildProcess; write(n: number): Promise<void> } {
  const storageModule = join(import.meta.dirname, '../src/storage/sqlite.ts');
  const script = `
    import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
    const { openSqliteStorage } = await import(${JSON.stringify(storageModule)});
    const storage = openSqliteStorage(${JSON.stringify(file)});
    const project = await storage.getProject('demo');
    for await (const line of createInterface({ input: process.stdin })) {
      const n = Number(line);
      await storage.setTranslation(project.id, 'a', 'de', 'v' + n, 'approved', n + 10);
      process.stdout.write('wrote ' + n + '\\n');
    }
    storage.close();
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting = new Map<number, () => void>();
  lines.on('line', (line) => waiting.get(Number(line.slice('wrote '.length)))?.());
  return {
    child,
    write: (n) =>
      new Promise((resolve) => {
        waiting.set(n, resolve);
        child.stdin?.write(`${n}\n`);
      }),
  };
}

/** A keep-alive connection that sends one GET at a time and gives each answer's body. */
async function connection(port: number): Promise<{ get(path: string): Promise<string>; socket: Socket }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let buffered = Buffer.alloc(0);
  let pending: ((body: string) => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (buffered.length < end + 4 + length) return;
    const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
    buffered = buffered.subarray(end + 4 + length);
    const resolve = pending;
    pending = undefined;
    resolve?.(body);
  });
  return {
    socket,
    get: (path) =>
      new Promise((resolve) => {
        pending = resolve;
        socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      }),
  };
}

describe('SDK reads on SQLite while another process writes', () => {
  it('every request sent after another process committed sees the commit, with many connections reading at once', async () => {
    const file = join(folder, 'shared.sqlite');
    const storage = openSqliteStorage(file);
    const project = await createProject(
      storage,
      { key: 'demo', sourceLocale: 'en', locales: ['en', 'de'] },
      1,
    );
    await storage.push(project, {
      files: [{ locale: 'en', path: 'en.json', entries: new Map([['a', 'Hello']]) }],
      dryRun: false,
      now: 1,
    });
    await storage.setTranslation(project.id, 'a', 'de', 'v0', 'approved', 2);
    const app = await createApp({
      storage,
      translator: null,
      // A logger the listener in front of Fastify can answer for (info off: no lines to write).
      logger: loggerOptions(
        { LOG_LEVEL: 'warn' },
        new Writable({ write: (_c, _e, done) => done() }) as never,
      ),
      config: { rateLimits: { enabled: false } } as never,
    });
    let seenByFastify = 0;
    app.addHook('onRequest', (_request, _reply, done) => {
      seenByFastify++;
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const other = writer(file);
    const connections = await Promise.all(Array.from({ length: 16 }, () => connection(port)));
    /** The last write known committed, as a request is sent. */
    let committed = 0;
    const stale: string[] = [];
    let answers = 0;
    let stop = false;
    const reading = connections.map(async (c) => {
      while (!stop) {
        const before = committed;
        const body = await c.get('/api/v1/translate/demo/de');
        answers++;
        const seen = Number(/"v(\d+)"/.exec(body)?.[1]);
        if (!(seen >= before)) stale.push(`sent after write ${before}, answered ${body}`);
      }
    });
    try {
      for (let n = 1; n <= 30; n++) {
        // Enough reads between two commits for the listener to answer most of them from a warm cache.
        const target = answers + 64;
        while (answers < target) await new Promise((resolve) => setTimeout(resolve, 1));
        await other.write(n);
        committed = n;
      }
      const target = answers + 64;
      while (answers < target) await new Promise((resolve) => setTimeout(resolve, 1));
    } finally {
      stop = true;
      await Promise.all(reading);
      for (const c of connections) c.socket.destroy();
      other.child.stdin?.end();
      await once(other.child, 'exit');
      await app.close();
      storage.close();
    }
    expect(stale).toEqual([]);
    // Most answers came from the listener in front of Fastify, which shares the turn's check; Fastify
    // answers the first read after each write (the cache dropped).
    expect(seenByFastify).toBeLessThan(answers / 2);
  }, 30_000);
});
