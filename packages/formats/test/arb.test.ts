import { describe, expect, it } from 'vitest';
import { formatForExtension, getFormat, readArb, renderOver } from '../src/index.ts';
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
    expect(out).toContain(
      '{\n    "@@locale": "de-AT",\n    "greeting": "Servus {name}",\n    "@greeting": {\n        "description": "Greets a person",\n        "placeholders": {\n            "name": {\n                "type": "String",',
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
    expect(captureError(() => arb.parse('{"a":"x","a":"y"}')).message).toMatch(/"a" is defined twice/);
  });
});
