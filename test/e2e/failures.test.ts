import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { startProxy } from '../support/proxy.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
let counter = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function project(target = server) {
  const key = `fail-${++counter}`;
  const created = await createProject(target.dbPath, key, { source: 'en', all: ['en', 'de'] });
  return { 'project-key': created.projectKey, 'sync-secret': created.syncSecret, 'api-url': target.apiUrl };
}

const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };

describe('the action names the cause of a refusal', () => {
  it('wrong secret', async () => {
    const inputs = await project();
    const run = await runAction(
      'push',
      { ...inputs, 'sync-secret': 'not-the-secret' },
      { workspace: await makeRepo(files) },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/signature rejected: check project-key and sync-secret/);
    // The only place the secret may appear is the runner's own mask command, which hides it in the log.
    const logged = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(logged.join('\n')).not.toContain('not-the-secret');
    expect(run.stdout).toContain('::add-mask::not-the-secret');
  });

  it('unknown project', async () => {
    const inputs = await project();
    const run = await runAction(
      'pull',
      { ...inputs, 'project-key': 'no-such-project' },
      { workspace: await makeRepo({}) },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/signature rejected: check project-key and sync-secret/);
  });

  it('replayed request', async () => {
    const inputs = await project();
    let captured: Record<string, string> | undefined;
    const proxy = await startProxy(server.origin, ({ headers }) => {
      const sync = {
        'x-project-key': String(headers['x-project-key']),
        'x-sync-ts': String(headers['x-sync-ts']),
        'x-sync-nonce': String(headers['x-sync-nonce']),
        'x-sync-signature': String(headers['x-sync-signature']),
      };
      captured ??= sync;
      // Every request after the first is sent with the first one's signed headers: a replay.
      return { forward: true, headers: { ...headers, ...captured } };
    });
    try {
      const viaProxy = { ...inputs, 'api-url': `${proxy.origin}/api/v1` };
      const first = await runAction('pull', viaProxy, { workspace: await makeRepo({}) });
      expect(first.code, first.stdout).toBe(0);
      const replay = await runAction('pull', viaProxy, { workspace: await makeRepo({}) });
      expect(replay.code).not.toBe(0);
      expect(replay.stdout).toMatch(/replay/);
    } finally {
      await proxy.close();
    }
  });

  it('clock off by more than 300 seconds', async () => {
    const inputs = await project();
    const proxy = await startProxy(server.origin, ({ headers }) => ({
      forward: true,
      headers: { ...headers, 'x-sync-ts': String(Number(headers['x-sync-ts']) - 301) },
    }));
    try {
      const run = await runAction(
        'push',
        { ...inputs, 'api-url': `${proxy.origin}/api/v1` },
        { workspace: await makeRepo(files) },
      );
      expect(run.code).not.toBe(0);
      expect(run.stdout).toMatch(/clock/);
    } finally {
      await proxy.close();
    }
  });
});

describe('an unhealthy server', () => {
  it('answers 429 with Retry-After: 1 for a while: the action waits and succeeds', async () => {
    const inputs = await project();
    const proxy = await startProxy(server.origin, ({ index }) =>
      index < 2
        ? {
            status: 429,
            headers: { 'retry-after': '1' },
            body: JSON.stringify({
              error: { code: 'rate_limited', message: 'too many requests for this project' },
            }),
          }
        : { forward: true },
    );
    try {
      const started = Date.now();
      const run = await runAction(
        'push',
        { ...inputs, 'api-url': `${proxy.origin}/api/v1` },
        { workspace: await makeRepo(files) },
      );
      expect(run.code, run.stdout).toBe(0);
      expect(run.outputs['keys-created']).toBe('2');
      // Two refused tries of the first request (the changed-only step, push/state), its third try,
      // then the push itself.
      expect(proxy.seen.map((r) => r.url)).toEqual([
        '/api/v1/api/sync/push/state',
        '/api/v1/api/sync/push/state',
        '/api/v1/api/sync/push/state',
        '/api/v1/api/sync/push',
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      // Each try was signed afresh.
      expect(new Set(proxy.seen.map((r) => r.headers['x-sync-nonce'])).size).toBe(4);
    } finally {
      await proxy.close();
    }
  });

  it('is killed during a push: the action fails clearly, and the next push loses and duplicates nothing', async () => {
    const own = await startServer();
    const inputs = await project(own);
    const big: Record<string, string> = {};
    const bigDe: Record<string, string> = {};
    for (let i = 0; i < 3_000; i++) {
      big[`key.${i}`] = `Source text number ${i}`;
      bigDe[`key.${i}`] = `Quelltext Nummer ${i}`;
    }
    const bigFiles = { 'locales/en.json': jsonFile(big), 'locales/de.json': jsonFile(bigDe) };
    const proxy = await startProxy(own.origin, ({ method, url }) => ({
      forward: true,
      // The moment the push's body has been handed over, the server dies without a chance to answer.
      onBodySent: () => {
        if (method === 'POST' && url.endsWith('/api/sync/push')) own.child.kill('SIGKILL');
      },
    }));
    try {
      const repo = await makeRepo(bigFiles);
      const failed = await runAction(
        'push',
        { ...inputs, 'api-url': `${proxy.origin}/api/v1` },
        { workspace: repo, timeoutMs: 120_000 },
      );
      expect(failed.code).not.toBe(0);
      expect(failed.stdout).toMatch(
        /could not reach http:\/\/127\.0\.0\.1:\d+\/api\/v1\/api\/sync\/push after \d+ tries/,
      );
    } finally {
      await proxy.close();
      await own.stop();
    }

    const restarted = await startServer({ dbPath: own.dbPath });
    try {
      const again = { ...inputs, 'api-url': restarted.apiUrl };
      const push = await runAction('push', again, { workspace: await makeRepo(bigFiles) });
      expect(push.code, push.stdout).toBe(0);
      const pulled = await makeRepo({});
      const pull = await runAction('pull', again, { workspace: pulled });
      expect(pull.code, pull.stdout).toBe(0);
      expect(await readOptional(pulled, 'locales/de.json')).toBe(bigFiles['locales/de.json']);
      const second = await runAction('push', again, { workspace: await makeRepo(bigFiles) });
      expect(second.outputs['keys-created']).toBe('0');
      expect(second.outputs['keys-updated']).toBe('0');
    } finally {
      await restarted.stop();
    }
  });
});
