import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkPlaceholders,
  type FormatWarning,
  formatForExtension,
  getFormat,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const sharex = path.join(corpus, 'sharex');
const resx = getFormat('resx');

// The shape of a Windows Forms resource file, header cut short: typed values, designer bookkeeping,
// an image reference, a comment, a text without xml:space, an empty value.
const form = `\uFEFF<?xml version="1.0" encoding="utf-8"?>
<root>
  <!-- Microsoft ResX Schema, Version 2.0 -->
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a" />
  <data name="btnAdd.Location" type="System.Drawing.Point, System.Drawing">
    <value>8, 8</value>
  </data>
  <data name="btnAdd.Text" xml:space="preserve">
    <value>Add &amp; open...</value>
  </data>
  <data name="&gt;&gt;btnAdd.Name" xml:space="preserve">
    <value>btnAdd</value>
  </data>
  <data name="Greeting" xml:space="preserve">
    <value>Hello {0}, you have {1} files</value>
    <comment>{0} is the user name</comment>
  </data>
  <data name="Plain" type="System.String, mscorlib">
    <value>  Two
lines  </value>
  </data>
  <data name="Empty" xml:space="preserve">
    <value />
  </data>
  <data name="icon" type="System.Resources.ResXFileRef, System.Windows.Forms">
    <value>..\\Resources\\icon.png;System.Drawing.Bitmap, System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a</value>
  </data>
</root>`;

describe('resx', () => {
  it('reads the texts ResXResourceReader gives as strings, not typed values or designer records', () => {
    expect([...resx.parse(form)]).toEqual([
      ['btnAdd.Text', 'Add & open...'],
      ['Greeting', 'Hello {0}, you have {1} files'],
      ['Plain', '  Two\nlines  '],
      ['Empty', ''],
    ]);
  });

  it('writes back the same bytes, and one changed text on its line alone', () => {
    const entries = resx.parse(form);
    expect(renderOver(resx, entries, 'flat', form)).toBe(form);
    const out = renderOver(resx, new Map(entries).set('Greeting', 'Hallo {0}, <{1}> Dateien'), 'flat', form);
    expect(out).toBe(form.replace('Hello {0}, you have {1} files', 'Hallo {0}, &lt;{1}&gt; Dateien'));
    const filled = renderOver(resx, new Map(entries).set('Empty', 'Leer'), 'flat', form);
    expect(filled).toBe(
      form.replace(
        '  <data name="Empty" xml:space="preserve">\n    <value />\n  </data>',
        '  <data name="Empty" xml:space="preserve">\n    <value>Leer</value>\n  </data>',
      ),
    );
  });

  it('removes a text with its lines and adds a new one after the last resource', () => {
    const entries = resx.parse(form);
    entries.delete('Plain');
    entries.set('New', 'Neu\r\n');
    const out = renderOver(resx, entries, 'flat', form);
    expect(out).toBe(
      form
        .replace(
          '\n  <data name="Plain" type="System.String, mscorlib">\n    <value>  Two\nlines  </value>\n  </data>',
          '',
        )
        .replace(
          '</data>\n</root>',
          '</data>\n  <data name="New" xml:space="preserve">\n    <value>Neu&#13;\n</value>\n  </data>\n</root>',
        ),
    );
    expect(resx.parse(out).get('New')).toBe('Neu\r\n');
  });

  it('writes a new file as Visual Studio does, schema header included', () => {
    const written = roundTrips(
      resx,
      new Map([
        ['Hello', 'Hallo {0}'],
        ['Quote', 'Er sagte "<b>Hallo</b>" & ging'],
      ]),
    );
    expect(written).toContain('<resheader name="writer">');
    expect(written).toContain('<xsd:schema id="root"');
    expect(
      written.endsWith(
        '  <data name="Quote" xml:space="preserve">\n    <value>Er sagte "&lt;b&gt;Hallo&lt;/b&gt;" &amp; ging</value>\n  </data>\n</root>',
      ),
    ).toBe(true);
  });

  it('reads a name written twice as the reader does, the last one, with a warning', () => {
    const twice = form.replace('<data name="Plain"', '<data name="Greeting"');
    const warnings: FormatWarning[] = [];
    expect(resx.parse(twice, { warn: (w) => warnings.push(w) }).get('Greeting')).toBe('  Two\nlines  ');
    expect(warnings).toEqual([
      {
        message:
          '"Greeting" is defined twice (lines 17 and 21); the last value is used, as ResXResourceReader does',
        line: 21,
        key: 'Greeting',
      },
    ]);
  });

  it('refuses what ResXResourceReader refuses, naming the line', () => {
    expect(captureError(() => resx.parse('<resources/>')).message).toMatch(/root element must be <root>/);
    expect(captureError(() => resx.parse(form.replace('<data name="Empty"', '<data'))).message).toMatch(
      /line 25: a <data> has no name/,
    );
    expect(
      captureError(() => resx.parse(form.replace('<value>Hello', '<value><b>Hello</b>'))).message,
    ).toMatch(/line 17: the <value> of "Greeting" holds markup/);
    expect(captureError(() => resx.parse(form.replace('</root>', ''))).message).toMatch(
      /invalid .resx at line/,
    );
    // What XML cannot hold is refused on writing, naming the key, rather than written unreadable.
    const entries = new Map(resx.parse(form)).set('Greeting', 'bell \u0007');
    expect(captureError(() => renderOver(resx, entries, 'flat', form)).message).toBe(
      'the text of "Greeting" holds U+0007, which an XML file cannot hold: remove it from the translation',
    );
    expect(() => resx.serialize(new Map([['k', '\ud800']]), { structure: 'flat' })).toThrow(/U\+D800/);
  });

  it('gives the checks .NET placeholders', () => {
    const source = resx.parse(form);
    expect(checkPlaceholders(source, new Map([['Greeting', 'Hallo {0}, Dateien']]))).toEqual([
      { key: 'Greeting', placeholder: '{1}', kind: 'missing' },
    ]);
    const formatted = new Map([['Size', 'Size: {0:N2} MB of {1,8}']]);
    expect(checkPlaceholders(formatted, new Map([['Size', 'Größe: {0:N1} MB von {1}']]))).toEqual([]);
    expect(checkPlaceholders(formatted, new Map([['Size', 'Größe: {1:N1} MB']]))).toEqual([
      { key: 'Size', placeholder: '{0}', kind: 'missing' },
    ]);
  });
});

