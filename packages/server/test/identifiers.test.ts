import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { LimiterStoreFactory } from '../src/rate-limit.ts';
import type { Storage } from '../src/storage/types.ts';
import { setup, signed } from './helpers.ts';

const HUGE = 'k'.repeat(1_000_000);

/** A setup whose limiter and storage record every key they are handed. */
async function watched() {
  const limiterKeys: string[] = [];
  const limiterStore: LimiterStoreFactory = () => ({
    consume: async (key) => {
      limiterKeys.push(key);
      return { remainingPoints: 100, msBeforeNext: 60_000 };
    },
  });
  const env = await setup({
    project: { instantTranslation: { enabled: true }, extraction: { extractPhrases: true } },
    deps: { limiterStore },
  });
  const lookedUp: string[] = [];
  const storage = new Proxy(env.storage, {
    get(target, property, receiver) {
      if (property === 'getProject') {
        return (key: string) => {
          lookedUp.push(key);
          return target.getProject(key);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Storage;
  // A second app over the watching storage: the first one's storage is not watched.
  const app = await createApp({ storage, clock: env.clock, translator: null, limiterStore });
  return { env: { ...env, app }, limiterKeys, lookedUp };
}

function expectNoLongKeys(keys: string[]): void {
  for (const key of keys) expect(key.length).toBeLessThan(200);
}

function res401Message(res: LightMyRequestResponse): string {
  expect(res.statusCode).toBe(401);
  return res.json().error.message;
}

/** Headers whose values depend on the request, not on how it was refused. */
const PER_REQUEST = new Set(['date', 'x-request-id', 'content-length', 'ratelimit', 'ratelimit-policy']);

/**
 * Requires `res` to be answered as `unknown` (the answer to a well-formed key no project has): the
 * same status and error code, the same headers in the same order, with the same values except for
 * those that differ between any two requests (the rate-limit headers too: a malformed key is not
 * counted per project).
 */
function expectAnsweredAs(res: LightMyRequestResponse, unknown: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, what).toBe(unknown.statusCode);
  expect(res.json().error.code, what).toBe(unknown.json().error.code);
  expect(Object.keys(res.json().error), what).toEqual(Object.keys(unknown.json().error));
  expect(Object.keys(res.headers), what).toEqual(Object.keys(unknown.headers));
  for (const [name, value] of Object.entries(unknown.headers)) {
    if (!PER_REQUEST.has(name)) expect(res.headers[name], `${what}: ${name}`).toEqual(value);
  }
}

describe('identifiers from outside are checked before any limiter, cache or log sees them', () => {
  it('a malformed or 1,000,000-character projectKey in batch-extract is answered as an unknown key, a missing one as a missing credential, and neither kept', async () => {
    const { env, limiterKeys, lookedUp } = await watched();
    const extract = (body: Record<string, unknown>) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        headers: { origin: 'https://app.example' },
        payload: body,
      });
    const unknown = await extract({ projectKey: 'nope', phrases: [{ sourceText: 'Hi' }] });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_project_key');
    const counted = limiterKeys.splice(0);
    expect(counted).toContain('project:sdk:nope');
    expect(lookedUp.splice(0)).toEqual(['nope']);
    for (const projectKey of [HUGE, HUGE, 'de mo', '', '__proto__.x', 'k'.repeat(129), 5]) {
      const res = await extract({ projectKey, phrases: [{ sourceText: 'Hi' }] });
      expectAnsweredAs(res, unknown, `projectKey ${String(projectKey).slice(0, 20)}`);
      expect(res.body.length).toBeLessThan(2000);
    }
    expect(res401Message(await extract({ projectKey: HUGE, phrases: [{ sourceText: 'Hi' }] }))).toContain(
      '(1000000 characters)',
    );
    // A missing key is a missing credential, as a missing X-Project-Key is: 401 missing_auth.
    for (const projectKey of [null, undefined]) {
      const missing = await extract({ projectKey, phrases: [{ sourceText: 'Hi' }] });
      expect([missing.statusCode, missing.json().error.code]).toEqual([401, 'missing_auth']);
      expect(missing.json().error.details).toEqual([{ location: 'body.projectKey', message: 'required' }]);
    }
    // The rest of the body is checked as for any key: its problems are a 400 naming them alone.
    for (const projectKey of ['nope', 'de mo', HUGE]) {
      const empty = await extract({ projectKey, phrases: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details).toEqual([{ location: 'body.phrases', message: expect.any(String) }]);
      const nul = await extract({ projectKey, phrases: [{ sourceText: 'H\u0000i' }] });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.details[0].location).toBe('body.phrases[0].sourceText');
    }
    // Only the well-formed unknown key was counted per project and looked up.
    expect(limiterKeys.filter((k) => k.startsWith('project:') && k !== 'project:sdk:nope')).toEqual([]);
    expectNoLongKeys(limiterKeys);
    expect(lookedUp).toEqual([]);
    const ok = await extract({ projectKey: 'demo', phrases: [{ sourceText: 'Hi' }] });
    expect(ok.statusCode).toBe(200);
    expect(limiterKeys).toContain('project:sdk:demo');
  });

  it('a long or malformed X-Project-Key is 401 missing_auth and is neither counted nor looked up', async () => {
    const { env, limiterKeys, lookedUp } = await watched();
    for (const key of ['x'.repeat(10_000), 'de mo', '__proto__.x']) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/v1/translate/instant',
        headers: { 'x-project-key': key, origin: 'https://app.example' },
        payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: 'de' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('missing_auth');
    }
    expect(limiterKeys.filter((k) => k.startsWith('project:'))).toEqual([]);
    expectNoLongKeys(lookedUp);
    expect(lookedUp).toEqual([]);
  });

  it('a malformed project key in a path is answered as an unknown key (404), neither counted nor looked up', async () => {
    const { env, limiterKeys, lookedUp } = await watched();
    const get = (url: string) =>
      env.app.inject({ method: 'GET', url, headers: { origin: 'https://app.example' } });
    const unknownSettings = await get('/api/v1/projects/key/nope');
    const unknownTranslations = await get('/api/v1/translate/nope/de');
    for (const unknown of [unknownSettings, unknownTranslations]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('project_not_found');
      expect(unknown.headers['access-control-allow-origin']).toBe('*');
    }
    limiterKeys.splice(0);
    lookedUp.splice(0);
    // Longer than any key, up to what a request head can hold; other characters; empty.
    const keys = ['p'.repeat(129), 'p'.repeat(300), 'p'.repeat(16_000), 'de%20mo', '!!!', '%C3%A9', '..%2F'];
    for (const key of keys) {
      expectAnsweredAs(
        await get(`/api/v1/projects/key/${key}`),
        unknownSettings,
        `settings ${key.slice(0, 20)}`,
      );
      expectAnsweredAs(
        await get(`/api/v1/translate/${key}/de`),
        unknownTranslations,
        `translate ${key.slice(0, 20)}`,
      );
    }
    expectAnsweredAs(await get('/api/v1/translate//de'), unknownTranslations, 'translate, empty key');
    const long = await get(`/api/v1/projects/key/${'p'.repeat(16_000)}`);
    expect(long.body.length).toBeLessThan(2000);
    expect(long.json().error.message).toContain('(16000 characters)');
    // A malformed locale code stays a 400, naming it alone, as with an unknown key.
    for (const key of ['nope', '!!!', 'p'.repeat(300)]) {
      const res = await get(`/api/v1/translate/${key}/..%2F`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ location: 'path.langCode', message: expect.any(String) }]);
    }
    expect(limiterKeys.filter((k) => k.startsWith('project:') && k !== 'project:sdk:nope')).toEqual([]);
    expectNoLongKeys(limiterKeys);
    expect(lookedUp).toEqual([]);
  });

  it('locale codes longer than 64 characters are a 400 naming the field', async () => {
    const { env } = await watched();
    const long = `en-${'abcdefgh-'.repeat(20_000)}x`;
    const instant = await env.app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { 'x-project-key': 'demo' },
      payload: { texts: ['Hi'], sourceLanguage: 'en', targetLanguage: long },
    });
    expect(instant.statusCode).toBe(400);
    expect(instant.json().error.details[0].location).toBe('body.targetLanguage');
    const pushed = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: { files: [{ locale: long, path: 'locales/x.json', format: 'json', content: '{}' }] },
    });
    expect(pushed.statusCode).toBe(400);
    expect(pushed.json().error.details[0].location).toBe('body.files[0].locale');
    expect(pushed.body.length).toBeLessThan(2000);
  });
});
