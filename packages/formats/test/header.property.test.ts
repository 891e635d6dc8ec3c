import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastBlankLineEnd } from '../src/shared/header.ts';

/**
 * The header of a `.strings` or `.properties` file ends at its leading comment's last blank line.
 * It was found with a lookahead tried at every line break, quadratic in the comment's length; the
 * scan that replaced it must find the same end on every text.
 */
function byLookahead(text: string): number {
  const blank = /\r?\n[ \t]*\r?\n(?![\s\S]*\r?\n[ \t]*\r?\n)/.exec(text);
  return blank === null ? -1 : blank.index + blank[0].length;
}

// Texts made of what the pattern looks at, in runs, so that blank lines of every spelling occur.
const piece = fc.constantFrom(
  '\n',
  '\r',
  '\r\n',
  ' ',
  '\t',
  '#',
  'a',
  '/*',
  '*/',
  '\n\n',
  '\r\n\r\n',
  '\n \t\n',
);
const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('lastBlankLineEnd', () => {
  it('ends where the lookahead it replaced ended, on any text', () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(lastBlankLineEnd(t)).toBe(byLookahead(t));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['', -1],
    ['# a\n# b\n', -1],
    ['# a\n\n', 5],
    ['\n\n\n', 2],
    ['# a\r\n \t\r\n# b\n', 9],
    ['# a\r\r\n# b\n', -1],
    ['# a\n\n# b\n\n# c\n', 10],
  ])('%j: %i', (t, end) => {
    expect(lastBlankLineEnd(t)).toBe(end);
    expect(byLookahead(t)).toBe(end);
  });
});
