import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pull, setup, signed, type TestEnv } from './helpers.ts';

// Tusky's Android resources (excerpts, see formats' fixtures/SOURCES.md): English holds
// `hint_describe_for_visually_impaired` as a <plurals> of its `other` item alone; Slovak gives it
// one, few and other, German one and other. Those forms are the translators' and must survive.
const TUSKY = resolve(import.meta.dirname, '../../formats/test/fixtures/tusky');
const read = (folder: string) => readFileSync(resolve(TUSKY, folder, 'strings.xml'), 'utf8');

function pushAndroid(env: TestEnv, files: Array<{ locale: string; folder: string }>) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: `app/src/main/res/${f.folder}/strings.xml`,
        format: 'android',
        content: read(f.folder),
      })),
    },
  });
}

describe('plural forms past a source group of `other` alone (Android)', () => {
  it('are stored and pulled back', async () => {
    const env = await setup({ project: { locales: ['en', 'sk', 'de'] } });
    const pushed = (
      await pushAndroid(env, [
        { locale: 'en', folder: 'values' },
        { locale: 'sk', folder: 'values-sk' },
        { locale: 'de', folder: 'values-de' },
      ])
    ).json();
    const plan = (locale: string) => pushed.plan.find((p: { locale: string }) => p.locale === locale);
    expect(plan('sk').ignored).toEqual([]);
    expect(plan('de').ignored).toEqual([]);
    expect(plan('sk').created).toEqual(
      expect.arrayContaining([
        'hint_describe_for_visually_impaired[one]',
        'hint_describe_for_visually_impaired[few]',
        'hint_describe_for_visually_impaired[other]',
      ]),
    );
    const sk = (await pull(env, 'locales=sk&format=android')).json().files[0].content as string;
    expect(sk).toContain(
      '    <plurals name="hint_describe_for_visually_impaired">\n' +
        '        <item quantity="one">Popis pre zrakovo postihnutých \\n(limit %1$d znak)</item>\n' +
        '        <item quantity="few">Popis pre zrakovo postihnutých \\n(limit %1$d znaky)</item>\n' +
        '        <item quantity="other">Popis pre zrakovo postihnutých \\n(limit %1$d znakov)</item>\n' +
        '    </plurals>\n',
    );
    const de = (await pull(env, 'locales=de&format=android')).json().files[0].content as string;
    expect(de).toContain(
      '<item quantity="one">Inhalt für Menschen mit Sehbehinderung beschreiben (%1$d Zeichen)</item>',
    );
    // Not a source string: the source's pull keeps its one form.
    const en = (await pull(env, 'locales=en&format=android')).json().files[0].content as string;
    expect(en).not.toContain('quantity="one">Describe');
    // A second push of the same files changes nothing.
    const again = (
      await pushAndroid(env, [
        { locale: 'en', folder: 'values' },
        { locale: 'sk', folder: 'values-sk' },
        { locale: 'de', folder: 'values-de' },
      ])
    ).json();
    expect(again.keys).toMatchObject({ created: 0, updated: 0, obsolete: 0, ignored: 0 });
  });

  it('a form beside a source `other` alone needs its group whole in the translation', async () => {
    const env = await setup({ project: { locales: ['en', 'de', 'fr'] } });
    const file = (locale: string, content: string) => ({
      locale,
      path: `${locale}.json`,
      format: 'json',
      content,
    });
    const pushed = (
      await env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
        payload: {
          files: [
            file('en', '{"label_other":"Other","tag_other":"Tag"}\n'),
            file('de', '{"label_other":"Andere","label_one":"Eine"}\n'),
            file('fr', '{"tag_one":"Une"}\n'),
          ],
        },
      })
    ).json();
    const plan = (locale: string) => pushed.plan.find((p: { locale: string }) => p.locale === locale);
    expect(plan('de').ignored).toEqual([]);
    expect(plan('fr').ignored).toEqual(['tag_one']);
  });
});
