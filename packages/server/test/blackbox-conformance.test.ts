// Black-box conformance: the reference server, its admin CLI and the `locale-sync` CLI, held to what
// ../shared/spec/service-spec.md, docs/protocol.md, docs/self-hosting.md, docs/cli.md and the README
// say, and to nothing else. Written as an outside tester would: the server is started the documented
// way (`npx locale-sync-server serve`, settings from the documented environment variables) on
// loopback, requests are plain `fetch` signed with `node:crypto` exactly as protocol.md describes,
// and nothing is imported from the project's packages. Each expectation cites the document it reads.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, createHmac, generateKeyPairSync, randomBytes, sign as signWith } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_BIN = join(REPO, 'node_modules/.bin/locale-sync-server');
const CLI_BIN = join(REPO, 'node_modules/.bin/locale-sync');

/** The per-project layer, low enough for the rate-limit test to spend it, high enough for the rest. */
const PROJECT_POINTS = 100;

// Limits lowered through the documented variables (self-hosting.md, "Flags and environment") so
// that each can be reached with a few requests.
const SERVER_ENV = {
  LOG_LEVEL: 'info',
  MAX_BODY_BYTES: String(256 * 1024),
  MAX_STRINGS_PER_PROJECT: '300',
  MAX_RESOURCES_PER_PROJECT: '2',
  MAX_BRANCHES_PER_PROJECT: '1',
  PHRASE_LIMIT: '4',
  RATE_LIMIT_IP_POINTS: '5000',
  RATE_LIMIT_PROJECT_POINTS: String(PROJECT_POINTS),
  MT_PROVIDER: 'pseudo',
};

interface Project {
  key: string;
  secret: string;
}

let work: string;
let db: string;
let server: ChildProcess;
let origin: string;
let api: string;
let serverStdout = '';
let stdoutClosed: Promise<unknown>;
const projects = new Map<string, Project>();

