import { describe, expect, it } from 'vitest';
import { type FormatWarning, formatForExtension, getFormat, readArb, renderOver } from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const arb = getFormat('arb');

const sample = `{
    "@@locale": "de",
    "helloWorld": "Hallo Welt!",
    "@helloWorld": {
        "description": "The conventional newborn programmer greeting"
    },
    "greeting": "Hallo {name} 😀",
    "@greeting": {
        "description": "Greets a person",
        "placeholders": {
            "name": { "type": "String", "example": "Bob" }
        }
    },
    "itemCount": "{count, plural, =0{Keine Artikel} one{1 Artikel} other{{count} Artikel}}",
    "quote": "Er sagte: \\"Hallo\\"\\nund ging."
}`;

describe('arb', () => {
  it('reads messages in order; @@ globals and @key metadata are not keys', () => {
    const file = readArb(sample);
    expect([...file.entries]).toEqual([
      ['helloWorld', 'Hallo Welt!'],
      ['greeting', 'Hallo {name} 😀'],
      ['itemCount', '{count, plural, =0{Keine Artikel} one{1 Artikel} other{{count} Artikel}}'],
      ['quote', 'Er sagte: "Hallo"\nund ging.'],
    ]);
    expect(file.metadata.get('@@locale')).toBe('de');
    expect(file.metadata.get('@greeting')).toMatchObject({ description: 'Greets a person' });
  });

  it('round-trips byte-identically and writes @@locale when given', () => {
    const entries = readArb(sample).entries;
    entries.set('42', 'a number-like name stays in place');
    const text = roundTrips(arb, entries, { locale: 'de' });
    expect(text.startsWith('{\n  "@@locale": "de",\n  "helloWorld": "Hallo Welt!",\n')).toBe(true);
    expect(text.endsWith('  "42": "a number-like name stays in place"\n}\n')).toBe(true);
  });

  it('writes over an existing file keeping @key metadata, indentation and the missing newline', () => {
    const entries = readArb(sample).entries;
    entries.set('greeting', 'Servus {name}');
    entries.delete('helloWorld');
    entries.set('added', 'Neu');
    const out = renderOver(arb, entries, 'nested', sample, { locale: 'de-AT' });
    // Only the changed lines change: metadata stays as written, even on one line.
    expect(out).toBe(
      sample
        .replace('"de"', '"de-AT"')
        .replace(/ {4}"helloWorld"[\s\S]*?\n {4}\},\n/, '')
        .replace('Hallo {name} 😀', 'Servus {name}')
        .replace(/\n\}$/, ',\n    "added": "Neu"\n}'),
    );
    expect(out).not.toContain('helloWorld');
    expect(out.endsWith('    "added": "Neu"\n}')).toBe(true);
    expect([...arb.parse(out)]).toEqual([...entries]);
    expect(renderOver(arb, entries, 'flat', out, { locale: 'de-AT' })).toBe(out);
  });

  it('is picked by extension and refuses broken input with the line', () => {
    expect(formatForExtension('.arb')?.name).toBe('arb');
    const syntax = captureError(() => arb.parse('{\n  "a": "x"\n  "b": "y"\n}'));
    expect(syntax.line).toBe(3);
    const type = captureError(() => arb.parse('{\n  "a": "x",\n  "n": 3\n}'));
    expect(type.message).toMatch(/message "n" has a number value/);
    expect(type.line).toBe(3);
  });

  it('reads a name written twice as its last value, with a warning naming both lines', () => {
    const warnings: FormatWarning[] = [];
    const entries = arb.parse('{\n  "a": "x",\n  "b": "y",\n  "a": "z"\n}', {
      warn: (w) => warnings.push(w),
    });
    expect([...entries]).toEqual([
      ['a', 'z'],
      ['b', 'y'],
    ]);
    expect(warnings).toEqual([
      { message: '"a" is defined twice (lines 2 and 4); the last value is used', line: 4, key: 'a' },
    ]);
  });

  it('edits the last definition of a name written twice and keeps the first as written', () => {
    const existing = '{\n  "a": "x",\n  "@a": {},\n  "a": "x",\n  "@a": {}\n}\n';
    expect(renderOver(arb, new Map([['a', 'y']]), 'flat', existing)).toBe(
      '{\n  "a": "x",\n  "@a": {},\n  "a": "y",\n  "@a": {}\n}\n',
    );
    expect(renderOver(arb, new Map([['b', 'y']]), 'flat', existing)).toBe('{\n  "b": "y"\n}\n');
  });

  it('keeps "__proto__" in metadata as a name, never a prototype', () => {
    const file = readArb('{"@a": {"__proto__": {"dryRun": true}}, "a": "x"}');
    expect(Object.keys(file.metadata.get('@a') as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).dryRun).toBeUndefined();
  });
});
