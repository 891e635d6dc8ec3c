import {
  branchNameSchema,
  instantRequestSchema,
  instantResponseSchema,
  localeCodeSchema,
  projectKeySchema,
} from '@locale-sync/protocol';
import fc from 'fast-check';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from '../src/http/errors.ts';
import { RecentBodies } from '../src/http/json-body.ts';
import type { MachineTranslator } from '../src/mt/index.ts';
import {
  handChecked,
  instantBody,
  isInstantBody,
  projectParams,
  queryWithoutBranch,
  translateParams,
} from '../src/routes/sdk-wire.ts';
import { push, setup } from './helpers.ts';

// The SDK routes check valid input by hand, and POST /translate/instant sends its answer without
// the response schema check (routes/sdk-wire.ts). These tests hold both to the schemas they stand in for.

const route = { schema: instantRequestSchema, method: 'POST', url: '/translate/instant', httpPart: 'body' };
const ours = handChecked({ body: instantBody })(route) as (data: unknown) => {
  value?: unknown;
  error?: unknown;
};
const byZod = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: unknown };

const text = (n: number) => 'x'.repeat(n);
const valid = { texts: ['Hello'], sourceLanguage: 'en', targetLanguage: 'de' };
const BODIES: unknown[] = [
  valid,
  { ...valid, context: 'menu' },
  { ...valid, context: text(2048) },
  { ...valid, extra: 1, texts: ['a', '', ' '] },
  { ...valid, texts: Array.from({ length: 50 }, (_, i) => `t${i}`) },
  { ...valid, texts: [text(10_000)], sourceLanguage: text(64), targetLanguage: 'x' },
  null,
  [],
  [valid],
  'texts',
  5,
  {},
  { ...valid, texts: [] },
  { ...valid, texts: 'Hello' },
  { ...valid, texts: Array.from({ length: 51 }, () => 'a') },
  { ...valid, texts: [text(10_001)] },
  { ...valid, texts: ['a', 1] },
  { ...valid, texts: [null] },
  { ...valid, sourceLanguage: '' },
  { ...valid, targetLanguage: text(65) },
  { texts: ['a'], sourceLanguage: 'en' },
  { ...valid, context: text(2049) },
  { ...valid, context: null },
  { ...valid, context: 3 },
  { ...valid, sourceLanguage: 7, targetLanguage: '' },
];

describe('the instant body check', () => {
  it('is the schema the hand check was written for (change both together)', () => {
    expect(z.toJSONSchema(instantRequestSchema)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        texts: { minItems: 1, maxItems: 50, type: 'array', items: { type: 'string', maxLength: 10000 } },
        sourceLanguage: { type: 'string', minLength: 1, maxLength: 64 },
        targetLanguage: { type: 'string', minLength: 1, maxLength: 64 },
        context: { type: 'string', maxLength: 2048 },
      },
      required: ['texts', 'sourceLanguage', 'targetLanguage'],
      additionalProperties: false,
    });
  });

  it('accepts and refuses exactly what zod does, with the same value and the same error', () => {
    for (const body of BODIES) {
      const expected = byZod(body);
      const actual = ours(body);
      expect(actual.value, JSON.stringify(body)).toEqual(expected.value);
      expect(String(actual.error), JSON.stringify(body)).toEqual(String(expected.error));
      expect((actual.error as { validation?: unknown })?.validation).toEqual(
        (expected.error as { validation?: unknown })?.validation,
      );
    }
  });

  it('accepts by hand only bodies zod accepts, to the same value (property)', () => {
    const lengthAround = (bound: number) =>
      fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: bound - 2, max: bound + 2 }));
    const str = (bound: number) => lengthAround(bound).map((n) => text(Math.max(0, n)));
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant([]));
    const body = fc.record(
      {
        texts: fc.oneof(
          fc.array(str(10_000), { minLength: 0, maxLength: 52 }),
          fc.array(fc.oneof(fc.string(), anyValue), { maxLength: 3 }),
          anyValue,
        ),
        sourceLanguage: fc.oneof(str(64), anyValue),
        targetLanguage: fc.oneof(str(64), anyValue),
        context: fc.oneof(str(2048), anyValue),
        other: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(body, anyValue), (data) => {
        const expected = byZod(data);
        if (isInstantBody(data)) expect(expected.error).toBeUndefined();
        const actual = ours(data);
        expect(actual.value).toEqual(expected.value);
        expect(String(actual.error)).toEqual(String(expected.error));
      }),
      { numRuns: 500 },
    );
  });

  it('answers a refused body with the error body the zod validator gave', async () => {
    const reference = Fastify();
    reference.setValidatorCompiler(validatorCompiler);
    installErrorHandling(reference);
    reference.post('/api/v1/translate/instant', { schema: { body: instantRequestSchema } }, async () => ({}));
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    for (const body of BODIES.filter((b) => byZod(b).error !== undefined)) {
      const request = {
        method: 'POST' as const,
        url: '/api/v1/translate/instant',
        headers: { 'x-project-key': 'demo', 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      };
      const expected = await reference.inject(request);
      const actual = await env.app.inject(request);
      expect(actual.statusCode, JSON.stringify(body)).toBe(400);
      expect(actual.statusCode).toBe(expected.statusCode);
      expect(actual.json()).toEqual(expected.json());
    }
    await reference.close();
  });
});

