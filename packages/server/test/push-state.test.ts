// POST /api/sync/push/state: which files the service already holds, per locale, path, format and hash.
import { createHash } from 'node:crypto';
import { pushStateResponseSchema, SYNC_PUSH_STATE_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { push, setup, type TestEnv } from './helpers.ts';

const EN = `${JSON.stringify({ a: 'A', b: 'B' }, null, 2)}\n`;
const DE = `${JSON.stringify({ a: 'A-de' }, null, 2)}\n`;
const sha = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

async function state(
  env: TestEnv,
  files: Array<{ locale: string; content: string; path?: string; format?: string }>,
  secret = env.secret,
) {
  return env.app.inject({
    method: 'POST',
    url: `/api/v1${SYNC_PUSH_STATE_PATH}`,
    headers: {
      ...signRequest({
        method: 'POST',
        path: SYNC_PUSH_STATE_PATH,
        projectKey: env.project.key,
        secret,
        nowMs: env.clock.now(),
      }),
      'content-type': 'application/json',
    },
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: f.path ?? `locales/${f.locale}.json`,
        format: f.format ?? 'json',
        sha256: sha(f.content),
      })),
    },
  });
}

describe('POST /api/sync/push/state', () => {
  it('lists the files an applied push sent with the same path, format and bytes, with their keys', async () => {
    const env = await setup();
    const before = await state(env, [{ locale: 'en', content: EN }]);
    expect(before.statusCode).toBe(200);
    expect(pushStateResponseSchema.parse(before.json())).toEqual({ sourceLocale: 'en', unchanged: [] });

    expect(
      (
        await push(env, [
          { locale: 'en', content: EN },
          { locale: 'de', content: DE },
        ])
      ).statusCode,
    ).toBe(200);
    const after = await state(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: `${DE} ` },
      { locale: 'fr', content: DE },
    ]);
    expect(after.json()).toEqual({
      sourceLocale: 'en',
      unchanged: [{ locale: 'en', path: 'locales/en.json', keys: 2 }],
    });
    const moved = await state(env, [
      { locale: 'en', content: EN, path: 'i18n/en.json' },
      { locale: 'de', content: DE, format: 'yaml' },
    ]);
    expect(moved.json()).toEqual({ sourceLocale: 'en', unchanged: [] });
  });

  it('remembers nothing of a dry run, and nothing once the source locale changed', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: EN }], { dryRun: true });
    expect((await state(env, [{ locale: 'en', content: EN }])).json().unchanged).toEqual([]);
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: DE },
    ]);
    expect((await state(env, [{ locale: 'de', content: DE }])).json().unchanged).toHaveLength(1);
    await env.storage.updateProject('demo', { sourceLocale: 'de' }, env.clock.now());
    expect((await state(env, [{ locale: 'de', content: DE }])).json()).toEqual({
      sourceLocale: 'de',
      unchanged: [],
    });
  });

  it('is signed like a push: a wrong secret is refused, and a malformed hash is a 400 naming the field', async () => {
    const env = await setup();
    const refused = await state(env, [{ locale: 'en', content: EN }], 'not-the-secret');
    expect(refused.statusCode).toBe(401);
    const bad = await env.app.inject({
      method: 'POST',
      url: `/api/v1${SYNC_PUSH_STATE_PATH}`,
      headers: {
        ...signRequest({
          method: 'POST',
          path: SYNC_PUSH_STATE_PATH,
          projectKey: env.project.key,
          secret: env.secret,
          nowMs: env.clock.now(),
        }),
        'content-type': 'application/json',
      },
      payload: { files: [{ locale: 'en', path: 'locales/en.json', format: 'json', sha256: 'XYZ' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('sha256');
  });
});
