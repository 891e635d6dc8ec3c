import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/** Texts with the characters that break hand-written escapers: quotes, backslashes, line breaks, markup. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '\\',
      '"',
      "'",
      '\n',
      '\r',
      '\t',
      ' ',
      '=',
      ':',
      '#',
      '!',
      '@',
      '?',
      '<',
      '>',
      '&',
      ';',
      '%',
      '{',
      '}',
      'u',
      'U',
      '/',
      '*',
    ),
    fc.constantFrom('a', 'Z', '0', 'é', 'ß', '✓', '😀', '日', '\u0007', '\u00a0'),
  ),
  maxLength: 24,
});
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);

function entriesOf(keys: fc.Arbitrary<string>): fc.Arbitrary<Entries> {
  return fc
    .uniqueArray(fc.tuple(keys, text), { selector: ([key]) => key, maxLength: 6 })
    .map((pairs) => new Map(pairs));
}

const cases: Array<[string, fc.Arbitrary<string>]> = [
  ['properties', fc.string({ minLength: 1, maxLength: 12 })],
  ['strings', fc.string({ minLength: 1, maxLength: 12 })],
  ['po', name],
  ['arb', name],
  ['json', name],
  ['yaml', name],
  ['xliff', name],
];

describe('any texts survive a write and a read', () => {
  for (const [format, keys] of cases) {
    it(format, () => {
      const f = getFormat(format);
      fc.assert(
        fc.property(entriesOf(keys), (entries) => {
          const written = f.serialize(entries, { structure: 'flat' });
          expect([...f.parse(written)]).toEqual([...entries]);
          expect(f.serialize(f.parse(written), { structure: 'flat' })).toBe(written);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('android', () => {
    const f = getFormat('android');
    fc.assert(
      fc.property(entriesOf(name), (entries) => {
        const written = f.serialize(entries, { structure: 'flat' });
        expect([...f.parse(written)]).toEqual([...entries]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('any texts written over any existing file read back as written', () => {
  for (const [format, keys] of [...cases, ['android', name] as [string, fc.Arbitrary<string>]]) {
    it(format, () => {
      const f = getFormat(format);
      fc.assert(
        fc.property(entriesOf(keys), entriesOf(keys), (before, after) => {
          const existing = f.serialize(before, { structure: 'flat' });
          const out = renderOver(f, after, 'flat', existing);
          // Keys the file had keep their place; new ones follow in the order given.
          const expected = [...before.keys()].filter((key) => after.has(key));
          for (const key of after.keys()) if (!before.has(key)) expected.push(key);
          expect([...f.parse(out)]).toEqual(expected.map((key) => [key, after.get(key)]));
          expect(renderOver(f, after, 'flat', out)).toBe(out);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe('yaml, with the texts YAML finds awkward', () => {
  const awkward = fc.string({
    unit: fc.constantFrom(
      ' ',
      '\n',
      '\t',
      'a',
      '#',
      ':',
      '-',
      '"',
      "'",
      '|',
      '>',
      '\\',
      '%',
      '@',
      '&',
      '*',
      '!',
      '?',
      '{',
      '[',
      ',',
      '\u00a0',
      '\r',
    ),
    maxLength: 10,
  });
  const yamlEntries = fc
    .dictionary(fc.constantFrom('a', 'b', 'c.d', '1', 'yes', 'on'), awkward)
    .map((record) => new Map(Object.entries(record)));

  it('round-trips nested and flat under a locale root, and over any existing file', () => {
    const f = getFormat('yaml');
    fc.assert(
      fc.property(yamlEntries, yamlEntries, (before, after) => {
        for (const structure of ['flat', 'nested'] as const) {
          const written = f.serialize(before, { structure, locale: 'de' });
          expect(new Map(f.parse(written))).toEqual(before);
          const over = renderOver(f, after, structure, written);
          expect(new Map(f.parse(over))).toEqual(after);
        }
      }),
      { numRuns: 500 },
    );
  });
});
