import { describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { json } from '../src/formats/json/index.ts';
import { properties } from '../src/formats/properties/index.ts';
import { strings } from '../src/formats/strings/index.ts';
import { FormatError, LIMITS, nest, serializeJson } from '../src/index.ts';
import { captureError } from './helpers.ts';

/**
 * The budgets of LIMITS in JSON, ARB, .properties and .strings (one file for the four, as the
 * budgets are one table): a file over one is a FormatError naming the limit, never a stack overflow
 * or an unbounded loop.
 */

const deep = (depth: number): string => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

describe('nesting (LIMITS.maxDepth)', () => {
  it('reads a file at the limit', () => {
    expect(json.parse(deep(LIMITS.maxDepth)).get(Array(LIMITS.maxDepth).fill('a').join('.'))).toBe('x');
  });

  it('refuses 5,000 levels of objects or arrays with the limit and the line, for JSON and ARB', () => {
    for (const content of [deep(5000), `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`]) {
      for (const format of [json, arb]) {
        const err = captureError(() => format.parse(content));
        expect(err).toBeInstanceOf(FormatError);
        expect(err.message).toContain(`deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth)`);
        expect(err.line).toBe(1);
      }
    }
    expect(captureError(() => json.detectStyle(deep(5000)))).toBeInstanceOf(FormatError);
    expect(
      captureError(() => json.serializeOver?.(new Map(), deep(5000), { structure: 'nested' })),
    ).toBeInstanceOf(FormatError);
  });
});

describe('segments of a key written nested (LIMITS.maxKeySegments)', () => {
  const long = `${'a.'.repeat(20_000)}a`;

  it('refuses a 20,000-segment key naming its start and the limit', () => {
    for (const write of [
      () => serializeJson(new Map([[long, 'x']]), { structure: 'nested' }),
      () => nest(new Map([[long, 'x']])),
      () =>
        json.serializeOver?.(new Map([[long, 'x']]), '{\n  "b": {\n    "c": "y"\n  }\n}\n', {
          structure: 'nested',
        }),
    ]) {
      const err = captureError(write);
      expect(err).toBeInstanceOf(FormatError);
      expect(err.message).toContain(`key "a.a.a.a.`);
      expect(err.message).toContain(`more than ${LIMITS.maxKeySegments} segments (LIMITS.maxKeySegments)`);
    }
  });

  it('writes the same key flat', () => {
    const short = `${'a.'.repeat(1000)}a`;
    expect([...json.parse(serializeJson(new Map([[short, 'x']]), { structure: 'flat' }))]).toEqual([
      [short, 'x'],
    ]);
  });
});

describe('key length (LIMITS.maxKeyLength) and entries (LIMITS.maxEntries)', () => {
  const key = 'k'.repeat(LIMITS.maxKeyLength + 1);
  const files: Array<[string, (key: string) => string, (count: number) => string]> = [
    [
      'json',
      (k) => `{"${k}": "x"}`,
      (n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":""`).join(',')}}`,
    ],
    [
      'arb',
      (k) => `{"${k}": "x"}`,
      (n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":""`).join(',')}}`,
    ],
    ['properties', (k) => `${k}=x\n`, (n) => Array.from({ length: n }, (_, i) => `k${i}=\n`).join('')],
    [
      'strings',
      (k) => `"${k}" = "x";\n`,
      (n) => Array.from({ length: n }, (_, i) => `"k${i}" = "";\n`).join(''),
    ],
  ];
  const formats = { json, arb, properties, strings };

  for (const [name, oneKey, manyKeys] of files) {
    const format = formats[name as keyof typeof formats];

    it(`${name}: refuses a key over the limit, naming it and the limit`, () => {
      const err = captureError(() => format.parse(oneKey(key)));
      expect(err).toBeInstanceOf(FormatError);
      expect(err.message).toContain(`${LIMITS.maxKeyLength + 1} characters long`);
      expect(err.message).toContain('LIMITS.maxKeyLength');
      expect(format.parse(oneKey(key.slice(1))).size).toBe(1);
    });

    it(`${name}: refuses more entries than the limit`, () => {
      const err = captureError(() => format.parse(manyKeys(LIMITS.maxEntries + 1)));
      expect(err).toBeInstanceOf(FormatError);
      expect(err.message).toContain(`more than ${LIMITS.maxEntries} entries (LIMITS.maxEntries)`);
    });
  }
});
