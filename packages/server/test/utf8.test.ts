import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidUtf8Ranges } from '../src/http/utf8.ts';
import { setup, signed, type TestEnv } from './helpers.ts';

/** A push body whose second file holds `Gr\xFC\xDFe` (Latin-1 bytes, not UTF-8) on its line 2. */
function latin1Body(): Buffer {
  const head = Buffer.from(
    JSON.stringify({
      files: [
        { locale: 'en', path: 'locales/en.json', format: 'json', content: '{\n  "hi": "Greeting"\n}\n' },
        { locale: 'de', path: 'locales/de.json', format: 'json', content: '{\n  "hi": "GrMARKe"\n}\n' },
      ],
    }),
  );
  const at = head.indexOf('MARK');
  return Buffer.concat([head.subarray(0, at), Buffer.from([0xfc, 0xdf]), head.subarray(at + 4)]);
}

async function pushRaw(env: TestEnv, body: Buffer, headers: Record<string, string> = {}) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

/** Valid UTF-8 pieces (every plane) mixed with arbitrary bytes, so both outcomes are common. */
const bytesNearUtf8 = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 3 }).map((s) => new Uint8Array(Buffer.from(s))),
      fc.uint8Array({ maxLength: 2 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => new Uint8Array(Buffer.concat(parts)));

describe('invalid UTF-8 in a body', () => {
  it('is a 400 invalid_file naming the file and line, and nothing is stored', async () => {
    const env = await setup();
    const res = await pushRaw(env, latin1Body());
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('invalid_file');
    expect(error.message).toContain('locales/de.json:2');
    expect(error.details).toEqual([
      { location: 'body.files[1].content', message: expect.stringContaining('UTF-8') },
    ]);
    expect(await env.storage.listTranslations(env.project.id, {})).toEqual([]);
  });

  it('is found after gzip decoding too', async () => {
    const env = await setup();
    const res = await pushRaw(env, gzipSync(latin1Body()), { 'content-encoding': 'gzip' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].location).toBe('body.files[1].content');
  });

  it('names the JSON path outside files, and the byte offset where the JSON breaks', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const phrase = Buffer.concat([
      Buffer.from('{"projectKey":"demo","phrases":[{"sourceText":"a'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}]}'),
    ]);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      headers: { 'content-type': 'application/json' },
      payload: phrase,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details[0].location).toBe('body.phrases[0].sourceText');
    const broken = Buffer.concat([Buffer.from('{"projectKey":'), Buffer.from([0xff]), Buffer.from('}')]);
    const res2 = await env.app.inject({
      method: 'POST',
      url: '/api/v1/phrases/batch-extract',
      headers: { 'content-type': 'application/json' },
      payload: broken,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.message).toContain('offset 14');
  });

  it('valid UTF-8 (every code point, U+FFFD itself included) is stored as sent', async () => {
    const env = await setup();
    const res = await pushRaw(
      env,
      Buffer.from(
        JSON.stringify({
          files: [
            { locale: 'en', path: 'en.json', format: 'json', content: '{"a": "Grüße \uFFFD 😀 \u{10FFFF}"}' },
          ],
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
    const pulled = await env.storage.pullEntries(env.project, 'en', 'approved');
    expect(pulled.get('a')).toBe('Grüße \uFFFD 😀 \u{10FFFF}');
  });

  it('the scanner agrees with the fatal TextDecoder on arbitrary bytes', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(bytesNearUtf8, (bytes) => {
        let valid = true;
        try {
          fatal.decode(bytes);
        } catch {
          valid = false;
        }
        expect(invalidUtf8Ranges(bytes).length === 0).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the JSON body parser that replaced Fastify’s', () => {
  it('still refuses an empty body and __proto__ / constructor.prototype keys with a 400 in the error shape', async () => {
    const env = await setup({ project: { extraction: { extractPhrases: true } } });
    const send = (payload: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/phrases/batch-extract',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
    for (const body of [
      '{"projectKey":"demo","phrases":[{"sourceText":"a"}],"__proto__":{"polluted":true}}',
      '{"projectKey":"demo","phrases":[{"sourceText":"a"}],"constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const res = await send(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const ok = await send('{"projectKey":"demo","phrases":[{"sourceText":"Grüße"}]}');
    expect(ok.statusCode).toBe(200);
  });
});
