// Keyless sync: OIDC tokens from a local issuer (keys and JWKS served on loopback, tokens minted
// here) against the app, on SQLite or, with TEST_STORAGE=postgres, PostgreSQL.
import { HEADER_BRANCH, SYNC_BRANCH_CLOSE_PATH, SYNC_PULL_PATH } from '@locale-sync/protocol';
import { bearerRequest } from '@locale-sync/protocol/signing';
import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewTrustPolicy } from '../src/storage/types.ts';
import { setup, signed, type TestEnv } from './helpers.ts';
import { TestIssuer } from './support/oidc-issuer.ts';

const AUDIENCE = 'https://sync.example.test';
let issuer: TestIssuer;

beforeAll(async () => {
  issuer = await TestIssuer.start();
});
afterAll(async () => {
  await issuer.close();
});

/** An app that trusts the test issuer, with one policy for acme/web (any ref unless `policy` says). */
async function oidcEnv(policy: Partial<NewTrustPolicy> | null = {}, audience: string | null = AUDIENCE) {
  const env = await setup({
    deps: { config: { oidc: { issuers: [issuer.url], audience, refreshIntervalSeconds: 30 } } },
  });
  if (policy !== null) {
    await env.storage.addTrustPolicy(
      env.project.id,
      {
        issuer: issuer.url,
        repository: 'acme/web',
        repositoryId: null,
        refs: [],
        environments: [],
        workflows: [],
        access: 'push',
        ...policy,
      },
      env.clock.now(),
    );
  }
  return env;
}

async function token(
  env: TestEnv,
  options: Parameters<TestIssuer['mint']>[0] extends infer O ? Partial<O> : never = {},
) {
  return issuer.mint({ nowMs: env.clock.now(), audience: AUDIENCE, ...options });
}

function bearer(env: TestEnv, jwt: string, extra: { nonce?: string; projectKey?: string } = {}) {
  return bearerRequest({
    projectKey: extra.projectKey ?? env.project.key,
    token: jwt,
    nowMs: env.clock.now(),
    ...(extra.nonce !== undefined && { nonce: extra.nonce }),
  });
}

async function pullWith(env: TestEnv, headers: object) {
  return env.app.inject({ method: 'GET', url: `/api/v1${SYNC_PULL_PATH}`, headers: { ...headers } });
}

async function pushWith(env: TestEnv, headers: object, dryRun = false) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: {
      files: [
        { locale: 'en', path: 'locales/en.json', format: 'json', content: '{"home.title":"Welcome"}\n' },
      ],
      source: { repository: 'acme/web', ref: 'refs/heads/main', sha: 'abc' },
      ...(dryRun && { dryRun: true }),
    },
  });
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  return body.error;
}

