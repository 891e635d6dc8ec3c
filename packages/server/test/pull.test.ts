import { pullResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { pull, push, setup } from './helpers.ts';

const EN_NESTED =
  '{\n  "home": {\n    "title": "Welcome",\n    "body": "Hello {name}"\n  },\n  "nav": {\n    "back": "Back"\n  }\n}\n';
const DE_NESTED =
  '{\n  "home": {\n    "title": "Willkommen",\n    "body": "Hallo {name}"\n  },\n  "nav": {\n    "back": "Zurück"\n  }\n}\n';
const DE_FLAT =
  '{\n  "home.title": "Willkommen",\n  "home.body": "Hallo {name}",\n  "nav.back": "Zurück"\n}\n';

describe('pull', () => {
  it('gives back byte-identical files in the layout they were pushed (nested and flat)', async () => {
    const env = await setup();
    await push(env, [
      { locale: 'en', content: EN_NESTED },
      { locale: 'de', content: DE_NESTED },
    ]);
    const nested = pullResponseSchema.parse((await pull(env, 'structure=nested&locales=en,de')).json());
    expect(nested.files.map((f) => f.content)).toEqual([EN_NESTED, DE_NESTED]);
    const flat = (await pull(env, 'locales=de')).json();
    expect(flat.files[0]).toEqual({ locale: 'de', format: 'json', content: DE_FLAT, keys: 3 });
  });

  it('answers every supported locale except the source when locales is omitted', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: EN_NESTED }]);
    const body = (await pull(env)).json();
    expect(body.sourceLocale).toBe('en');
    expect(body.files.map((f: { locale: string }) => f.locale)).toEqual(['de', 'fr']);
    expect(body.files[0].content).toBe('{}\n');
  });

  it('returns the source texts when the source locale is asked for', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: EN_NESTED }]);
    const body = (await pull(env, 'locales=en&structure=nested')).json();
    expect(body.files[0].content).toBe(EN_NESTED);
  });

  it('filters by status: approved, translated (+approved), all (+draft), omitting missing ones', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { a: 'A', b: 'B', c: 'C', d: 'D' } }]);
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'dA', 'approved', 1);
    await env.storage.setTranslation(env.project.id, 'b', 'de', 'dB', 'translated', 1);
    await env.storage.setTranslation(env.project.id, 'c', 'de', 'dC', 'draft', 1);
    const keysAt = async (status: string) =>
      Object.keys(JSON.parse((await pull(env, `locales=de&status=${status}`)).json().files[0].content));
    expect(await keysAt('approved')).toEqual(['a']);
    expect(await keysAt('translated')).toEqual(['a', 'b']);
    expect(await keysAt('all')).toEqual(['a', 'b', 'c']);
  });

  it('counts per locale what the status left out (heldBack), and nothing when status is all', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { a: 'A', b: 'B', c: 'C', d: 'D' } }]);
    await env.storage.setTranslation(env.project.id, 'a', 'de', 'dA', 'approved', 1);
    await env.storage.setTranslation(env.project.id, 'b', 'de', 'dB', 'translated', 1);
    await env.storage.setTranslation(env.project.id, 'c', 'de', 'dC', 'translated', 1);
    await env.storage.setTranslation(env.project.id, 'd', 'de', 'dD', 'draft', 1);
    await env.storage.setTranslation(env.project.id, 'a', 'fr', 'fA', 'draft', 1);
    const heldAt = async (query: string) =>
      pullResponseSchema.parse((await pull(env, query)).json()).heldBack;
    expect(await heldAt('status=approved')).toEqual([
      { locale: 'de', status: 'translated', count: 2 },
      { locale: 'de', status: 'draft', count: 1 },
      { locale: 'fr', status: 'draft', count: 1 },
    ]);
    expect(await heldAt('status=translated&locales=de')).toEqual([
      { locale: 'de', status: 'draft', count: 1 },
    ]);
    expect(await heldAt('status=all')).toBeUndefined();
    expect(await heldAt('locales=en')).toBeUndefined();
  });

  it('orders keys by the last source push, whatever order a translation file used', async () => {
    const env = await setup();
    await push(env, [
      { locale: 'en', content: { z: 'Z', a: 'A', m: 'M' } },
      { locale: 'de', content: { m: 'dM', z: 'dZ', a: 'dA' } },
    ]);
    const content = (await pull(env, 'locales=de')).json().files[0].content;
    expect(Object.keys(JSON.parse(content))).toEqual(['z', 'a', 'm']);
  });

  it('follows a reordered source file, which a push reports as unchanged', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { a: 'A', b: 'B', c: 'C' } }]);
    const moved = (await push(env, [{ locale: 'en', content: { c: 'C', a: 'A', b: 'B' } }])).json();
    expect(moved.keys).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const content = (await pull(env, 'locales=en')).json().files[0].content;
    expect(Object.keys(JSON.parse(content))).toEqual(['c', 'a', 'b']);
  });

  it('answers 400 unknown_locale with details', async () => {
    const env = await setup();
    const res = await pull(env, 'locales=de,ja,ko');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'unknown_locale',
      details: { unknownLocales: ['ja', 'ko'], supportedLocales: ['en', 'de', 'fr'] },
    });
    // A pull has no file to fix: the advice is about the request.
    expect(res.json().error.message).toMatch(/leave them out of the pull's locales$/);
  });

  it('answers 400 validation_failed for bad query values, listing each', async () => {
    const env = await setup();
    const res = await pull(env, 'format=xml&structure=tree&status=any');
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d: { location: string }) => d.location).sort()).toEqual([
      'query.format',
      'query.status',
      'query.structure',
    ]);
  });

  it('answers 400 naming both keys when a nested render collides', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { a: 'A', 'a.b': 'AB' } }]);
    const res = await pull(env, 'locales=en&structure=nested');
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain('"a"');
    expect(error.message).toContain('"a.b"');
  });
});
