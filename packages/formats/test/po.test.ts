import { describe, expect, it } from 'vitest';
import {
  formatForExtension,
  getFormat,
  gettextPluralForms,
  parsePo,
  poKey,
  renderOver,
  serializePo,
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

  it("writes a new file's Language header as gettext spells it (quaderno-woocommerce's de_DE)", () => {
    // quaderno/quaderno-woocommerce: languages/woocommerce-de_DE.po beside woocommerce.pot, written by
    // Poedit; msginit and Poedit spell the header's locale as the file name does.
    const text = serializePo(
      new Map([['Tax amount subject to reverse charge', 'Steuerbetrag unterliegt der Reverse Charge']]),
      {
        locale: 'de-DE',
      },
    );
    expect(text).toContain('"Language: de_DE\\n"');
    expect(serializePo(new Map([['a', 'b']]), { locale: 'pt-BR' })).toContain('"Language: pt_BR\\n"');
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

describe('po rewrites keep the file', () => {
  const long =
    'A text long enough to need folding in any file that folds at all, with "quotes" and more words';

  it('folds a changed text as msgcat does in a file msgcat wrote (79 columns, "" first)', () => {
    const entries = new Map([
      ['a', long],
      ['b', 'short'],
    ]);
    const existing = po.serialize(entries, { structure: 'flat' });
    expect(existing).toContain('msgstr ""\n"A text long enough');
    entries.set('b', `${long} and then some`);
    const out = renderOver(po, entries, 'flat', existing);
    const b = out.slice(out.indexOf('msgid "b"'));
    expect(b.startsWith('msgid "b"\nmsgstr ""\n"A text')).toBe(true);
    expect(b.split('\n').every((line) => line.length <= 79)).toBe(true);
    expect(out.slice(0, out.indexOf('msgid "b"'))).toBe(existing.slice(0, existing.indexOf('msgid "b"')));
    expect(parsePo(out).get('b')).toBe(`${long} and then some`);
  });

  it('breaks only after newlines in a file that never folds long lines', () => {
    const quoted = long.replace(/"/g, '\\"');
    const existing = `msgid "a"\nmsgstr "${quoted}"\n\nmsgid "b"\nmsgstr ""\n"one\\n"\n"two"\n`;
    const entries = parsePo(existing);
    entries.set('b', `${long}\n${long}`);
    const out = renderOver(po, entries, 'flat', existing);
    expect(out).toContain(`msgid "b"\nmsgstr ""\n"${quoted}\\n"\n"${quoted}"\n`);
  });

  it('keeps CRLF line ends, a BOM, a missing final newline and untouched messages byte for byte', () => {
    const existing = '\uFEFF# c\r\nmsgid "a"\r\nmsgstr "A"\r\n\r\nmsgid "b"\r\nmsgstr "B"';
    const out = renderOver(
      po,
      new Map([
        ['a', 'A'],
        ['b', 'Bee'],
        ['c', 'See'],
      ]),
      'flat',
      existing,
    );
    expect(out).toBe(
      '\uFEFF# c\r\nmsgid "a"\r\nmsgstr "A"\r\n\r\nmsgid "b"\r\nmsgstr "Bee"\r\n\r\nmsgid "c"\r\nmsgstr "See"',
    );
  });

  it('drops removed messages with their comments and one separating blank line', () => {
    const existing =
      '# first\nmsgid "a"\nmsgstr "A"\n\n#: x.py:1\nmsgid "b"\nmsgstr "B"\n\nmsgid "c"\nmsgstr "C"\n';
    expect(
      renderOver(
        po,
        new Map([
          ['b', 'B'],
          ['c', 'C'],
        ]),
        'flat',
        existing,
      ),
    ).toBe('#: x.py:1\nmsgid "b"\nmsgstr "B"\n\nmsgid "c"\nmsgstr "C"\n');
    expect(
      renderOver(
        po,
        new Map([
          ['a', 'A'],
          ['c', 'C'],
        ]),
        'flat',
        existing,
      ),
    ).toBe('# first\nmsgid "a"\nmsgstr "A"\n\nmsgid "c"\nmsgstr "C"\n');
    expect(renderOver(po, new Map([['a', 'A']]), 'flat', existing)).toBe('# first\nmsgid "a"\nmsgstr "A"\n');
  });

  it('revives an obsolete message instead of keeping both, and keeps the header as written', () => {
    const existing =
      'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: de_DE\\n"\n\nmsgid "a"\nmsgstr "A"\n\n#~ msgid "old"\n#~ msgstr "alt"\n';
    const out = renderOver(
      po,
      new Map([
        ['a', 'A'],
        ['old', 'wieder da'],
      ]),
      'flat',
      existing,
      { locale: 'de' },
    );
    expect(out).toBe(
      'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: de_DE\\n"\n\nmsgid "a"\nmsgstr "A"\n\nmsgid "old"\nmsgstr "wieder da"\n',
    );
  });

  it('labels a file UTF-8 when its header declares another charset (CHARSET in a fresh template)', () => {
    const existing =
      'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=CHARSET\\n"\n\nmsgid "a"\nmsgstr ""\n';
    expect(renderOver(po, new Map([['a', 'ä']]), 'flat', existing)).toBe(
      'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "a"\nmsgstr "ä"\n',
    );
  });

  it('reads and writes msgids that are Object.prototype names', () => {
    const entries = new Map([
      ['__proto__', 'proto'],
      ['constructor', 'ctor'],
      [poKey('toString', '__proto__'), 'ctx'],
      ['hasOwnProperty[msgid_plural]', 'many'],
      ['hasOwnProperty[0]', 'one'],
      ['hasOwnProperty[1]', 'more'],
    ]);
    const text = roundTrips(po, entries);
    expect(text).toContain('msgid "__proto__"\nmsgstr "proto"');
    entries.set('__proto__', 'changed');
    expect(parsePo(renderOver(po, entries, 'flat', text)).get('__proto__')).toBe('changed');
    expect(({} as Record<string, unknown>).proto).toBeUndefined();
  });

  it('writes as many forms as the entries carry, and at least the locale needs, in a new file', () => {
    const three = po.serialize(
      new Map([
        ['n[msgid_plural]', 'ns'],
        ['n[0]', 'un'],
        ['n[1]', 'deux'],
        ['n[2]', 'million'],
      ]),
      { structure: 'flat', locale: 'fr' },
    );
    expect(three).toContain('msgstr[0] "un"\nmsgstr[1] "deux"\nmsgstr[2] "million"\n');
    const russian = po.serialize(
      new Map([
        ['n[msgid_plural]', 'ns'],
        ['n[0]', 'один'],
      ]),
      { structure: 'flat', locale: 'ru' },
    );
    expect(russian).toContain('msgstr[0] "один"\nmsgstr[1] ""\nmsgstr[2] ""\n');
    expect(serializePo(new Map([['a', 'a']]), { template: true })).toContain('msgid "a"\nmsgstr ""\n');
  });
});
