// Resources on the wire (docs/protocol.md): one per source file, keys unique within each.
import { createHash } from 'node:crypto';
import {
  pullResponseSchema,
  pushResponseSchema,
  pushStateResponseSchema,
  SYNC_PUSH_STATE_PATH,
} from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { type FileSpec, pull, push, setup, type TestEnv } from './helpers.ts';

const COMMON = 'public/locales/en/common.json';
const SETTINGS = 'public/locales/en/settings.json';
const at = (resource: string, locale: string) => resource.replace('/en/', `/${locale}/`);
const file = (resource: string, locale: string, content: Record<string, string>): FileSpec => ({
  locale,
  content,
  path: at(resource, locale),
  resource,
});

async function state(
  env: TestEnv,
  files: Array<{ resource?: string; locale: string; path: string; content: string }>,
) {
  const res = await env.app.inject({
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
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: f.path,
        format: 'json',
        sha256: createHash('sha256').update(f.content, 'utf8').digest('hex'),
        ...(f.resource !== undefined && { resource: f.resource }),
      })),
    },
  });
  expect(res.statusCode).toBe(200);
  return pushStateResponseSchema.parse(res.json());
}

describe('resources', () => {
  it('stores a key of two source files as two strings and pulls one file per (locale, resource)', async () => {
    const env = await setup();
    const res = await push(env, [
      file(COMMON, 'en', { title: 'Home' }),
      file(SETTINGS, 'en', { title: 'Settings' }),
      file(COMMON, 'de', { title: 'Start' }),
      file(SETTINGS, 'de', { title: 'Einstellungen' }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    expect(body.keys.created).toBe(4);
    expect(body).toMatchObject({ files: 4, locales: ['en', 'de'] });
    expect(body.plan.map((p) => [p.resource, p.locale])).toEqual([
      [COMMON, 'en'],
      [COMMON, 'de'],
      [SETTINGS, 'en'],
      [SETTINGS, 'de'],
    ]);
    expect(body.resources).toEqual([
      { resource: COMMON, keys: 1, inPush: true },
      { resource: SETTINGS, keys: 1, inPush: true },
    ]);
    const all = pullResponseSchema.parse((await pull(env, 'locales=de&resources=all')).json());
    expect(all.files.map((f) => [f.resource, f.locale, JSON.parse(f.content)])).toEqual([
      [COMMON, 'de', { title: 'Start' }],
      [SETTINGS, 'de', { title: 'Einstellungen' }],
    ]);
    expect(all.resources).toEqual([
      { resource: COMMON, sourceKeys: 1, obsoleteKeys: [] },
      { resource: SETTINGS, sourceKeys: 1, obsoleteKeys: [] },
    ]);
    // A client without resources asks for the default resource, which this project does not use.
    const plain = pullResponseSchema.parse((await pull(env, 'locales=de')).json());
    expect(plain).toEqual({
      sourceLocale: 'en',
      sourceKeys: 0,
      obsoleteKeys: [],
      files: [{ locale: 'de', format: 'json', content: '{}\n', keys: 0 }],
    });
  });

  it("answers each resource's source texts for the source locale, whatever the status (missing and min-coverage read them)", async () => {
    const env = await setup();
    await push(env, [
      file(COMMON, 'en', { title: 'Home', intro: 'Welcome' }),
      file(SETTINGS, 'en', { title: 'Settings' }),
      file(COMMON, 'de', { title: 'Start' }),
    ]);
    const all = pullResponseSchema.parse(
      (await pull(env, 'locales=en&resources=all&status=approved')).json(),
    );
    expect(all.files.map((f) => [f.resource, f.locale, JSON.parse(f.content), f.keys])).toEqual([
      [COMMON, 'en', { title: 'Home', intro: 'Welcome' }, 2],
      [SETTINGS, 'en', { title: 'Settings' }, 1],
    ]);
  });

  it('reports a resource the push did not send, and ends keys only where the source file was sent', async () => {
    const env = await setup();
    await push(env, [file(COMMON, 'en', { a: 'A', moved: 'M' }), file(SETTINGS, 'en', { s: 'S' })]);
    const res = pushResponseSchema.parse(
      (await push(env, [file(COMMON, 'en', { a: 'A' }), file(at(COMMON, 'x'), 'en', { moved: 'M' })])).json(),
    );
    expect(res.plan.map((p) => [p.resource, p.created, p.obsolete])).toEqual([
      [COMMON, [], ['moved']],
      [at(COMMON, 'x'), ['moved'], []],
    ]);
    expect(res.resources).toEqual([
      { resource: COMMON, keys: 1, inPush: true },
      { resource: SETTINGS, keys: 1, inPush: false },
      { resource: at(COMMON, 'x'), keys: 1, inPush: true },
    ]);
    const all = pullResponseSchema.parse((await pull(env, 'locales=en&resources=all')).json());
    expect(all.resources?.map((r) => [r.resource, r.obsoleteKeys])).toEqual([
      [COMMON, ['moved']],
      [SETTINGS, []],
      [at(COMMON, 'x'), []],
    ]);
  });

  it('answers push/state per (resource, locale)', async () => {
    const env = await setup();
    const content = `${JSON.stringify({ t: 'T' }, null, 2)}\n`;
    await push(env, [file(COMMON, 'en', { t: 'T' }), file(SETTINGS, 'en', { t: 'T' })]);
    const answer = await state(env, [
      { resource: COMMON, locale: 'en', path: at(COMMON, 'en'), content },
      { resource: SETTINGS, locale: 'en', path: at(SETTINGS, 'en'), content: `${content} ` },
      { locale: 'en', path: at(COMMON, 'en'), content },
    ]);
    expect(answer.unchanged).toEqual([{ resource: COMMON, locale: 'en', path: at(COMMON, 'en'), keys: 1 }]);
  });

  it('refuses a body that names one (locale, resource) twice, naming both entries', async () => {
    const env = await setup();
    const res = await push(env, [file(COMMON, 'en', { a: 'A' }), file(COMMON, 'en', { b: 'B' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(
      `locale en of resource ${COMMON} is sent twice (files[0] and files[1])`,
    );
  });

  it('maps a source text held by two resources to the default resource, then the first path', async () => {
    const env = await setup();
    await push(env, [
      file(SETTINGS, 'en', { x: 'Save' }),
      file(SETTINGS, 'de', { x: 'Sichern' }),
      file(COMMON, 'en', { y: 'Save' }),
      file(COMMON, 'de', { y: 'Speichern' }),
    ]);
    const get = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' })).json().translations;
    expect(await get()).toEqual({ Save: 'Speichern' });
    await push(env, [
      { locale: 'en', content: { z: 'Save' } },
      { locale: 'de', content: { z: 'Abspeichern' } },
    ]);
    expect(await get()).toEqual({ Save: 'Abspeichern' });
  });

  it('answers 409 strings_limit_reached with maxStrings to a push past the strings bound, dry run included', async () => {
    const env = await setup({ deps: { config: { maxStringsPerProject: 3 } } });
    expect((await push(env, [file(COMMON, 'en', { a: 'A', b: 'B' })])).statusCode).toBe(200);
    for (const dryRun of [true, false]) {
      const res = await push(env, [file(SETTINGS, 'en', { c: 'C', d: 'D' })], { dryRun });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'strings_limit_reached']);
      expect(res.json().error.details).toEqual({ maxStrings: 3 });
      expect(res.json().error.message).toContain('raise MAX_STRINGS_PER_PROJECT');
    }
    const taken = await push(env, [file(COMMON, 'en', { a: 'A' }), file(SETTINGS, 'en', { c: 'C' })]);
    expect(pushResponseSchema.parse(taken.json()).resources).toEqual([
      { resource: COMMON, keys: 1, inPush: true },
      { resource: SETTINGS, keys: 1, inPush: true },
    ]);
  });
});
