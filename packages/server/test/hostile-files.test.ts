import { describe, expect, it } from 'vitest';
import { pull, setup, signed, type TestEnv } from './helpers.ts';

async function pushFile(
  env: TestEnv,
  file: { locale?: string; path: string; format: string; content: string },
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
    payload: { files: [{ locale: 'en', ...file }] },
  });
}

const deepJson = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
const XLIFF_BAD_REF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" datatype="plaintext" original="messages">
    <body>
      <trans-unit id="greeting" resname="greeting">
        <source>Hi &#x110000;</source>
      </trans-unit>
    </body>
  </file>
</xliff>
`;
const ANDROID_BAD_REF = `<?xml version="1.0" encoding="utf-8"?>
<resources>
  <string name="greeting">Hi &#x110000;</string>
</resources>
`;

describe('malformed file content is a 400 naming the file, never a 500', () => {
  it.each([
    ['json', 'locales/en.json', deepJson],
    ['arb', 'lib/l10n/app_en.arb', deepJson],
    ['xliff', 'translations/messages.en.xlf', XLIFF_BAD_REF],
    ['android', 'res/values/strings.xml', ANDROID_BAD_REF],
    // Ten million blank lines: the yaml package spent 128 s on them; LIMITS.maxLines refuses them first.
    ['yaml', 'config/locales/en.yml', `en:\n${'\n'.repeat(10_000_000)}  greeting: Hi\n`],
  ])('%s: %s', async (format, path, content) => {
    const env = await setup();
    const res = await pushFile(env, { path, format, content });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('invalid_file');
    expect(error.message).toContain(path);
    expect(error.details[0].location).toBe('body.files[0].content');
    expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
  });

  it('a key of 20,000 dot-separated segments is refused at push or when pulled nested, with a 400', async () => {
    const env = await setup();
    const key = Array.from({ length: 20_000 }, (_, i) => `s${i % 10}`).join('.');
    const pushed = await pushFile(env, {
      path: 'locales/en.json',
      format: 'json',
      content: JSON.stringify({ [key]: 'deep', short: 'ok' }),
    });
    if (pushed.statusCode === 400) {
      expect(pushed.json().error.code).toBe('invalid_file');
      expect(pushed.json().error.message).toContain('locales/en.json');
      return;
    }
    expect(pushed.statusCode).toBe(200);
    const nested = await pull(env, 'locales=en&structure=nested');
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.code).toMatch(/^(validation_failed|invalid_file)$/);
  });
});
