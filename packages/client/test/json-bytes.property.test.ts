import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonStringBytes } from '../src/json-bytes.ts';

const encoder = new TextEncoder();

/** What the body wrote before: `before`, `JSON.stringify` of the decoded text, `after`, as UTF-8. */
function expected(text: string, before: string, after: string): Buffer {
  return Buffer.from(before + JSON.stringify(text) + after, 'utf8');
}

function written(text: string, before: string, after: string): Buffer {
  return Buffer.from(jsonStringBytes(encoder.encode(text), encoder.encode(before), encoder.encode(after)));
}

describe('jsonStringBytes', () => {
  it('writes the same bytes whatever size of slice the text is escaped in', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: 9 }), (raw, slice) => {
        const text = Buffer.from(raw, 'utf8').toString('utf8');
        const bytes = Buffer.from(
          jsonStringBytes(encoder.encode(text), encoder.encode('['), encoder.encode(']'), slice),
        );
        expect(bytes.equals(expected(text, '[', ']'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the bytes of JSON.stringify for any text (lone surrogates read as UTF-8 reads them)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), fc.string(), (raw, before, after) => {
        const text = Buffer.from(raw, 'utf8').toString('utf8');
        expect(written(text, before, after).equals(expected(text, before, after))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes long runs with no escape and escapes at their edges as JSON.stringify does', () => {
    const escapes = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).concat(['"', '\\']);
    const runs = [
      'a'.repeat(70_000),
      'é'.repeat(40_000),
      '日本'.repeat(30_000),
      '🎉'.repeat(20_000),
      '\u007f\u0080\u00ff',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom(...runs), fc.constantFrom(...escapes), fc.string({ unit: 'binary' })),
          {
            maxLength: 12,
          },
        ),
        (parts) => {
          const text = Buffer.from(parts.join(''), 'utf8').toString('utf8');
          expect(written(text, '{"content":', '}').equals(expected(text, '{"content":', '}'))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes a file of every escape, every character below U+0800, and one with none', () => {
    const every = Array.from({ length: 0x800 }, (_, i) => String.fromCharCode(i)).join('');
    const plain = 'x'.repeat(1 << 20);
    for (const text of [every, every.repeat(3), plain, `"${plain}\\`, `\n${plain}\n`, '']) {
      expect(written(text, '', '').equals(expected(text, '', ''))).toBe(true);
    }
    // The escapes themselves, as JSON.stringify writes them: short ones and \u00XX in lower case.
    expect(written('\u0000\u001f\b\t\n\f\r"\\', '[', ']').toString('utf8')).toBe(
      '["\\u0000\\u001f\\b\\t\\n\\f\\r\\"\\\\"]',
    );
  });
});
