// A new culture's .resx (`Strings.de.resx`) starts from the neutral file's own header, as the
// translation files Visual Studio wrote beside it do: ShareX's translations whose header is their
// neutral file's are recreated byte for byte from the neutral file and their texts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['resx']);
const resx = getFormat('resx');
const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const sharex = path.join(corpus, 'sharex');

/** A new file for `locale` written by a pull from the neutral file `template`. */
function created(template: string, entries: Map<string, string>, locale = 'de'): string {
  return renderOver(resx, entries, 'flat', undefined, { locale, path: `Strings.${locale}.resx`, template });
}

describe('a new .resx takes the neutral file header', () => {
  // The neutral file of a Windows Forms form, shaped as an old Visual Studio wrote it: a BOM, CRLF
  // line ends, the 1.3 schema's resheaders, an <assembly>, typed and designer resources, <metadata>.
  const neutral = [
    '\uFEFF<?xml version="1.0" encoding="utf-8"?>',
    '<root>',
    '  <!-- Microsoft ResX Schema Version 1.3 -->',
    '  <resheader name="ResMimeType">',
    '    <value>text/microsoft-resx</value>',
    '  </resheader>',
    '  <resheader name="Version">',
    '    <value>1.3</value>',
    '  </resheader>',
    '  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0, Culture=neutral" />',
    '  <data name="btnAdd.Size" type="System.Drawing.Size, System.Drawing">',
    '    <value>75, 23</value>',
    '  </data>',
    '  <data name="btnAdd.Text" xml:space="preserve">',
    '    <value>Add</value>',
    '    <comment>A button</comment>',
    '  </data>',
    '  <data name="&gt;&gt;btnAdd.Name" xml:space="preserve">',
    '    <value>btnAdd</value>',
    '  </data>',
    '  <metadata name="$this.Localizable" type="System.Boolean, mscorlib">',
    '    <value>True</value>',
    '  </metadata>',
    '  <data name="Title" xml:space="preserve">',
    '    <value>Title</value>',
    '  </data>',
    '</root>',
  ].join('\r\n');

  it("keeps the neutral file's header bytes and writes only the culture's texts", () => {
    const text = created(neutral, new Map([['btnAdd.Text', 'Hinzufügen']]));
    expect(text).toBe(
      [
        '\uFEFF<?xml version="1.0" encoding="utf-8"?>',
        '<root>',
        '  <!-- Microsoft ResX Schema Version 1.3 -->',
        '  <resheader name="ResMimeType">',
        '    <value>text/microsoft-resx</value>',
        '  </resheader>',
        '  <resheader name="Version">',
        '    <value>1.3</value>',
        '  </resheader>',
        '  <data name="btnAdd.Text" xml:space="preserve">',
        '    <value>Hinzufügen</value>',
        '  </data>',
        '</root>',
      ].join('\r\n'),
    );
    expect([...resx.parse(text)]).toEqual([['btnAdd.Text', 'Hinzufügen']]);
    expect(renderOver(resx, resx.parse(text), 'flat', text)).toBe(text);
  });

  it("writes Visual Studio's own header without a neutral file", () => {
    const text = renderOver(resx, new Map([['a', 'b']]), 'flat', undefined, { locale: 'de' });
    expect(text).toContain('<resheader name="writer">');
    expect(text).toContain('Microsoft ResX Schema');
  });
});

describe.skipIf(!existsSync(sharex))(
  `ShareX's translations recreated from their neutral files (needs ${sharex})`,
  () => {
    it('gives the same bytes for every translation whose header is its neutral file header', () => {
      const files = execFileSync('find', [sharex, '-name', '*.*.resx'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .sort();
      const headerOf = (text: string): string => text.slice(0, text.lastIndexOf('</resheader>'));
      const differing: string[] = [];
      let compared = 0;
      for (const file of files) {
        const translation = readFileSync(file, 'utf8');
        const neutral = readFileSync(file.replace(/\.[A-Za-z-]+\.resx$/, '.resx'), 'utf8');
        if (headerOf(translation) !== headerOf(neutral)) continue;
        compared++;
        const culture = /\.([A-Za-z-]+)\.resx$/.exec(file)?.[1] as string;
        if (created(neutral, resx.parse(translation), culture) !== translation)
          differing.push(path.relative(sharex, file));
      }
      expect(compared).toBe(153);
      // What the texts do not hold: a translator's <comment> (UploadersLib fr), `<value />` for an empty
      // text and blank lines inside a <data> as the translators' tool left them.
      expect(differing).toEqual([
        'ShareX.HelpersLib/Properties/Resources.de.resx',
        'ShareX.HelpersLib/Properties/Resources.fr.resx',
        'ShareX.HelpersLib/Properties/Resources.ru.resx',
        'ShareX.UploadersLib/Properties/Resources.fr.resx',
        'ShareX/Properties/Resources.fr.resx',
      ]);
    });
  },
);
