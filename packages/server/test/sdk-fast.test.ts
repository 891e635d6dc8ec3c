import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createProject } from '../src/domain/projects.ts';
import { loggerOptions } from '../src/server.ts';
import type { SqliteStorage } from '../src/storage/sqlite/storage.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';

// routes/sdk-fast.ts answers hot SDK reads before Fastify. An app with it and an app without it,
// over one database, get the same table of requests, one after the other, as raw bytes over TCP:
// each answer must be the same status line, the same header lines in the same order (Date and the
// request id's value aside), the same body, and the same log lines.

const ALLOWED = 'https://app.example';
const OTHER = 'https://evil.example';

interface Running {
  app: FastifyInstance;
  port: number;
  /** Log lines written so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Requests Fastify saw (the fast path's answers are not among them). */
  seenByFastify: number;
}

let folder: string;
let storage: SqliteStorage;
let fast: Running;
let plain: Running;

async function start(fastPath: boolean): Promise<Running> {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = loggerOptions({ LOG_LEVEL: 'info' }, stream as never);
  const app = await createApp({
    storage,
    translator: null,
    fastPath,
    logger,
    config: { rateLimits: { enabled: false } } as never,
  });
  const running: Running = { app, port: 0, logs, seenByFastify: 0 };
  app.addHook('onRequest', (_request, _reply, done) => {
    running.seenByFastify++;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  running.port = (app.server.address() as AddressInfo).port;
  return running;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ls-sdk-fast-'));
  storage = openSqliteStorage(join(folder, 'db.sqlite'));
  const open = await createProject(storage, { key: 'open', sourceLocale: 'en', locales: ['en', 'de'] }, 1);
  await createProject(
    storage,
    { key: 'locked', sourceLocale: 'en', locales: ['en', 'de'], allowedOrigins: [ALLOWED] },
    1,
  );
  await storage.push(open, {
    files: [{ locale: 'en', path: 'en.json', entries: new Map([['a', 'Hello']]) }],
    dryRun: false,
    now: 1,
  });
  await storage.setTranslation(open.id, 'a', 'de', 'Hallo', 'approved', 2);
  fast = await start(true);
  plain = await start(false);
});

afterAll(async () => {
  await fast?.app.close();
  await plain?.app.close();
  await storage?.close();
  await rm(folder, { recursive: true, force: true });
});

interface Exchange {
  statusLine: string;
  headers: string[];
  body: string;
  requestId: string | undefined;
}

/**
 * Writes `request` on a new connection and reads one answer: its head, then Content-Length bytes,
 * a chunked body, or nothing (304, HEAD), or whatever comes until the server closes.
 */
function exchange(port: number, request: string, head: boolean): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      const text = data.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const rest = data.subarray(end + 4);
      const find = (name: string) =>
        lines
          .find((l) => l.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const length = find('content-length');
      const status = Number(statusLine.split(' ')[1]);
      let body: Buffer | undefined;
      if (head || status === 304 || status === 204) body = Buffer.alloc(0);
      else if (length !== undefined) {
        if (rest.length < Number(length)) return;
        body = rest.subarray(0, Number(length));
      } else if (find('transfer-encoding') === 'chunked') {
        if (!rest.toString('latin1').endsWith('0\r\n\r\n')) return;
        body = rest;
      } else if (!socket.destroyed && socket.readable) return;
      else body = rest;
      settled = true;
      socket.destroy();
      resolve({
        statusLine,
        headers: lines
          .filter((l) => !l.toLowerCase().startsWith('date:'))
          .map((l) => (l.toLowerCase().startsWith('x-request-id:') ? 'x-request-id: <id>' : l)),
        body: (body ?? Buffer.alloc(0)).toString('utf8'),
        requestId: find('x-request-id'),
      });
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => {
      finish();
      if (!settled) reject(new Error(`no answer to ${JSON.stringify(request)}`));
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

/** A log line without what differs between two runs of the same request. */
function logShape(line: Record<string, unknown>): Record<string, unknown> {
  const { time: _time, pid: _pid, reqId: _reqId, responseTime, ...rest } = line;
  const req = rest.req as Record<string, unknown> | undefined;
  return {
    ...rest,
    ...(req && { req: { ...req, remotePort: typeof req.remotePort } }),
    ...(responseTime !== undefined && { responseTime: typeof responseTime }),
  };
}

/** The requests of the table: every path, method and header variant, in an order that warms the cache. */
function table(etags: {
  open: string;
  settings: string;
}): Array<{ name: string; raw: string; head: boolean }> {
  const paths = [
    '/api/v1/translate/open/de',
    '/api/v1/translate/open/DE',
    '/api/v1/translate/open/de_DE',
    '/api/v1/translate/open/en',
    '/api/v1/translate/open/ja',
    '/api/v1/translate/open/x',
    `/api/v1/translate/open/${'a'.repeat(65)}`,
    '/api/v1/translate/locked/de',
    '/api/v1/translate/unknown/de',
    '/api/v1/translate/open/de/',
    '/api/v1/translate/open/de?',
    '/api/v1/translate/open/de?branch=main',
    '/api/v1/translate/open/de?x=1',
    '/api/v1/translate/open/%64e',
    '/api/v1/translate/op%65n/de',
    '/api/v1//translate/open/de',
    '/API/v1/translate/open/de',
    '/api/v1/translate/open',
    `/api/v1/translate/${'k'.repeat(129)}/de`,
    '/api/v1/translate/instant',
    '/api/v1/projects/key/open',
    '/api/v1/projects/key/locked',
    '/api/v1/projects/key/unknown',
    '/api/v1/projects/key/open/',
    '/api/v1/projects/key/open?x',
    '/api/v1/projects/key/bad%ZZ',
    '/healthz',
    '/nowhere',
  ];
  const variants: Array<{ name: string; lines: string[] }> = [
    { name: 'plain', lines: [] },
    { name: 'origin allowed', lines: [`Origin: ${ALLOWED}`] },
    { name: 'origin other', lines: [`Origin: ${OTHER}`] },
    { name: 'origin empty', lines: ['Origin: '] },
    { name: 'origin twice', lines: [`Origin: ${ALLOWED}`, `Origin: ${OTHER}`] },
    { name: 'if-none-match', lines: [`If-None-Match: ${etags.open}`] },
    { name: 'if-none-match settings', lines: [`If-None-Match: ${etags.settings}`] },
    { name: 'if-none-match weak', lines: [`If-None-Match: W/${etags.open}`] },
    { name: 'if-none-match list', lines: [`If-None-Match: "x", ${etags.open}`] },
    { name: 'if-none-match twice', lines: ['If-None-Match: "x"', `If-None-Match: ${etags.open}`] },
    { name: 'if-none-match star', lines: ['If-None-Match: *'] },
    { name: 'if-none-match other', lines: ['If-None-Match: "nope"'] },
    { name: 'if-none-match and origin', lines: [`If-None-Match: ${etags.open}`, `Origin: ${ALLOWED}`] },
    { name: 'x-project-key', lines: ['X-Project-Key: locked'] },
    { name: 'accept-version', lines: ['Accept-Version: 1.0.0'] },
    { name: 'content-length 0', lines: ['Content-Length: 0'] },
    { name: 'a body', lines: ['Content-Type: application/json', 'Content-Length: 2'] },
    { name: 'connection close', lines: ['Connection: close'] },
    { name: 'keep-alive', lines: ['Connection: keep-alive'] },
    { name: 'accept-version and origin', lines: ['Accept-Version: 1.0.0', `Origin: ${ALLOWED}`] },
  ];
  const out: Array<{ name: string; raw: string; head: boolean }> = [];
  for (const path of paths)
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS'])
      for (const variant of variants) {
        if (method !== 'GET' && variant.name.startsWith('if-none-match ')) continue;
        const extra =
          method === 'OPTIONS' ? ['Access-Control-Request-Method: GET'] : variant.name === 'a body' ? [] : [];
        const body = variant.name === 'a body' ? '{}' : '';
        const lines = [`${method} ${path} HTTP/1.1`, 'Host: example.test', ...variant.lines, ...extra];
        out.push({
          name: `${method} ${path} (${variant.name})`,
          raw: `${lines.join('\r\n')}\r\n\r\n${body}`,
          head: method === 'HEAD',
        });
      }
  // HTTP/1.0, and the usual requests again at the end (hot by then).
  out.push({
    name: 'GET over HTTP/1.0',
    raw: 'GET /api/v1/translate/open/de HTTP/1.0\r\nHost: example.test\r\n\r\n',
    head: false,
  });
  for (const path of [
    '/api/v1/translate/open/de',
    '/api/v1/translate/locked/de',
    '/api/v1/projects/key/open',
  ])
    for (const variant of variants.slice(0, 13))
      out.push({
        name: `GET ${path} (${variant.name}, hot)`,
        raw: `${[`GET ${path} HTTP/1.1`, 'Host: example.test', ...variant.lines].join('\r\n')}\r\n\r\n`,
        head: false,
      });
  return out;
}

describe('SDK reads answered before Fastify', () => {
  it('answers every request of the table as Fastify does: status, headers in order, body and log lines', async () => {
    const get = (path: string) => exchange(plain.port, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, false);
    const etagOf = (e: Exchange) => e.headers.find((h) => h.startsWith('etag:'))?.slice(6) ?? '';
    const etags = {
      open: etagOf(await get('/api/v1/translate/open/de')),
      settings: etagOf(await get('/api/v1/projects/key/open')),
    };
    expect(etags.open).toMatch(/^"/);
    plain.logs.length = 0;
    const requests = table(etags);
    let fastAnswers = 0;
    for (const request of requests) {
      const seen = fast.seenByFastify;
      const logsBefore = { fast: fast.logs.length, plain: plain.logs.length };
      const ours = await exchange(fast.port, request.raw, request.head);
      const theirs = await exchange(plain.port, request.raw, request.head);
      expect({ ...ours, requestId: undefined }, request.name).toEqual({ ...theirs, requestId: undefined });
      // Every 200 and 304 Fastify sends passes its onRequest hooks (a 400 of a malformed URL does not).
      if (fast.seenByFastify === seen && / (200|304) /.test(ours.statusLine)) {
        fastAnswers++;
        // Answered by the fast path: its log lines carry the id it sent.
        await waitFor(() => fast.logs.length >= logsBefore.fast + 2);
        expect(
          fast.logs.slice(logsBefore.fast).map((l) => [l.reqId, l.msg]),
          request.name,
        ).toEqual([
          [ours.requestId, 'incoming request'],
          [ours.requestId, 'request completed'],
        ]);
      }
      await waitFor(() => fast.logs.length - logsBefore.fast === plain.logs.length - logsBefore.plain);
      expect(fast.logs.slice(logsBefore.fast).map(logShape), request.name).toEqual(
        plain.logs.slice(logsBefore.plain).map(logShape),
      );
    }
    expect(requests.length).toBeGreaterThan(1500);
    // The hot reads (about one request in ten of the table) did not reach Fastify.
    expect(fastAnswers).toBeGreaterThan(100);
  });

  it('gives the server the settings Fastify gives its own', () => {
    for (const name of [
      'keepAliveTimeout',
      'requestTimeout',
      'headersTimeout',
      'timeout',
      'maxRequestsPerSocket',
    ] as const) {
      expect(fast.app.server[name], name).toBe(plain.app.server[name]);
    }
  });

  it('sees a write of another connection at once', async () => {
    const path = '/api/v1/translate/open/de';
    const before = await exchange(fast.port, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, false);
    expect(JSON.parse(before.body)).toEqual({ translations: { Hello: 'Hallo' } });
    const other = openSqliteStorage(storage.db.location() as string);
    const project = await other.getProject('open');
    await other.setTranslation(project?.id as number, 'a', 'de', 'Servus', 'approved', 3);
    await other.close();
    const after = await exchange(fast.port, `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`, false);
    expect(JSON.parse(after.body)).toEqual({ translations: { Hello: 'Servus' } });
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
}