describe("the SDK GETs' path and query checks", () => {
  const compile = (schema: z.ZodType, part: 'params' | 'querystring', check: (d: unknown) => unknown) => ({
    ours: handChecked({ [part]: check })({ schema, method: 'GET', url: '/', httpPart: part }) as (
      data: unknown,
    ) => { value?: unknown; error?: unknown },
    byZod: validatorCompiler({ schema, method: 'GET', url: '/', httpPart: part }) as (data: unknown) => {
      value?: unknown;
      error?: unknown;
    },
  });
  // The schemas of routes/sdk.ts.
  const key = z.object({ projectKey: projectKeySchema });
  const keyAndLocale = z.object({ projectKey: projectKeySchema, langCode: localeCodeSchema });
  const query = z.object({ branch: branchNameSchema.optional() });
  const keys = ['demo', 'a', 'k'.repeat(128), 'k'.repeat(129), '', 'demo key', 'dé', '__proto__'];
  const codes = ['de', 'de-DE', '', 'x'.repeat(64), 'x'.repeat(65), 'not a locale'];

  it('accept and refuse exactly what zod does, with the same value and the same error', () => {
    const cases: Array<[ReturnType<typeof compile>, unknown]> = [];
    const byKey = compile(key, 'params', projectParams);
    const byKeyAndLocale = compile(keyAndLocale, 'params', translateParams);
    const byQuery = compile(query, 'querystring', queryWithoutBranch);
    for (const projectKey of keys) {
      cases.push([byKey, { projectKey }]);
      for (const langCode of codes) cases.push([byKeyAndLocale, { projectKey, langCode }]);
    }
    for (const q of [{}, { branch: 'feature/x' }, { branch: '' }, { branch: ['a', 'b'] }, { other: '1' }]) {
      cases.push([byQuery, q]);
      cases.push([byQuery, Object.assign(Object.create(null), q)]);
    }
    for (const [validator, data] of cases) {
      const expected = validator.byZod(data);
      const actual = validator.ours(data);
      expect(actual.value, JSON.stringify(data)).toEqual(expected.value);
      expect(String(actual.error), JSON.stringify(data)).toEqual(String(expected.error));
    }
  });
});

