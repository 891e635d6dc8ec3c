import type { ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestPostgres } from '../../packages/server/test/storage/postgres-server.ts';
import {
  DROP_DATABASE_TIMEOUT_MS,
  freePort,
  freshPostgresDatabase,
  hasRedisServer,
  startRedis,
  stopRedis,
} from '../support/backend-processes.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { admin, type ServerProcess, startServer } from '../support/server-process.ts';

/*
 * The reference server as a client written from docs/protocol.md alone sees it: server processes,
 * raw fetch, signatures made with node:crypto from the documented canonical string (never the
 * project's own client or signing code). The whole suite runs on SQLite, then on PostgreSQL + Redis
 * when both are at hand. Cases already held elsewhere (window edges to the millisecond, header size,
 * timeouts) are left to their tests; this file holds what a tester of the wire contract checks
 * first, and the hostile inputs the audit of 2026-11 found answered wrongly.
 */

const PROTOCOL_DOC = readFileSync(resolve(REPO_ROOT, 'docs/protocol.md'), 'utf8');
const PULL = '/api/sync/pull';
const PUSH = '/api/sync/push';

let server: ServerProcess;
let project: { projectKey: string; syncSecret: string };

/** Where a suite's servers keep their data: the environment they start with, and its clean-up. */
interface Backend {
  name: string;
  available: boolean;
  start(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

const sqlite: Backend = { name: 'SQLite', available: true, start: async () => ({}), stop: async () => {} };

/** PostgreSQL and a Redis of its own, as several instances behind a proxy run; skipped without them. */
function sharedBackend(available: boolean): Backend {
  let redis: ChildProcess | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  return {
    name: 'PostgreSQL + Redis',
    available,
    async start() {
      const port = await freePort();
      redis = await startRedis(port);
      database = await freshPostgresDatabase('ls_conformance');
      if (database === undefined) throw new Error('PostgreSQL stopped answering');
      return { DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${port}` };
    },
    async stop() {
      if (redis) await stopRedis(redis);
      await database?.drop();
    },
  };
}

const sharedAvailable = (await hasRedisServer()) && (await findTestPostgres()) !== undefined;
if (!sharedAvailable)
  process.stderr.write(
    'protocol-conformance.test.ts: no PostgreSQL or redis-server; the shared-backend run is skipped\n',
  );

/** Starts a server on `env` and creates a project on it with the admin CLI (same environment). */
async function serverWithProject(
  env: Record<string, string>,
  key: string,
  extra: string[] = [],
): Promise<{ started: ServerProcess; created: { projectKey: string; syncSecret: string } }> {
  const started = await startServer({ env });
  const created = (await admin(
    started.dbPath,
    ['project', 'create', '--key', key, '--source', 'en', '--locales', 'en,de,fr', ...extra],
    env,
  )) as { projectKey: string; syncSecret: string };
  return { started, created };
}

for (const backend of [sqlite, sharedBackend(sharedAvailable)]) {
  describe.skipIf(!backend.available)(`the wire contract on ${backend.name}`, () => {
    const env: Record<string, string> = {};
    beforeAll(async () => {
      Object.assign(env, await backend.start());
      // A small body limit lets the gzip bomb below stay small.
      const { started, created } = await serverWithProject(
        { ...env, MAX_BODY_BYTES: String(4 * 1024 * 1024), MAX_RESOURCES_PER_PROJECT: '40' },
        'conformance',
        ['--extraction', '--instant'],
      );
      server = started;
      project = created;
    });
    afterAll(async () => {
      await server?.stop();
      await backend.stop();
    }, DROP_DATABASE_TIMEOUT_MS);
    signingSuite();
    pushSuite();
    roundTripSuite(env);
    sdkSuite();
    rateLimitSuite(env);
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newNonce = () => randomBytes(16).toString('base64url');

/** The documented canonical string: METHOD, PATH, KEY, TS, NONCE (and BRANCH), joined by \n. */
function hmac(secret: string, lines: string[]): string {
  return createHmac('sha256', secret).update(lines.join('\n')).digest('hex');
}

function signed(
  method: string,
  path: string,
  options: { ts?: number | string; nonce?: string; key?: string; secret?: string; branch?: string } = {},
): Record<string, string> {
  const key = options.key ?? project.projectKey;
  const ts = String(options.ts ?? nowSeconds());
  const nonce = options.nonce ?? newNonce();
  const lines = [method, path, key, ts, nonce, ...(options.branch ? [options.branch] : [])];
  const headers: Record<string, string> = {
    'x-project-key': key,
    'x-sync-ts': ts,
    'x-sync-nonce': nonce,
    'x-sync-signature': hmac(options.secret ?? project.syncSecret, lines),
  };
  if (options.branch) headers['x-sync-branch'] = options.branch;
  return headers;
}

/** An answer's JSON, read loosely: each test asserts the members it relies on. */
// biome-ignore lint/suspicious/noExplicitAny: the assertions, not the type, check the shape of an answer
type Json = any;

async function answer(res: Response): Promise<{ status: number; body: Json; headers: Headers }> {
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text), headers: res.headers };
}

const pull = (headers: Record<string, string>, query = '') =>
  fetch(`${server.apiUrl}${PULL}${query}`, { headers }).then(answer);

function post(
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string>,
): Promise<{ status: number; body: Json; headers: Headers }> {
  return fetch(`${server.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : Uint8Array.from(body),
  }).then(answer);
}

const file = (locale: string, content: string, extra: Record<string, unknown> = {}) => ({
  locale,
  path: `locales/${locale}.json`,
  format: 'json',
  content,
  ...extra,
});
const pushBody = (files: unknown[]) => JSON.stringify({ files });

/** The JSON examples of docs/protocol.md, in order (reference-tables.test.ts names each). */
const DOC_EXAMPLES: Json[] = [...PROTOCOL_DOC.matchAll(/^[ \t]*```json\n([\s\S]*?)\n[ \t]*```$/gm)].map((m) =>
  JSON.parse(m[1] as string),
);

function roundTripSuite(env: Record<string, string>): void {
  describe('the documented examples, sent as they are', () => {
    const [pushExample, , stateExample, stateAnswerExample] = DOC_EXAMPLES;
    let own: { projectKey: string; syncSecret: string };
    const as = (method: string, path: string, options: { branch?: string } = {}) =>
      signed(method, path, { key: own.projectKey, secret: own.syncSecret, ...options });
    const STATE = '/api/sync/push/state';
    const CLOSE = '/api/sync/branch/close';

    beforeAll(async () => {
      // A project of its own: the documented answers assume nothing was pushed before.
      own = (await admin(
        server.dbPath,
        ['project', 'create', '--key', 'my-app-docs', '--source', 'en', '--locales', 'en,de,fr'],
        env,
      )) as { projectKey: string; syncSecret: string };
    });

    it('push/state, push, push/state and pull answer as the examples say, and a pushed file comes back byte-identical', async () => {
      // The documented digests are the SHA-256 of the push example's contents.
      const contents = new Map<string, string>(
        pushExample.files.map((f: Json) => [f.locale as string, f.content as string]),
      );
      for (const f of stateExample.files) {
        expect(
          createHash('sha256')
            .update(contents.get(f.locale) as string, 'utf8')
            .digest('hex'),
        ).toBe(f.sha256);
      }
      const before = await post(STATE, JSON.stringify(stateExample), as('POST', STATE));
      expect(before).toMatchObject({ status: 200, body: { sourceLocale: 'en', unchanged: [] } });

      const { dryRun: _dryRun, ...applied } = pushExample;
      const pushed = await post(PUSH, JSON.stringify(applied), as('POST', PUSH));
      expect(pushed.status).toBe(200);
      expect(pushed.body).toMatchObject({ dryRun: false, files: 2, locales: ['en', 'de'] });
      expect(pushed.body.keys).toMatchObject({ created: 2, updated: 0, obsolete: 0 });

      const after = await post(STATE, JSON.stringify(stateExample), as('POST', STATE));
      expect(after).toMatchObject({ status: 200, body: stateAnswerExample });

      const pulled = await fetch(
        `${server.apiUrl}${PULL}?format=json&structure=flat&status=approved&locales=de`,
        {
          headers: as('GET', PULL),
        },
      ).then(answer);
      expect(pulled.status).toBe(200);
      expect(pulled.headers.get('x-sync-files-last')).toBe('true');
      expect(pulled.body).toMatchObject({ sourceLocale: 'en', sourceKeys: 1, obsoleteKeys: [] });
      expect(pulled.body.files).toEqual([
        { locale: 'de', format: 'json', content: contents.get('de'), keys: 1 },
      ]);
    });

    it('answers HEAD of the pull (signed over HEAD) without a body, and signs the endpoint whatever the URL form', async () => {
      const head = await fetch(`${server.apiUrl}${PULL}`, { method: 'HEAD', headers: as('HEAD', PULL) });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await head.text()).toBe('');
      // A trailing slash is ignored; the signature still covers the endpoint path.
      expect((await fetch(`${server.apiUrl}${PULL}/`, { headers: as('GET', PULL) })).status).toBe(200);
      // An empty x-sync-branch is main: five lines signed, no `branch` in the answer.
      const main = await pull({ ...as('GET', PULL), 'x-sync-branch': '' });
      expect(main.status).toBe(200);
      expect(main.body.branch).toBeUndefined();
    });

    it('pushes to a branch, pulls it and closes it, each signed with the branch as a sixth line', async () => {
      const branch = 'feature/checkout';
      const files = [
        file('en', '{\n  "home.title": "Welcome",\n  "checkout.title": "Checkout"\n}\n'),
        file('de', '{\n  "checkout.title": "Zur Kasse"\n}\n'),
      ];
      const pushed = await post(PUSH, pushBody(files), as('POST', PUSH, { branch }));
      expect(pushed.status).toBe(200);
      expect(pushed.body).toMatchObject({
        branch,
        branchState: { keys: [{ key: 'checkout.title' }], obsoleteOnMain: [] },
      });
      const viaBranch = await pull(as('GET', PULL, { branch }), '?locales=de');
      expect(viaBranch.body.branch).toBe(branch);
      expect(viaBranch.body.files[0].content).toContain('Zur Kasse');
      // Main is not changed by the branch.
      const viaMain = await pull(as('GET', PULL), '?locales=de');
      expect(viaMain.body.files[0].content).not.toContain('Zur Kasse');

      const noBranch = await post(CLOSE, '{"merged":false}', as('POST', CLOSE));
      expect(noBranch.status).toBe(400);
      expect(noBranch.body.error.code).toBe('validation_failed');
      const closed = await post(CLOSE, '{"merged":false}', as('POST', CLOSE, { branch }));
      expect(closed).toMatchObject({ status: 200, body: { branch, found: true, deleted: true } });
      const again = await post(CLOSE, '{"merged":false}', as('POST', CLOSE, { branch }));
      expect(again).toMatchObject({ status: 200, body: { branch, found: false } });
    });
  });
}

function signingSuite(): void {
  describe('signing, as docs/protocol.md describes it', () => {
    it('reproduces every test vector of the signing table with node:crypto', () => {
      const rows = [...PROTOCOL_DOC.matchAll(/^\| `([^`]+)`[^|]*\| `([^`]+)`\s*\| `([0-9a-f]{64})` \|$/gm)];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      for (const [, secret, payload, signature] of rows) {
        expect(hmac(secret as string, (payload as string).split('\\n'))).toBe(signature);
      }
    });

    it('accepts a request signed over the endpoint path, 299 s behind or ahead', async () => {
      expect((await pull(signed('GET', PULL))).status).toBe(200);
      expect((await pull(signed('GET', PULL, { ts: nowSeconds() - 299 }))).status).toBe(200);
      expect((await pull(signed('GET', PULL, { ts: nowSeconds() + 299 }))).status).toBe(200);
    });

    it('refuses a stamp 302 s off either way with 401 timestamp_out_of_window', async () => {
      for (const ts of [nowSeconds() - 302, nowSeconds() + 302]) {
        const res = await pull(signed('GET', PULL, { ts }));
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('timestamp_out_of_window');
      }
    });

    it('answers a malformed header with 401 missing_auth naming it', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [signed('GET', PULL, { ts: Date.now() }), 'x-sync-ts'],
        [signed('GET', PULL, { ts: `${nowSeconds()}.0` }), 'x-sync-ts'],
        [signed('GET', PULL, { nonce: 'short' }), 'x-sync-nonce'],
        [signed('GET', PULL, { nonce: `${'a'.repeat(20)}+/` }), 'x-sync-nonce'],
        [signed('GET', PULL, { key: 'k'.repeat(129) }), 'x-project-key'],
      ];
      const upper = signed('GET', PULL);
      cases.push([
        { ...upper, 'x-sync-signature': (upper['x-sync-signature'] as string).toUpperCase() },
        'x-sync-signature',
      ]);
      const { 'x-sync-nonce': _dropped, ...withoutNonce } = signed('GET', PULL);
      cases.push([withoutNonce, 'x-sync-nonce']);
      for (const [headers, named] of cases) {
        const res = await pull(headers);
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('missing_auth');
        expect(res.body.error.message).toContain(named);
      }
    });

    it('answers an unknown project exactly like a wrong signature', async () => {
      const unknown = await pull(signed('GET', PULL, { key: 'no-such-project' }));
      const wrong = await pull(signed('GET', PULL, { secret: 'not the secret' }));
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.error.code).toBe('bad_signature');
    });

    it('signs neither the /api/v1 prefix nor the query, and binds the branch header', async () => {
      expect((await pull(signed('GET', `/api/v1${PULL}`))).body.error.code).toBe('bad_signature');
      expect((await pull(signed('GET', PULL), '?status=all&structure=nested')).status).toBe(200);
      const unsignedBranch = { ...signed('GET', PULL), 'x-sync-branch': 'feature/x' };
      expect((await pull(unsignedBranch)).body.error.code).toBe('bad_signature');
      const branch = await pull(signed('GET', PULL, { branch: 'feature/x' }));
      expect(branch.status).toBe(200);
      expect(branch.body.branch).toBe('feature/x');
    });

    it('refuses a replayed nonce, and does not spend a nonce on a request whose signature failed', async () => {
      const nonce = newNonce();
      const forged = await pull(signed('GET', PULL, { nonce, secret: 'forged' }));
      expect(forged.body.error.code).toBe('bad_signature');
      const headers = signed('GET', PULL, { nonce });
      expect((await pull(headers)).status).toBe(200);
      const replay = await pull(headers);
      expect(replay.status).toBe(401);
      expect(replay.body.error.code).toBe('nonce_reused');
    });

    it('refuses a signature sent together with a Bearer token, and ignores a proxy’s Basic credentials', async () => {
      const both = await pull({ ...signed('GET', PULL), authorization: 'Bearer a.b.c' });
      expect(both.status).toBe(401);
      expect(both.body.error.code).toBe('missing_auth');
      expect((await pull({ ...signed('GET', PULL), authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(200);
    });
  });
}

function pushSuite(): void {
  describe('push bodies, hostile ones included', () => {
    const pushRaw = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
      post(PUSH, body, { ...signed('POST', PUSH), ...headers });

    it('refuses path-like names that leave the repository, naming the field', async () => {
      for (const name of [
        '../x.json',
        '/etc/x.json',
        'C:/x.json',
        'a\\b.json',
        'a\u0000b.json',
        'a//b.json',
      ]) {
        const asPath = await pushRaw(pushBody([file('en', '{"a":"A"}', { path: name })]));
        expect(asPath.status).toBe(400);
        expect(asPath.body.error.details[0].location).toBe('body.files[0].path');
        const asResource = await pushRaw(pushBody([file('en', '{"a":"A"}', { resource: name })]));
        expect(asResource.status).toBe(400);
        expect(asResource.body.error.details[0].location).toBe('body.files[0].resource');
      }
    });

    it('takes a gzip body, refuses a corrupt one with 400 and a bomb with 413', async () => {
      const body = pushBody([file('en', '{"greeting":"Hello"}')]);
      const ok = await pushRaw(gzipSync(body), { 'content-encoding': 'gzip' });
      expect(ok.status).toBe(200);
      expect(ok.body.files).toBe(1);
      const corrupt = await pushRaw(gzipSync(body).subarray(0, 20), { 'content-encoding': 'gzip' });
      expect(corrupt.status).toBe(400);
      expect(corrupt.body.error.code).toBe('validation_failed');
      const bomb = await pushRaw(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), {
        'content-encoding': 'gzip',
      });
      expect(bomb.status).toBe(413);
      expect(bomb.body.error.code).toBe('payload_too_large');
    });

    it('refuses another type, another charset or another encoding with 415', async () => {
      const body = pushBody([file('en', '{"greeting":"Hello"}')]);
      const type = await pushRaw(body, { 'content-type': 'text/plain' });
      expect([type.status, type.body.error.code]).toEqual([415, 'unsupported_media_type']);
      const charset = await pushRaw(body, { 'content-type': 'application/json; charset=utf-16' });
      expect([charset.status, charset.body.error.details[0].location]).toEqual([415, 'headers.content-type']);
      const brotli = await pushRaw(body, { 'content-encoding': 'br' });
      expect([brotli.status, brotli.body.error.code]).toEqual([415, 'unsupported_media_type']);
      expect((await pushRaw(body, { 'content-type': 'application/json; charset=UTF-8' })).status).toBe(200);
    });

    it('refuses __proto__ in the body naming where it is, and keeps it as an ordinary key inside a file', async () => {
      const poisoned = await pushRaw(
        '{"files":[{"locale":"en","path":"a.json","format":"json","content":"{}","__proto__":{}}]}',
      );
      expect(poisoned.status).toBe(400);
      expect(poisoned.body.error.details[0].location).toBe('body.files[0].__proto__');
      const keys = await pushRaw(
        pushBody([file('en', '{"__proto__":"P","constructor":"C","greeting":"Hello"}')]),
      );
      expect(keys.status).toBe(200);
      const source = await pull(signed('GET', PULL), '?locales=en');
      const content = JSON.parse(source.body.files[0].content);
      expect(Object.keys(content)).toEqual(['__proto__', 'constructor', 'greeting']);
      expect(Object.getOwnPropertyDescriptor(content, '__proto__')?.value).toBe('P');
    });

    it('refuses a NUL in a file as invalid_file naming files[i].content', async () => {
      const res = await pushRaw(
        pushBody([file('en', '{"greeting":"Hello"}'), file('de', '{"greeting":"Hal\\u0000lo"}')]),
      );
      expect([res.status, res.body.error.code]).toEqual([400, 'invalid_file']);
      expect(res.body.error.details[0].location).toBe('body.files[1].content');
    });

    it('takes a push-state body as large as a push may be (not only 1 MiB)', async () => {
      // About 1.3 MiB of hashes: over the 1 MiB other routes take, under the suite's 4 MiB push limit.
      const files = Array.from({ length: 9000 }, (_, i) => ({
        locale: 'en',
        path: `many/${i}.json`,
        resource: `many/${i}.json`,
        format: 'json',
        sha256: 'a'.repeat(64),
      }));
      const body = JSON.stringify({ files });
      expect(body.length).toBeGreaterThan(1024 * 1024);
      const res = await post('/api/sync/push/state', body, signed('POST', '/api/sync/push/state'));
      expect(res.status).toBe(200);
      expect(res.body.unchanged).toEqual([]);
    });

    it('refuses a push that would take the project past its resources, storing nothing of it', async () => {
      const sources = (prefix: string, n: number) =>
        Array.from({ length: n }, (_, i) =>
          file('en', '{"k":"v"}', { path: `${prefix}/${i}.json`, resource: `${prefix}/${i}.json` }),
        );
      const over = await pushRaw(pushBody(sources('too-many', 45)));
      expect([over.status, over.body.error.code]).toEqual([409, 'resource_limit_reached']);
      expect(over.body.error.details).toEqual({ maxResources: 40 });
      const after = await pull(signed('GET', PULL), '?resources=all&locales=en');
      expect(after.body.resources.some((r: { resource: string }) => r.resource.startsWith('too-many/'))).toBe(
        false,
      );
      const within = await pushRaw(pushBody(sources('some', 5)));
      expect(within.status).toBe(200);
    });

    it('reads a member named twice with its last value, as documented', async () => {
      const res = await pushRaw(
        `{"files":[${JSON.stringify(file('en', '{"greeting":"Hello"}'))}],"dryRun":false,"dryRun":true}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.dryRun).toBe(true);
    });

    it('keeps keys as sent: precomposed and decomposed é are two keys', async () => {
      const res = await pushRaw(
        pushBody([file('en', JSON.stringify({ greeting: 'Hello', 'caf\u00e9': 'a', 'cafe\u0301': 'b' }))]),
      );
      expect(res.status).toBe(200);
      expect(res.body.plan[0].created.sort()).toEqual(['caf\u00e9', 'cafe\u0301'].sort());
    });
  });
}

function sdkSuite(): void {
  describe('the public SDK API', () => {
    const sdk = (path: string, init: RequestInit = {}) => fetch(`${server.apiUrl}${path}`, init).then(answer);
    const json = (headers: Record<string, string> = {}) => ({
      'content-type': 'application/json',
      ...headers,
    });

    it('revalidates with the strong ETag: exact, weak, in a list and * give 304 with no body', async () => {
      const first = await sdk(`/translate/${project.projectKey}/de`);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag') as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await sdk(`/translate/${project.projectKey}/de`, {
          headers: { 'if-none-match': ifNoneMatch },
        });
        expect(again.status).toBe(304);
        expect(again.body).toBeUndefined();
        expect(again.headers.get('etag')).toBe(etag);
      }
      expect(
        (await sdk(`/translate/${project.projectKey}/de`, { headers: { 'if-none-match': '"other"' } }))
          .status,
      ).toBe(200);
    });

    it('answers a preflight with the documented CORS headers, and an OPTIONS that is none with the error body', async () => {
      const url = '/translate/instant';
      const preflight = await fetch(`${server.apiUrl}${url}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'content-type, x-project-key, if-none-match',
      );
      expect(preflight.headers.get('access-control-max-age')).toBe('600');
      const none = await sdk(url, { method: 'OPTIONS' });
      expect(none.status).toBe(400);
      expect(none.body.error.code).toBe('validation_failed');
      expect(none.body.error.details.map((d: Json) => d.location)).toEqual([
        'headers.origin',
        'headers.access-control-request-method',
      ]);
    });

    it('answers a path that is no locale code with 400 naming path.langCode, an unsupported one with 404', async () => {
      for (const code of ['..%2F', 'x', 'de-ZZZZZZZZZ']) {
        const res = await sdk(`/translate/${project.projectKey}/${code}`);
        expect(res.status).toBe(400);
        expect(res.body.error.details[0].location).toBe('path.langCode');
      }
      const unsupported = await sdk(`/translate/${project.projectKey}/ja`);
      expect([unsupported.status, unsupported.body.error.code]).toEqual([404, 'not_found']);
    });

    it('answers a project key that cannot exist as one that does not: 404 in a path, 401 in a body or header', async () => {
      const origin = { origin: 'https://page.example' };
      for (const key of ['no-such-project', '!!!', 'de%20mo', 'p'.repeat(300)]) {
        for (const path of [`/projects/key/${key}`, `/translate/${key}/de`]) {
          const res = await sdk(path, { headers: origin });
          expect([res.status, res.body.error.code], path).toEqual([404, 'project_not_found']);
          expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
        }
      }
      const bodyKeys: Array<[unknown, string]> = [
        ['no-such-project', 'invalid_project_key'],
        ['!!!', 'invalid_project_key'],
        ['', 'invalid_project_key'],
        ['p'.repeat(300), 'invalid_project_key'],
        [7, 'invalid_project_key'],
        // A missing key is a missing credential, as a missing X-Project-Key is.
        [undefined, 'missing_auth'],
        [null, 'missing_auth'],
      ];
      for (const [projectKey, code] of bodyKeys) {
        const res = await sdk('/phrases/batch-extract', {
          method: 'POST',
          headers: json(origin),
          body: JSON.stringify({ projectKey, phrases: [{ sourceText: 'Hi' }] }),
        });
        expect([res.status, res.body.error.code], String(projectKey)).toEqual([401, code]);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
      }
      const keys: Array<[string, string]> = [
        ['no-such-project', 'invalid_project_key'],
        ['!!!', 'missing_auth'],
        ['p'.repeat(300), 'missing_auth'],
      ];
      for (const [key, code] of keys) {
        const res = await sdk('/translate/instant', {
          method: 'POST',
          headers: json({ ...origin, 'x-project-key': key }),
          body: JSON.stringify({ texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' }),
        });
        expect([res.status, res.body.error.code], key).toEqual([401, code]);
      }
    });

    it('holds the documented limits: 500 phrases, 50 texts', async () => {
      const phrases = (n: number) => Array.from({ length: n }, (_, i) => ({ sourceText: `phrase ${i}` }));
      const over = await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ projectKey: project.projectKey, phrases: phrases(501) }),
      });
      expect([over.status, over.body.error.details[0].location]).toEqual([400, 'body.phrases']);
      const texts = (n: number) => Array.from({ length: n }, (_, i) => `text ${i}`);
      const instant = (n: number) =>
        sdk('/translate/instant', {
          method: 'POST',
          headers: json({ 'x-project-key': project.projectKey }),
          body: JSON.stringify({ texts: texts(n), sourceLanguage: 'en', targetLanguage: 'de' }),
        });
      const tooMany = await instant(51);
      expect([tooMany.status, tooMany.body.error.details[0].location]).toEqual([400, 'body.texts']);
      const fifty = await instant(50);
      expect(fifty.status).toBe(200);
      expect(fifty.body.translations).toHaveLength(50);
      expect(fifty.body.sources).toHaveLength(50);
    });

    it('reads gzip bodies on every body route and refuses other encodings with 415', async () => {
      const batch = JSON.stringify({ projectKey: project.projectKey, phrases: [{ sourceText: 'Zipped' }] });
      const zipped = await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: json({ 'content-encoding': 'gzip' }),
        body: gzipSync(batch),
      });
      expect(zipped.status).toBe(200);
      const instantBody = JSON.stringify({ texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' });
      const instant = await sdk('/translate/instant', {
        method: 'POST',
        headers: json({ 'x-project-key': project.projectKey, 'content-encoding': 'gzip' }),
        body: gzipSync(instantBody),
      });
      expect(instant.status).toBe(200);
      const brotli = await sdk('/translate/instant', {
        method: 'POST',
        headers: json({ 'x-project-key': project.projectKey, 'content-encoding': 'br' }),
        body: instantBody,
      });
      expect(brotli.status).toBe(415);
      const state = JSON.stringify({
        files: [{ locale: 'en', path: 'a.json', format: 'json', sha256: 'a'.repeat(64) }],
      });
      const zippedState = await post('/api/sync/push/state', gzipSync(state), {
        ...signed('POST', '/api/sync/push/state'),
        'content-encoding': 'gzip',
      });
      expect(zippedState.status).toBe(200);
    });

    it('refuses a NUL in a phrase as validation_failed naming the field, never as a file problem', async () => {
      const res = await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({
          projectKey: project.projectKey,
          phrases: [
            { sourceText: 'Fine' },
            { sourceText: 'Also fine', locations: [{ url: 'https://a.example/\u0000' }] },
          ],
        }),
      });
      expect([res.status, res.body.error.code]).toEqual([400, 'validation_failed']);
      expect(res.body.error.details[0].location).toBe('body.phrases[1].locations[0].url');
    });

    it('refuses __proto__ in an SDK body naming where it is', async () => {
      const res = await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: json(),
        body: `{"projectKey":"${project.projectKey}","phrases":[{"sourceText":"x","constructor":{"prototype":{}}}]}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].location).toBe('body.phrases[0].constructor.prototype');
    });

    it('answers an instant text holding a NUL (it is translated, not stored), on every backend', async () => {
      const res = await sdk('/translate/instant', {
        method: 'POST',
        headers: json({ 'x-project-key': project.projectKey }),
        body: JSON.stringify({
          texts: ['a\u0000b'],
          sourceLanguage: 'en',
          targetLanguage: 'de',
          context: 'c\u0000',
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body.translations).toHaveLength(1);
      expect(res.body.sources).toHaveLength(1);
    });

    it('names a __proto__ beside an array nested 200 000 levels deep, and keeps serving', async () => {
      const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
      const res = await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: json(),
        body: `{"projectKey":"${project.projectKey}","phrases":[{"sourceText":"x"}],"metadata":{"a":${deep},"__proto__":1}}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].location).toBe('body.metadata.__proto__');
      expect((await sdk(`/projects/key/${project.projectKey}`)).status).toBe(200);
    });
  });
}

