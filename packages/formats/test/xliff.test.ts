import { describe, expect, it } from 'vitest';
import { formatForExtension, getFormat, readXliff, renderOver, serializeXliff } from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const xliff = getFormat('xliff');

const v12 = `<?xml version="1.0" encoding="UTF-8" ?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="de" datatype="plaintext" original="ng2.template">
    <body>
      <!-- Home page -->
      <trans-unit id="intro" datatype="html">
        <source>Hello <x id="INTERPOLATION" equiv-text="{{ name }}"/>!</source>
        <target state="translated">Hallo <x id="INTERPOLATION" equiv-text="{{ name }}"/>!</target>
        <note priority="1" from="description">Greeting on the home page</note>
      </trans-unit>
      <group id="cart">
        <trans-unit id="cart.total">
          <source>Total &amp; taxes</source>
          <target>Summe &amp; Steuern 😀</target>
        </trans-unit>
      </group>
      <trans-unit id="cdata">
        <source><![CDATA[a < b]]></source>
        <target><![CDATA[a < b]]> ✓</target>
      </trans-unit>
      <trans-unit id="untranslated">
        <source>Later</source>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

const v20 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
  <file id="f1">
    <unit id="greeting">
      <notes>
        <note category="description">Shown once</note>
      </notes>
      <segment state="translated">
        <source>Hello <ph id="1" equiv="{name}"/></source>
        <target>Bonjour <ph id="1" equiv="{name}"/></target>
      </segment>
    </unit>
    <unit id="apostrophe">
      <segment>
        <source>It's "quoted"</source>
        <target>C'est « cité » &lt;b&gt;</target>
      </segment>
    </unit>
  </file>
</xliff>
`;

