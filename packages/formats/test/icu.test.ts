import { parse } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSimple } from '../src/checks/icu.ts';

/** The parser's elements without locations, for comparison with the fast path. */
const parsed = (text: string) => parse(text, { ignoreTag: true });

describe('the fast path for plain ICU texts', () => {
  it.each(['', 'Hello', 'Hello {name}', '{ name } has {count} things: {0}!', 'Grüße, {имя} 👋'])(
    'reads %j exactly as the parser does',
    (text) => {
      expect(parseSimple(text)).toEqual(parsed(text));
    },
  );

  it.each([
    "It's {name}",
    '{count, plural, one {# item} other {# items}}',
    '{{name}}',
    '<b>{name}</b>',
    '{na me}',
    'a}b',
  ])('leaves %j to the parser', (text) => {
    expect(parseSimple(text)).toBeUndefined();
  });

  it('agrees with the parser on random texts of literals, braces and argument names', () => {
    const piece = fc.oneof(
      fc.constantFrom('Hello ', ' ', 'ü', '👋', '}', '{', ',', '.', 'x'),
      fc.stringMatching(/^\{ ?[a-z0-9_]{1,6} ?\}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        const fast = parseSimple(text);
        if (fast === undefined) return;
        let expected: unknown;
        try {
          expected = parsed(text);
        } catch {
          expected = 'parser error';
        }
        expect(fast).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
