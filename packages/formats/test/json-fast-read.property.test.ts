import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FormatWarning } from '../src/contract.ts';
import { readJsonFast } from '../src/formats/json/fast-read.ts';
import { readJsonDocument, readJsonEntries } from '../src/formats/json/read.ts';
import { detectJsonStyle, styleOfDocument } from '../src/formats/json/write.ts';
import type { Entries } from '../src/model.ts';

/**
 * The fast reader either reads a file exactly as the full reader does, without a warning, or gives
 * up (undefined) so that the full reader reads it: never a different answer, never a silence where
 * the full reader warns or fails.
 */

type Value = string | number | null | boolean | Value[] | Member[];
type Member = [string, Value];

const name = fc.oneof(
  fc.constantFrom('a', 'b', 'a.b', '__proto__', 'constructor', '', '0', '10', '01', 'x:y', ':', '\\u003a'),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const text = fc.oneof(fc.constantFrom('', ':', 'a: b', '{name}', '\\', '"'), fc.string({ maxLength: 6 }));
const { value } = fc.letrec<{ value: Value; object: Member[] }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    tie('object'),
    fc.constantFrom(1, null, true),
    fc.array(text, { maxLength: 2 }),
  ),
  object: fc.array(fc.tuple(name, tie('value')), { maxLength: 5 }) as fc.Arbitrary<Member[]>,
}));
const space = fc.constantFrom('', ' ', '\n  ', '\t');

/** Writes members as JSON by hand, so a name can be written twice; colons escaped now and then. */
function write(v: Value, gap: string, escapeColons: boolean): string {
  const str = (s: string) => {
    const json = JSON.stringify(s);
    return escapeColons ? json.replaceAll(':', '\\u003a') : json;
  };
  if (typeof v === 'string') return str(v);
  if (!Array.isArray(v) || (v.length > 0 && !Array.isArray(v[0]))) return JSON.stringify(v);
  const members = v as Member[];
  return `{${gap}${members.map(([k, x]) => `${str(k)}${gap}:${gap}${write(x, gap, escapeColons)}`).join(`,${gap}`)}${gap}}`;
}

function full(content: string): { entries?: Entries; error?: string; warnings: FormatWarning[] } {
  const warnings: FormatWarning[] = [];
  try {
    return {
      entries: readJsonEntries(readJsonDocument(content), { warn: (w) => warnings.push(w) }),
      warnings,
    };
  } catch (err) {
    return { error: String(err), warnings };
  }
}

describe('the fast JSON reader', () => {
  it('reads what the full reader reads without a warning, and gives up on everything else', () => {
    let read = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, value), { maxLength: 6 }),
        space,
        fc.boolean(),
        fc.boolean(),
        (root, gap, escapeColons, bom) => {
          const content = `${bom ? '\uFEFF' : ''}${write(root as Value, gap, escapeColons)}`;
          const fast = readJsonFast(content);
          const expected = full(content);
          if (fast === undefined) return;
          read++;
          expect(expected.error).toBeUndefined();
          expect(expected.warnings).toEqual([]);
          expect([...fast]).toEqual([...(expected.entries as Entries)]);
        },
      ),
      { numRuns: 2000 },
    );
    // The generator makes plain files often enough for the fast path to be tested, not just skipped.
    expect(read).toBeGreaterThan(200);
  });

  it("gives a file's style as the full reader does, or fails as it does", () => {
    let plain = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, value), { maxLength: 6 }),
        space,
        fc.boolean(),
        fc.constantFrom('', '\n', '\r\n'),
        (root, gap, bom, end) => {
          const content = `${bom ? '\uFEFF' : ''}${write(root as Value, gap, false)}${end}`;
          let expected: unknown;
          try {
            expected = styleOfDocument(readJsonDocument(content), content);
          } catch (err) {
            expect(() => detectJsonStyle(content)).toThrow(String((err as Error).message));
            return;
          }
          if (readJsonFast(content) !== undefined) plain++;
          expect(detectJsonStyle(content)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
    expect(plain).toBeGreaterThan(100);
  });

  it.each([
    ['a name written twice', '{"a": "x", "a": "y"}'],
    ['a name written twice, deeper', '{"a": {"b": "x:y", "b": "z"}}'],
    ['a name written twice behind an escaped colon', '{"a": "\\u003a", "a": "y"}'],
    ['an array', '{"a": ["x"]}'],
    ['a number', '{"a": 1}'],
    ['an array index as a name', '{"b": "x", "1": "y"}'],
    ['two paths to one key', '{"a.b": "x", "a": {"b": "y"}}'],
    ['an empty name', '{"": "x"}'],
    ['a root that is no object', '["a"]'],
    ['invalid JSON', '{"a": "x",}'],
  ])('gives up on %s', (_, content) => {
    expect(readJsonFast(content)).toBeUndefined();
  });

  it('reads nested objects in file order with the delimiter', () => {
    const content = '\uFEFF{"b": "1", "a": {"x": "2: {n}", "__proto__": "3"}, "c": {}}';
    expect([...(readJsonFast(content, { delimiter: '/' }) ?? [])]).toEqual([
      ['b', '1'],
      ['a/x', '2: {n}'],
      ['a/__proto__', '3'],
    ]);
  });
});