describe.skipIf(!existsSync(sharex))(
  'resx: ShareX (355 files: 90 neutral sources and their de, fr, ru)',
  () => {
    const files = existsSync(sharex)
      ? execFileSync('find', [sharex, '-name', '*.resx'], { encoding: 'utf8' }).trim().split('\n').sort()
      : [];

    it('reads every file and writes each back byte for byte', () => {
      expect(files.length).toBe(355);
      let texts = 0;
      for (const file of files) {
        const content = readFileSync(file, 'utf8');
        const entries = resx.parse(content);
        texts += entries.size;
        expect(renderOver(resx, entries, 'flat', content), file).toBe(content);
        expect(resx.serializeOver?.(entries, content, { structure: 'flat' }), file).toBe(content);
      }
      expect(texts).toBe(9268);
    }, 60_000);
  },
);

describe('.resw (UWP and WinUI resources: the .resx schema under another extension)', () => {
  // files-community/Files@3c23ca92, src/Files.App/Strings/de-DE/Resources.resw, the schema and the
  // first two strings, byte for byte.
  const resw = `<?xml version="1.0" encoding="utf-8"?>
<root>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
  <resheader name="reader">
    <value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <resheader name="writer">
    <value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <data name="NewWindow" xml:space="preserve">
    <value>Neues Fenster</value>
  </data>
  <data name="CopyPath" xml:space="preserve">
    <value>Pfad kopieren</value>
  </data>
</root>
`;

  it('is read by the .resx format and written back byte for byte', () => {
    expect(formatForExtension('.resw')?.name).toBe('resx');
    const entries = resx.parse(resw);
    expect([...entries]).toEqual([
      ['NewWindow', 'Neues Fenster'],
      ['CopyPath', 'Pfad kopieren'],
    ]);
    expect(renderOver(resx, entries, 'flat', resw)).toBe(resw);
    entries.set('CopyPath', 'Pfad & Name kopieren');
    expect(renderOver(resx, entries, 'flat', resw)).toBe(
      resw.replace('<value>Pfad kopieren</value>', '<value>Pfad &amp; Name kopieren</value>'),
    );
  });
});
