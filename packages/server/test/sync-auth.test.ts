import { SYNC_PULL_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import { onRedis, setup, signed, type TestEnv } from './helpers.ts';

async function pullWith(env: TestEnv, headers: Record<string, string>, url = '/api/v1/api/sync/pull') {
  return env.app.inject({ method: 'GET', url, headers });
}

describe('sync authentication', () => {
  it('accepts a correctly signed pull', async () => {
    const env = await setup();
    const res = await pullWith(env, { ...signed(env, 'pull') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it.each([['x-project-key'], ['x-sync-ts'], ['x-sync-nonce'], ['x-sync-signature']])(
    'answers 401 missing_auth naming %s when it is absent',
    async (name) => {
      const env = await setup();
      const headers: Record<string, string> = { ...signed(env, 'pull') };
      delete headers[name];
      const res = await pullWith(env, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('missing_auth');
      expect(res.json().error.message).toContain(name);
    },
  );

  it.each([
    ['x-sync-ts', '1800000000000', '13-digit milliseconds'],
    ['x-sync-ts', '18000000a0', 'non-digit'],
    ['x-sync-ts', '-180000000', 'negative'],
    ['x-sync-signature', 'ab'.repeat(31), 'too short'],
    ['x-sync-signature', 'ab'.repeat(33), 'too long'],
    ['x-sync-signature', 'zz'.repeat(32), 'non-hex'],
    ['x-sync-signature', 'AB'.repeat(32), 'upper-case hex'],
    ['x-sync-nonce', 'short', 'too short'],
    ['x-sync-nonce', 'a'.repeat(16).replace('a', '/'), 'bad character'],
    ['x-project-key', 'demo key', 'space in key'],
  ])('answers 401 (never 500) to a malformed %s (%s, %s)', async (name, value) => {
    const env = await setup();
    const res = await pullWith(env, { ...signed(env, 'pull'), [name]: value });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('missing_auth');
    expect(res.json().error.message).toContain(name);
  });

  it.each([
    [300, 200],
    [-300, 200],
    [301, 401],
    [-301, 401],
  ])('window edge: a timestamp %i s from the server time answers %i', async (offsetSeconds, status) => {
    const env = await setup();
    const res = await pullWith(env, {
      ...signed(env, 'pull', { nowMs: env.clock.now() + offsetSeconds * 1000 }),
    });
    expect(res.statusCode).toBe(status);
    if (status === 401) {
      const error = res.json().error;
      expect(error.code).toBe('timestamp_out_of_window');
      expect(error.message).toContain('301 s');
      expect(error.message).toContain(String(Math.floor(env.clock.now() / 1000)));
      expect(error.message).toContain("check the runner's clock");
    }
  });

  it('answers an unknown project exactly like a wrong signature', async () => {
    const env = await setup();
    const unknown = await pullWith(env, { ...signed(env, 'pull', { projectKey: 'nope' }) });
    const wrong = await pullWith(env, { ...signed(env, 'pull', { secret: 'wrong-secret' }) });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      error: { code: 'bad_signature', message: 'signature rejected: check project-key and sync-secret' },
    });
  });

  it('signs over the path without /api/v1 and never the query', async () => {
    const env = await setup();
    const prefixed = signRequest({
      method: 'GET',
      path: `/api/v1${SYNC_PULL_PATH}`,
      projectKey: 'demo',
      secret: env.secret,
      nowMs: env.clock.now(),
    });
    expect((await pullWith(env, { ...prefixed })).json().error.code).toBe('bad_signature');
    const withQuery = await pullWith(
      env,
      { ...signed(env, 'pull') },
      '/api/v1/api/sync/pull?locales=de&status=all',
    );
    expect(withQuery.statusCode).toBe(200);
  });

  it('rejects a signature made for another method', async () => {
    const env = await setup();
    const res = await pullWith(env, { ...signed(env, 'push') });
    expect(res.json().error.code).toBe('bad_signature');
  });

  it('refuses a replayed nonce, and records nonces only after the signature verifies', async () => {
    const env = await setup();
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    // A forged request with this nonce must not burn it.
    const forged = await pullWith(env, { ...signed(env, 'pull', { nonce, secret: 'forged' }) });
    expect(forged.json().error.code).toBe('bad_signature');
    const first = await pullWith(env, { ...signed(env, 'pull', { nonce }) });
    expect(first.statusCode).toBe(200);
    const replay = await pullWith(env, { ...signed(env, 'pull', { nonce }) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('nonce_reused');
  });

  it('keeps nonces at least 600 s: a nonce stamped now+300 is still refused 599 s later', async () => {
    const env = await setup();
    const nonce = 'BBBBBBBBBBBBBBBBBBBBBB';
    const stamp = env.clock.now() + 300_000;
    expect((await pullWith(env, { ...signed(env, 'pull', { nonce, nowMs: stamp }) })).statusCode).toBe(200);
    env.clock.advance(599_000);
    const replay = await pullWith(env, { ...signed(env, 'pull', { nonce, nowMs: stamp }) });
    expect(replay.json().error.code).toBe('nonce_reused');
  });

  it('keeps a nonce stamped exactly now+300 s past its last valid moment: a replay 600 s later is refused', async () => {
    const env = await setup();
    const nonce = 'CCCCCCCCCCCCCCCCCCCCCC';
    const stamp = env.clock.now() + 300_000;
    expect((await pullWith(env, { ...signed(env, 'pull', { nonce, nowMs: stamp }) })).statusCode).toBe(200);
    // now = stamp + 300 s: still inside the window, so only the nonce stops the replay.
    env.clock.advance(600_000);
    const replay = await pullWith(env, { ...signed(env, 'pull', { nonce, nowMs: stamp }) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('nonce_reused');
    // One second later the stamp is outside the window whatever the nonce store holds.
    env.clock.advance(1_000);
    const late = await pullWith(env, { ...signed(env, 'pull', { nonce, nowMs: stamp }) });
    expect(late.json().error.code).toBe('timestamp_out_of_window');
  });

  it('does not round the window: 300.001 s behind is refused', async () => {
    const env = await setup();
    const stamp = env.clock.now();
    env.clock.advance(300_001);
    const res = await pullWith(env, { ...signed(env, 'pull', { nowMs: stamp }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('timestamp_out_of_window');
    expect(res.json().error.message).toContain('300.001 s behind');
  });

  it('stores nonces in SQLite so a restarted app still refuses them', async () => {
    const dir = await import('node:fs/promises').then((fs) => fs.mkdtemp('/tmp/ls-nonce-'));
    const storage = openSqliteStorage(`${dir}/db.sqlite`);
    const env = await setup();
    const project = await storage.createProject({ ...env.project, syncSecret: env.secret }, env.clock.now());
    expect(project.key).toBe('demo');
    const { createApp } = await import('../src/app.ts');
    const app1 = await createApp({ storage, clock: env.clock });
    const headers = { ...signed(env, 'pull') };
    expect((await app1.inject({ method: 'GET', url: '/api/v1/api/sync/pull', headers })).statusCode).toBe(
      200,
    );
    await app1.close();
    storage.close();
    const reopened = openSqliteStorage(`${dir}/db.sqlite`);
    const app2 = await createApp({ storage: reopened, clock: env.clock });
    const replay = await app2.inject({ method: 'GET', url: '/api/v1/api/sync/pull', headers });
    expect(replay.json().error.code).toBe('nonce_reused');
    reopened.close();
  });

  // With Redis the nonces live there: test/e2e/multi-instance.test.ts stops Redis for the same check.
  it.skipIf(onRedis())('fails closed with 503 when the nonce store fails', async () => {
    const env = await setup();
    env.storage.useNonce = async () => {
      throw new Error('database is locked');
    };
    const res = await pullWith(env, { ...signed(env, 'pull') });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('service_unavailable');
  });

  it('accepts the previous secret during the rotation overlap and refuses it after', async () => {
    const env = await setup();
    const old = env.secret;
    await env.storage.rotateSecret('demo', 'new-secret-value', env.clock.now() + 3_600_000, env.clock.now());
    expect((await pullWith(env, { ...signed(env, 'pull', { secret: 'new-secret-value' }) })).statusCode).toBe(
      200,
    );
    expect((await pullWith(env, { ...signed(env, 'pull', { secret: old }) })).statusCode).toBe(200);
    env.clock.advance(3_600_000);
    const late = await pullWith(env, { ...signed(env, 'pull', { secret: old }) });
    expect(late.json().error.code).toBe('bad_signature');
    expect((await pullWith(env, { ...signed(env, 'pull', { secret: 'new-secret-value' }) })).statusCode).toBe(
      200,
    );
  });

  it('checks the signature before reading the body: a bad signature with a broken body is 401', async () => {
    const env = await setup();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push', { secret: 'wrong' }), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('bad_signature');
  });
});