/** The per-IP limit, on a second server of the same backend whose limit is small. */
function rateLimitSuite(env: Record<string, string>): void {
  describe('rate limits over real connections', () => {
    let limited: ServerProcess;
    beforeAll(async () => {
      const { started } = await serverWithProject(
        { ...env, RATE_LIMIT_IP_POINTS: '3', RATE_LIMIT_IP_DURATION_SECONDS: '60' },
        'limited',
      );
      limited = started;
    });
    afterAll(async () => {
      await limited?.stop();
    });

    it('answers 429 rate_limited with Retry-After in seconds, and a made-up X-Forwarded-For does not reset it', async () => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const headers = { 'x-forwarded-for': `203.0.113.${i}` };
        answers.push(await fetch(`${limited.apiUrl}/projects/key/limited`, { headers }).then(answer));
      }
      const statuses = answers.map((a) => a.status);
      // With Redis the main server's requests from this address count too: some 200s (at most 3), then only 429s.
      const firstRefusal = statuses.indexOf(429);
      expect(firstRefusal).toBeGreaterThanOrEqual(0);
      expect(firstRefusal).toBeLessThanOrEqual(3);
      expect(statuses.slice(0, firstRefusal).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
      const last = answers.at(-1);
      expect(last?.body.error.code).toBe('rate_limited');
      expect(last?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    });
  });
}
