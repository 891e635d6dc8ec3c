import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EnvelopeError, type EnvelopePart, EnvelopeSplitter, readEnvelope } from '../src/envelope.ts';

const OPTIONS = { itemsKey: 'files', maxItemBytes: 1024, maxMemberBytes: 256 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Every part of `body` fed in chunks of `size` bytes, values parsed. */
function split(body: string, size: number, options = OPTIONS) {
  const bytes = new TextEncoder().encode(body);
  const splitter = new EnvelopeSplitter(options);
  const parts: EnvelopePart[] = [];
  for (let at = 0; at < bytes.length; at += size)
    parts.push(...splitter.write(bytes.subarray(at, at + size)));
  splitter.end();
  return parts.map((p) =>
    p.kind === 'end-items' ? p : { ...p, bytes: undefined, value: JSON.parse(text(p.bytes)) as unknown },
  );
}

describe('readEnvelope', () => {
  const body = JSON.stringify(
    {
      sourceLocale: 'en',
      obsoleteKeys: ['a}', 'b]"'],
      files: [
        { locale: 'de', content: '{\n  "x": "y \\" } ] ,"\n}\n', keys: 1 },
        { locale: 'fr', content: 'é ☃ 😀', keys: 0 },
      ],
      dryRun: true,
      n: -1.5e3,
      nothing: null,
    },
    null,
    1,
  );
  const expected = [
    { kind: 'member', key: 'sourceLocale', value: 'en' },
    { kind: 'member', key: 'obsoleteKeys', value: ['a}', 'b]"'] },
    { kind: 'item', key: 'files', index: 0, value: JSON.parse(body).files[0] },
    { kind: 'item', key: 'files', index: 1, value: JSON.parse(body).files[1] },
    { kind: 'end-items', key: 'files', count: 2 },
    { kind: 'member', key: 'dryRun', value: true },
    { kind: 'member', key: 'n', value: -1500 },
    { kind: 'member', key: 'nothing', value: null },
  ];

  it('hands out each member and each element of the streamed array, whatever the chunk size', () => {
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const parts = split(body, size).map((p) => ({ ...p, bytes: undefined }));
      expect(parts.map(({ bytes: _, ...p }) => p)).toEqual(expected);
    }
  });

  it('yields an element as soon as its bytes are in, before the body ends', async () => {
    const seen: string[] = [];
    async function* chunks() {
      yield new TextEncoder().encode('{"files":[{"a":1},');
      seen.push('second chunk asked for');
      yield new TextEncoder().encode('{"a":2}]}');
    }
    for await (const part of readEnvelope(chunks(), OPTIONS)) seen.push(part.kind);
    expect(seen).toEqual(['item', 'second chunk asked for', 'item', 'end-items']);
  });

  it('reads an empty array and an empty object', () => {
    expect(split('{"files":[]}', 1)).toEqual([{ kind: 'end-items', key: 'files', count: 0 }]);
    expect(split(' {} ', 1)).toEqual([]);
  });

  it('refuses a body cut short, with the element it was in', () => {
    for (const cut of ['', '{', '{"files":[{"a":1}', '{"files":[{"a":"x', '{"files":[]', '{"a":tru']) {
      expect(() => split(cut, 3)).toThrow(EnvelopeError);
    }
    try {
      split('{"files":[{"a":1},{"b":', 4);
    } catch (err) {
      expect((err as EnvelopeError).location).toBe('body.files[1]');
    }
  });

  it('refuses what is not one JSON object', () => {
    for (const bad of [
      '[1]',
      '"x"',
      '{"a" 1}',
      '{"a":1 "b":2}',
      '{"a":1}{}',
      '{"files":[1 2]}',
      '{"a":,}',
      '{1:2}',
    ]) {
      expect(() => split(bad, 2), bad).toThrow(EnvelopeError);
    }
  });

  it('refuses a member named twice', () => {
    expect(() => split('{"files":[],"files":[]}', 5)).toThrow(/twice/);
  });

  it('refuses an element or a member over its bound as soon as it passes it', () => {
    const splitter = new EnvelopeSplitter({ ...OPTIONS, maxItemBytes: 10 });
    splitter.write(new TextEncoder().encode('{"files":[{"a":"12'));
    let error: unknown;
    try {
      splitter.write(new TextEncoder().encode('3456789"'));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(error).toMatchObject({ reason: 'too_large', location: 'body.files[0]' });
    expect(() => split(`{"source":"${'x'.repeat(300)}"}`, 50)).toThrow(/over 256 bytes/);
  });
});

describe('EnvelopeSplitter over any JSON', () => {
  // Strings full of what the scanner must step over: quotes, backslashes (escaped, so runs of them
  // end next to a quote), brackets and commas, and characters of several UTF-8 lengths.
  const tricky = fc.string({
    unit: fc.constantFrom('"', '\\', '\\"', '{', '}', '[', ']', ',', ':', 'a', ' ', 'é', '😀', '\n'),
    maxLength: 40,
  });
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: 'small' },
      tricky,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('any'), { maxLength: 4 }),
      fc.dictionary(tricky, tie('any'), { maxKeys: 4 }),
    ),
  })).any;

  it('hands out every member and element as its JSON, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.dictionary(tricky, value, { maxKeys: 4 }),
        fc.array(value, { maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 2),
        (members, files, cuts, indent) => {
          // `files` is the streamed array; the other members come before it, whatever their names.
          const { files: _, ...rest } = members as Record<string, unknown>;
          const body = JSON.stringify({ ...rest, files }, null, indent);
          const bytes = new TextEncoder().encode(body);
          const splitter = new EnvelopeSplitter({
            itemsKey: 'files',
            maxItemBytes: bytes.length,
            maxMemberBytes: bytes.length,
          });
          const parts: EnvelopePart[] = [];
          let at = 0;
          for (let k = 0; at < bytes.length; k++) {
            const size = cuts[k % cuts.length] as number;
            parts.push(...splitter.write(bytes.subarray(at, at + size)));
            at += size;
          }
          splitter.end();
          const got: Record<string, unknown> = {};
          const items: unknown[] = [];
          for (const p of parts) {
            if (p.kind === 'member') got[p.key] = JSON.parse(text(p.bytes));
            else if (p.kind === 'item') items.push(JSON.parse(text(p.bytes)));
          }
          expect(got).toEqual(rest);
          expect(items).toEqual(files);
          expect(parts.at(-1)).toEqual({ kind: 'end-items', key: 'files', count: files.length });
        },
      ),
      { numRuns: 500 },
    );
  });
});
