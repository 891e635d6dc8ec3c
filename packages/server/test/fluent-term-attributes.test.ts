import { describe, expect, it } from 'vitest';
import { pull, setup, signed, type TestEnv } from './helpers.ts';

// Mozilla Monitor's locales/<locale>/app.ftl brand terms (en), and a translation whose term carries
// an attribute the English term lacks: Fluent gives term attributes to localizers for their
// language's grammar (`.gender`, `.case`), which their own messages select on.
const EN = `-product-name = Mozilla Monitor
-brand-fxa = Mozilla account
-brand-mozilla = Mozilla
`;
const SL = `-product-name = Mozilla Monitor
-brand-fxa = Mozillin račun
    .gender = masculine
-brand-mozilla = Mozilla
`;

function pushFluent(env: TestEnv, files: Array<{ locale: string; content: string }>) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
    payload: {
      files: files.map((f) => ({ ...f, path: `locales/${f.locale}/app.ftl`, format: 'fluent' })),
    },
  });
}

describe('Fluent term attributes only a translation has', () => {
  it('are stored beside their term and pulled back, so a recreated file keeps them', async () => {
    const env = await setup({ project: { locales: ['en', 'sl'] } });
    const pushed = (
      await pushFluent(env, [
        { locale: 'en', content: EN },
        { locale: 'sl', content: SL },
      ])
    ).json();
    const sl = pushed.plan.find((p: { locale: string }) => p.locale === 'sl');
    expect(sl.ignored).toEqual([]);
    expect(sl.created).toContain('-brand-fxa.gender');
    const body = (await pull(env, 'locales=sl&format=fluent')).json();
    expect(body.files[0].content).toBe(SL);
    const source = (await pull(env, 'locales=en&format=fluent')).json();
    expect(source.files[0].content).toBe(EN);
  });

  it('a message attribute the source lacks is still reported as ignored', async () => {
    const env = await setup({ project: { locales: ['en', 'sl'] } });
    const pushed = (
      await pushFluent(env, [
        { locale: 'en', content: 'hello = Hello\n' },
        { locale: 'sl', content: 'hello = Živjo\n    .title = Pozdrav\n' },
      ])
    ).json();
    expect(pushed.plan.find((p: { locale: string }) => p.locale === 'sl').ignored).toEqual(['hello.title']);
  });
});
