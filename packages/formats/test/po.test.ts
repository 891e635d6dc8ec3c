import { describe, expect, it } from 'vitest';
import {
  formatForExtension,
  getFormat,
  gettextPluralForms,
  parsePo,
  poKey,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const po = getFormat('po');

const sample = `# German translation of the shop.
msgid ""
msgstr ""
"Project-Id-Version: shop 1.0\\n"
"Language: de\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

# Shown on the home page.
#. Developer note
#: src/home.ts:12
msgid "Hello, %(name)s!"
msgstr "Hallo, %(name)s!"

msgctxt "menu"
msgid "Open"
msgstr "Öffnen"

msgid "Open"
msgstr "Offen"

#, fuzzy, python-format
msgid "%d file"
msgid_plural "%d files"
msgstr[0] "%d Datei"
msgstr[1] "%d Dateien"

msgid "Line one\\nLine two with \\"quotes\\" and a \\\\ backslash\\t tab"
msgstr "Zeile eins\\nZeile zwei mit „Anführungszeichen“ und \\\\ ✓ 😀"

msgid "1"
msgstr "eins"

#~ msgid "Old"
#~ msgstr "Alt"
`;

describe('po', () => {
  it('reads contexts, plurals and escapes in file order, without the header', () => {
    expect([...parsePo(sample)]).toEqual([
      ['Hello, %(name)s!', 'Hallo, %(name)s!'],
      [poKey('Open', 'menu'), 'Öffnen'],
      ['Open', 'Offen'],
      ['%d file[msgid_plural]', '%d files'],
      ['%d file[0]', '%d Datei'],
      ['%d file[1]', '%d Dateien'],
      [
        'Line one\nLine two with "quotes" and a \\ backslash\t tab',
        'Zeile eins\nZeile zwei mit „Anführungszeichen“ und \\ ✓ 😀',
      ],
      ['1', 'eins'],
    ]);
    expect(poKey('Open', 'menu')).toBe('menu\u0004Open');
  });

  it('round-trips byte-identically, with contexts interleaved and long texts folded', () => {
    const entries = parsePo(sample);
    entries.set('long', `${'word '.repeat(30)}end`);
    const text = roundTrips(po, entries, { locale: 'de' });
    expect(text).toContain('"Language: de\\n"');
    expect(text).toContain('msgctxt "menu"\nmsgid "Open"\nmsgstr "Öffnen"\n\nmsgid "Open"\n');
    expect(text).toContain('msgid_plural "%d files"\nmsgstr[0] "%d Datei"\nmsgstr[1] "%d Dateien"');
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('writes over an existing file keeping header, comments, references and obsolete messages', () => {
    const entries = parsePo(sample);
    entries.set('Hello, %(name)s!', 'Servus, %(name)s!');
    entries.set('%d file[0]', 'eine Datei');
    entries.delete('1');
    entries.set('New', 'Neu');
    const out = renderOver(po, entries, 'flat', sample);
    expect(out).toContain(
      '# German translation of the shop.\nmsgid ""\nmsgstr ""\n"Project-Id-Version: shop 1.0\\n"',
    );
    expect(out).toContain('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"');
    // Comments stay as written, in their order.
    expect(out).toContain(
      '# Shown on the home page.\n#. Developer note\n#: src/home.ts:12\nmsgid "Hello, %(name)s!"\nmsgstr "Servus, %(name)s!"',
    );
    // The changed plural is no longer fuzzy; its other flags stay.
    expect(out).toContain('#, python-format\nmsgid "%d file"');
    expect(out).not.toContain('msgid "1"');
    expect(out).toContain('msgid "New"\nmsgstr "Neu"\n\n#~ msgid "Old"\n#~ msgstr "Alt"\n');
    expect([...parsePo(out)]).toEqual([...entries]);
    expect(renderOver(po, entries, 'flat', out)).toBe(out);
  });

  it('is picked by extension for .po and .pot', () => {
    expect(formatForExtension('.po')?.name).toBe('po');
    expect(formatForExtension('.pot')?.name).toBe('po');
  });

  it('refuses broken input with line numbers', () => {
    const quote = captureError(() => po.parse('msgid "a"\nmsgstr "say "hi""\n'));
    expect(quote.line).toBe(2);
    expect(quote.message).toMatch(/msgstr must be followed by one quoted string/);
    const stray = captureError(() => po.parse('msgid "a"\nmsgstr "b"\n\nhello\n'));
    expect(stray.line).toBe(4);
    const twice = captureError(() => po.parse('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n'));
    expect(twice.message).toMatch(/"a" is defined twice \(lines 1 and 4\)/);
    expect(twice.line).toBe(4);
    const orphan = captureError(() => po.parse('msgstr "b"\n'));
    expect(orphan.line).toBe(1);
    expect(captureError(() => po.serialize(new Map([['', 'x']]), { structure: 'flat' })).message).toMatch(
      /msgid "" is the header/,
    );
  });
});

describe('po plural forms are positional', () => {
  it('keeps every form the file had, writing a form the entries lack as empty', () => {
    const existing = 'msgid "file"\nmsgid_plural "files"\nmsgstr[0] "Datei"\nmsgstr[1] "Dateien"\n';
    const out = renderOver(
      po,
      new Map([
        ['file[msgid_plural]', ''],
        ['file[0]', 'eine Datei'],
      ]),
      'flat',
      existing,
    );
    expect(out).toContain('msgid "file"\nmsgid_plural "files"\nmsgstr[0] "eine Datei"\nmsgstr[1] ""\n');
  });
});

describe('po headers of new files', () => {
  it('get Plural-Forms for the languages the gettext manual lists, none for others', () => {
    expect(gettextPluralForms('de')).toBe('nplurals=2; plural=(n != 1);');
    expect(gettextPluralForms('ru_RU')).toMatch(/^nplurals=3; /);
    expect(gettextPluralForms('ja')).toBe('nplurals=1; plural=0;');
    expect(gettextPluralForms('pt-BR')).toBe('nplurals=2; plural=(n > 1);');
    expect(gettextPluralForms('pt-PT')).toBe('nplurals=2; plural=(n != 1);');
    expect(gettextPluralForms('tlh')).toBeUndefined();
    // Long header lines are folded; joined back they hold the whole formula.
    const polish = po
      .serialize(new Map([['a', 'b']]), { structure: 'flat', locale: 'pl' })
      .replace(/"\n"/g, '');
    expect(polish).toContain(
      'Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n',
    );
    expect(po.serialize(new Map([['a', 'b']]), { structure: 'flat' })).not.toContain('Plural-Forms');
  });
});
