import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatForExtension,
  getFormat,
  parseProperties,
  renderOver,
  serializeProperties,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const properties = getFormat('properties');
const zotero = path.resolve(fileURLToPath(import.meta.url), '../fixtures/zotero');

describe('properties', () => {
  it('reads comments, separators, continuations and escapes the way Java does', () => {
    const content = [
      '# Messages for the shop',
      '! also a comment',
      'greeting = Hello, {0}!',
      'farewell:Goodbye',
      'spaced\\ key\\ name  value with spaces  ',
      'multi = first \\',
      '        second\\n\\',
      '    third',
      'unicode = Gr\\u00FC\\u00DFe \\uD83D\\uDE00',
      'raw.utf8 = Grüße ✓',
      'tabs = a\\tb',
      'escaped\\=key = x\\=y\\:z',
      'path = C:\\\\temp\\\\',
      'empty =',
      'bare',
      '',
    ].join('\n');
    expect([...parseProperties(content)]).toEqual([
      ['greeting', 'Hello, {0}!'],
      ['farewell', 'Goodbye'],
      ['spaced key name', 'value with spaces  '],
      ['multi', 'first second\nthird'],
      ['unicode', 'Grüße 😀'],
      ['raw.utf8', 'Grüße ✓'],
      ['tabs', 'a\tb'],
      ['escaped=key', 'x=y:z'],
      ['path', 'C:\\temp\\'],
      ['empty', ''],
      ['bare', ''],
    ]);
  });

  it('round-trips awkward texts byte-identically', () => {
    const entries = new Map([
      ['a key with spaces', ' leading space and trailing '],
      ['k=v:#!', '#not a comment'],
      ['lines', 'one\ntwo\r\nthree'],
      ['unicode', 'Grüße 😀 日本語'],
      ['backslash', 'C:\\path\\'],
      ['control', 'bell\u0007'],
      ['empty', ''],
      ['placeholders', 'Hello {0}, you have {1,number} new {1,choice,1#message|1<messages}'],
    ]);
    const text = roundTrips(properties, entries);
    expect(text).toContain('a\\ key\\ with\\ spaces=\\ leading space and trailing \n');
    expect(text).toContain('k\\=v\\:\\#\\!=#not a comment\n');
    expect(text).toContain('control=bell\\u0007\n');
    const ascii = serializeProperties(entries, { asciiOnly: true });
    expect(ascii).toContain('unicode=Gr\\u00FC\\u00DFe \\uD83D\\uDE00 \\u65E5\\u672C\\u8A9E\n');
    expect([...parseProperties(ascii)]).toEqual([...entries]);
  });

  it('writes over an existing file keeping comments, separator, escaping style and CRLF', () => {
    const existing =
      '# Shop\r\n\r\n# the title\r\ntitle : Caf\\u00E9\r\n# about gone\r\ngone : x\r\ncta : Go\r\n';
    const out = renderOver(
      properties,
      new Map([
        ['title', 'Café'],
        ['cta', 'Los geht’s'],
        ['new', 'Neu'],
      ]),
      'flat',
      existing,
    );
    expect(out).toBe(
      '# Shop\r\n\r\n# the title\r\ntitle : Caf\\u00E9\r\ncta : Los geht\\u2019s\r\nnew : Neu\r\n',
    );
    expect(renderOver(properties, properties.parse(out), 'nested', out)).toBe(out);
  });

  it('keeps a file header when the first key goes, and a missing trailing newline', () => {
    const existing = '# header\n\n# about a\na=1\nb=2';
    expect(
      renderOver(
        properties,
        new Map([
          ['b', '3'],
          ['c', '4'],
        ]),
        'flat',
        existing,
      ),
    ).toBe('# header\n\nb=3\nc=4');
  });

  it('leaves one blank line where a removed entry stood between two blank lines, and keeps a lone one', () => {
    const spaced = '# a\na=1\n\n# b\nb=2\n\n# c\nc=3\n';
    const kept = new Map([
      ['a', '1'],
      ['c', '3'],
    ]);
    expect(renderOver(properties, kept, 'flat', spaced)).toBe('# a\na=1\n\n# c\nc=3\n');
    // The blank line before a removed entry is the only one between the entries around it: it stays.
    const sections = 'a=1\n\n# Section\nb=2\nc=3\n';
    expect(renderOver(properties, kept, 'flat', sections)).toBe('a=1\n\nc=3\n');
  });
  it('is picked by extension and refuses broken input with the line', () => {
    expect(formatForExtension('.properties')?.name).toBe('properties');
    const err = captureError(() => properties.parse('a=1\n\nb=bad \\u12G4\n'));
    expect(err.message).toMatch(/malformed \\uXXXX escape/);
    expect(err.line).toBe(3);
    expect(err.key).toBe('b');
  });
});

describe('properties with a byte order mark', () => {
  it('does not make the mark part of the first key, and keeps it on rewrite', () => {
    const properties = getFormat('properties');
    const existing = '\uFEFFa=1\nb=2\n';
    expect([...properties.parse(existing).keys()]).toEqual(['a', 'b']);
    expect(
      renderOver(
        properties,
        new Map([
          ['a', '1'],
          ['b', '3'],
        ]),
        'flat',
        existing,
      ),
    ).toBe('\uFEFFa=1\nb=3\n');
  });
});

describe('properties with comments only', () => {
  it('keeps the comments as a header above the new entries', () => {
    const properties = getFormat('properties');
    expect(renderOver(properties, new Map([['a', '1']]), 'flat', '# Shop messages\n# (generated)')).toBe(
      '# Shop messages\n# (generated)\na=1\n',
    );
  });

  it("a new bundle written from a source defining a key twice defines it once, at its first place (Zotero's general.remove)", () => {
    // fixtures/zotero: en-US defines `general.remove` on lines 46 and 57 (Java and Mozilla's
    // StringBundle read the last); every Transifex translation, `de` among them, defines it once, on
    // line 46, and its bundle is what a new one must be.
    const en = readFileSync(path.join(zotero, 'en-US/zotero.properties'), 'utf8');
    const de = readFileSync(path.join(zotero, 'de/zotero.properties'), 'utf8');
    const entries = properties.parse(de);
    const written = properties.serialize(entries, {
      structure: 'flat',
      locale: 'de',
      template: en,
      sibling: de,
    });
    expect(written).toBe(de);
    expect(properties.parse(written)).toEqual(entries);
    // Over an existing file defining it twice, the earlier one stays as written and the last is edited.
    const changed = new Map(entries).set('general.remove', 'Löschen');
    expect(
      renderOver(properties, changed, 'flat', en)
        .split('\n')
        .filter((l) => l.startsWith('general.remove')),
    ).toEqual(['general.remove = Remove', 'general.remove\t\t\t\t\t\t= Löschen']);
  });
});
