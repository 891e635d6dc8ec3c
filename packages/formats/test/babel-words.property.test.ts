import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitBabelWords } from '../src/formats/po/babel-words.ts';

// Babel's `WORD_SEP` as a regular expression (babel/messages/pofile.py), the oracle the scan must
// agree with on every input.
const WORD_SEP =
  /(\s+|[^\s\p{L}\p{N}_]*[\p{L}\p{N}_]+[a-zA-Z]-(?=[\p{L}\p{N}_]+[a-zA-Z])|(?<=[\p{L}\p{N}_!"'&.,?])-{2,}(?=[\p{L}\p{N}_]))/u;

describe("Babel's word split", () => {
  it('gives what splitting by the pattern gives', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        'é',
        '7',
        '_',
        ' ',
        '\t',
        '\n',
        '-',
        '--',
        '!',
        '"',
        "'",
        '.',
        ',',
        '?',
        '(',
        '😀',
        '日',
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (line) => {
        expect(splitBabelWords(line)).toEqual(line.split(WORD_SEP));
      }),
      { numRuns: 3000 },
    );
  });

  it('splits hyphenated words, em-dashes and spaces as Babel does', () => {
    expect(splitBabelWords('a well-known fact--done (co-op)')).toEqual([
      'a',
      ' ',
      '',
      'well-',
      'known',
      ' ',
      'fact',
      '--',
      'done',
      ' ',
      '',
      '(co-',
      'op)',
    ]);
    expect(splitBabelWords('')).toEqual(['']);
  });
});