describe('keyless sync with OIDC tokens', () => {
  it('pushes and pulls with a token that matches a policy, and records the policy and claims of the push', async () => {
    const env = await oidcEnv();
    const jwt = await token(env);
    const pushed = await pushWith(env, bearer(env, jwt));
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json().keys.created).toBe(1);
    // One token serves the run's requests; each carries a fresh nonce.
    expect((await pullWith(env, bearer(env, jwt))).statusCode).toBe(200);
    const [policy] = await env.storage.trustPolicies(env.project.id);
    const [row] = await env.storage.pushHistory(env.project.id, 5);
    expect(row?.auth).toEqual({
      method: 'oidc',
      policyId: policy?.id,
      issuer: issuer.url,
      claims: {
        repository: 'acme/web',
        repository_id: '4242',
        ref: 'refs/heads/main',
        sha: '3f2c1a0000000000000000000000000000000000',
        workflow_ref: 'acme/web/.github/workflows/sync.yml@refs/heads/main',
        run_id: '123456',
        actor: 'octocat',
        event_name: 'push',
      },
    });
    expect(row?.keys).toEqual({ created: 1, updated: 0, obsolete: 0 });
  });

  it('records a signed push as made with the secret', async () => {
    const env = await oidcEnv();
    expect((await pushWith(env, signed(env, 'push'))).statusCode).toBe(200);
    expect((await env.storage.pushHistory(env.project.id, 1))[0]?.auth).toEqual({ method: 'secret' });
  });

  it('refuses a token for another audience with 401 bad_token naming the audience to request', async () => {
    const env = await oidcEnv();
    const error = expectError(
      await pullWith(env, bearer(env, await token(env, { audience: 'https://elsewhere.test' }))),
      401,
      'bad_token',
    );
    expect(error.message).toContain('audience');
    expect(error.message).toContain(AUDIENCE);
  });

  it('refuses a token from an issuer the server does not trust', async () => {
    const env = await oidcEnv();
    const error = expectError(
      await pullWith(env, bearer(env, await token(env, { issuer: 'https://token.elsewhere.test' }))),
      401,
      'bad_token',
    );
    expect(error.message).toContain('issuer "https://token.elsewhere.test" is not trusted');
    expect(error.message).toContain('OIDC_ISSUERS');
  });

  it('refuses an expired token (past the 300 s tolerance) and accepts one within it', async () => {
    const env = await oidcEnv();
    const old = await token(env, { nowMs: env.clock.now() - 1000_000, expiresInSeconds: 300 });
    expect(expectError(await pullWith(env, bearer(env, old)), 401, 'bad_token').message).toContain('expired');
    const recent = await token(env, { nowMs: env.clock.now() - 550_000, expiresInSeconds: 300 });
    expect((await pullWith(env, bearer(env, recent))).statusCode).toBe(200);
  });

  it('refuses a token that is not valid yet beyond the tolerance', async () => {
    const env = await oidcEnv();
    const future = await token(env, { nowMs: env.clock.now() + 400_000 });
    expect(expectError(await pullWith(env, bearer(env, future)), 401, 'bad_token').message).toContain(
      'not valid yet',
    );
  });

  it('refuses a request replayed with the same nonce', async () => {
    const env = await oidcEnv();
    const headers = bearer(env, await token(env), { nonce: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect((await pullWith(env, headers)).statusCode).toBe(200);
    expectError(await pullWith(env, headers), 401, 'nonce_reused');
  });

  it('refuses a tampered signature, alg none and an HS256 token signed with the public key', async () => {
    const env = await oidcEnv();
    const good = await token(env);
    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p))) as Record<string, unknown>;
    const forged = base64url.encode(
      JSON.stringify({ ...claims, repository: 'acme/web', ref: 'refs/heads/evil' }),
    );
    const flipped = `${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const bad of [`${h}.${forged}.${s}`, `${h}.${p}.${flipped}`]) {
      expect(expectError(await pullWith(env, bearer(env, bad)), 401, 'bad_token').message).toMatch(
        /signature/,
      );
    }
    const none = new UnsecuredJWT(claims).encode();
    expect(expectError(await pullWith(env, bearer(env, none)), 401, 'bad_token').message).toContain(
      'algorithm',
    );
    const publicBytes = new TextEncoder().encode(JSON.stringify(issuer.publicJwk()));
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: issuer.kid })
      .sign(publicBytes);
    expect(expectError(await pullWith(env, bearer(env, hs)), 401, 'bad_token').message).toContain('"HS256"');
  });

  it('names the claim that no policy trusts (403), never what the policy says', async () => {
    // [policy, the token's differing claims, the claim named, what of the policy must not show]
    const cases: Array<[Partial<NewTrustPolicy>, Record<string, unknown>, string, string]> = [
      [{ refs: ['refs/heads/release'] }, { ref: 'refs/heads/feature' }, 'ref', 'release'],
      [{}, { repository: 'evil/web' }, 'repository', 'acme'],
      [{ repositoryId: '4242' }, { repository_id: '9999' }, 'repository_id', '4242'],
      [{ environments: ['production'] }, {}, 'environment', 'production'],
      [{ workflows: ['.github/workflows/release.yml'] }, {}, 'workflow_ref', 'release'],
    ];
    for (const [policy, claims, claim, hidden] of cases) {
      const env = await oidcEnv(policy);
      const res = await pullWith(env, bearer(env, await token(env, { claims })));
      const error = expectError(res, 403, 'token_not_trusted');
      expect(error.message).toContain(`token's ${claim} claim`);
      expect(res.json().error.details).toEqual({ claim });
      expect(error.message).not.toContain(hidden);
    }
  });

  it('matches refs by glob, environments and workflow files', async () => {
    const env = await oidcEnv({
      refs: ['refs/pull/*'],
      environments: ['production'],
      workflows: ['.github/workflows/sync.yml'],
    });
    const jwt = await token(env, { claims: { ref: 'refs/pull/12/merge', environment: 'production' } });
    expect((await pullWith(env, bearer(env, jwt))).statusCode).toBe(200);
  });

  it('answers an unknown project like a project whose policies do not match', async () => {
    const env = await oidcEnv();
    const error = expectError(
      await pullWith(env, bearer(env, await token(env), { projectKey: 'nope' })),
      403,
      'token_not_trusted',
    );
    expect(error.message).toContain("token's repository claim");
  });

  it('lets a pull-only policy pull and dry-run, and refuses its real push with 403', async () => {
    const env = await oidcEnv({ access: 'pull' });
    const jwt = await token(env);
    expect((await pullWith(env, bearer(env, jwt))).statusCode).toBe(200);
    expect((await pushWith(env, bearer(env, jwt), true)).statusCode).toBe(200);
    expect(expectError(await pushWith(env, bearer(env, jwt)), 403, 'token_not_trusted').message).toContain(
      'dry-run',
    );
  });

  it('refuses a pull-only token closing a project branch (merged or not: both write) with 403', async () => {
    const env = await oidcEnv({ access: 'pull' });
    for (const merged of [true, false]) {
      const res = await env.app.inject({
        method: 'POST',
        url: `/api/v1${SYNC_BRANCH_CLOSE_PATH}`,
        headers: {
          ...bearer(env, await token(env)),
          [HEADER_BRANCH]: 'feature/x',
          'content-type': 'application/json',
        },
        payload: { merged },
      });
      expect(expectError(res, 403, 'token_not_trusted').message).toContain('closing a project branch writes');
    }
  });

  it('keeps the cached keys working while the issuer is down', async () => {
    const env = await oidcEnv();
    expect((await pullWith(env, bearer(env, await token(env)))).statusCode).toBe(200);
    issuer.down = true;
    try {
      env.clock.advance(2 * 60 * 60 * 1000);
      expect((await pullWith(env, bearer(env, await token(env)))).statusCode).toBe(200);
    } finally {
      issuer.down = false;
    }
  });

  it('answers 503 issuer_unavailable, never 401, for an unknown key id while the issuer is down', async () => {
    const env = await oidcEnv();
    issuer.down = true;
    try {
      const res = await pullWith(env, bearer(env, await token(env)));
      const error = expectError(res, 503, 'issuer_unavailable');
      expect(error.message).toContain('could not be reached');
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      issuer.down = false;
    }
  });

  it('gives up on an issuer that does not answer within OIDC_FETCH_TIMEOUT_MS: 503, not 401', async () => {
    const env = await setup({
      deps: { config: { oidc: { issuers: [issuer.url], audience: AUDIENCE, fetchTimeoutMs: 200 } } },
    });
    issuer.hang = true;
    try {
      expectError(await pullWith(env, bearer(env, await token(env))), 503, 'issuer_unavailable');
    } finally {
      issuer.hang = false;
    }
  });

  it('follows a key rotation at the issuer, fetching keys at most once per refresh interval', async () => {
    const env = await oidcEnv();
    expect((await pullWith(env, bearer(env, await token(env)))).statusCode).toBe(200);
    const fetches = issuer.jwksFetches;
    const before = issuer.kid;
    await issuer.rotate(`key-${Date.now()}`);
    try {
      // Within the interval an unknown key id is refused without asking the issuer again.
      env.clock.advance(10_000);
      expectError(await pullWith(env, bearer(env, await token(env))), 401, 'bad_token');
      expect(issuer.jwksFetches).toBe(fetches);
      env.clock.advance(25_000);
      expect((await pullWith(env, bearer(env, await token(env)))).statusCode).toBe(200);
      expect(issuer.jwksFetches).toBe(fetches + 1);
    } finally {
      expect(before).not.toBe(issuer.kid);
    }
  });

  it('refuses the sync secret once secrets are off, and only to a caller that holds it', async () => {
    const env = await oidcEnv();
    await env.storage.setSecretsDisabled(env.project.key, true, env.clock.now());
    expectError(await pullWith(env, signed(env, 'pull')), 401, 'secret_disabled');
    expectError(await pullWith(env, signed(env, 'pull', { secret: 'wrong' })), 401, 'bad_signature');
    expect((await pullWith(env, bearer(env, await token(env)))).statusCode).toBe(200);
  });

  it('refuses tokens when PUBLIC_ORIGIN is not set, saying so', async () => {
    const env = await oidcEnv({}, null);
    expect(
      expectError(await pullWith(env, bearer(env, await token(env))), 401, 'bad_token').message,
    ).toContain('PUBLIC_ORIGIN');
  });

  it('refuses a request with both a signature and a token, and a malformed Authorization header', async () => {
    const env = await oidcEnv();
    const both = { ...signed(env, 'pull'), authorization: `Bearer ${await token(env)}` };
    expectError(await pullWith(env, both), 401, 'missing_auth');
    const malformed = bearer(env, 'not-a-jwt');
    expect(expectError(await pullWith(env, malformed), 401, 'missing_auth').message).toContain(
      'authorization',
    );
    // Another scheme (a proxy's Basic credentials) leaves a signed request signed.
    expect((await pullWith(env, { ...signed(env, 'pull'), authorization: 'Basic YTpi' })).statusCode).toBe(
      200,
    );
  });
});