describe('xliff', () => {
  it('reads 1.2 targets by unit id, groups included; untranslated units are not keys', () => {
    const file = readXliff(v12);
    expect(file).toMatchObject({
      version: '1.2',
      sourceLanguage: 'en',
      targetLanguage: 'de',
      translation: true,
    });
    expect([...file.entries]).toEqual([
      ['intro', 'Hallo <x id="INTERPOLATION" equiv-text="{{ name }}"/>!'],
      ['cart.total', 'Summe & Steuern 😀'],
      ['cdata', 'a < b ✓'],
    ]);
    expect(file.sources.get('untranslated')).toBe('Later');
  });

  it('reads 2.0 targets, and sources of a file without targets', () => {
    expect([...xliff.parse(v20)]).toEqual([
      ['greeting', 'Bonjour <ph id="1" equiv="{name}"/>'],
      ['apostrophe', "C'est « cité » <b>"],
    ]);
    const sourceOnly = serializeXliff(new Map([['a', 'Hi & bye']]), { version: '2.0', sourceLanguage: 'en' });
    expect(readXliff(sourceOnly)).toMatchObject({ translation: false, sourceLanguage: 'en' });
    expect(xliff.parse(sourceOnly).get('a')).toBe('Hi & bye');
  });

  it('round-trips text, markup and escapes byte-identically in both versions', () => {
    const entries = new Map([
      ['plain', 'Tom & Jerry <3 "quotes" \'apostrophes\''],
      ['html', 'use <b>bold</b>'],
      ['inline', 'Hallo <x id="PH"/> und <g id="1">fett</g>'],
      ['unicode', 'Grüße ✓ 😀\nzweite Zeile'],
      ['empty', ''],
    ]);
    const text = roundTrips(xliff, entries, { locale: 'de' });
    expect(text).toContain('<source>use &lt;b&gt;bold&lt;/b&gt;</source>');
    expect(text).toContain('<source>Hallo <x id="PH"/> und <g id="1">fett</g></source>');
    for (const version of ['1.2', '2.0'] as const) {
      const options = {
        version,
        sourceLanguage: 'en',
        targetLanguage: 'de',
        sources: new Map([['plain', 'Src']]),
      };
      const first = serializeXliff(entries, options);
      const file = readXliff(first);
      expect([...file.entries]).toEqual([...entries]);
      expect(file.sources.get('plain')).toBe('Src');
      expect(serializeXliff(file.entries, options)).toBe(first);
    }
  });

  it('writes over a 1.2 file changing only targets, keeping notes, sources, comments and layout', () => {
    const entries = readXliff(v12).entries;
    entries.set('cart.total', 'Gesamt & Steuern');
    entries.delete('cdata');
    entries.set('untranslated', 'Später');
    entries.set('new.key', 'Neu');
    const out = renderOver(xliff, entries, 'flat', v12, { locale: 'de-AT' });
    expect(out).toBe(
      v12
        .replace('target-language="de"', 'target-language="de-AT"')
        .replace('<target>Summe &amp; Steuern 😀</target>', '<target>Gesamt &amp; Steuern</target>')
        .replace(/\n {6}<trans-unit id="cdata">[\s\S]*?<\/trans-unit>/, '')
        .replace('<source>Later</source>\n', '<source>Later</source>\n        <target>Später</target>\n')
        .replace(
          '      </trans-unit>\n    </body>',
          '      </trans-unit>\n      <trans-unit id="new.key">\n        <source></source>\n        <target>Neu</target>\n      </trans-unit>\n    </body>',
        ),
    );
    expect([...xliff.parse(out)]).toEqual([...entries]);
    expect(renderOver(xliff, entries, 'flat', out, { locale: 'de-AT' })).toBe(out);
  });

  it('writes over a 2.0 file, adding units shaped like the others', () => {
    const entries = xliff.parse(v20);
    entries.set('greeting', 'Salut <ph id="1" equiv="{name}"/>');
    entries.set('added', 'Ajouté');
    const out = renderOver(xliff, entries, 'flat', v20);
    expect(out).toContain('<target>Salut <ph id="1" equiv="{name}"/></target>');
    expect(out).toContain('<note category="description">Shown once</note>');
    expect(out).toContain(
      '    </unit>\n    <unit id="added">\n      <segment>\n        <source></source>\n        <target>Ajouté</target>\n      </segment>\n    </unit>\n  </file>',
    );
    expect([...xliff.parse(out)]).toEqual([...entries]);
  });

  it('keys units by their resource name, else by their source text in a Symfony file', () => {
    const symfony = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="fr" datatype="plaintext" original="file.ext">
    <body>
      <trans-unit id="a1b2" resname="welcome">
        <source>welcome</source>
        <target>Bienvenue</target>
      </trans-unit>
      <trans-unit id="plain">
        <source>bye</source>
        <target>Au revoir</target>
      </trans-unit>
    </body>
  </file>
</xliff>
`;
    expect([...xliff.parse(symfony)]).toEqual([
      ['welcome', 'Bienvenue'],
      ['bye', 'Au revoir'],
    ]);
    const out = renderOver(
      xliff,
      new Map([
        ['welcome', 'Salut'],
        ['bye', 'Au revoir'],
      ]),
      'flat',
      symfony,
    );
    expect(out).toBe(symfony.replace('Bienvenue', 'Salut'));
    // Another tool's file keys the same units by resname, else by id.
    expect([
      ...xliff.parse(symfony.replace('original="file.ext"', 'original="Localizable.strings"')).keys(),
    ]).toEqual(['welcome', 'plain']);
    expect(xliff.parse(v20.replace('<unit id="greeting">', '<unit id="u1" name="hello">')).has('hello')).toBe(
      true,
    );
  });

  it('is picked by extension and refuses broken input with the line', () => {
    expect(formatForExtension('.xlf')?.name).toBe('xliff');
    expect(formatForExtension('.xliff')?.name).toBe('xliff');
    const broken = captureError(() =>
      xliff.parse(v12.replace('</target>\n        <note', '\n        <note')),
    );
    expect(broken.message).toMatch(/invalid XLIFF at line \d+/);
    expect(broken.line).toBeGreaterThan(5);
    expect(captureError(() => xliff.parse('<resources/>')).message).toMatch(/root element must be <xliff>/);
    expect(captureError(() => xliff.parse('<xliff version="1.1"/>')).message).toMatch(
      /unsupported XLIFF version/,
    );
  });
});
