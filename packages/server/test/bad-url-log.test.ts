// docs/self-hosting.md, "Logs": an `incoming request` and a `request completed` line per request.
// A malformed URL (a bad `%` escape) is answered by Fastify's frameworkErrors hook, outside the
// lifecycle that logs the completion; the server logs it itself.
import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loggerOptions } from '../src/server.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it('a request with a malformed URL is logged as incoming and as completed, under one reqId', async () => {
  const logs: Array<{ msg?: string; reqId?: string; res?: { statusCode?: number } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await createApp({
    storage: openSqliteStorage(':memory:'),
    translator: null,
    logger: loggerOptions({ LOG_LEVEL: 'info' }, stream as never),
  });
  close = () => app.close();

  const response = await app.inject({ method: 'GET', url: '/api/v1/projects/key/%E0%A4%A' });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('validation_failed');
  const id = response.headers['x-request-id'];
  const lines = logs.filter((line) => line.reqId === id);
  expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  expect(lines[1]?.res?.statusCode).toBe(400);
});
