import { getFormat } from '@locale-sync/formats';
import { HEADER_FILES_LAST, pullResponseSchema } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { checkRenderable, PULL_CHUNK_CHARS, type PullRender, pullBody } from '../src/routes/pull-body.ts';
import { pull, push, setup } from './helpers.ts';

/** A render of `count` locales of one resource, counting how many files the format serialized. */
function counted(count: number, structure: 'flat' | 'nested' = 'flat', format = 'json', textLength = 40_000) {
  const real = getFormat(format);
  const calls = { serialized: 0 };
  // en-AA, en-AB, …: valid codes, as the answer's schema wants.
  const locales = Array.from(
    { length: count },
    (_, i) => `en-${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}`,
  );
  const render: PullRender = {
    head: { sourceLocale: 'en', sourceKeys: 2, obsoleteKeys: [] },
    pulled: [
      {
        resource: '',
        sourceKeys: 2,
        obsoleteKeys: [],
        entries: new Map(locales.map((l) => [l, new Map([['a.b', `${l} ${'x'.repeat(textLength)}`]])])),
      },
    ],
    locales,
    format: {
      ...real,
      serialize: (entries, options) => {
        calls.serialized++;
        return real.serialize(entries, options);
      },
    },
    formatName: format,
    structure,
  };
  return { render, calls };
}

describe('pull answer, streamed', () => {
  it('renders each file only when the reader takes the one before', async () => {
    const { render, calls } = counted(50);
    const body = pullBody(render);
    const chunks: Buffer[] = [];
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      // Never more than the files read and the few (of 40 KB) the stream's 64 KiB buffer holds ahead.
      const read = chunks.reduce((sum, c) => sum + c.length, 0);
      expect(calls.serialized).toBeLessThanOrEqual(Math.ceil(read / 40_000) + 3);
    }
    expect(calls.serialized).toBe(50);
    const answer = pullResponseSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    expect(answer.files).toHaveLength(50);
    // `files` is the last member, as the header promises.
    expect(Object.keys(JSON.parse(Buffer.concat(chunks).toString('utf8'))).at(-1)).toBe('files');
  });

  it('sends small files together, in chunks of at least PULL_CHUNK_CHARS but the last', async () => {
    // 200 files of about 1 KB: one write each before, about four chunks now.
    const { render } = counted(200, 'flat', 'json', 1000);
    const chunks: Buffer[] = [];
    for await (const chunk of pullBody(render)) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil((200 * 1000) / PULL_CHUNK_CHARS) + 1);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(PULL_CHUNK_CHARS);
    const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { files: Array<{ locale: string }> };
    expect(answer.files.map((f) => f.locale)).toEqual(render.locales);
  });

  it('checks a JSON pull once per resource, with the keys alone, before any byte', () => {
    const { render, calls } = counted(50);
    checkRenderable(render);
    expect(calls.serialized).toBe(1);
    const other = counted(3, 'flat', 'yaml');
    checkRenderable(other.render);
    expect(other.calls.serialized).toBe(3);
  });

  it('refuses a render that cannot be, before the stream starts', () => {
    const { render } = counted(2, 'nested');
    const first = render.pulled[0]?.entries.get('en-AB');
    first?.set('a', 'collides with a.b');
    expect(() => checkRenderable(render)).toThrow(ApiError);
    expect(() => checkRenderable(render)).toThrow(/cannot render en-AA as nested/);
  });

  it('answers with the header, files last', async () => {
    const env = await setup();
    await push(env, [{ locale: 'en', content: { a: 'A' } }]);
    const res = await pull(env, 'locales=en,de');
    expect(res.statusCode).toBe(200);
    expect(res.headers[HEADER_FILES_LAST]).toBe('true');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).at(-1)).toBe('files');
    expect(pullResponseSchema.parse(res.json()).files.map((f) => f.locale)).toEqual(['en', 'de']);
  });
});
