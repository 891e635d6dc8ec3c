// A push whose body stops halfway leaves the service as it was: the server applies a push only
// once its whole body has arrived, decompressed and parsed, and the push client cuts its body off
// (never ends it) when a file cannot be sent as checked. In process: the real runPush and
// SyncClient over loopback HTTP to the real app.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SyncClient } from '@locale-sync/client';
import { SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { PUSH_PHASES, runPush, SyncError, silentLogger } from '@locale-sync/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { setup, type TestEnv } from '../../packages/server/test/helpers.ts';
import { makeTree, removeTree } from '../../packages/sync/test/helpers.ts';

const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'sv'];
/** Bytes of body the server must have taken in before the cut, past any request's headers. */
const PART_OF_A_BODY = 64 * 1024;

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

/** 2,000 keys whose texts do not compress much: the body streams through gzip in many chunks. */
function texts(locale: string): string {
  const out: Record<string, string> = {};
  for (let i = 0; i < 2000; i++) out[`key${i}`] = `${locale} {name} ${randomBytes(24).toString('base64')}`;
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The app on a loopback port with a real clock, and a promise of a connection that carried a body. */
async function listening(): Promise<{ env: TestEnv; apiUrl: string; bodyArrived: Promise<number> }> {
  const env = await setup({
    project: { locales: LOCALES },
    deps: { clock: { now: () => Date.now() }, config: { rateLimits: { enabled: false } } },
  });
  let arrived: (bytes: number) => void = () => undefined;
  const bodyArrived = new Promise<number>((resolve) => {
    arrived = resolve;
  });
  // What each connection read, told once it closes (the client drops a connection it cut off).
  env.app.server.on('connection', (socket: Socket) => {
    socket.on('close', () => {
      if (socket.bytesRead > PART_OF_A_BODY) arrived(socket.bytesRead);
    });
  });
  const origin = await env.app.listen({ port: 0, host: '127.0.0.1' });
  return { env, apiUrl: `${origin}/api/v1`, bodyArrived };
}

/** Everything the project holds that a push could have written. */
async function held(env: TestEnv) {
  return {
    pushed: (await env.storage.pushedFiles(env.project)).length,
    sourceKeys: (await env.storage.sourceState(env.project)).sourceKeys,
    de: (await env.storage.pullEntries(env.project, 'de', 'all')).size,
  };
}

describe('a push cut off halfway', () => {
  it('stores nothing when a file changed after its checks is found by the body', async () => {
    const { env, apiUrl, bodyArrived } = await listening();
    // repo/
    //   locales/{de,en,es,…,sv}.json   9 files of 2,000 keys; sv, sent last, is edited after the checks
    const files = Object.fromEntries(LOCALES.map((l) => [`locales/${l}.json`, texts(l)]));
    const root = await makeTree(files);
    trees.push(root);
    const client = new SyncClient({
      apiUrl,
      projectKey: env.project.key,
      secret: env.secret,
      retry: { baseDelayMs: 1, maxDelayMs: 2 },
    });
    const err = await runPush({
      root,
      client,
      logger: silentLogger,
      dryRun: false,
      // Files past the budget of bytes kept from their first read are read again as they are sent
      // (as a file over 256 KiB is): the edit is then found by the body.
      keptBytes: 0,
      phase: async (name, work) => {
        if (name === PUSH_PHASES.push)
          await writeFile(path.join(root, 'locales/sv.json'), '{"a":"edited"}\n');
        return work();
      },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as Error).message).toMatch(/^locales\/sv.json changed while it was being pushed/);
    // The server took in most of the body (eight files of nine) before the connection was dropped.
    expect(await bodyArrived).toBeGreaterThan(PART_OF_A_BODY);
    expect(await held(env)).toEqual({ pushed: 0, sourceKeys: 0, de: 0 });

    // Put back, the same push goes through whole.
    await writeFile(path.join(root, 'locales/sv.json'), files['locales/sv.json'] as string);
    const result = await runPush({ root, client, logger: silentLogger, dryRun: false });
    expect(result.response.files).toBe(LOCALES.length);
    expect(await held(env)).toEqual({ pushed: LOCALES.length, sourceKeys: 2000, de: 2000 });
  });

  it('is refused (400) and stores nothing when its gzip body ends early', async () => {
    const { env, apiUrl } = await listening();
    const body = gzipSync(
      JSON.stringify({
        files: LOCALES.map((l) => ({
          locale: l,
          path: `locales/${l}.json`,
          format: 'json',
          content: texts(l),
        })),
      }),
    );
    const answer = await fetch(`${apiUrl}${SYNC_PUSH_PATH}`, {
      method: 'POST',
      headers: {
        ...signRequest({
          method: 'POST',
          path: SYNC_PUSH_PATH,
          projectKey: env.project.key,
          secret: env.secret,
        }),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: body.subarray(0, Math.floor(body.length / 2)),
    });
    expect(answer.status).toBe(400);
    expect(await held(env)).toEqual({ pushed: 0, sourceKeys: 0, de: 0 });
  });
});
