// Keyless sync end to end: the bundled actions, with no sync-secret and the runner's ID-token
// endpoint (ACTIONS_ID_TOKEN_REQUEST_URL) faked on loopback, push and pull against the reference
// server, which verifies the tokens against a local OIDC issuer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestIssuer } from '../../packages/server/test/support/oidc-issuer.ts';
import { runAction } from '../support/action-runner.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const PUBLIC_ORIGIN = 'https://sync.e2e.test';
const RUNNER_TOKEN = 'runner-request-token-e2e';
let issuer: TestIssuer;
let server: ServerProcess;
let tokenEndpoint: {
  url: string;
  server: Server;
  audiences: string[];
  issued: string[];
  /** The claims of the tokens it mints next (a test may change the ref). */
  claims: Record<string, unknown>;
};
let counter = 0;

/** The runner's ID-token endpoint: checks its bearer, mints a token for the audience asked for. */
async function startTokenEndpoint(baseClaims: Record<string, unknown>) {
  const claims = { ...baseClaims };
  const audiences: string[] = [];
  const issued: string[] = [];
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.headers.authorization !== `Bearer ${RUNNER_TOKEN}`) {
      res.statusCode = 401;
      res.end('{}');
      return;
    }
    const audience = url.searchParams.get('audience') ?? '';
    audiences.push(audience);
    issuer.mint({ nowMs: Date.now(), audience, claims }).then((value) => {
      issued.push(value);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ value }));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  // The runner's URL carries a query; @actions/core appends &audience=….
  return { url: `http://127.0.0.1:${port}/idtoken?api-version=2.0`, server: http, audiences, issued, claims };
}

beforeAll(async () => {
  issuer = await TestIssuer.start();
  tokenEndpoint = await startTokenEndpoint({ repository: 'acme/web-app', ref: 'refs/heads/main' });
  server = await startServer({ env: { OIDC_ISSUERS: issuer.url, PUBLIC_ORIGIN } });
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => tokenEndpoint.server.close(() => resolve()));
  await issuer.close();
});

/** A project that trusts acme/web-app's tokens from the test issuer. */
async function trustedProject(extra: string[] = []) {
  const key = `oidc-${++counter}`;
  await createProject(server.dbPath, key, { source: 'en', all: ['en', 'de'] });
  await admin(server.dbPath, [
    'trust',
    'add',
    '--key',
    key,
    '--repository',
    'acme/web-app',
    '--issuer',
    issuer.url,
    ...extra,
  ]);
  return key;
}

const idTokenEnv = () => ({
  ACTIONS_ID_TOKEN_REQUEST_URL: tokenEndpoint.url,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: RUNNER_TOKEN,
});

