import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declaredCharset, decodePoCharset } from '../src/repository/po-charset.ts';

// The patterns the header scan replaced, as the oracle: they overflowed V8's regular-expression
// stack on a header of millions of lines.
function byPattern(raw: string): string | undefined {
  const header =
    /(?:^|\n)[ \t]*msgid[ \t]*""[ \t]*\r?\n(?:[ \t]*"[^\n]*\r?\n)*?[ \t]*msgstr[ \t]*((?:"[^\n]*(?:\r?\n[ \t]*"[^\n]*)*))/.exec(
      raw,
    );
  if (header === null) return undefined;
  return /Content-Type:[^"\\\n]*?charset=([^\s"\\;]+)/i.exec(header[1] as string)?.[1];
}

describe("a .po header's declared charset", () => {
  it('is what the patterns found, on any arrangement of header pieces', () => {
    const piece = fc.constantFrom(
      'msgid ""\n',
      ' msgid\t"" \r\n',
      'msgid "x"\n',
      'msgctxt "c"\n',
      'msgstr ""\n',
      'msgstr\t"a"\r\n',
      'msgstr "',
      '"Content-Type: text/plain; charset=ISO-8859-2\\n"\n',
      '"content-type:charset=;charset=KOI8-R;"\n',
      '"Content-Type: x"\n',
      'charset=CP1251',
      ' \t"',
      '"',
      '\\',
      '\n',
      '\r\n',
      ';',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const raw = pieces.join('');
        expect(declaredCharset(raw)).toBe(byPattern(raw));
      }),
      { numRuns: 5000 },
    );
  });

  it('is read from a header of five million quoted lines', () => {
    // gettext's own header lines, the last names the charset; a byte 0xDF after it is ß in it.
    const lines = '"X-Generator: Poedit 3.4\\n"\n'.repeat(5_000_000);
    const raw = `msgid ""\nmsgstr ""\n${lines}"Content-Type: text/plain; charset=ISO-8859-15\\n"\n\nmsgid "street"\nmsgstr "Stra\xdfe"\n`;
    expect(declaredCharset(raw)).toBe('ISO-8859-15');
    const decoded = decodePoCharset(Buffer.from(raw, 'latin1'), 'po/de.po');
    expect(decoded?.endsWith('msgstr "Straße"\n')).toBe(true);
  });

  it('is read past two hundred thousand Content-Types that name none', () => {
    const raw = `msgid ""\nmsgstr "${'Content-Type:charset=;'.repeat(200_000)}"\n"Content-Type: text/plain; charset=KOI8-R\\n"\n`;
    expect(declaredCharset(raw)).toBe('KOI8-R');
  });
});
