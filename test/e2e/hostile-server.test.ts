// The bundled actions, started as the runner starts them, against a hostile server on loopback: it
// does not check signatures, it sends what a compromised or impostor server would (answers that
// never end, gzip bombs, redirects to another host, keys written as Markdown or as `__proto__`).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createGzip } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';

const MiB = 2 ** 20;
// The sync client's default limit; the actions do not change it.
const LIMIT = 256 * MiB;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

interface Hostile {
  origin: string;
  apiUrl: string;
  seen: Seen[];
  close(): Promise<void>;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Starts a server on 127.0.0.1 that records every request and answers with `handle`. */
async function startHostile(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<Hostile> {
  const seen: Seen[] = [];
  const server = createServer(async (req, res) => {
    let bodyBytes = 0;
    for await (const chunk of req) bodyBytes += (chunk as Buffer).byteLength;
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes });
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiUrl: `${origin}/api/v1`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes `total` bytes of JSON whitespace, waiting for the client to take each chunk; resolves with what was written. */
async function writeSpaces(res: ServerResponse, total: number): Promise<number> {
  const chunk = Buffer.alloc(MiB, 0x20);
  const closed = new Promise<void>((resolve) => res.once('close', resolve));
  let written = 0;
  while (written < total && !res.destroyed) {
    if (!res.write(chunk)) {
      await Promise.race([new Promise<void>((resolve) => res.once('drain', resolve)), closed]);
    }
    written += chunk.byteLength;
  }
  if (!res.destroyed) res.end();
  return written;
}

/**
 * A gzip stream of `size` bytes of spaces, compressed once (about 1/1000 of its size). Run-length
 * matching (Z_RLE) writes the same stream as level 9's search, within a byte, at a quarter of its CPU.
 */
async function gzipBomb(size: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  gzip.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve) => gzip.on('end', resolve));
  const chunk = Buffer.alloc(MiB, 0x20);
  for (let i = 0; i < size / MiB; i++) {
    if (!gzip.write(chunk)) await new Promise<void>((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(parts);
}

const pullInputs = (apiUrl: string, extra: Record<string, string> = {}) => ({
  'project-key': 'acme',
  'sync-secret': 'hostile-test-secret',
  'api-url': apiUrl,
  locales: 'de',
  'dry-run': 'false',
  ...extra,
});

/** A pull answer with one German file of `content`. */
function pullBody(content: string): string {
  return JSON.stringify({ sourceLocale: 'en', files: [{ locale: 'de', format: 'json', content, keys: 1 }] });
}

/** The `::error::` lines of a run. */
const errors = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::error'));

describe('answers of any size', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await gzipBomb(1024 * MiB);
  }, 60_000);

  it('stops a gzip bomb at the limit, counting the inflated bytes, and names the limit and the URL', async () => {
    expect(bomb.byteLength).toBeLessThan(2 * MiB);
    const server = await startHostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const workspace = await makeRepo({ 'locales/de.json': jsonFile({ a: 'A' }) });
    const run = await runAction('pull', pullInputs(server.apiUrl), { workspace });
    expect(run.code).not.toBe(0);
    expect(errors(run.stdout)).toEqual([
      expect.stringMatching(
        /^::error::the answer from http:\/\/127\.0\.0\.1:\d+\/api\/v1\/api\/sync\/pull\?\S+ is larger than the client's limit of 256 MiB \(maxResponseBytes\)/,
      ),
    ]);
    expect(server.seen).toHaveLength(1);
    expect(await readOptional(workspace, 'locales/de.json')).toBe(jsonFile({ a: 'A' }));
  }, 60_000);

  it('stops reading an endless plain answer at the limit', async () => {
    let written: Promise<number> | undefined;
    const server = await startHostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      written = writeSpaces(res, 4 * LIMIT);
    });
    const run = await runAction('pull', pullInputs(server.apiUrl), { workspace: await makeRepo({}) });
    expect(run.code).not.toBe(0);
    expect(errors(run.stdout).join('\n')).toMatch(/is larger than the client's limit of 256 MiB/);
    // The client hung up soon after the limit; socket buffers hold a little more.
    expect(await written).toBeLessThan(LIMIT + 64 * MiB);
  }, 60_000);
});

