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

describe('identifiers from outside are checked before any limiter, cache or log sees them', () => {
  it('a 1,000,000-character projectKey in batch-extract is a 400 naming body.projectKey, repeatedly, and never kept', async () => {
    const { env, limiterKeys, lookedUp } = await watched();
    for (let i = 0; i < 5; i++) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        payload: { projectKey: HUGE, phrases: [{ sourceText: 'Hi' }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.details[0].location).toBe('body.projectKey');
      expect(res.body.length).toBeLessThan(2000);
    }
    expectNoLongKeys(limiterKeys);
    expectNoLongKeys(lookedUp);
    const ok = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: { projectKey: 'demo', phrases: [{ sourceText: 'Hi' }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(limiterKeys).toContain('project:sdk:demo');
    const unknown = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      payload: { projectKey: 'nope', phrases: [{ sourceText: 'Hi' }] },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_project_key');
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

  it('a malformed project key in a path is a 400 naming path.projectKey, neither counted nor looked up', async () => {
    const { env, limiterKeys, lookedUp } = await watched();
    for (const url of [`/api/v1/projects/key/${'p'.repeat(200)}`, '/api/v1/translate/de%20mo/de']) {
      const res = await env.app.inject({ method: 'GET', url, headers: { origin: 'https://app.example' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].location).toBe('path.projectKey');
    }
    expect(limiterKeys.filter((k) => k.startsWith('project:'))).toEqual([]);
    expect(lookedUp).toEqual([]);
    const unknown = await env.app.inject({ method: 'GET', url: '/api/v1/projects/key/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('project_not_found');
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
