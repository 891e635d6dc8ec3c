import { pushResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { push, setup } from './helpers.ts';

const keys = (prefix: string, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, `${prefix} text ${i}`]));

describe('push with x-sync-list-keys', () => {
  it("lists each locale's first keys of created, updated and obsolete, and counts them all", async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { ...keys('old', 4), ...keys('keep', 3) } }]);
    const res = await push(
      env,
      [
        { locale: 'en', content: { ...keys('new', 5), ...keys('keep', 3), keep0: 'changed' } },
        { locale: 'de', content: keys('keep', 2) },
      ],
      { headers: { 'x-sync-list-keys': '2' } },
    );
    expect(res.statusCode).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    // The totals count every key, as without the header.
    expect(body.keys).toEqual({ created: 7, updated: 1, unchanged: 2, obsolete: 4, kept: 0, ignored: 0 });
    expect(body.plan).toEqual([
      {
        locale: 'en',
        created: ['new0', 'new1'],
        updated: ['keep0'],
        obsolete: ['old0', 'old1'],
        kept: [],
        ignored: [],
        unchanged: 2,
        counts: { created: 5, updated: 1, obsolete: 4 },
      },
      // Within the limit: as without the header, no counts.
      {
        locale: 'de',
        created: ['keep0', 'keep1'],
        updated: [],
        obsolete: [],
        kept: [],
        ignored: [],
        unchanged: 0,
      },
    ]);
  });

  it('answers every key without the header, and with 0 lists none', async () => {
    const env = await setup();
    const whole = pushResponseSchema.parse(
      (await push(env, [{ locale: 'en', content: keys('k', 3) }])).json(),
    );
    expect(whole.plan[0]?.created).toEqual(['k0', 'k1', 'k2']);
    expect(whole.plan[0]?.counts).toBeUndefined();
    const none = pushResponseSchema.parse(
      (
        await push(env, [{ locale: 'en', content: keys('n', 3) }], {
          dryRun: true,
          headers: { 'x-sync-list-keys': '0' },
        })
      ).json(),
    );
    expect(none.plan[0]).toMatchObject({
      created: [],
      obsolete: [],
      counts: { created: 3, updated: 0, obsolete: 3 },
    });
  });

  it('keeps every key in the push history', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: keys('k', 6) }], { headers: { 'x-sync-list-keys': '1' } });
    const [last] = await env.storage.pushHistory(env.project.id, 1);
    expect(last?.keys).toEqual({ created: 6, updated: 0, obsolete: 0 });
  });

  it.each(['-1', 'abc', '1e3', '2.5', '', '99999999'])(
    'refuses %j as a count, naming the header, and stores nothing',
    async (value) => {
      const env = await setup();
      const res = await push(env, [{ locale: 'en', content: keys('k', 2) }], {
        headers: { 'x-sync-list-keys': value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        details: [{ location: 'headers.x-sync-list-keys' }],
      });
      expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
      expect(await env.storage.pushHistory(env.project.id, 1)).toEqual([]);
    },
  );

  it('with x-sync-list-keys-total, lists at most that many of each kind over the whole plan, first entries first', async () => {
    const env = await setup();
    const res = await push(
      env,
      [
        { locale: 'en', content: keys('k', 4) },
        { locale: 'de', content: keys('k', 4) },
        { locale: 'fr', content: keys('k', 4) },
      ],
      { headers: { 'x-sync-list-keys': '3', 'x-sync-list-keys-total': '5' } },
    );
    expect(res.statusCode).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    expect(body.keys.created).toBe(12);
    expect(body.plan.map((entry) => [entry.locale, entry.created, entry.counts?.created])).toEqual([
      ['en', ['k0', 'k1', 'k2'], 4],
      ['de', ['k0', 'k1'], 4],
      ['fr', [], 4],
    ]);
    // Alone, the total bounds the whole plan only.
    const alone = pushResponseSchema.parse(
      (
        await push(env, [{ locale: 'en', content: keys('n', 4) }], {
          dryRun: true,
          headers: { 'x-sync-list-keys-total': '3' },
        })
      ).json(),
    );
    expect(alone.plan[0]).toMatchObject({
      created: ['n0', 'n1', 'n2'],
      obsolete: ['k0', 'k1', 'k2'],
      counts: { created: 4, updated: 0, obsolete: 4 },
    });
  });

  it('refuses a malformed x-sync-list-keys-total, naming it, and stores nothing', async () => {
    const env = await setup();
    const res = await push(env, [{ locale: 'en', content: keys('k', 2) }], {
      headers: { 'x-sync-list-keys-total': '1e3' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ location: 'headers.x-sync-list-keys-total' }],
    });
    expect(await env.storage.pushHistory(env.project.id, 1)).toEqual([]);
  });
});
