import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Entries, serializeJson } from '../src/index.ts';

/**
 * The JSON writer builds its text from pieces (a name or text needing no escape is written between
 * quotes as it is): the text must be what JSON.stringify's layout of the same members is, for every
 * character JSON escapes and for files longer than one run of pieces.
 */

// Number-like names are left out: a plain object (the reference below) moves them first.
const name = fc.string({ minLength: 1, unit: 'binary' }).filter((n) => !/^(?:0|[1-9]\d*)$/.test(n));
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '"',
    '\\',
    '\u0000',
    '\u001f',
    '\n',
    '\ud800',
    '\udfff',
    '\ud83d\ude00',
    '\u2028',
    '\u007f',
  ),
);

function reference(entries: Entries, indent: string): string {
  const object: Record<string, string> = Object.create(null);
  for (const [key, value] of entries) object[key] = value;
  return `${JSON.stringify(object, null, indent)}\n`;
}

describe('serializeJson text', () => {
  it('writes any name and text as JSON.stringify does, flat', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, text), { selector: ([n]) => n, maxLength: 30 }), (pairs) => {
        const entries: Entries = new Map(pairs);
        const written = serializeJson(entries, { structure: 'flat' });
        expect(written).toBe(pairs.length === 0 ? '{}\n' : reference(entries, '  '));
        expect(new Map(Object.entries(JSON.parse(written)))).toEqual(entries);
      }),
    );
  });

  it('writes a file of many runs of pieces whole and in order, with its layout options', () => {
    const entries: Entries = new Map();
    for (let i = 0; i < 5_000; i++)
      entries.set(`section${i % 7}.item${i}`, i % 3 === 0 ? `"quoted" ${i}` : `t${i}`);
    expect(serializeJson(entries, { structure: 'flat' })).toBe(reference(entries, '  '));
    expect(serializeJson(entries, { structure: 'flat', indent: '\t', trailingNewline: false })).toBe(
      reference(entries, '\t').slice(0, -1),
    );
    const nested = serializeJson(entries, { structure: 'nested' });
    const sections: Record<string, Record<string, string>> = Object.create(null);
    for (const [key, value] of entries) {
      const [section, item] = key.split('.') as [string, string];
      sections[section] ??= Object.create(null);
      (sections[section] as Record<string, string>)[item] = value;
    }
    expect(nested).toBe(`${JSON.stringify(sections, null, 2)}\n`);
  });

  it('writes plain and escaped members, texts and objects, in any sequence', () => {
    const entries: Entries = new Map([
      ['a', 'x'],
      ['b.c', 'y'],
      ['b.d', 'say "hi"'],
      ['b.e', 'z'],
      ['f', 'line\nbreak'],
      ['g', 'w'],
      ['h.i', 'v'],
    ]);
    const expected = {
      a: 'x',
      b: { c: 'y', d: 'say "hi"', e: 'z' },
      f: 'line\nbreak',
      g: 'w',
      h: { i: 'v' },
    };
    expect(serializeJson(entries, { structure: 'nested' })).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // Without indentation, members are written one after the other; the colon keeps its space.
    expect(serializeJson(entries, { structure: 'nested', indent: '' })).toBe(
      '{"a": "x","b": {"c": "y","d": "say \\"hi\\"","e": "z"},"f": "line\\nbreak","g": "w","h": {"i": "v"}}\n',
    );
  });

  it('writes an empty file as an empty object', () => {
    expect(serializeJson(new Map(), { structure: 'flat' })).toBe('{}\n');
    expect(serializeJson(new Map(), { structure: 'nested' })).toBe('{}\n');
  });
});
