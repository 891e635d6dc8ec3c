import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { json } from '../src/formats/json/index.ts';
import { type Entries, FormatError, nest, parseJson, type Structure, serializeJson } from '../src/index.ts';
import { captureError } from './helpers.ts';

/**
 * Keys are data from outside: names that objects already have (`__proto__`, `constructor`), dots in
 * odd places and unicode must round-trip as keys, and never reach Object.prototype.
 */

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

afterEach(() => {
  // A key written through a plain object would have set these on every object of the process.
  expect(({} as Record<string, unknown>).dryRun).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
});

const segment = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'prototype',
    'dryRun',
    'title',
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
const text = fc.string({ unit: 'grapheme', maxLength: 6 });
const entriesArb = fc
  .uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, maxLength: 8 })
  .map((pairs): Entries => new Map(pairs));

/** Why `entries` has no nested form, if it has none: the key an error must name. */
function nestedObstacle(entries: Entries): string | undefined {
  const keys = [...entries.keys()];
  for (const k of keys) {
    if (k.split('.').includes('')) return k;
  }
  for (const k of keys) {
    if (keys.some((other) => other.startsWith(`${k}.`))) return k;
  }
  return undefined;
}

const sorted = (entries: Entries) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('keys round-trip and never reach a prototype', () => {
  it('named examples, flat and nested', () => {
    const entries: Entries = new Map([
      ['__proto__.dryRun', 'yes'],
      ['constructor.title', 'c'],
      ['hasOwnProperty.x', 'h'],
      ['toString', 't'],
      ['__proto__.polluted', 'p'],
    ]);
    for (const structure of ['flat', 'nested'] as const) {
      const out = serializeJson(entries, { structure });
      expect(sorted(parseJson(out))).toEqual(sorted(entries));
    }
    const tree = nest(entries);
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.keys(tree)).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString']);
    expect(Object.getOwnPropertyDescriptor(tree, '__proto__')?.value).toEqual({
      dryRun: 'yes',
      polluted: 'p',
    });
    // A file whose keys are these names reads them as keys.
    expect(
      sorted(parseJson('{"__proto__":{"dryRun":"yes"},"constructor":{"title":"c"},"toString":"t"}')),
    ).toEqual(
      sorted(
        new Map([
          ['__proto__.dryRun', 'yes'],
          ['constructor.title', 'c'],
          ['toString', 't'],
        ]),
      ),
    );
  });

  it('keys with empty segments round-trip flat and are refused nested, naming the key', () => {
    for (const k of ['a..b', '.a', 'a.']) {
      const entries: Entries = new Map([[k, 'x']]);
      expect([...parseJson(serializeJson(entries, { structure: 'flat' }))]).toEqual([...entries]);
      const err = captureError(() => serializeJson(entries, { structure: 'nested' }));
      expect(err).toBeInstanceOf(FormatError);
      expect(err.key).toBe(k);
    }
  });

  it('any keys: serialize (fresh and over a file) → parse gives them back, or a FormatError naming one', () => {
    fc.assert(
      fc.property(entriesArb, entriesArb, (entries, previous) => {
        for (const structure of ['flat', 'nested'] as Structure[]) {
          const obstacle =
            structure === 'nested' ? nestedObstacle(entries) : entries.has('') ? '' : undefined;
          let fresh: string;
          try {
            fresh = serializeJson(entries, { structure });
          } catch (err) {
            expect(err).toBeInstanceOf(FormatError);
            expect(obstacle).toBeDefined();
            expect(entries.has((err as FormatError).key as string)).toBe(true);
            continue;
          }
          expect(obstacle).toBeUndefined();
          expect(sorted(parseJson(fresh))).toEqual(sorted(entries));
          // Written over another file of the same structure, in place.
          let base: string;
          try {
            base = serializeJson(previous, { structure });
          } catch {
            continue;
          }
          const over = json.serializeOver?.(entries, base, { structure }) as string;
          expect(sorted(parseJson(over))).toEqual(sorted(entries));
        }
        // ARB is flat: any names but the empty one and those starting with `@`.
        const messages = new Map([...entries].filter(([k]) => k !== '' && !k.startsWith('@')));
        const written = arb.serialize(messages, { structure: 'flat' });
        expect(sorted(arb.parse(written))).toEqual(sorted(messages));
      }),
      { numRuns: 500 },
    );
  });
});