describe('the instant answer, sent without the response schema check', () => {
  const translator: MachineTranslator = {
    name: 'test',
    translate: async (texts) => texts.map((t) => `[${t}]`),
  };

  it('is JSON the response schema accepts, for every kind of answer', async () => {
    const withMachine = await setup({
      project: { instantTranslation: { enabled: true } },
      deps: { translator },
    });
    const without = await setup({ project: { instantTranslation: { enabled: true } } });
    for (const env of [withMachine, without]) {
      await push(env, [
        { locale: 'en', content: { a: 'Hello', b: '"quoted" \\ \u2028 ünï', c: 'Hi' } },
        { locale: 'de', content: { a: 'Hallo', b: '„zitiert“ \\ \u2028 ÜNÏ', c: 'Hallo du' } },
      ]);
    }
    const cases = [
      {
        texts: ['Hello', 'Hello', '  ', '"quoted" \\ \u2028 ünï', 'Not there'],
        sourceLanguage: 'en',
        targetLanguage: 'de',
      },
      { texts: ['Hello', 'Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
      { texts: ['Same'], sourceLanguage: 'en', targetLanguage: 'en' },
      { texts: ['Hi'], sourceLanguage: 'EN', targetLanguage: 'de-de', context: 'menu' },
    ];
    const kinds = new Set<string>();
    for (const env of [withMachine, without]) {
      for (const body of cases) {
        // Cold, then hot: a GET of the locale makes its approved translations hot.
        for (const warm of [false, true]) {
          if (warm) await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
          const res = await env.app.inject({
            method: 'POST',
            url: '/api/v1/translate/instant',
            headers: { 'x-project-key': 'demo' },
            payload: body,
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
          const parsed = instantResponseSchema.parse(JSON.parse(res.body));
          // The bytes are what the serializer wrote for the same answer: JSON.stringify of it.
          expect(res.body).toBe(JSON.stringify(parsed));
          expect(parsed.translations).toHaveLength(body.texts.length);
          expect(parsed.sourceLanguage).toBe(body.sourceLanguage);
          expect(parsed.targetLanguage).toBe(body.targetLanguage);
          expect(parsed.timestamp).toBe(new Date(env.clock.now()).toISOString());
          kinds.add(parsed.sources.join());
        }
      }
    }
    // Approved, machine and fallback answers, alone and mixed, all came through.
    expect([...kinds].sort()).toEqual([
      'approved,approved',
      'approved,approved,fallback,approved,fallback',
      'approved,approved,fallback,approved,machine',
      'fallback',
      'machine',
    ]);
  });
});

describe('repeated instant bodies', () => {
  const request = (body: unknown) => ({
    method: 'POST' as const,
    url: '/api/v1/translate/instant',
    headers: { 'x-project-key': 'demo', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

  it('answer as a fresh request would: a new timestamp, and what the approved translations say now', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    await push(env, [
      { locale: 'en', content: { a: 'One', b: 'Two' } },
      { locale: 'de', content: { a: 'Eins' } },
    ]);
    const body = { texts: ['One', 'Two'], sourceLanguage: 'en', targetLanguage: 'de' };
    const hot = () => env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    await hot();
    const first = await env.app.inject(request(body));
    env.clock.advance(1234);
    const second = await env.app.inject(request(body));
    expect(second.json()).toEqual({
      ...first.json(),
      timestamp: new Date(env.clock.now()).toISOString(),
    });
    expect(second.json().translations).toEqual(['Eins', 'Two']);
    // A write the client could see: the same body answers with it, cold and then hot again.
    await push(env, [{ locale: 'de', content: { a: 'Eins', b: 'Zwei' } }]);
    expect((await env.app.inject(request(body))).json().translations).toEqual(['Eins', 'Zwei']);
    await hot();
    expect((await env.app.inject(request(body))).json().translations).toEqual(['Eins', 'Zwei']);
    await env.storage.setTranslation(env.project.id, 'b', 'de', 'ZWEI', 'approved', 9);
    await hot();
    const again = await env.app.inject(request(body));
    expect(again.json().translations).toEqual(['Eins', 'ZWEI']);
    expect(instantResponseSchema.parse(again.json())).toBeTruthy();
    // Another target language of the same texts is another body, answered for itself.
    const fr = await env.app.inject(request({ ...body, targetLanguage: 'fr' }));
    expect(fr.json()).toMatchObject({ translations: ['One', 'Two'], targetLanguage: 'fr' });
  });

  it('are checked every time: the project, its origins and the body', async () => {
    const env = await setup({
      project: { instantTranslation: { enabled: true }, allowedOrigins: ['https://app.example'] },
    });
    const body = { texts: ['One'], sourceLanguage: 'en', targetLanguage: 'de' };
    const ok = { ...request(body), headers: { ...request(body).headers, origin: 'https://app.example' } };
    expect((await env.app.inject(ok)).statusCode).toBe(200);
    expect((await env.app.inject(ok)).statusCode).toBe(200);
    expect((await env.app.inject(request(body))).statusCode).toBe(403);
    const other = { ...ok, headers: { ...ok.headers, 'x-project-key': 'nope' } };
    expect((await env.app.inject(other)).json().error.code).toBe('invalid_project_key');
    await env.storage.updateProject('demo', { instantTranslation: { enabled: false } }, 2);
    expect((await env.app.inject(ok)).json().error.code).toBe('feature_disabled');
    const bad = { ...ok, payload: JSON.stringify({ ...body, texts: [] }) };
    expect((await env.app.inject(bad)).statusCode).toBe(403);
  });
});

describe('RecentBodies', () => {
  it('keeps what `keep` accepts, frozen, within its bounds, and drops the oldest first', () => {
    const recent = new RecentBodies({ maxEntries: 2, maxChars: 20, keep: isInstantBody });
    const body = (t: string) => ({ texts: [t], sourceLanguage: 'en', targetLanguage: 'de' });
    recent.set('a', body('a'));
    recent.set('b', { not: 'a body' });
    recent.set('x'.repeat(21), body('long'));
    expect(recent.get('a')).toEqual(body('a'));
    expect(Object.isFrozen(recent.get('a'))).toBe(true);
    expect(Object.isFrozen((recent.get('a') as { texts: string[] }).texts)).toBe(true);
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('x'.repeat(21))).toBeUndefined();
    recent.set('c', body('c'));
    recent.set('d', body('d'));
    expect(recent.get('a')).toBeUndefined();
    expect(recent.get('c')).toEqual(body('c'));
    expect(recent.get('d')).toEqual(body('d'));
  });
});
