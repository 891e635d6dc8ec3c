import { describe, expect, it } from 'vitest';
import { pull, push, setup } from './helpers.ts';

// en has two plural forms, ru four: items_few and items_many exist only in the Russian file.
const EN = { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items' };
const RU = {
  title: 'Корзина',
  items_one: '{{count}} товар',
  items_few: '{{count}} товара',
  items_many: '{{count}} товаров',
  items_other: '{{count}} товара',
};
const ruFile = (data: Record<string, string>) => `${JSON.stringify(data, null, 2)}\n`;

async function ruProject() {
  return setup({ project: { locales: ['en', 'de', 'ru'] } });
}

describe('plural forms only a translation has', () => {
  it('are stored and pulled back byte-identical, grouped with their source forms', async () => {
    const env = await ruProject();
    const pushed = (
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'ru', content: RU },
      ])
    ).json();
    const ru = pushed.plan.find((p: { locale: string }) => p.locale === 'ru');
    expect(ru.ignored).toEqual([]);
    expect(ru.created).toEqual(['title', 'items_one', 'items_few', 'items_many', 'items_other']);
    const body = (await pull(env, 'locales=ru')).json();
    expect(body.files[0].content).toBe(ruFile(RU));
    const again = (
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'ru', content: RU },
      ])
    ).json();
    expect(again.keys).toMatchObject({ created: 0, updated: 0, obsolete: 0, ignored: 0 });
  });

  it('are not source strings: not in the source pull, not in other locales, not served by the SDK API', async () => {
    const env = await ruProject();
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'ru', content: RU },
    ]);
    const source = (await pull(env, 'locales=en')).json();
    expect(JSON.parse(source.files[0].content)).toEqual(EN);
    const de = (await pull(env, 'locales=de&status=all')).json();
    expect(de.files[0].content).toBe('{}\n');
    const sdk = await env.app.inject({ method: 'GET', url: `/api/v1/translate/${env.project.key}/ru` });
    // Keyed by source text: "{{count}} items" is items_other's, never a variant's.
    expect(sdk.json().translations['{{count}} items']).toBe('{{count}} товара');
  });

  it('end with their group: removing items_other from the source drops them from the pull', async () => {
    const env = await ruProject();
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'ru', content: RU },
    ]);
    await push(env, [{ locale: 'en', content: { title: 'Cart' } }]);
    const body = (await pull(env, 'locales=ru')).json();
    expect(JSON.parse(body.files[0].content)).toEqual({ title: 'Корзина' });
    // Back again: the group returns, and so do the variants when the translation sends them.
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'ru', content: RU },
    ]);
    expect((await pull(env, 'locales=ru')).json().files[0].content).toBe(ruFile(RU));
  });

  it('still ignores keys that belong to no source plural group', async () => {
    const env = await ruProject();
    const pushed = (
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'ru', content: { title: 'Корзина', typo_few: 'x', title_few: 'y' } },
      ])
    ).json();
    const ru = pushed.plan.find((p: { locale: string }) => p.locale === 'ru');
    expect(ru.ignored).toEqual(['typo_few', 'title_few']);
  });
});

describe('a source key that becomes a plural form only a translation has', () => {
  it('lives on as that form, and pushing the same files again changes nothing', async () => {
    const env = await ruProject();
    await push(env, [
      { locale: 'en', content: { ...EN, items_few: 'few items' } },
      { locale: 'ru', content: RU },
    ]);
    await push(env, [
      { locale: 'en', content: EN },
      { locale: 'ru', content: RU },
    ]);
    expect((await pull(env, 'locales=ru')).json().files[0].content).toBe(ruFile(RU));
    const again = (
      await push(env, [
        { locale: 'en', content: EN },
        { locale: 'ru', content: RU },
      ])
    ).json();
    expect(again.keys).toMatchObject({ created: 0, updated: 0, obsolete: 0 });
    expect((await pull(env, 'locales=ru')).json().files[0].content).toBe(ruFile(RU));
  });
});