describe('keyless sync through the bundled actions', () => {
  it('pushes and pulls with the job OIDC token and no secret; the history names the policy and claims', async () => {
    const key = await trustedProject();
    const inputs = { 'project-key': key, 'api-url': server.apiUrl, audience: PUBLIC_ORIGIN };
    const files = {
      'locales/en.json': jsonFile({ hello: 'Hello' }),
      'locales/de.json': jsonFile({ hello: 'Hallo' }),
    };
    const push = await runAction('push', inputs, { workspace: await makeRepo(files), env: idTokenEnv() });
    expect(push.code, push.stdout).toBe(0);
    expect(push.outputs.files).toBe('2');
    const ws = await makeRepo({});
    const pull = await runAction('pull', { ...inputs, status: 'all' }, { workspace: ws, env: idTokenEnv() });
    expect(pull.code, pull.stdout).toBe(0);
    expect(JSON.parse((await readOptional(ws, 'locales/de.json')) ?? '{}')).toEqual({ hello: 'Hallo' });
    // The token is masked before anything logs it, and never printed otherwise.
    for (const run of [push, pull]) {
      const token = tokenEndpoint.issued.find((t) => run.stdout.includes(`::add-mask::${t}`));
      expect(token, 'the token was registered as a secret').toBeDefined();
      const logged = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
      expect(logged.join('\n')).not.toContain(token as string);
    }
    const history = (await admin(server.dbPath, ['project', 'history', '--key', key])) as Array<{
      auth: { method: string; policyId: number; claims: Record<string, string> };
    }>;
    expect(history[0]?.auth).toMatchObject({
      method: 'oidc',
      policyId: expect.any(Number),
      claims: { repository: 'acme/web-app', ref: 'refs/heads/main' },
    });
  });

  it('requests the token for the api-url origin by default, and the server names the audience it wants', async () => {
    const key = await trustedProject();
    const before = tokenEndpoint.audiences.length;
    const run = await runAction(
      'pull',
      { 'project-key': key, 'api-url': server.apiUrl },
      { workspace: await makeRepo({}), env: idTokenEnv() },
    );
    expect(tokenEndpoint.audiences.slice(before)).toEqual([server.origin]);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('OIDC token rejected: token audience');
    expect(run.stdout).toContain(PUBLIC_ORIGIN);
  });

  it('refuses a token whose repository the project does not trust, naming the claim', async () => {
    const key = `oidc-${++counter}`;
    await createProject(server.dbPath, key, { source: 'en', all: ['en', 'de'] });
    await admin(server.dbPath, [
      'trust',
      'add',
      '--key',
      key,
      '--repository',
      'acme/other',
      '--issuer',
      issuer.url,
    ]);
    const run = await runAction(
      'pull',
      { 'project-key': key, 'api-url': server.apiUrl, audience: PUBLIC_ORIGIN },
      { workspace: await makeRepo({}), env: idTokenEnv() },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(
      `the token's repository claim ("acme/web-app") is not trusted by project ${key}`,
    );
    expect(run.stdout).not.toContain('acme/other');
  });

  it('fails naming both fixes without a secret and without id-token permission', async () => {
    const run = await runAction(
      'push',
      { 'project-key': 'any', 'api-url': server.apiUrl },
      { workspace: await makeRepo({}) },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('permissions: id-token: write');
    expect(run.stdout).toContain("set 'sync-secret'");
  });

  it('a project with secrets off refuses the secret and keeps taking the token', async () => {
    const key = `oidc-${++counter}`;
    const created = await createProject(server.dbPath, key, { source: 'en', all: ['en', 'de'] });
    await admin(server.dbPath, [
      'trust',
      'add',
      '--key',
      key,
      '--repository',
      'acme/web-app',
      '--issuer',
      issuer.url,
    ]);
    await admin(server.dbPath, ['trust', 'secrets', 'off', '--key', key]);
    const withSecret = await runAction(
      'pull',
      { 'project-key': key, 'sync-secret': created.syncSecret, 'api-url': server.apiUrl },
      { workspace: await makeRepo({}) },
    );
    expect(withSecret.code).not.toBe(0);
    expect(withSecret.stdout).toContain('sync secret refused');
    const keyless = await runAction(
      'pull',
      { 'project-key': key, 'api-url': server.apiUrl, audience: PUBLIC_ORIGIN },
      { workspace: await makeRepo({}), env: idTokenEnv() },
    );
    expect(keyless.code, keyless.stdout).toBe(0);
  });

  it('a pull-only policy for pull request refs lets a pull_request run dry-run, and refuses a real push naming dry-run', async () => {
    const key = await trustedProject(['--refs', 'refs/pull/*', '--access', 'pull']);
    const inputs = { 'project-key': key, 'api-url': server.apiUrl, audience: PUBLIC_ORIGIN };
    const files = { 'locales/en.json': jsonFile({ hello: 'Hello' }) };
    tokenEndpoint.claims.ref = 'refs/pull/7/merge';
    try {
      const review = await runAction('push', inputs, {
        workspace: await makeRepo(files),
        env: { ...idTokenEnv(), GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' },
      });
      expect(review.code, review.stdout).toBe(0);
      expect(review.stdout).toContain('dry run: the server stored nothing');
      const real = await runAction('push', inputs, { workspace: await makeRepo(files), env: idTokenEnv() });
      expect(real.code).not.toBe(0);
      expect(real.stdout).toContain('lets it pull and dry-run only');
    } finally {
      tokenEndpoint.claims.ref = 'refs/heads/main';
    }
  });
});
