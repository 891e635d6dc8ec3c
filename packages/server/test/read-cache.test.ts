import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesEtag, ReadCache } from '../src/http/cache.ts';
import type { Storage } from '../src/storage/types.ts';
import { push, setup, type TestEnv } from './helpers.ts';

const EN = { a: 'One', b: 'Two', c: 'Three', d: 'Two' };

async function translations(env: TestEnv, locale = 'de') {
  const res = await env.app.inject({ method: 'GET', url: `/api/v1/translate/demo/${locale}` });
  expect(res.statusCode).toBe(200);
  return res.json().translations as Record<string, string>;
}

async function instant(env: TestEnv, texts: string[], target = 'de') {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/v1/translate/instant',
    headers: { 'x-project-key': 'demo', 'content-type': 'application/json' },
    payload: { texts, sourceLanguage: 'en', targetLanguage: target },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { translations: string[]; sources: string[] };
}

/** What storage holds, read without any cache: the answer both endpoints must agree with. */
async function expected(env: TestEnv, texts: string[]) {
  const approved = await env.storage.findApproved(env.project.id, 'de', texts);
  return {
    translations: texts.map((t) => approved.get(t) ?? t),
    sources: texts.map((t) => (approved.has(t) ? 'approved' : 'fallback')),
  };
}

describe('SDK read cache', () => {
  it('answers instant translation from the hot locale and sees every kind of write after it', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'de', content: { a: 'Eins', b: 'Zwei' } },
    ]);
    const texts = ['One', 'Two', 'Three', 'Zero'];
    // Each write path, then the GET that makes the locale hot, then instant from memory.
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['approve', () => env.storage.approve(env.project.id, { locale: 'de' }, 2)],
      ['setTranslation', () => env.storage.setTranslation(env.project.id, 'c', 'de', 'Drei', 'approved', 3)],
      [
        'push of a new text',
        () => push(env, [{ locale: 'de', content: { a: 'Eins!', b: 'Zwei', c: 'Drei' } }]),
      ],
      ['approve again', () => env.storage.approve(env.project.id, { locale: 'de' }, 4)],
      ['push removing a key', () => push(env, [{ locale: 'en', content: { a: 'One', c: 'Three' } }])],
    ];
    for (const [name, write] of writes) {
      await translations(env);
      await write();
      const want = await expected(env, texts);
      expect(await instant(env, texts), name).toMatchObject(want);
      const map = await translations(env);
      expect(
        texts.filter((t) => map[t] !== undefined).map((t) => map[t]),
        name,
      ).toEqual(want.translations.filter((_, i) => want.sources[i] === 'approved'));
      // Now hot: instant answers from the cached map, the same as storage.
      expect(await instant(env, texts), name).toMatchObject(want);
    }
    expect((await instant(env, ['Three'])).translations).toEqual(['Drei']);
  });

  it('answers the source locale as empty without taking it for the approved translations of instant', async () => {
    const env = await setup({ project: { instantTranslation: { enabled: true } } });
    await push(env, [{ locale: 'en', content: EN }]);
    await env.storage.setTranslation(env.project.id, 'a', 'en', 'Uno', 'approved', 2);
    expect(await translations(env, 'en')).toEqual({});
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/translate/instant',
      headers: { 'x-project-key': 'demo', 'content-type': 'application/json' },
      payload: { texts: ['One'], sourceLanguage: 'de', targetLanguage: 'en' },
    });
    const stored = await env.storage.findApproved(env.project.id, 'en', ['One']);
    expect(stored.get('One')).toBe('Uno');
    expect(res.json().translations).toEqual(['Uno']);
  });

  it('checks freshness once per request, however many reads it makes', async () => {
    let revisions = 0;
    const storage = {
      revision: async () => `${++revisions}`,
      getProject: async (key: string) => ({ id: 1, key }),
    } as unknown as Storage;
    const cache = new ReadCache(storage);
    const request = {};
    const first = await cache.checkedFor(request);
    await first.project('demo');
    await (await cache.checkedFor(request)).value(1, 'x', async () => 1);
    expect(revisions).toBe(1);
    // Another request checks again; the revision moved, so what was cached is dropped.
    const other = await cache.checkedFor({});
    expect(revisions).toBe(2);
    expect(other.peek(1, 'x')).toBeUndefined();
  });
});

describe('ReadCache.checkedFor with arrivals', () => {
  it('takes a check that started after the request arrived, and only such a check', async () => {
    let revisions = 0;
    const storage = { revision: async () => `${++revisions}` } as unknown as Storage;
    const cache = new ReadCache(storage);
    const server = new EventEmitter();
    cache.watch(server);
    const early = { raw: {} };
    server.emit('request', early.raw);
    // Another read of the same moment (CORS, which knows no request) checks after it arrived.
    await cache.checked();
    expect(revisions).toBe(1);
    await cache.checkedFor(early);
    expect(revisions).toBe(1);
    // A request that arrives after that check must not take it: a write may have come in between.
    const late = { raw: {} };
    await new Promise((resolve) => setTimeout(resolve, 2));
    server.emit('request', late.raw);
    await cache.checkedFor(late);
    expect(revisions).toBe(2);
    // A request the server did not announce (app.inject) always checks for itself.
    await cache.checkedFor({ raw: {} });
    expect(revisions).toBe(3);
  });

  it('does not share a failed check', async () => {
    let calls = 0;
    const storage = {
      revision: async () => {
        calls++;
        if (calls === 1) throw new Error('database unavailable');
        return 'r';
      },
    } as unknown as Storage;
    const cache = new ReadCache(storage);
    const server = new EventEmitter();
    cache.watch(server);
    const request = { raw: {} };
    server.emit('request', request.raw);
    await expect(cache.checked()).rejects.toThrow('database unavailable');
    await cache.checkedFor(request);
    expect(calls).toBe(2);
  });
});

describe('matchesEtag', () => {
  it('matches the tag alone, in a list, weak, or *, and nothing else', () => {
    const tag = '"abc"';
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEtag(`"x", W/"y" ,${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('"abcd"', tag)).toBe(false);
    expect(matchesEtag('abc', tag)).toBe(false);
    expect(matchesEtag('', tag)).toBe(false);
  });

  it('agrees with splitting the list and dropping W/ prefixes', () => {
    const tagArb = fc.stringMatching(/^(W\/)?"[a-z0-9]{0,4}"$|^\*$/);
    fc.assert(
      fc.property(
        fc.array(tagArb, { maxLength: 4 }),
        fc.stringMatching(/^"[a-z0-9]{0,4}"$/),
        (tags, etag) => {
          const header = tags.join(', ');
          const want = tags.some((t) => t === '*' || t.replace(/^W\//, '') === etag);
          expect(matchesEtag(header === '' ? undefined : header, etag)).toBe(want);
        },
      ),
    );
  });
});
