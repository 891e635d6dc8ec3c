// Django keeps its source locale as a catalog with empty msgstr (locale/en/LC_MESSAGES/django.po):
// the service stores what gettext shows, the msgids, never an empty source text for every key.
import { pullResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { pull, setup, signed } from './helpers.ts';

const EN = `msgid ""
msgstr ""
"Language: en\\n"

msgid "Welcome, %(name)s"
msgstr ""

msgid "%(count)s page"
msgid_plural "%(count)s pages"
msgstr[0] ""
msgstr[1] ""
`;

const DE = `msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Welcome, %(name)s"
msgstr ""
`;

describe('a gettext source catalog with empty msgstr', () => {
  it('is stored with its msgids as the source texts; a translation with empty msgstr stays a gap', async () => {
    const env = await setup();
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: {
        files: [
          { locale: 'en', path: 'locale/en/LC_MESSAGES/django.po', format: 'po', content: EN },
          { locale: 'de', path: 'locale/de/LC_MESSAGES/django.po', format: 'po', content: DE },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = pullResponseSchema.parse((await pull(env, 'locales=en,de&format=json')).json());
    const texts = Object.fromEntries(answer.files.map((f) => [f.locale, JSON.parse(f.content)]));
    expect(texts.en).toEqual({
      'Welcome, %(name)s': 'Welcome, %(name)s',
      '%(count)s page[msgid_plural]': '%(count)s pages',
      '%(count)s page[0]': '%(count)s page',
      '%(count)s page[1]': '%(count)s pages',
    });
    expect(texts.de?.['Welcome, %(name)s'] ?? '').toBe('');
  });
});
