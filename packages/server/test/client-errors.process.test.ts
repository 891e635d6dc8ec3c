import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../test/support/server-process.ts';
import { type RawAnswer, rawExchange } from './support/raw-http.ts';

// Fastify's own HTTP parser and Node's timers answer these before any route runs, so they are
// tested on a real process over raw sockets: every answer must be in the wire error shape.
// `server` keeps the default timeouts, so a busy machine that reads a request late still gets the
// parser's answer; `timing` has short ones, for the two requests that wait for them.
let server: ServerProcess;
let timing: ServerProcess;

beforeAll(async () => {
  [server, timing] = await Promise.all([
    startServer({ env: { RATE_LIMIT_DISABLED: '1' } }),
    startServer({ env: { HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '800', RATE_LIMIT_DISABLED: '1' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), timing?.stop()]);
});

function expectErrorShape(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
}

const HOST = 'Host: 127.0.0.1\r\n';

describe('answers the HTTP parser and timeouts in the error shape (real process, raw sockets)', () => {
  it('431 headers_too_large for headers over 16 KiB', async () => {
    const answer = await rawExchange(server.origin, [
      `GET /healthz HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expectErrorShape(answer, 431, 'headers_too_large');
  });

  it('431 before the token check: a Bearer token near its 16 384-character maximum does not fit in 16 KiB of headers', async () => {
    // docs/protocol.md (keyless requests): the header limit is checked by the parser, before any route.
    const keyless = (tokenLength: number) =>
      rawExchange(server.origin, [
        `GET /api/v1/api/sync/pull HTTP/1.1\r\n${HOST}Connection: close\r\nx-project-key: demo-app\r\n` +
          `x-sync-ts: ${Math.floor(Date.now() / 1000)}\r\nx-sync-nonce: AAAAAAAAAAAAAAAAAAAAAA\r\n` +
          `Authorization: Bearer a.${'b'.repeat(tokenLength - 4)}.c\r\n\r\n`,
      ]);
    expectErrorShape(await keyless(16_384), 431, 'headers_too_large');
    expectErrorShape(await keyless(16_000), 401, 'bad_token');
  });

  it('400 for Content-Length together with Transfer-Encoding', async () => {
    const answer = await rawExchange(server.origin, [
      `POST /api/v1/phrases/batch-extract HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ]);
    expectErrorShape(answer, 400, 'validation_failed');
  });

  it('400 for a NUL inside a header', async () => {
    const answer = await rawExchange(server.origin, [
      `GET /healthz HTTP/1.1\r\n${HOST}X-Bad: a\u0000b\r\n\r\n`,
    ]);
    expectErrorShape(answer, 400, 'validation_failed');
  });

  it('400 for a body that is not JSON, 413 over the limit, 415 for another type, 404 for no route', async () => {
    const post = (type: string, body: string, length = Buffer.byteLength(body)) =>
      rawExchange(server.origin, [
        `POST /api/v1/phrases/batch-extract HTTP/1.1\r\n${HOST}Connection: close\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n${body}`,
      ]);
    expectErrorShape(await post('application/json', '{"projectKey": '), 400, 'validation_failed');
    expectErrorShape(await post('application/json', '{}', 5_000_000), 413, 'payload_too_large');
    expectErrorShape(await post('text/xml', '<a/>'), 415, 'unsupported_media_type');
    const missing = await rawExchange(server.origin, [
      `GET /nowhere HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
    ]);
    expectErrorShape(missing, 404, 'not_found');
  });

  it('408 request_timeout for a body that stalls, and closes the connection', async () => {
    const answer = await rawExchange(timing.origin, [
      `POST /api/v1/phrases/batch-extract HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"projectKey":"demo",`,
    ]);
    expectErrorShape(answer, 408, 'request_timeout');
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('408 request_timeout for headers that never end', async () => {
    const answer = await rawExchange(timing.origin, [`GET /healthz HTTP/1.1\r\n${HOST}X-Slow: 1\r\n`]);
    expectErrorShape(answer, 408, 'request_timeout');
  });

  it('still serves ordinary requests afterwards', async () => {
    for (const { origin } of [server, timing]) expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  });
});

describe('a refused request', () => {
  it('is answered before its body is read, and its connection is closed instead of reading the rest', async () => {
    const answer = await rawExchange(server.origin, [
      `POST /api/v1/api/sync/push HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nContent-Length: 50000000\r\nx-sync-project: demo\r\nx-sync-ts: 1\r\nx-sync-nonce: abcdefgh\r\nx-sync-signature: sha256=00\r\n\r\n{"files":`,
    ]);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('connection')).toBe('close');
  });
});