describe('redirects', () => {
  it.each([307, 308])(
    'never re-sends the signed headers and the files to another origin (%i)',
    async (status) => {
      const elsewhere = await startHostile((_req, res) => {
        res.writeHead(500).end();
      });
      const server = await startHostile((_req, res) => {
        res.writeHead(status, { location: `${elsewhere.origin}/collect` }).end();
      });
      const workspace = await makeRepo({
        'locales/en.json': jsonFile({ greeting: 'Hello' }),
        'locales/de.json': jsonFile({ greeting: 'Hallo' }),
      });
      const run = await runAction('push', { ...pullInputs(server.apiUrl), locales: 'all' }, { workspace });
      expect(run.code).not.toBe(0);
      expect(server.seen).toHaveLength(1);
      expect(server.seen[0]?.headers['x-sync-signature']).toBeDefined();
      expect(elsewhere.seen).toEqual([]);
      expect(errors(run.stdout).join('\n')).toContain(
        `answered a redirect to ${elsewhere.origin}/collect that the client does not follow: it leads to another origin (${elsewhere.origin})`,
      );
    },
  );

  it('follows a redirect within the origin, signing the request again', async () => {
    const server = await startHostile((req, res) => {
      if (req.url?.startsWith('/api/v1/')) {
        res.writeHead(307, { location: req.url.replace('/api/v1/', '/moved/api/v1/') }).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(pullBody(jsonFile({ greeting: 'Hallo' })));
    });
    const workspace = await makeRepo({});
    const run = await runAction('pull', pullInputs(server.apiUrl), { workspace });
    expect(run.code, run.stdout).toBe(0);
    expect(server.seen.map((s) => s.url.split('?')[0])).toEqual([
      '/api/v1/api/sync/pull',
      '/moved/api/v1/api/sync/pull',
    ]);
    expect(server.seen[0]?.headers['x-sync-nonce']).not.toBe(server.seen[1]?.headers['x-sync-nonce']);
    expect(await readOptional(workspace, 'locales/de.json')).toBe(jsonFile({ greeting: 'Hallo' }));
  });
});

describe('keys from the server', () => {
  it('shows Markdown keys in the job summary as text, not as links or images', async () => {
    const keys = {
      '[click me](https://evil.example)': 'x',
      '![x](https://evil.example/t.png)': 'y',
      '<img src=x onerror=alert(1)>': 'z',
    };
    const server = await startHostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(pullBody(jsonFile(keys)));
    });
    const run = await runAction('pull', pullInputs(server.apiUrl), { workspace: await makeRepo({}) });
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('`[click me](https://evil.example)`');
    expect(run.summary).toContain('`![x](https://evil.example/t.png)`');
    expect(run.summary).toContain('`<img src=x onerror=alert(1)>`');
    // Outside code spans (which a renderer shows literally) nothing of the keys is left to act.
    expect(run.summary.replace(/`[^`\n]*`/g, '')).not.toMatch(/\]\(|https:\/\/evil|<img/);
  });

  it('reports exactly the keys it writes when a nested answer holds a __proto__ key', async () => {
    const server = await startHostile((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(pullBody('{"__proto__":{"note":"INJECTED"},"greeting":"Hallo"}\n'));
    });
    const workspace = await makeRepo({ 'locales/en.json': jsonFile({ greeting: { hello: 'Hello' } }) });
    const run = await runAction('pull', pullInputs(server.apiUrl, { structure: 'nested' }), { workspace });
    expect(run.code, run.stdout).toBe(0);
    const written = flatKeys(JSON.parse((await readOptional(workspace, 'locales/de.json')) ?? '{}'));
    const reported = [...run.stdout.matchAll(/^ {2}[+~-] (.*)$/gm)].map((m) => m[1]);
    expect(reported.sort()).toEqual(written.sort());
    expect(reported).not.toContain('note');
  });
});

/** The dotted key paths of a parsed JSON tree (JSON.parse keeps `__proto__` as an own key). */
function flatKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.keys(tree).flatMap((key) =>
    flatKeys((tree as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key),
  );
}
