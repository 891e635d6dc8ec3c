import { describe, expect, it } from 'vitest';
import { formatForExtension, getFormat, parseStrings, renderOver } from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const strings = getFormat('strings');

const sample = `/* 
  Localizable.strings
  Shop
*/

/* Title of the home screen */
"home.title" = "Willkommen, %@!";

// Button label
"cta" = "Los geht's";
"quote" = "Er sagte: \\"Hallo\\"\\nund ging.";
"unicode" = "Gr\\U00FC\\U00DFe ✓ 😀";
"count" = "%1$@ hat %2$ld Artikel";
unquoted_key = "Wert";
"same";
`;

describe('strings', () => {
  it('reads comments, escapes, unquoted keys and key-only entries', () => {
    expect([...parseStrings(sample)]).toEqual([
      ['home.title', 'Willkommen, %@!'],
      ['cta', "Los geht's"],
      ['quote', 'Er sagte: "Hallo"\nund ging.'],
      ['unicode', 'Grüße ✓ 😀'],
      ['count', '%1$@ hat %2$ld Artikel'],
      ['unquoted_key', 'Wert'],
      ['same', 'same'],
    ]);
  });

  it('round-trips awkward texts byte-identically', () => {
    const entries = new Map([
      ['quote "key"', 'a "quoted" \\ backslash'],
      ['lines', 'one\ntwo\tthree\r'],
      ['control', 'bell\u0007'],
      ['unicode', 'Grüße 😀 日本語'],
      ['empty', ''],
    ]);
    const text = roundTrips(strings, entries);
    expect(text).toContain('"control" = "bell\\U0007";\n');
    expect(text).toContain('"quote \\"key\\"" = "a \\"quoted\\" \\\\ backslash";\n');
  });

  it('writes over an existing file keeping comments and the layout of unchanged lines', () => {
    const entries = parseStrings(sample);
    entries.set('cta', 'Start');
    entries.delete('quote');
    entries.set('new', 'Neu');
    const out = renderOver(strings, entries, 'flat', sample);
    expect(out).toBe(
      sample
        .replace('"cta" = "Los geht\'s";', '"cta" = "Start";')
        .replace('"quote" = "Er sagte: \\"Hallo\\"\\nund ging.";\n', '')
        .replace('"same";\n', '"same";\n"new" = "Neu";\n'),
    );
    expect(renderOver(strings, entries, 'flat', out)).toBe(out);
  });

  it('is picked by extension and refuses broken input with the line', () => {
    expect(formatForExtension('.strings')?.name).toBe('strings');
    const semicolon = captureError(() => strings.parse('"a" = "x";\n"b" = "y"\n"c" = "z";\n'));
    expect(semicolon.message).toMatch(/expected ";" after the entry "b"/);
    expect(semicolon.line).toBe(3);
    const open = captureError(() => strings.parse('"a" = "x";\n\n"b" = "never closed;\n'));
    expect(open.line).toBe(3);
    const comment = captureError(() => strings.parse('"a" = "x";\n/* open\n'));
    expect(comment.line).toBe(2);
  });

  it('a new file written from a source defining a key twice defines it once, at its first place', () => {
    const en = '"remove" = "Remove";\n"reset" = "Reset";\n"remove" = "Remove";\n';
    const entries = new Map([
      ['remove', 'Entfernen'],
      ['reset', 'Zurücksetzen'],
    ]);
    expect(strings.serialize(entries, { structure: 'flat', template: en })).toBe(
      '"remove" = "Entfernen";\n"reset" = "Zurücksetzen";\n',
    );
  });
});