/** Runs a command of a bin the way `npx` does (the same file, on the Node this test runs on). */
function run(
  bin: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: options.cwd ?? REPO, env: { ...process.env, ...options.env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** `locale-sync-server …` on the test's database. */
function admin(args: string[]) {
  return run(ADMIN_BIN, [...args, '--db', db]);
}

async function createProject(key: string, extra: string[], locales = 'en,de,fr'): Promise<Project> {
  const { code, stdout, stderr } = await admin([
    'project',
    'create',
    '--key',
    key,
    '--source',
    'en',
    '--locales',
    locales,
    ...extra,
  ]);
  expect(code, stderr).toBe(0);
  const created = JSON.parse(stdout) as { projectKey: string; syncSecret: string };
  expect(created.projectKey).toBe(key);
  // self-hosting.md: "The sync secret is 32 random bytes, base64url (43 characters)".
  expect(created.syncSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const project = { key, secret: created.syncSecret };
  projects.set(key, project);
  return project;
}

function project(key: string): Project {
  const found = projects.get(key);
  if (!found) throw new Error(`no project ${key}`);
  return found;
}

/** protocol.md, "Signing sync requests": HMAC-SHA256 over five (or six) lines, lowercase hex. */
function sign(secret: string, lines: string[]): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(lines.join('\n')).digest('hex');
}

function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

interface SyncOptions {
  method?: 'GET' | 'HEAD' | 'POST';
  /** The method the signature covers, when a test signs another one. */
  signedMethod?: string;
  query?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  secret?: string;
  ts?: string;
  nonce?: string;
  branch?: string;
  /** What the signature covers, when a test signs something else than the request. */
  signedPath?: string;
  signedBranch?: string | null;
  omit?: string[];
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: a black-box test reads answers as JSON of any shape.
  json: any;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, text, json };
}

function syncHeaders(p: Project, method: string, path: string, options: SyncOptions): Record<string, string> {
  const ts = options.ts ?? String(Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? newNonce();
  const lines = [options.signedMethod ?? method, options.signedPath ?? path, p.key, ts, nonce];
  const branch = options.signedBranch === undefined ? options.branch : options.signedBranch;
  if (branch) lines.push(branch);
  const headers: Record<string, string> = {
    'x-project-key': p.key,
    'x-sync-ts': ts,
    'x-sync-nonce': nonce,
    'x-sync-signature': sign(options.secret ?? p.secret, lines),
  };
  if (options.branch !== undefined) headers['x-sync-branch'] = options.branch;
  for (const name of options.omit ?? []) delete headers[name];
  return { ...headers, ...options.headers };
}

async function sync(p: Project, path: string, options: SyncOptions = {}): Promise<Answer> {
  const method = options.method ?? (path === '/api/sync/pull' ? 'GET' : 'POST');
  const headers = syncHeaders(p, method, path, options);
  let body: BodyInit | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const url = `${api}${path}${options.query ? `?${options.query}` : ''}`;
  return answer(await fetch(url, { method, headers, body }));
}

function push(p: Project, body: unknown, options: SyncOptions = {}) {
  return sync(p, '/api/sync/push', { ...options, body });
}

function pull(p: Project, query = '', options: SyncOptions = {}) {
  return sync(p, '/api/sync/pull', { ...options, query });
}

function file(locale: string, entries: Record<string, string>, path = `locales/${locale}.json`) {
  return { locale, path, format: 'json', content: `${JSON.stringify(entries, null, 2)}\n` };
}

async function sdk(path: string, init: RequestInit = {}): Promise<Answer> {
  return answer(await fetch(`${api}${path}`, init));
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return sdk(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Sends `text` on a fresh connection and answers everything the server wrote until it closed. */
function rawHttp(text: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', fail);
    // The documented refusals close the connection; the test waits for that close.
    socket.on('close', () => done(received));
    socket.write(text);
  });
}

/** The documented error body: {"error":{"code","message","details"?}}. */
function expectError(a: Answer, status: number, code: string) {
  expect(a.status, a.text).toBe(status);
  expect(a.json?.error?.code, a.text).toBe(code);
  expect(typeof a.json.error.message).toBe('string');
  expect(a.json.error.message.length).toBeGreaterThan(0);
}

// An OIDC issuer on loopback, as self-hosting.md allows for tests (`OIDC_ISSUERS` may name an
// `http://` issuer on 127.0.0.1): its OpenID configuration and keys, and tokens signed with RS256.
const AUDIENCE = 'https://sync.example.test';
const issuerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
let issuerServer: Server;
let issuer = '';

async function startIssuer(): Promise<void> {
  issuerServer = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (request.url === '/jwks') {
      const jwk = issuerKeys.publicKey.export({ format: 'jwk' });
      response.end(JSON.stringify({ keys: [{ ...jwk, kid: 'k1', alg: 'RS256', use: 'sig' }] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((done) => issuerServer.listen(0, '127.0.0.1', done));
  const address = issuerServer.address();
  if (address === null || typeof address === 'string') throw new Error('issuer has no port');
  issuer = `http://127.0.0.1:${address.port}`;
}

/** A JWT as GitHub Actions issues one: `claims` over the defaults, `header` over RS256 with kid k1. */
function idToken(claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = part({ alg: 'RS256', typ: 'JWT', kid: 'k1', ...header });
  const body = part({
    iss: issuer,
    aud: AUDIENCE,
    iat: now,
    nbf: now,
    exp: now + 300,
    repository: 'acme/web',
    repository_id: '4242',
    ref: 'refs/heads/main',
    workflow_ref: 'acme/web/.github/workflows/sync.yml@refs/heads/main',
    ...claims,
  });
  const signature = signWith('sha256', Buffer.from(`${head}.${body}`), issuerKeys.privateKey).toString(
    'base64url',
  );
  return `${head}.${body}.${signature}`;
}

/** A keyless sync request: the token instead of the signature (protocol.md, "Keyless sync requests"). */
function keyless(key: string, path: string, token: string, options: SyncOptions = {}) {
  return sync({ key, secret: 'unused' }, path, {
    ...options,
    omit: ['x-sync-signature'],
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'blackbox-conformance-'));
  db = join(work, 'data', 'locale-sync.db');
  // Projects first: the admin CLI creates and migrates the database the server then opens.
  await Promise.all([
    createProject('sync', []),
    createProject('sdk', ['--extraction', '--instant'], 'en,de,fr,pt_BR'),
    createProject('guarded', ['--extraction', '--instant', '--origins', 'https://shop.example']),
    createProject('plain', []),
  ]);
  await Promise.all([
    createProject('limits', [], 'en,en-US,de'),
    createProject('branchy', []),
    createProject('rl', []),
    createProject('extra', []),
    createProject('oidc', []),
    createProject('oidcpull', []),
  ]);
  await startIssuer();

  // self-hosting.md, "Running it": `npx locale-sync-server serve`, `--port 0` picks a free port,
  // read from the one human line on stderr.
  server = spawn('npx', ['locale-sync-server', 'serve', '--port', '0', '--db', db], {
    cwd: REPO,
    env: { ...process.env, ...SERVER_ENV, PUBLIC_ORIGIN: AUDIENCE, OIDC_ISSUERS: issuer },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    serverStdout += chunk;
  });
  stdoutClosed = new Promise((done) => server.stdout?.once('close', done));
  const line = await new Promise<string>((done, fail) => {
    let stderr = '';
    server.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /locale-sync-server listening on (http:\/\/\S+)\n/.exec(stderr);
      if (match) done(stderr);
    });
    server.once('exit', (code) => fail(new Error(`server exited with ${code}: ${stderr}`)));
  });
  expect(line).toMatch(/^locale-sync-server listening on http:\/\/127\.0\.0\.1:\d+\n$/);
  origin = /listening on (http:\/\/\S+)/.exec(line)?.[1] ?? '';
  api = `${origin}/api/v1`;
  // Ten Node processes start here; a generous bound for a loaded machine, not a measurement.
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (issuerServer?.listening) await new Promise((done) => issuerServer.close(done));
  if (work) await rm(work, { recursive: true, force: true });
});

describe('signing (protocol.md test vectors)', () => {
  it('reproduces the three documented signatures', () => {
    expect(
      sign('s3cr3t', ['POST', '/api/sync/push', 'demo-app', '1767225600', 'AAAAAAAAAAAAAAAAAAAAAA']),
    ).toBe('7c729af3ef22c4d21b4356a678ac78015d6dbe5b6a7ee1ceeffdf85a8411b1a4');
    expect(
      sign('another secret with spaces', [
        'GET',
        '/api/sync/pull',
        'web_shop-2',
        '1800000000',
        'q1w2e3r4t5y6u7i8o9p0_-',
      ]),
    ).toBe('f41066aaa62e47d34614939c68423520c378fbb935fd274c0df705d64ba7aa98');
    expect(
      sign('s3cr3t', [
        'POST',
        '/api/sync/push',
        'demo-app',
        '1767225600',
        'AAAAAAAAAAAAAAAAAAAAAA',
        'feature/checkout',
      ]),
    ).toBe('6188562983274e15370b544bf234ad415d19f12331ed98d37ef1f7b640959aea');
  });

  it('the push-state example digests are the SHA-256 of the push example contents', () => {
    const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    expect(sha('{\n  "home.title": "Welcome"\n}\n')).toBe(
      '8e3d1da79f229de25eef676afef552c5a8e130f336e5e8996a58915fe343bfe9',
    );
    expect(sha('{\n  "home.title": "Willkommen"\n}\n')).toBe(
      'c812d7afc2ddbbb369bc68f574cc2f94edffa95aca64669339ea3de1eaa21755',
    );
  });
});

describe('service endpoints (self-hosting.md, "Endpoints")', () => {
  it('GET /healthz and /readyz', async () => {
    const health = await answer(await fetch(`${origin}/healthz`));
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
    const ready = await answer(await fetch(`${origin}/readyz`));
    expect(ready.status).toBe(200);
    // Without REDIS_URL the checks name the database only.
    expect(ready.json).toEqual({ status: 'ready', checks: { database: 'ok' } });
    // No CORS on /healthz (self-hosting.md, "CORS").
    expect(
      (await fetch(`${origin}/healthz`, { headers: { origin: 'https://x.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('GET /api/v1/openapi.json is an OpenAPI 3 document', async () => {
    const doc = await sdk('/openapi.json');
    expect(doc.status).toBe(200);
    expect(String(doc.json.openapi)).toMatch(/^3\./);
  });

  it('unknown routes, other methods and bad escapes answer the error shape', async () => {
    expectError(await sdk('/nothing/here'), 404, 'not_found');
    expectError(await answer(await fetch(`${origin}/nowhere`)), 404, 'not_found');
    // "also a known path with another method"
    expectError(await sdk('/api/sync/push'), 404, 'not_found');
    expectError(await sdk('/translate/instant'), 404, 'not_found');
    expectError(await sdk('/projects/key/%E0%A4%A'), 400, 'validation_failed');
  });

  it('refusals of the HTTP layer have the error shape and close the connection', async () => {
    const big = await rawHttp(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(big.slice(big.indexOf('\r\n\r\n') + 4)).error.code).toBe('headers_too_large');
    const nul = await rawHttp('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\0b\r\n\r\n');
    expect(nul).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(nul.slice(nul.indexOf('\r\n\r\n') + 4)).error.code).toBe('validation_failed');
    const both = await rawHttp(
      'POST /api/v1/translate/instant HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(both).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(both.slice(both.indexOf('\r\n\r\n') + 4)).error.code).toBe('validation_failed');
  });

  it('keep-alive connections are announced with Keep-Alive: timeout=72', async () => {
    const response = await fetch(`${origin}/healthz`);
    await response.arrayBuffer();
    expect(response.headers.get('keep-alive')).toBe('timeout=72');
  });

  it('other routes take bodies up to 1 MiB', async () => {
    const body = JSON.stringify({
      projectKey: 'sdk',
      phrases: [{ sourceText: 'a', context: 'x'.repeat(1_100_000) }],
    });
    expectError(
      await sdk('/phrases/batch-extract', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
      413,
      'payload_too_large',
    );
  });

  it('a malformed identifier is quoted with at most 80 of its characters', async () => {
    const long = 'x'.repeat(1000);
    const answers = [
      await pull(project('plain'), `locales=${long}`),
      await pull(project('plain'), `locales=de,${long}`),
      await sdk(`/translate/sdk/${long}`),
      await push(project('plain'), { files: [{ ...file('en', { a: 'A' }), locale: long }] }),
      await postJson('/phrases/batch-extract', {
        projectKey: 'k'.repeat(1000),
        phrases: [{ sourceText: 'a' }],
      }),
    ];
    for (const a of answers) {
      expect(a.status, a.text).toBeGreaterThanOrEqual(400);
      expect(a.text).not.toMatch(/[xk]{81}/);
    }
  });

  it('a trailing slash is ignored and GET routes answer HEAD', async () => {
    const slash = await sdk('/projects/key/sdk/');
    expect(slash.status).toBe(200);
    expect(slash.json.sourceLocale).toBe('en');
    const head = await fetch(`${api}/projects/key/sdk`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBeTruthy();
    expect(await head.text()).toBe('');
  });

  it('every response carries a fresh x-request-id, a UUID version 8; an incoming one is ignored', async () => {
    const ids = new Set<string>();
    for (const path of ['/projects/key/sdk', '/projects/key/nope', '/no/route']) {
      const response = await fetch(`${api}${path}`, { headers: { 'x-request-id': 'mine' } });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(id);
      await response.arrayBuffer();
    }
    expect(ids.size).toBe(3);
    const signed = await pull(project('plain'));
    expect(signed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('sync API authentication (protocol.md, "Signing sync requests")', () => {
  it('a correctly signed pull is answered 200, with no CORS headers', async () => {
    const a = await pull(project('plain'), 'format=json&structure=flat&status=approved', {
      headers: { origin: 'https://x.example' },
    });
    expect(a.status, a.text).toBe(200);
    expect(a.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['x-project-key', 'x-sync-ts', 'x-sync-nonce', 'x-sync-signature'])(
    'without %s: 401 missing_auth naming it',
    async (header) => {
      const a = await pull(project('plain'), '', { omit: [header] });
      expectError(a, 401, 'missing_auth');
      expect(a.json.error.message).toContain(header);
    },
  );

  it('malformed headers are 401 missing_auth', async () => {
    const p = project('plain');
    const ms = String(Date.now());
    expectError(await pull(p, '', { ts: ms }), 401, 'missing_auth'); // 13 digits
    expectError(await pull(p, '', { nonce: 'short' }), 401, 'missing_auth');
    expectError(await pull(p, '', { nonce: 'a'.repeat(65) }), 401, 'missing_auth');
    expectError(await pull(p, '', { nonce: 'has+plus/slash==abcdef' }), 401, 'missing_auth');
    const upper = syncHeaders(p, 'GET', '/api/sync/pull', {});
    upper['x-sync-signature'] = upper['x-sync-signature']?.toUpperCase() ?? '';
    expectError(await answer(await fetch(`${api}/api/sync/pull`, { headers: upper })), 401, 'missing_auth');
    expectError(await pull(p, '', { headers: { 'x-project-key': 'bad key!' } }), 401, 'missing_auth');
  });

  it('a nonce of 16 to 64 characters is accepted', async () => {
    const p = project('plain');
    expect((await pull(p, '', { nonce: 'A'.repeat(16) })).status).toBe(200);
    expect((await pull(p, '', { nonce: `${'b'.repeat(63)}_` })).status).toBe(200);
  });

  it('the clock window is 300 s both ways', async () => {
    const p = project('plain');
    const now = Math.floor(Date.now() / 1000);
    const past = await pull(p, '', { ts: String(now - 320) });
    expectError(past, 401, 'timestamp_out_of_window');
    // self-hosting.md: the message gives the server time, the difference, and says to check the clock.
    expect(past.json.error.message).toContain("check the runner's clock");
    expectError(await pull(p, '', { ts: String(now + 320) }), 401, 'timestamp_out_of_window');
    expect((await pull(p, '', { ts: String(now - 250) })).status).toBe(200);
    expect((await pull(p, '', { ts: String(now + 250) })).status).toBe(200);
  });

  it('a wrong secret and an unknown project get the identical 401 bad_signature', async () => {
    const wrong = await pull(project('plain'), '', { secret: 'not the secret' });
    expectError(wrong, 401, 'bad_signature');
    // self-hosting.md: the identical body `signature rejected: check project-key and sync-secret`.
    expect(wrong.json.error.message).toBe('signature rejected: check project-key and sync-secret');
    const unknown = await pull({ key: 'no-such-project', secret: 'whatever' });
    expectError(unknown, 401, 'bad_signature');
    expect(unknown.json).toEqual(wrong.json);
    // Refused before its body is read: the answer closes the connection (self-hosting.md, Limits).
    const early = await push(
      project('plain'),
      { files: [file('en', { a: 'x'.repeat(100_000) })] },
      { secret: 'wrong' },
    );
    expectError(early, 401, 'bad_signature');
    expect(early.headers.get('connection')).toBe('close');
    // Another project's secret is a wrong key.
    expectError(await pull({ key: 'plain', secret: project('sync').secret }), 401, 'bad_signature');
  });

  it('the signature covers the endpoint path only: never /api/v1, never the query, never the method of another route', async () => {
    const p = project('plain');
    expectError(await pull(p, '', { signedPath: '/api/v1/api/sync/pull' }), 401, 'bad_signature');
    expectError(
      await pull(p, 'format=json', { signedPath: '/api/sync/pull?format=json' }),
      401,
      'bad_signature',
    );
    expectError(await pull(p, '', { signedPath: '/api/sync/push' }), 401, 'bad_signature');
    // A HEAD of the pull is signed over its own method, HEAD.
    const head = await sync(p, '/api/sync/pull', { method: 'HEAD' });
    expect((await sync(p, '/api/sync/pull', { method: 'HEAD', signedMethod: 'GET' })).status).toBe(401);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    // The query is not signed: any query with the path's signature is taken.
    expect((await pull(p, 'status=all&format=json')).status).toBe(200);
  });

  it('a replayed nonce is 401 nonce_reused; a nonce is recorded only once its signature verified', async () => {
    const p = project('plain');
    const nonce = newNonce();
    expectError(await pull(p, '', { nonce, secret: 'wrong' }), 401, 'bad_signature');
    expect((await pull(p, '', { nonce })).status).toBe(200);
    expectError(await pull(p, '', { nonce }), 401, 'nonce_reused');
    // A request stamped in the future is replay-proof too.
    const future = { ts: String(Math.floor(Date.now() / 1000) + 250), nonce: newNonce() };
    expect((await pull(p, '', future)).status).toBe(200);
    expectError(await pull(p, '', future), 401, 'nonce_reused');
    // Per project: another project may use the same nonce.
    expect((await pull(project('extra'), '', { nonce })).status).toBe(200);
  });

  it('a Bearer token beside a signature is 401 missing_auth; a token that is no JWT is 401 bad_token', async () => {
    const p = project('plain');
    expectError(await pull(p, '', { headers: { authorization: 'Bearer a.b.c' } }), 401, 'missing_auth');
    const keyless = await pull(p, '', {
      omit: ['x-sync-signature'],
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJ9.c2ln' },
    });
    expectError(keyless, 401, 'bad_token');
    // Another scheme is ignored: the request must then be signed.
    expect((await pull(p, '', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(200);
    expectError(
      await pull(p, '', { omit: ['x-sync-signature'], headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      401,
      'missing_auth',
    );
  });

  it('x-sync-branch: malformed is 400 naming the header; added to a five-line signature is 401 bad_signature', async () => {
    const p = project('plain');
    const bad = await pull(p, '', { branch: 'a..b' });
    expectError(bad, 400, 'validation_failed');
    expect(bad.text).toContain('x-sync-branch');
    expectError(await pull(p, '', { branch: 'feature/x', signedBranch: null }), 401, 'bad_signature');
    // Empty means main, signed with five lines.
    expect((await pull(p, '', { branch: '' })).status).toBe(200);
  });
});

describe('push (protocol.md, "Push")', () => {
  const en = { 'home.title': 'Welcome', 'home.cta': 'Buy now', 'old.key': 'Old' };
  const de = { 'home.title': 'Willkommen', 'home.cta': 'Jetzt kaufen', 'not.in.source': 'x' };

  it('answers what changed, then nothing the second time', async () => {
    const p = project('sync');
    const body = {
      files: [file('en', en), file('de', de)],
      source: { repository: 'acme/web', ref: 'refs/heads/main', sha: 'abc123' },
    };
    const first = await push(p, body);
    expect(first.status, first.text).toBe(200);
    expect(first.json.dryRun).toBe(false);
    expect(first.json.files).toBe(2);
    expect(first.json.locales).toEqual(['en', 'de']);
    expect(first.json.keys).toEqual({
      created: 5,
      updated: 0,
      unchanged: 0,
      obsolete: 0,
      kept: 0,
      ignored: 1,
    });
    expect(first.json.plan).toEqual([
      {
        locale: 'en',
        created: ['home.title', 'home.cta', 'old.key'],
        updated: [],
        obsolete: [],
        kept: [],
        ignored: [],
        unchanged: 0,
      },
      {
        locale: 'de',
        created: ['home.title', 'home.cta'],
        updated: [],
        obsolete: [],
        kept: [],
        ignored: ['not.in.source'],
        unchanged: 0,
      },
    ]);
    expect(first.json.resources).toEqual([{ resource: '', keys: 3, inPush: true }]);
    expect(first.headers.get('access-control-allow-origin')).toBeNull();

    const second = await push(p, body);
    expect(second.status).toBe(200);
    expect(second.json.keys).toEqual({
      created: 0,
      updated: 0,
      unchanged: 5,
      obsolete: 0,
      kept: 0,
      ignored: 1,
    });
  });

  it('dryRun answers the plan and stores nothing', async () => {
    const p = project('sync');
    const dry = await push(p, {
      files: [file('en', { 'home.title': 'Hello', 'home.cta': 'Buy now' })],
      dryRun: true,
    });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json.dryRun).toBe(true);
    expect(dry.json.plan[0]).toMatchObject({
      locale: 'en',
      updated: ['home.title'],
      obsolete: ['old.key'],
      unchanged: 1,
    });
    const after = await pull(p, 'locales=en');
    expect(JSON.parse(after.json.files[0].content)).toEqual(en);
  });

  it('keys left out of the source become obsolete, sorted in the pull, revived when they return', async () => {
    const p = project('sync');
    const gone = await push(p, { files: [file('en', { 'home.title': 'Welcome', 'home.cta': 'Buy now' })] });
    expect(gone.json.plan[0].obsolete).toEqual(['old.key']);
    expect(gone.json.keys.obsolete).toBe(1);
    const pulled = await pull(p);
    expect(pulled.json.sourceKeys).toBe(2);
    expect(pulled.json.obsoleteKeys).toEqual(['old.key']);
    const back = await push(p, { files: [file('en', en)] });
    expect(back.json.plan[0].created).toEqual(['old.key']);
    expect((await pull(p)).json.obsoleteKeys).toEqual([]);
  });

  it('x-sync-list-keys cuts the lists and adds counts; a malformed value is 400 naming the header', async () => {
    const p = project('extra');
    const many = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`k${i}`, `v${i}`]));
    const cut = await push(
      p,
      { files: [file('en', many)], dryRun: true },
      { headers: { 'x-sync-list-keys': '2' } },
    );
    expect(cut.status, cut.text).toBe(200);
    expect(cut.json.plan[0].created).toEqual(['k0', 'k1']);
    expect(cut.json.plan[0].counts).toEqual({ created: 5, updated: 0, obsolete: 0 });
    expect(cut.json.keys.created).toBe(5);
    const bad = await push(p, { files: [file('en', many)] }, { headers: { 'x-sync-list-keys': '-1' } });
    expectError(bad, 400, 'validation_failed');
    expect(bad.json.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'headers.x-sync-list-keys' })]),
    );
    const total = await push(
      p,
      { files: [file('en', many), file('de', many)], dryRun: true },
      { headers: { 'x-sync-list-keys-total': '3' } },
    );
    expect(total.json.plan[0].created).toEqual(['k0', 'k1', 'k2']);
    expect(total.json.plan[1].created).toEqual([]);
    expect(total.json.plan[1].counts).toEqual({ created: 5, updated: 0, obsolete: 0 });
    const badTotal = await push(
      p,
      { files: [file('en', many)] },
      { headers: { 'x-sync-list-keys-total': '1e3' } },
    );
    expect(badTotal.json.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'headers.x-sync-list-keys-total' })]),
    );
    // Nothing was stored by the refused pushes nor the dry runs.
    expect((await pull(p, 'locales=en')).json.sourceKeys).toBe(0);
  });

  it('refuses bad bodies with the documented codes, storing nothing', async () => {
    const p = project('extra');
    const unknown = await push(p, { files: [file('en', { a: 'A' }), file('ja', { a: 'ア' })] });
    expectError(unknown, 400, 'unknown_locale');
    expect(unknown.json.error.details).toEqual({
      unknownLocales: ['ja'],
      supportedLocales: ['en', 'de', 'fr'],
    });

    expectError(
      await push(p, { files: [file('en', { a: 'A' }), file('en', { b: 'B' }, 'other/en.json')] }),
      400,
      'validation_failed',
    );
    expectError(await push(p, { files: [] }), 400, 'validation_failed');
    for (const path of ['../en.json', '/abs/en.json', 'a\\en.json', 'a//en.json', 'C:/en.json', '']) {
      expectError(await push(p, { files: [{ ...file('en', { a: 'A' }), path }] }), 400, 'validation_failed');
    }
    expectError(
      await push(p, { files: [{ ...file('en', { a: 'A' }), format: 'xcstrings' }] }),
      400,
      'validation_failed',
    );
    expectError(
      await push(p, { files: [file('en', { a: 'A' })], source: { sha: 'x'.repeat(129) } }),
      400,
      'validation_failed',
    );

    const broken = await push(p, {
      files: [
        file('en', { a: 'A' }),
        { locale: 'de', path: 'locales/de.json', format: 'json', content: '{\n  "a": \n' },
      ],
    });
    expectError(broken, 400, 'invalid_file');
    expect(broken.json.error.message).toContain('locales/de.json');
    expect(broken.json.error.details).toEqual([
      expect.objectContaining({ location: 'body.files[1].content' }),
    ]);

    const nul = await push(p, {
      files: [{ locale: 'en', path: 'locales/en.json', format: 'json', content: '{"a":"x\\u0000y"}' }],
    });
    expectError(nul, 400, 'invalid_file');

    const proto = await push(
      p,
      JSON.parse(
        '{"files":[{"locale":"en","path":"locales/en.json","format":"json","content":"{}","__proto__":{"x":1}}]}',
      ),
    );
    expectError(proto, 400, 'validation_failed');
    expect(JSON.stringify(proto.json.error.details)).toContain('__proto__');

    // Without a file of the source locale, the message names the unknown en-US as the likely source.
    const likely = await push(p, { files: [file('en-US', { a: 'A' }), file('de', { a: 'B' })] });
    expectError(likely, 400, 'unknown_locale');
    expect(likely.json.error.message).toContain('en-US');
    expect(likely.json.error.message).toContain('source locale en');
    // pt_BR is accepted for pt-BR: this project has no pt-BR, so it is an unknown locale named as pt-BR.
    const ptbr = await push(p, { files: [file('en', { a: 'A' }), file('pt_BR', { a: 'A' })] });
    expectError(ptbr, 400, 'unknown_locale');
    expect(ptbr.json.error.details.unknownLocales).toEqual(['pt-BR']);

    expect((await pull(p, 'locales=en')).json.sourceKeys).toBe(0);
  });

  it('reads JSON bodies as documented: type, charset, encoding, gzip, chunked', async () => {
    const p = project('extra');
    const json = JSON.stringify({ files: [file('en', { a: 'A' })], dryRun: true });
    const post = (rawBody: BodyInit, headers: Record<string, string>) =>
      sync(p, '/api/sync/push', { rawBody, headers });
    expectError(await post(json, { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
    const latin = await post(json, { 'content-type': 'application/json; charset=latin1' });
    expectError(latin, 415, 'unsupported_media_type');
    expect(latin.text).toContain('headers.content-type');
    expect((await post(json, { 'content-type': 'Application/JSON; charset=UTF-8' })).status).toBe(200);
    expectError(
      await post(json, { 'content-type': 'application/json', 'content-encoding': 'br' }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await post(json, { 'content-type': 'application/json', 'content-encoding': 'deflate' }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await post(gzipSync(gzipSync(json)), {
        'content-type': 'application/json',
        'content-encoding': 'gzip, gzip',
      }),
      415,
      'unsupported_media_type',
    );
    expect(
      (await post(gzipSync(json), { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status,
    ).toBe(200);
    expect(
      (await post(gzipSync(json), { 'content-type': 'application/json', 'content-encoding': 'x-gzip' }))
        .status,
    ).toBe(200);
    expect(
      (await post(json, { 'content-type': 'application/json', 'content-encoding': 'identity' })).status,
    ).toBe(200);
    const corrupt = await post(gzipSync(json).subarray(0, 20), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expectError(corrupt, 400, 'validation_failed');
    expect(corrupt.json.error.message).toContain('not valid gzip');
    expectError(await post('{"files": [', { 'content-type': 'application/json' }), 400, 'validation_failed');
    const badUtf8 = Buffer.concat([
      Buffer.from(
        '{"files":[{"locale":"en","path":"locales/en.json","format":"json","content":"{\\"a\\": \\"',
      ),
      Buffer.from([0xff]),
      Buffer.from('\\"}"}]}'),
    ]);
    const notUtf8 = await post(badUtf8, { 'content-type': 'application/json' });
    expectError(notUtf8, 400, 'invalid_file');
    expect(notUtf8.json.error.message).toContain('locales/en.json');

    // A streamed (chunked) gzip body, as the actions send one.
    const bytes = gzipSync(json);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 10));
        controller.enqueue(bytes.subarray(10));
        controller.close();
      },
    });
    const headers = syncHeaders(p, 'POST', '/api/sync/push', {});
    const chunked = await answer(
      await fetch(`${api}/api/sync/push`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(chunked.status, chunked.text).toBe(200);
    expect(chunked.json.dryRun).toBe(true);
  });

  it('a body over MAX_BODY_BYTES, plain or once inflated, is 413 payload_too_large', async () => {
    const p = project('extra');
    const big = JSON.stringify({ files: [file('en', { a: 'x'.repeat(300 * 1024) })], dryRun: true });
    expectError(
      await sync(p, '/api/sync/push', { rawBody: big, headers: { 'content-type': 'application/json' } }),
      413,
      'payload_too_large',
    );
    const bomb = await sync(p, '/api/sync/push', {
      rawBody: gzipSync(big),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectError(bomb, 413, 'payload_too_large');
    // A Content-Length over the limit is refused before the body is read, closing the connection:
    // the answer comes though the client sent only the body's first bytes.
    const headers = Object.entries(syncHeaders(p, 'POST', '/api/sync/push', {}))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const early = await rawHttp(
      `POST /api/v1/api/sync/push HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999\r\n${headers}\r\n{"files":`,
    );
    expect(early).toMatch(/^HTTP\/1\.1 413 /);
    expect(early).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(early.slice(early.indexOf('\r\n\r\n') + 4)).error.code).toBe('payload_too_large');
  });

  it('the string limit: 409 strings_limit_reached with details, nothing stored', async () => {
    const p = project('limits');
    const keys = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`s${i}`, 'x']));
    const over = await push(p, { files: [file('en', keys)], dryRun: true });
    expectError(over, 409, 'strings_limit_reached');
    expect(over.json.error.details).toEqual({ maxStrings: 300 });
    expectError(await push(p, { files: [file('en', keys)] }), 409, 'strings_limit_reached');
    expect((await pull(p)).json.sourceKeys).toBe(0);
  });

  it('the resource limit: 409 resource_limit_reached with details', async () => {
    const p = project('limits');
    const res = (name: string) => ({
      ...file('en', { t: name }, `locales/en/${name}.json`),
      resource: `locales/en/${name}.json`,
    });
    const ok = await push(p, { files: [res('a'), res('b')] });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.resources.map((r: { resource: string }) => r.resource)).toEqual([
      'locales/en/a.json',
      'locales/en/b.json',
    ]);
    const over = await push(p, { files: [res('c')] });
    expectError(over, 409, 'resource_limit_reached');
    expect(over.json.error.details).toEqual({ maxResources: 2 });
    // Pulling every resource: one file per (locale, resource), per resource then locale.
    const pulled = await pull(p, 'resources=all&locales=en,de');
    expect(pulled.status, pulled.text).toBe(200);
    expect(pulled.json.resources).toEqual([
      { resource: 'locales/en/a.json', sourceKeys: 1, obsoleteKeys: [] },
      { resource: 'locales/en/b.json', sourceKeys: 1, obsoleteKeys: [] },
    ]);
    expect(
      pulled.json.files.map((f: { resource: string; locale: string }) => `${f.resource}:${f.locale}`),
    ).toEqual([
      'locales/en/a.json:en',
      'locales/en/a.json:de',
      'locales/en/b.json:en',
      'locales/en/b.json:de',
    ]);
    // Without resources=all: only the default resource, which has no strings.
    expect((await pull(p)).json.sourceKeys).toBe(0);
  });

  it('plans the source file first, lists locales in body order, flattens nested files with dots', async () => {
    const p = project('extra');
    const nested = {
      locale: 'en',
      path: 'locales/en.json',
      format: 'json',
      content: '{"home":{"title":"Welcome"},"x":"X"}',
    };
    const a = await push(p, { files: [file('de', { 'home.title': 'Willkommen', x: 'X-de' }), nested] });
    expect(a.status, a.text).toBe(200);
    expect(a.json.locales).toEqual(['de', 'en']);
    expect(
      a.json.plan.map((entry: { locale: string; created: string[] }) => [entry.locale, entry.created]),
    ).toEqual([
      ['en', ['home.title', 'x']],
      ['de', ['home.title', 'x']],
    ]);
  });

  it('source_locale_mismatch: a push of en-US alone to a project in en', async () => {
    const p = project('limits');
    const a = await push(p, { files: [file('en-US', { a: 'A' })] });
    expectError(a, 400, 'source_locale_mismatch');
    expect(a.json.error.details).toEqual({ sourceLocale: 'en', pushedLocales: ['en-US'] });
  });
});

describe('keyless sync (protocol.md, "Keyless sync requests")', () => {
  it('verifies the token, then the trust policies, then the nonce', async () => {
    const [pushPolicy, pullPolicy] = await Promise.all([
      admin([
        'trust',
        'add',
        '--key',
        'oidc',
        '--issuer',
        issuer,
        '--repository',
        'acme/web',
        '--refs',
        'refs/heads/main',
        '--workflows',
        '.github/workflows/sync.yml',
      ]),
      admin([
        'trust',
        'add',
        '--key',
        'oidcpull',
        '--issuer',
        issuer,
        '--repository',
        'acme/web',
        '--refs',
        'refs/pull/*',
        '--access',
        'pull',
      ]),
    ]);
    expect(pushPolicy.code, pushPolicy.stderr).toBe(0);
    expect(JSON.parse(pushPolicy.stdout)).toMatchObject({
      projectKey: 'oidc',
      id: expect.any(Number),
      issuer,
      repository: 'acme/web',
      refs: ['refs/heads/main'],
      environments: [],
      workflows: ['.github/workflows/sync.yml'],
      access: 'push',
    });
    expect(pullPolicy.code, pullPolicy.stderr).toBe(0);

    const token = idToken();
    const pulled = await keyless('oidc', '/api/sync/pull', token);
    expect(pulled.status, pulled.text).toBe(200);
    // One token serves every request of a run; the nonce keeps each request from being replayed.
    const nonce = newNonce();
    const pushed = await keyless('oidc', '/api/sync/push', token, {
      body: { files: [file('en', { a: 'A' })] },
      nonce,
    });
    expect(pushed.status, pushed.text).toBe(200);
    expectError(
      await keyless('oidc', '/api/sync/push', token, { body: { files: [file('en', { a: 'A' })] }, nonce }),
      401,
      'nonce_reused',
    );

    // The token itself: algorithm, audience, expiry, signature.
    const now = Math.floor(Date.now() / 1000);
    const wrongAudience = await keyless(
      'oidc',
      '/api/sync/pull',
      idToken({ aud: 'https://elsewhere.example' }),
    );
    expectError(wrongAudience, 401, 'bad_token');
    expect(wrongAudience.json.error.message).toContain(AUDIENCE);
    expectError(await keyless('oidc', '/api/sync/pull', idToken({ exp: now - 400 })), 401, 'bad_token');
    expectError(await keyless('oidc', '/api/sync/pull', idToken({}, { alg: 'none' })), 401, 'bad_token');
    const [head, body] = token.split('.');
    const hs256Head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'k1' })).toString(
      'base64url',
    );
    const hs256 = `${hs256Head}.${body}.${createHmac('sha256', 'k').update(`${hs256Head}.${body}`).digest('base64url')}`;
    expectError(await keyless('oidc', '/api/sync/pull', hs256), 401, 'bad_token');
    expectError(
      await keyless('oidc', '/api/sync/pull', `${head}.${body}.${'A'.repeat(342)}`),
      401,
      'bad_token',
    );
    expectError(
      await keyless('oidc', '/api/sync/pull', idToken({ iss: 'https://untrusted.example' })),
      401,
      'bad_token',
    );

    // The policies: the claim that kept the token out is named, never what the policy allows.
    const otherRepo = await keyless('oidc', '/api/sync/pull', idToken({ repository: 'evil/fork' }));
    expectError(otherRepo, 403, 'token_not_trusted');
    expect(otherRepo.json.error.details).toEqual({ claim: 'repository' });
    expect(otherRepo.json.error.message).toContain('evil/fork');
    expect(otherRepo.json.error.message).not.toContain('acme/web');
    const otherRef = await keyless('oidc', '/api/sync/pull', idToken({ ref: 'refs/heads/dev' }));
    expectError(otherRef, 403, 'token_not_trusted');
    expect(otherRef.json.error.details).toEqual({ claim: 'ref' });
    const unknown = await keyless('no-such-project', '/api/sync/pull', token);
    expectError(unknown, 403, 'token_not_trusted');
    expect(unknown.json.error.details).toEqual({ claim: 'repository' });

    // A pull-only policy: pull, push state and dry runs; a real push is refused.
    const pr = idToken({ ref: 'refs/pull/12/merge' });
    expect((await keyless('oidcpull', '/api/sync/pull', pr)).status).toBe(200);
    expect(
      (
        await keyless('oidcpull', '/api/sync/push', pr, {
          body: { files: [file('en', { a: 'A' })], dryRun: true },
        })
      ).status,
    ).toBe(200);
    const refused = await keyless('oidcpull', '/api/sync/push', pr, {
      body: { files: [file('en', { a: 'A' })] },
    });
    expectError(refused, 403, 'token_not_trusted');
    expect(refused.json.error.details).toEqual({ claim: 'access' });

    // Secrets turned off: a correct signature is 401 secret_disabled, a wrong one still bad_signature.
    const off = await admin(['trust', 'secrets', 'off', '--key', 'oidc']);
    expect(off.code, off.stderr).toBe(0);
    expectError(await pull(project('oidc')), 401, 'secret_disabled');
    expectError(await pull(project('oidc'), '', { secret: 'wrong' }), 401, 'bad_signature');
    expect((await keyless('oidc', '/api/sync/pull', token)).status).toBe(200);
  }, 60_000);
});

describe('changed-only push (protocol.md, "POST /api/sync/push/state")', () => {
  it('lists the files the service holds byte for byte', async () => {
    const p = project('branchy');
    const en = file('en', { 'home.title': 'Welcome' });
    const de = file('de', { 'home.title': 'Willkommen' });
    expect((await push(p, { files: [en, de] })).status).toBe(200);
    const digest = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');
    const state = await sync(p, '/api/sync/push/state', {
      body: {
        files: [
          { locale: 'en', path: en.path, format: 'json', sha256: digest(en.content) },
          { locale: 'de', path: de.path, format: 'json', sha256: digest(de.content) },
          { locale: 'fr', path: 'locales/fr.json', format: 'json', sha256: digest('{}\n') },
        ],
      },
    });
    expect(state.status, state.text).toBe(200);
    expect(state.json).toEqual({
      sourceLocale: 'en',
      unchanged: [
        { locale: 'en', path: 'locales/en.json', keys: 1 },
        { locale: 'de', path: 'locales/de.json', keys: 1 },
      ],
    });
    // A file with ignored keys is never remembered.
    const withIgnored = file('fr', { 'home.title': 'Bienvenue', 'not.a.source.key': 'x' });
    expect((await push(p, { files: [en, withIgnored] })).json.keys.ignored).toBe(1);
    const again = await sync(p, '/api/sync/push/state', {
      body: {
        files: [
          { locale: 'fr', path: withIgnored.path, format: 'json', sha256: digest(withIgnored.content) },
        ],
      },
    });
    expect(again.json).toEqual({ sourceLocale: 'en', unchanged: [] });
    // Signed over its own path: the push's signature does not open it.
    expectError(
      await sync(p, '/api/sync/push/state', { body: { files: [] }, signedPath: '/api/sync/push' }),
      401,
      'bad_signature',
    );
    expectError(
      await sync(p, '/api/sync/push/state', {
        body: { files: [{ locale: 'en', path: 'a.json', format: 'json', sha256: 'XYZ' }] },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('pull (protocol.md, "Pull")', () => {
  it('answers the documented shape, in the source order, byte-identical to the layout pushed', async () => {
    const p = project('sync');
    const a = await pull(p);
    expect(a.status, a.text).toBe(200);
    expect(a.headers.get('x-sync-files-last')).toBe('true');
    expect(a.json.sourceLocale).toBe('en');
    expect(a.json.sourceKeys).toBe(3);
    expect(a.json.obsoleteKeys).toEqual([]);
    // Omitted locales: every supported locale except the source, in the project's order.
    expect(a.json.files.map((f: { locale: string }) => f.locale)).toEqual(['de', 'fr']);
    expect(a.json.files[0]).toEqual({
      locale: 'de',
      format: 'json',
      content: '{\n  "home.title": "Willkommen",\n  "home.cta": "Jetzt kaufen"\n}\n',
      keys: 2,
    });
    // self-hosting.md: "in JSON an empty locale is `{}\n`".
    expect(a.json.files[1]).toEqual({ locale: 'fr', format: 'json', content: '{}\n', keys: 0 });
    // The source locale, asked for, holds the source texts whatever status asks.
    const source = await pull(p, 'locales=en&status=approved');
    expect(source.json.files[0].content).toBe(
      '{\n  "home.title": "Welcome",\n  "home.cta": "Buy now",\n  "old.key": "Old"\n}\n',
    );
  });

  it('structure nested, and its refusal of a key that is both a text and a prefix', async () => {
    const p = project('sync');
    const nested = await pull(p, 'locales=de&structure=nested&status=approved');
    expect(JSON.parse(nested.json.files[0].content)).toEqual({
      home: { title: 'Willkommen', cta: 'Jetzt kaufen' },
    });
    const q = project('extra');
    expect((await push(q, { files: [file('en', { a: 'A', 'a.b': 'B', 'home.title': 'T' })] })).status).toBe(
      200,
    );
    const clash = await pull(q, 'locales=en&structure=nested');
    expectError(clash, 400, 'validation_failed');
    expect(clash.json.error.message).toContain('a.b');
    expect(clash.json.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'query.structure' })]),
    );
    const chrome = await pull(q, 'locales=en&format=chrome');
    expectError(chrome, 400, 'validation_failed');
    expect(chrome.json.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'query.structure' })]),
    );
    expect((await pull(q, 'locales=en&structure=flat')).status).toBe(200);
  });

  it('locales: spaces ignored, a code named twice answered once, empty is the default, unknown is 400', async () => {
    const p = project('sync');
    const twice = await pull(p, `locales=${encodeURIComponent(' de , de,fr ')}`);
    expect(twice.json.files.map((f: { locale: string }) => f.locale)).toEqual(['de', 'fr']);
    const empty = await pull(p, 'locales=');
    expect(empty.json.files.map((f: { locale: string }) => f.locale)).toEqual(['de', 'fr']);
    const unknown = await pull(p, 'locales=de,ja');
    expectError(unknown, 400, 'unknown_locale');
    expect(unknown.json.error.details).toEqual({
      unknownLocales: ['ja'],
      supportedLocales: ['en', 'de', 'fr'],
    });
  });

  it('invalid query values: 400 validation_failed, one problem per parameter', async () => {
    const a = await pull(project('sync'), 'format=docx&structure=tree&status=final');
    expectError(a, 400, 'validation_failed');
    const locations = (a.json.error.details as { location: string }[]).map((d) => d.location).sort();
    expect(locations).toEqual(['query.format', 'query.status', 'query.structure']);
  });

  it('renders other formats on request', async () => {
    const a = await pull(project('sync'), 'locales=de&format=yaml');
    expect(a.status, a.text).toBe(200);
    expect(a.json.files[0].format).toBe('yaml');
    expect(a.json.files[0].content).toContain('Willkommen');
  });

  it('a project never pushed: sourceKeys 0', async () => {
    const a = await pull(project('plain'));
    expect(a.json).toMatchObject({ sourceLocale: 'en', sourceKeys: 0, obsoleteKeys: [] });
    // resources=all of a project without strings: its empty default resource.
    const all = await pull(project('plain'), 'resources=all');
    expect(all.json.resources).toEqual([{ resource: '', sourceKeys: 0, obsoleteKeys: [] }]);
    expect(all.json.files).toEqual([
      { locale: 'de', format: 'json', content: '{}\n', keys: 0 },
      { locale: 'fr', format: 'json', content: '{}\n', keys: 0 },
    ]);
  });
});

describe('branches (protocol.md, "Branches")', () => {
  it('push, pull and close a branch; the limit is 409 branch_limit_reached', async () => {
    const p = project('branchy');
    const branch = 'feature/checkout';
    const pushed = await push(
      p,
      {
        files: [
          file('en', { 'home.title': 'Welcome', 'checkout.title': 'Checkout' }),
          file('de', { 'checkout.title': 'Kasse' }),
        ],
      },
      { branch },
    );
    expect(pushed.status, pushed.text).toBe(200);
    expect(pushed.json.branch).toBe(branch);
    expect(pushed.json.branchState).toEqual({
      keys: [{ key: 'checkout.title' }],
      translated: [
        { locale: 'de', keys: 1 },
        { locale: 'fr', keys: 0 },
      ],
      obsoleteOnMain: [],
    });
    const onBranch = await pull(p, 'locales=de', { branch });
    expect(onBranch.json.branch).toBe(branch);
    expect(JSON.parse(onBranch.json.files[0].content)).toEqual({
      'home.title': 'Willkommen',
      'checkout.title': 'Kasse',
    });
    const onMain = await pull(p, 'locales=de');
    expect(JSON.parse(onMain.json.files[0].content)).toEqual({ 'home.title': 'Willkommen' });
    expect(onMain.json.branch).toBeUndefined();
    // SDK preview of the branch; an unknown branch answers main's; a malformed name is 400.
    expect(
      (await sdk(`/translate/branchy/de?branch=${encodeURIComponent(branch)}`)).json.translations,
    ).toEqual({
      Welcome: 'Willkommen',
      Checkout: 'Kasse',
    });
    expect((await sdk('/translate/branchy/de?branch=nope')).json.translations).toEqual({
      Welcome: 'Willkommen',
    });
    expectError(await sdk('/translate/branchy/de?branch=a..b'), 400, 'validation_failed');

    const second = await push(p, { files: [file('en', { x: 'X' })] }, { branch: 'feature/other' });
    expectError(second, 409, 'branch_limit_reached');
    expect(second.json.error.details).toEqual({ maxBranches: 1 });

    expectError(
      await sync(p, '/api/sync/branch/close', { body: { merged: false } }),
      400,
      'validation_failed',
    );
    const missing = await sync(p, '/api/sync/branch/close', {
      body: { merged: false },
      branch: 'never/pushed',
    });
    expect(missing.status, missing.text).toBe(200);
    expect(missing.json).toMatchObject({ branch: 'never/pushed', found: false, deleted: false });
    const closed = await sync(p, '/api/sync/branch/close', { body: { merged: false }, branch });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json).toMatchObject({ branch, found: true, deleted: true });
    expect(JSON.parse((await pull(p, 'locales=de', { branch })).json.files[0].content)).toEqual({
      'home.title': 'Willkommen',
    });
  });

  it('a merged branch moves its translations once main has their keys', async () => {
    const p = project('branchy');
    const branch = 'feature/merge';
    const pushed = await push(
      p,
      {
        files: [
          file('en', { 'home.title': 'Welcome', 'cart.empty': 'Empty' }),
          file('de', { 'cart.empty': 'Leer' }),
        ],
      },
      { branch },
    );
    expect(pushed.status, pushed.text).toBe(200);
    const closed = await sync(p, '/api/sync/branch/close', { body: { merged: true }, branch });
    expect(closed.status, closed.text).toBe(200);
    // Main has no cart.empty yet: the translation waits.
    expect(closed.json).toEqual({
      branch,
      found: true,
      deleted: false,
      merge: { branch, moved: 0, conflicts: [], pending: 1, deleted: false },
    });
    const main = await push(p, { files: [file('en', { 'home.title': 'Welcome', 'cart.empty': 'Empty' })] });
    expect(main.json.merges).toEqual([{ branch, moved: 1, conflicts: [], pending: 0, deleted: true }]);
    expect(JSON.parse((await pull(p, 'locales=de')).json.files[0].content)).toEqual({
      'home.title': 'Willkommen',
      'cart.empty': 'Leer',
    });
  });
});

describe('translator-work guard (self-hosting.md, "Push")', () => {
  // The files the push tests left in project `sync`.
  const en = { 'home.title': 'Welcome', 'home.cta': 'Buy now', 'old.key': 'Old' };
  const de = { 'home.title': 'Willkommen', 'home.cta': 'Jetzt kaufen', 'not.in.source': 'x' };

  it('the translator-work guard keeps a translation changed in the service (kept)', async () => {
    const p = project('sync');
    const set = await admin([
      'translations',
      'set',
      '--project',
      'sync',
      '--locale',
      'de',
      '--key',
      'home.title',
      '--value',
      'Herzlich willkommen',
    ]);
    expect(set.code, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({
      key: 'home.title',
      locale: 'de',
      value: 'Herzlich willkommen',
      status: 'translated',
    });
    // The default pull (approved) holds it back and says so.
    const held = await pull(p, 'locales=de');
    expect(held.json.heldBack).toEqual([{ locale: 'de', status: 'translated', count: 1 }]);
    // Left out of the approved pull, not blanked: a client keeps its file's value (protocol.md).
    expect(JSON.parse(held.json.files[0].content)).toEqual({ 'home.cta': 'Jetzt kaufen' });
    const again = await push(p, { files: [file('en', en), file('de', de)] });
    expect(again.json.plan[1].kept).toEqual(['home.title']);
    expect(again.json.keys.kept).toBe(1);
    const translated = await pull(p, 'locales=de&status=translated');
    expect(JSON.parse(translated.json.files[0].content)['home.title']).toBe('Herzlich willkommen');
    expect(translated.json.heldBack).toBeUndefined();
    // machine-translate fills the gap (old.key) as a draft: held back by approved and translated pulls.
    const filled = await admin(['translations', 'machine-translate', '--project', 'sync', '--locale', 'de']);
    expect(filled.code, filled.stderr).toBe(0);
    expect(JSON.parse(filled.stdout)).toEqual({ project: 'sync', provider: 'pseudo', filled: { de: 1 } });
    expect((await pull(p, 'locales=de')).json.heldBack).toEqual([
      { locale: 'de', status: 'translated', count: 1 },
      { locale: 'de', status: 'draft', count: 1 },
    ]);
    expect((await pull(p, 'locales=de&status=translated')).json.heldBack).toEqual([
      { locale: 'de', status: 'draft', count: 1 },
    ]);
    const all = await pull(p, 'locales=de&status=all');
    expect(all.json.heldBack).toBeUndefined();
    expect(JSON.parse(all.json.files[0].content)['old.key']).toBe('[Óĺð]');
  });
});

describe('public SDK API (protocol.md, "Public SDK API")', () => {
  it('GET /projects/key/:projectKey: the settings with the reference defaults, ETag and 304', async () => {
    const a = await sdk('/projects/key/sdk');
    expect(a.status).toBe(200);
    expect(a.json).toEqual({
      sourceLocale: 'en',
      supportedLocales: ['en', 'de', 'fr', 'pt-BR'],
      extraction: { extractPhrases: true, extractionMode: 'source', sendFrequency: 30, minStringsToSend: 10 },
      instantTranslation: { enabled: true, cacheTtlMs: 3600000, batchSize: 50 },
    });
    expect(a.headers.get('cache-control')).toBe('public, max-age=60');
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    const etag = a.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const tag of [etag, `W/${etag}`, '*']) {
      const cached = await fetch(`${api}/projects/key/sdk`, { headers: { 'if-none-match': tag } });
      expect(cached.status).toBe(304);
      expect(cached.headers.get('etag')).toBe(etag);
      expect(await cached.text()).toBe('');
    }
    expect((await fetch(`${api}/projects/key/sdk`, { headers: { 'if-none-match': '"other"' } })).status).toBe(
      200,
    );
    const plain = await sdk('/projects/key/plain');
    expect(plain.json.extraction.extractPhrases).toBe(false);
    expect(plain.json.instantTranslation.enabled).toBe(false);
  });

  it('unknown and malformed keys in a path are 404 project_not_found', async () => {
    expectError(await sdk('/projects/key/nope'), 404, 'project_not_found');
    expectError(await sdk('/projects/key/bad%20key!'), 404, 'project_not_found');
    expectError(await sdk(`/projects/key/${'k'.repeat(129)}`), 404, 'project_not_found');
    expectError(await sdk('/translate/nope/de'), 404, 'project_not_found');
  });

  it('GET /translate/:projectKey/:langCode: approved translations by source text', async () => {
    const p = project('sdk');
    const pushed = await push(p, {
      files: [
        file('en', {
          'home.title': 'Welcome',
          'home.cta': 'Buy now',
          'home.again': 'Welcome',
          proto: '__proto__',
        }),
        file('de', { 'home.title': 'Willkommen', 'home.again': 'Hallo', proto: 'Prototyp' }),
        file('pt-BR', { 'home.title': 'Bem-vindo' }),
      ],
    });
    expect(pushed.status, pushed.text).toBe(200);
    const de = await sdk('/translate/sdk/de');
    expect(de.status).toBe(200);
    // When two keys share a source text, the first in source order wins.
    expect(de.json).toEqual(JSON.parse('{"translations":{"Welcome":"Willkommen","__proto__":"Prototyp"}}'));
    expect(Object.keys(de.json.translations)).toContain('__proto__');
    expect(de.headers.get('etag')).toBeTruthy();
    expect(de.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await sdk('/translate/sdk/pt_BR')).json).toEqual({ translations: { Welcome: 'Bem-vindo' } });
    expect((await sdk('/translate/sdk/en')).json).toEqual({ translations: {} });
    expect((await sdk('/translate/sdk/fr')).json).toEqual({ translations: {} });
    const unsupported = await sdk('/translate/sdk/de_DE');
    expectError(unsupported, 404, 'not_found');
    expect(unsupported.json.error.message).toContain('pt-BR');
    const bad = await sdk('/translate/sdk/x');
    expectError(bad, 400, 'validation_failed');
    expect(bad.text).toContain('path.langCode');
    expectError(await sdk('/translate/sdk/..%2F'), 400, 'validation_failed');

    // The ETag changes as soon as an approved translation does.
    const before = de.headers.get('etag') ?? '';
    await push(p, { files: [file('de', { 'home.title': 'Hallo und willkommen' })] });
    const after = await fetch(`${api}/translate/sdk/de`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect((await after.json()).translations.Welcome).toBe('Hallo und willkommen');
  });

  it('POST /phrases/batch-extract: counts, refusals and the phrase cap', async () => {
    const missing = await postJson('/phrases/batch-extract', { phrases: [{ sourceText: 'x' }] });
    expectError(missing, 401, 'missing_auth');
    expect(missing.text).toContain('body.projectKey');
    expectError(
      await postJson('/phrases/batch-extract', { projectKey: null, phrases: [{ sourceText: 'x' }] }),
      401,
      'missing_auth',
    );
    expectError(
      await postJson('/phrases/batch-extract', { projectKey: 'nope', phrases: [{ sourceText: 'x' }] }),
      401,
      'invalid_project_key',
    );
    expectError(
      await postJson('/phrases/batch-extract', { projectKey: 'bad key!', phrases: [{ sourceText: 'x' }] }),
      401,
      'invalid_project_key',
    );
    // A malformed key with another problem in the body: the body's 400 first.
    expectError(
      await postJson('/phrases/batch-extract', { projectKey: 'bad key!', phrases: [] }),
      400,
      'validation_failed',
    );
    const off = await postJson('/phrases/batch-extract', {
      projectKey: 'plain',
      phrases: [{ sourceText: 'x' }],
    });
    expectError(off, 403, 'feature_disabled');
    expect(off.headers.get('access-control-allow-origin')).toBe('*');
    const tooMany = await postJson('/phrases/batch-extract', {
      projectKey: 'sdk',
      phrases: Array.from({ length: 501 }, (_, i) => ({ sourceText: `t${i}` })),
    });
    expectError(tooMany, 400, 'validation_failed');
    expect(tooMany.text).toContain('body.phrases');
    const limits: [unknown, string][] = [
      [{ projectKey: 'sdk', sourceType: 's'.repeat(65), phrases: [{ sourceText: 'a' }] }, 'body.sourceType'],
      [{ projectKey: 'sdk', sourceUrl: 'u'.repeat(2049), phrases: [{ sourceText: 'a' }] }, 'body.sourceUrl'],
      [{ projectKey: 'sdk', phrases: [{ sourceText: '' }] }, 'body.phrases[0].sourceText'],
      [{ projectKey: 'sdk', phrases: [{ sourceText: 'a', count: 0 }] }, 'body.phrases[0].count'],
      [{ projectKey: 'sdk', phrases: [{ sourceText: 'a', count: 2147483648 }] }, 'body.phrases[0].count'],
      [
        {
          projectKey: 'sdk',
          phrases: [{ sourceText: 'a', locations: Array.from({ length: 101 }, () => ({ url: 'u' })) }],
        },
        'body.phrases[0].locations',
      ],
    ];
    for (const [limitBody, location] of limits) {
      const refused = await postJson('/phrases/batch-extract', limitBody);
      expectError(refused, 400, 'validation_failed');
      expect(refused.json.error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ location })]),
      );
    }
    const nul = await postJson('/phrases/batch-extract', {
      projectKey: 'sdk',
      phrases: [{ sourceText: 'a', locations: [{ url: 'x\u0000' }] }],
    });
    expectError(nul, 400, 'validation_failed');
    expect(nul.text).toContain('body.phrases[0].locations[0].url');
    const proto = await sdk('/phrases/batch-extract', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"projectKey":"sdk","phrases":[{"sourceText":"a","__proto__":{"x":1}}]}',
    });
    expectError(proto, 400, 'validation_failed');
    expect(proto.text).toContain('body.phrases[0].__proto__');

    const body = {
      projectKey: 'sdk',
      sourceUrl: 'https://shop.example/pricing',
      sourceType: 'dom',
      phrases: [
        {
          sourceText: 'Buy now',
          count: 2,
          locations: [{ url: 'https://shop.example/pricing', path: 'main > button', element: 'button' }],
        },
        { sourceText: 'Pay once, use forever', context: 'pricing headline' },
        { sourceText: 'Buy now' },
      ],
      metadata: { environment: 'production' },
      hashOptions: { verifyHashes: true, detectDuplicates: true, trackChanges: false },
    };
    const first = await postJson('/phrases/batch-extract', body);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ received: 3, created: 2, merged: 1, total: 2 });
    const again = await postJson('/phrases/batch-extract', body);
    expect(again.json).toEqual({ received: 3, created: 0, merged: 3, total: 2 });
    // PHRASE_LIMIT=4: two more fit, a third new one is refused whole.
    const over = await postJson('/phrases/batch-extract', {
      projectKey: 'sdk',
      phrases: [{ sourceText: 'n1' }, { sourceText: 'n2' }, { sourceText: 'n3' }],
    });
    expectError(over, 409, 'phrase_limit_reached');
    expect(over.json.error.details).toEqual({ limit: 4, stored: 2, added: 3 });
    expect(
      (await postJson('/phrases/batch-extract', { projectKey: 'sdk', phrases: [{ sourceText: 'Buy now' }] }))
        .json,
    ).toEqual({
      received: 1,
      created: 0,
      merged: 1,
      total: 2,
    });
  });

  it('POST /translate/instant: approved, machine and fallback, in order', async () => {
    const none = await postJson('/translate/instant', {
      texts: ['a'],
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    expectError(none, 401, 'missing_auth');
    expectError(
      await postJson(
        '/translate/instant',
        { texts: ['a'], sourceLanguage: 'en', targetLanguage: 'de' },
        { 'x-project-key': 'bad key!' },
      ),
      401,
      'missing_auth',
    );
    expectError(
      await postJson(
        '/translate/instant',
        { texts: ['a'], sourceLanguage: 'en', targetLanguage: 'de' },
        { 'x-project-key': 'nope' },
      ),
      401,
      'invalid_project_key',
    );
    for (const body of [
      { texts: [], sourceLanguage: 'en', targetLanguage: 'de' },
      { texts: ['x'.repeat(10_001)], sourceLanguage: 'en', targetLanguage: 'de' },
      { texts: ['x'], sourceLanguage: 'en', targetLanguage: 'de', context: 'c'.repeat(2049) },
    ]) {
      expectError(
        await postJson('/translate/instant', body, { 'x-project-key': 'sdk' }),
        400,
        'validation_failed',
      );
    }
    expectError(
      await postJson(
        '/translate/instant',
        { texts: ['a'], sourceLanguage: 'en', targetLanguage: 'de' },
        { 'x-project-key': 'plain' },
      ),
      403,
      'feature_disabled',
    );
    const tooMany = await postJson(
      '/translate/instant',
      { texts: Array.from({ length: 51 }, () => 'x'), sourceLanguage: 'en', targetLanguage: 'de' },
      { 'x-project-key': 'sdk' },
    );
    expectError(tooMany, 400, 'validation_failed');
    expectError(
      await postJson(
        '/translate/instant',
        { texts: ['a'], sourceLanguage: 'en', targetLanguage: 'x' },
        { 'x-project-key': 'sdk' },
      ),
      400,
      'validation_failed',
    );

    const a = await postJson(
      '/translate/instant',
      {
        texts: ['Welcome', 'Sign out', '', 'Buy now'],
        sourceLanguage: 'en',
        targetLanguage: 'de',
        context: 'page',
      },
      { 'x-project-key': 'sdk' },
    );
    expect(a.status, a.text).toBe(200);
    expect(a.json.sources).toEqual(['approved', 'machine', 'fallback', 'machine']);
    expect(a.json.translations[0]).toBe('Hallo und willkommen');
    // self-hosting.md: the pseudo provider turns `Sign out` into `[Šíĝñ óúţ]`.
    expect(a.json.translations[1]).toBe('[Šíĝñ óúţ]');
    expect(a.json.translations[2]).toBe('');
    expect(a.json.sourceLanguage).toBe('en');
    expect(a.json.targetLanguage).toBe('de');
    expect(a.json.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const same = await postJson(
      '/translate/instant',
      { texts: ['Welcome', 'Hi'], sourceLanguage: 'en', targetLanguage: 'en' },
      { 'x-project-key': 'sdk' },
    );
    expect(same.json.sources).toEqual(['fallback', 'fallback']);
    expect(same.json.translations).toEqual(['Welcome', 'Hi']);
  });

  it('origin allowlist and CORS', async () => {
    const body = { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' };
    const noOrigin = await postJson('/translate/instant', body, { 'x-project-key': 'guarded' });
    expectError(noOrigin, 403, 'origin_not_allowed');
    const wrong = await postJson('/translate/instant', body, {
      'x-project-key': 'guarded',
      origin: 'https://evil.example',
    });
    expectError(wrong, 403, 'origin_not_allowed');
    expect(wrong.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(wrong.headers.get('vary') ?? '').toMatch(/origin/i);
    expect(wrong.json.error.message).not.toContain('shop.example');
    const allowed = await postJson('/translate/instant', body, {
      'x-project-key': 'guarded',
      origin: 'https://shop.example',
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');

    // The GETs: without Origin they pass; with a wrong one they are refused, readable by the page.
    expect((await sdk('/projects/key/guarded')).status).toBe(200);
    const getWrong = await sdk('/translate/guarded/de', { headers: { origin: 'https://evil.example' } });
    expectError(getWrong, 403, 'origin_not_allowed');
    expect(getWrong.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    // batch-extract answers `*` even when refusing an origin.
    const extract = await postJson(
      '/phrases/batch-extract',
      { projectKey: 'guarded', phrases: [{ sourceText: 'x' }] },
      { origin: 'https://evil.example' },
    );
    expectError(extract, 403, 'origin_not_allowed');
    expect(extract.headers.get('access-control-allow-origin')).toBe('*');
    expect(
      (await postJson('/phrases/batch-extract', { projectKey: 'guarded', phrases: [{ sourceText: 'x' }] }))
        .status,
    ).toBe(200);

    const preflight = await fetch(`${api}/translate/instant`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-project-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'content-type, x-project-key, if-none-match',
    );
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const exposed = (allowed.headers.get('access-control-expose-headers') ?? '')
      .toLowerCase()
      .split(/\s*,\s*/)
      .sort();
    expect(exposed).toEqual([
      'etag',
      'ratelimit',
      'ratelimit-policy',
      'retry-after',
      'x-request-id',
      'x-sdk-failopen',
    ]);
    // The sync API answers no CORS, preflight included.
    const syncPreflight = await fetch(`${api}/api/sync/push`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(syncPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limits (self-hosting.md, "Rate limits")', () => {
  it('every API response carries RateLimit-Policy and RateLimit; over the project layer: 429 with Retry-After', async () => {
    const first = await sdk('/projects/key/rl');
    expect(first.headers.get('ratelimit-policy')).toBe(
      `"ip";q=5000;w=60, "global";q=20000;w=60, "project";q=${PROJECT_POINTS};w=60`,
    );
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"project";r=${PROJECT_POINTS - 1};t=\\d+$`));
    // A malformed key is counted per address and overall, never per project (protocol.md, Limits).
    const malformed = await sdk('/projects/key/bad%20key');
    expect(malformed.headers.get('ratelimit-policy')).toBe('"ip";q=5000;w=60, "global";q=20000;w=60');
    // An early refusal lists only the layers counted so far.
    const early = await pull({ key: 'rl', secret: 'wrong' });
    expect(early.headers.get('ratelimit-policy')).toBe('"ip";q=5000;w=60, "global";q=20000;w=60');
    let last = first;
    for (let i = 1; i <= PROJECT_POINTS && last.status !== 429; i++) last = await sdk('/projects/key/rl');
    expectError(last, 429, 'rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(last.headers.get('access-control-allow-origin')).toBe('*');
    expect(last.headers.get('ratelimit')).toMatch(/^"project";r=0;t=\d+$/);
    // The per-project layer of the sync API is a separate counter.
    expect((await pull(project('rl'))).status).toBe(200);
    // Not limited: /healthz, /readyz, openapi, unknown routes.
    for (const url of [`${origin}/healthz`, `${origin}/readyz`, `${api}/openapi.json`, `${api}/no/route`]) {
      const response = await fetch(url);
      await response.arrayBuffer();
      expect(response.headers.get('ratelimit-policy'), url).toBeNull();
    }
  });
});

describe('admin CLI (self-hosting.md, "The admin CLI")', () => {
  it('usage errors (exit 2) and failures the operator can fix (exit 1)', async () => {
    const [invalid, taken] = await Promise.all([
      admin(['project', 'update', '--key', 'plain', '--extraction-mode', 'dom']),
      admin(['project', 'create', '--key', 'plain', '--source', 'en', '--locales', 'en,de']),
    ]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toBe(
      "error: option '--extraction-mode <mode>' argument 'dom' is invalid. Allowed choices are source.\n(add --help for usage)\n",
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^error: /);
  }, 60_000);
});

describe('the locale-sync CLI (README quick start, docs/cli.md)', () => {
  it('init, push --dry-run, push and pull the example app', async () => {
    const app = join(work, 'my-app');
    await cp(join(REPO, 'examples/web-app'), app, { recursive: true });
    // Project `rl`: its SDK quota is spent by the rate-limit test, its sync quota is separate.
    const p = project('rl');
    const env = { LOCALE_SYNC_API_URL: api, LOCALE_SYNC_PROJECT_KEY: p.key, LOCALE_SYNC_SECRET: p.secret };
    const [init, usage, wrong] = await Promise.all([
      run(CLI_BIN, ['init', '--path', app]),
      run(CLI_BIN, ['push', '--dryrun', '--path', app], { env }),
      run(CLI_BIN, ['pull', '--path', app], { env: { ...env, LOCALE_SYNC_SECRET: 'wrong' } }),
    ]);
    expect(init.code, init.stderr).toBe(0);
    expect(JSON.parse(init.stdout)).toEqual({
      sourceLocale: 'en',
      files: [{ source: 'locales/{locale}.json' }],
    });
    expect(init.stderr).toContain('discovery found 1 layout (1 source file), source locale en:');
    expect(init.stderr).toContain(
      'locales/{locale}.json (a file per locale): locales/en.json; translations: de, fr',
    );
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Unknown option '--dryrun' (did you mean --dry-run?)");
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'error: signature rejected: check --project-key (or LOCALE_SYNC_PROJECT_KEY) and the secret (LOCALE_SYNC_SECRET or --secret-file)',
    );

    const dry = await run(CLI_BIN, ['push', '--dry-run', '--json', '--path', app], { env });
    expect(dry.code, dry.stderr).toBe(0);
    const dryResult = JSON.parse(dry.stdout);
    expect(dryResult).toMatchObject({ command: 'push', dryRun: true });
    expect((await pull(p)).json.sourceKeys).toBe(0);

    const pushed = await run(CLI_BIN, ['push', '--path', app], { env });
    expect(pushed.code, pushed.stderr).toBe(0);
    const source = JSON.parse(await readFile(join(app, 'locales/en.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const sourceKeys = Object.values(source).reduce((n, group) => n + Object.keys(group).length, 0);
    expect((await pull(p)).json.sourceKeys).toBe(sourceKeys);

    // A translation made in the service comes back with the next pull; nothing else changes.
    const set = await admin([
      'translations',
      'set',
      '--project',
      p.key,
      '--locale',
      'de',
      '--key',
      'app.title',
      '--value',
      'Acme Aufgaben',
      '--status',
      'approved',
    ]);
    expect(set.code, set.stderr).toBe(0);
    const before = await readFile(join(app, 'locales/fr.json'), 'utf8');
    const pulled = await run(CLI_BIN, ['pull', '--locales', 'de,fr', '--path', app], { env });
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stdout).toContain('wrote 1 of 2 files: locales/de.json');
    const de = JSON.parse(await readFile(join(app, 'locales/de.json'), 'utf8'));
    expect(de.app.title).toBe('Acme Aufgaben');
    expect(await readFile(join(app, 'locales/fr.json'), 'utf8')).toBe(before);
  }, 120_000);
});

describe('secret rotation (self-hosting.md, "Secret rotation")', () => {
  it('the previous secret works during the overlap; a second rotation stops the older one at once', async () => {
    const first = project('extra');
    const rotate = async () => {
      const { code, stdout, stderr } = await admin([
        'project',
        'rotate-secret',
        '--key',
        'extra',
        '--overlap',
        '3600',
      ]);
      expect(code, stderr).toBe(0);
      const printed = JSON.parse(stdout);
      expect(printed).toEqual({
        projectKey: 'extra',
        syncSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        previousSecretValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        overlapSeconds: 3600,
      });
      return { key: 'extra', secret: printed.syncSecret as string };
    };
    const second = await rotate();
    expect((await pull(first)).status).toBe(200);
    expect((await pull(second)).status).toBe(200);
    const third = await rotate();
    expectError(await pull(first), 401, 'bad_signature');
    expect((await pull(second)).status).toBe(200);
    expect((await pull(third)).status).toBe(200);
  }, 60_000);
});

describe('shutdown (self-hosting.md, "Running it")', () => {
  it('a server started through npm stops when npm is sent SIGTERM', async () => {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
    // The server process itself watches its parent and shuts down: its port stops answering.
    let refused = false;
    while (!refused) {
      refused = await fetch(`${origin}/healthz`).then(
        async (response) => {
          await response.arrayBuffer();
          await new Promise((done) => setTimeout(done, 50));
          return false;
        },
        () => true,
      );
    }
    expect(refused).toBe(true);
  });
});

describe('server log (self-hosting.md, "Logs"), read once the server has stopped', () => {
  it('stdout holds only JSON log lines: an incoming and a completed line per request, with its reqId', async () => {
    await stdoutClosed;
    const lines = serverStdout
      .split('\n')
      .filter((line) => line !== '')
      .map(
        (line) =>
          JSON.parse(line) as {
            msg?: string;
            reqId?: string;
            req?: Record<string, unknown>;
            res?: Record<string, unknown>;
          },
      );
    const incoming = lines.filter((line) => line.msg === 'incoming request');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(incoming.length).toBeGreaterThan(100);
    for (const line of incoming) {
      expect(line.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(line.req).toEqual(
        expect.objectContaining({
          method: expect.any(String),
          url: expect.any(String),
          remoteAddress: '127.0.0.1',
        }),
      );
    }
    for (const line of completed) expect(typeof line.res?.statusCode).toBe('number');
    expect(new Set(completed.map((line) => line.reqId))).toEqual(new Set(incoming.map((line) => line.reqId)));
    // Secrets never reach the log, nor do request headers (self-hosting.md, "Logs").
    for (const { secret } of projects.values()) expect(serverStdout).not.toContain(secret);
    expect(serverStdout).not.toMatch(/"x-sync-signature"\s*:|"authorization"\s*:|Bearer ey/i);
  });
});
