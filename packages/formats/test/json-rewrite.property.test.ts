import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { json } from '../src/formats/json/index.ts';
import { serializeJson } from '../src/formats/json/write.ts';
import type { Entries, Structure } from '../src/index.ts';

/**
 * In-place JSON and ARB rewrites over files of any layout (indent, one line, CRLF, BOM): what is
 * written reads back as the entries asked for, and writing the same entries again changes nothing.
 */

const segment = fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'x y', 'é');
const key = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const text = fc.string({
  unit: fc.constantFrom('a', ' ', '"', '\\', '\n', '\r\n', '/', 'é', '😀', '\u2028'),
  maxLength: 6,
});
const entriesOf = (pairs: Array<[string, string]>): Entries => new Map(pairs);
const entries = fc.uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, maxLength: 8 }).map(entriesOf);

/** A file as people write them: indent of their choice, maybe on one line, CRLF, a BOM. */
const layout = fc.record({
  indent: fc.constantFrom('  ', '    ', '\t', ''),
  crlf: fc.boolean(),
  bom: fc.boolean(),
  trailingNewline: fc.boolean(),
});

function write(
  entries: Entries,
  structure: Structure,
  style: typeof layout extends fc.Arbitrary<infer T> ? T : never,
) {
  let out = serializeJson(entries, {
    structure,
    trailingNewline: style.trailingNewline,
    indent: style.indent || '  ',
  });
  if (style.indent === '') out = JSON.stringify(JSON.parse(out));
  if (style.crlf) out = out.replaceAll('\n', '\r\n');
  return (style.bom ? '\uFEFF' : '') + out;
}

/** Entries with no nested form (a key that is also a prefix of another) are left out of nested runs. */
function nestable(entries: Entries): boolean {
  const keys = [...entries.keys()];
  return !keys.some((k) => keys.some((other) => other.startsWith(`${k}.`)));
}

const sorted = (entries: Entries) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('in-place rewrites over any layout', () => {
  for (const structure of ['flat', 'nested'] as const) {
    it(`json, ${structure}`, () => {
      fc.assert(
        fc.property(entries, entries, layout, (before, after, style) => {
          if (structure === 'nested' && !(nestable(before) && nestable(after))) return;
          // JSON.parse loses number-like order and one-line files are rebuilt by it: order is not the point here.
          const existing = write(before, structure, style);
          const out = json.serializeOver?.(after, existing, { structure }) as string;
          expect(sorted(json.parse(out))).toEqual(sorted(after));
          expect(json.serializeOver?.(after, out, { structure })).toBe(out);
          expect(out.startsWith('\uFEFF')).toBe(style.bom);
          if (existing.includes('\r\n')) expect(out.replaceAll('\r\n', '')).not.toContain('\n');
          // Unchanged entries keep their exact text.
          for (const [k, v] of before) {
            if (after.get(k) === v && structure === 'flat') expect(out).toContain(JSON.stringify(k));
          }
        }),
        { numRuns: 400 },
      );
    });
  }

  it('arb keeps every @ block of a kept message and drops those of removed ones', () => {
    const messages = fc
      .uniqueArray(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), text), {
        selector: ([k]) => k,
        maxLength: 5,
      })
      .map(entriesOf);
    fc.assert(
      fc.property(messages, messages, (before, after) => {
        const members = [...before].map(
          ([k, v]) => `,\n  "@${k}": { "description": "about ${k}" },\n  "${k}": ${JSON.stringify(v)}`,
        );
        const withMeta = `{\n  "@@locale": "de"${members.join('')}\n}\n`;
        const out = arb.serializeOver?.(after, withMeta, { structure: 'flat' }) as string;
        expect(sorted(arb.parse(out))).toEqual(sorted(after));
        for (const k of before.keys()) {
          expect(out.includes(`"@${k}"`)).toBe(after.has(k));
        }
        expect(out).toContain('"@@locale": "de"');
      }),
      { numRuns: 200 },
    );
  });
});
