// Resources on the wire (docs/protocol.md): what this server does with them today.
import { pullResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { pull, push, setup } from './helpers.ts';

describe('resources', () => {
  it('refuses a push file that names a resource, storing nothing', async () => {
    const env = await setup();
    const res = await push(env, [
      { locale: 'en', content: { a: 'A' } },
      {
        locale: 'en',
        content: { b: 'B' },
        path: 'locales/en/common.json',
        resource: 'locales/en/common.json',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: [{ location: 'body.files[1].resource' }],
    });
    expect(await env.storage.sourceState(env.project)).toEqual({ sourceKeys: 0, obsoleteKeys: [] });
  });

  it('answers pull resources=all with the default resource alone, and without it as before', async () => {
    const env = await setup();
    await push(env, [
      { locale: 'en', content: { a: 'A', b: 'B' } },
      { locale: 'de', content: { a: 'A-de' } },
    ]);
    await push(env, [{ locale: 'en', content: { a: 'A' } }]);
    const plain = pullResponseSchema.parse((await pull(env, 'locales=de')).json());
    expect(plain.resources).toBeUndefined();
    const all = pullResponseSchema.parse((await pull(env, 'locales=de&resources=all')).json());
    expect(all).toEqual({ ...plain, resources: [{ resource: '', sourceKeys: 1, obsoleteKeys: ['b'] }] });
  });
});
