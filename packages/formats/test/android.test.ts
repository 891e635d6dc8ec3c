import { describe, expect, it } from 'vitest';
import { encodeAndroid, formatForExtension, getFormat, parseAndroid, renderOver } from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const android = getFormat('android');

const sample = `<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    <!-- Shown on the home screen -->
    <string name="app_name" translatable="false">Shop</string>
    <string name="welcome">Willkommen, %1$s! Es ist \\"toll\\" hier, oder?</string>
    <string name="apostrophe">Los geht\\'s</string>
    <string name="at">\\@home und \\?attr</string>
    <string name="lines">Erste Zeile\\nZweite Zeile</string>
    <string name="wrapped">Ein langer
        Text über   Zeilen</string>
    <string name="spaces">"  zwei  Leerzeichen  "</string>
    <string name="entities">Tom &amp; Jerry &lt;3 \\u00e9 😀</string>
    <string name="styled">Hallo <b>fett</b> <xliff:g id="name" example="Bob">%1$s</xliff:g></string>
    <plurals name="items">
        <item quantity="one">%d Artikel</item>
        <item quantity="other">%d Artikel</item>
    </plurals>
    <string-array name="planets">
        <item>Merkur</item>
        <item>Venus</item>
    </string-array>
    <color name="accent">#FF0000</color>
</resources>
`;

describe('android', () => {
  it('reads strings, plurals and arrays with the text the app shows', () => {
    expect([...parseAndroid(sample)]).toEqual([
      ['welcome', 'Willkommen, %1$s! Es ist "toll" hier, oder?'],
      ['apostrophe', "Los geht's"],
      ['at', '@home und ?attr'],
      ['lines', 'Erste Zeile\nZweite Zeile'],
      ['wrapped', 'Ein langer Text über Zeilen'],
      ['spaces', '  zwei  Leerzeichen  '],
      ['entities', 'Tom & Jerry <3 é 😀'],
      ['styled', 'Hallo <b>fett</b> <xliff:g id="name" example="Bob">%1$s</xliff:g>'],
      ['items[one]', '%d Artikel'],
      ['items[other]', '%d Artikel'],
      ['planets[0]', 'Merkur'],
      ['planets[1]', 'Venus'],
    ]);
  });

  it('escapes apostrophes, quotes, @, ?, newlines and kept white space', () => {
    expect(encodeAndroid('It\'s "ok"')).toBe('It\\\'s \\"ok\\"');
    expect(encodeAndroid('@home')).toBe('\\@home');
    expect(encodeAndroid('?attr')).toBe('\\?attr');
    expect(encodeAndroid('a\nb\tc')).toBe('a\\nb\\tc');
    expect(encodeAndroid(' padded ')).toBe('" padded "');
    expect(encodeAndroid('a & <b>')).toBe('a &amp; &lt;b&gt;');
    // Styling markup is kept only when it is well-formed content, as parse returns it.
    expect(encodeAndroid('<b>bold</b> &amp; more')).toBe('<b>bold</b> &amp; more');
    expect(encodeAndroid('<b>bold</b> & more')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(encodeAndroid('<script>x</script>')).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('round-trips byte-identically, plurals and arrays included', () => {
    const entries = parseAndroid(sample);
    entries.set('control', 'bell\u0007 back\\slash');
    const text = roundTrips(android, entries);
    expect(text).toContain(
      '    <plurals name="items">\n        <item quantity="one">%d Artikel</item>\n        <item quantity="other">%d Artikel</item>\n    </plurals>\n',
    );
    expect(text).toContain('<string name="control">bell\\u0007 back\\\\slash</string>');
  });

  it('writes over an existing file editing only what changed', () => {
    const entries = parseAndroid(sample);
    entries.set('apostrophe', "Auf geht's");
    entries.delete('lines');
    entries.set('items[few]', '%d Artikel (few)');
    entries.delete('planets[0]');
    entries.delete('planets[1]');
    entries.set('added[one]', 'ein neuer');
    entries.set('added[other]', '%d neue');
    const out = renderOver(android, entries, 'flat', sample);
    expect(out).toBe(
      sample
        .replace("Los geht\\'s", "Auf geht\\'s")
        .replace('\n    <string name="lines">Erste Zeile\\nZweite Zeile</string>', '')
        // A new form goes in its CLDR place: `few` before `other`.
        .replace(
          '<item quantity="other">%d Artikel</item>\n',
          '<item quantity="few">%d Artikel (few)</item>\n        <item quantity="other">%d Artikel</item>\n',
        )
        .replace(/\n {4}<string-array name="planets">[\s\S]*?<\/string-array>/, '')
        .replace(
          '<color name="accent">#FF0000</color>\n',
          '<color name="accent">#FF0000</color>\n    <plurals name="added">\n        <item quantity="one">ein neuer</item>\n        <item quantity="other">%d neue</item>\n    </plurals>\n',
        ),
    );
    expect(renderOver(android, parseAndroid(out), 'flat', out)).toBe(out);
  });

  it('is picked by extension and refuses broken input with the line', () => {
    expect(formatForExtension('.xml')?.name).toBe('android');
    const apostrophe = captureError(() =>
      android.parse('<resources>\n  <string name="a">it\'s</string>\n</resources>'),
    );
    expect(apostrophe.message).toMatch(/unescaped apostrophe/);
    expect(apostrophe.line).toBe(2);
    const broken = captureError(() =>
      android.parse('<resources>\n  <string name="a">x</strin>\n</resources>'),
    );
    expect(broken.line).toBe(2);
    const quantity = captureError(() =>
      android.parse(
        '<resources>\n<plurals name="p">\n<item quantity="lots">x</item>\n</plurals>\n</resources>',
      ),
    );
    expect(quantity.message).toMatch(/quantity "lots"/);
    expect(quantity.line).toBe(3);
    expect(captureError(() => android.parse('<xliff/>')).message).toMatch(/<resources>/);
  });
});

describe('android arrays are positional', () => {
  it('writes an array that loses or gains items again as a whole, gaps as empty items', () => {
    const existing =
      '<resources>\n  <string-array name="days" tools:ignore="x">\n    <item>Mo</item>\n    <item>Di</item>\n  </string-array>\n</resources>\n';
    const out = renderOver(
      android,
      new Map([
        ['days[1]', 'Di'],
        ['days[3]', 'Do'],
      ]),
      'flat',
      existing,
    );
    expect(out).toBe(
      '<resources>\n  <string-array name="days" tools:ignore="x">\n    <item></item>\n    <item>Di</item>\n    <item></item>\n    <item>Do</item>\n  </string-array>\n</resources>\n',
    );
  });
});

describe('removing a resource followed by text on its line', () => {
  it("keeps the text on the resource's own line, not glued to the line above (NewPipe's values-ru)", () => {
    // values-ru/strings.xml line 135: `<string name="settings_file_replacement_character_summary">…</string>&gt;`
    const content =
      '<resources>\n    <string name="a">A</string>\n    <string name="b">B</string>&gt;\n    <string name="c">C</string>\n</resources>\n';
    const out = renderOver(
      android,
      new Map([
        ['a', 'A'],
        ['c', 'C'],
      ]),
      'flat',
      content,
    );
    expect(out).toBe(
      '<resources>\n    <string name="a">A</string>\n    &gt;\n    <string name="c">C</string>\n</resources>\n',
    );
    expect(android.parse(out)).toEqual(
      new Map([
        ['a', 'A'],
        ['c', 'C'],
      ]),
    );
  });
});

describe('android attributes in single quotes', () => {
  // Buck's Android tutorial (facebook/buck, docs/article/exopackage.soy) writes its strings.xml so:
  const buck = [
    "<?xml version='1.0' encoding='utf-8' ?>",
    '    <resources>',
    "      <string name='app_name'>Hello World</string>",
    '    </resources>',
  ].join('\n');

  it("reads name='…' and writes new resources and items with the file's quote", () => {
    expect([...android.parse(buck)]).toEqual([['app_name', 'Hello World']]);
    const entries = new Map([
      ['app_name', 'Hallo Welt'],
      ["it's", 'Ein "Zitat"'],
      ['files[one]', '%d Datei'],
      ['files[other]', '%d Dateien'],
    ]);
    const written = renderOver(android, entries, 'flat', buck);
    expect(written).toBe(
      [
        "<?xml version='1.0' encoding='utf-8' ?>",
        '    <resources>',
        "      <string name='app_name'>Hallo Welt</string>",
        '      <string name=\'it&apos;s\'>Ein \\"Zitat\\"</string>',
        "      <plurals name='files'>",
        "        <item quantity='one'>%d Datei</item>",
        "        <item quantity='other'>%d Dateien</item>",
        '      </plurals>',
        '    </resources>',
      ].join('\n'),
    );
    expect([...android.parse(written)]).toEqual([...entries]);
    // A file in double quotes stays so.
    const double = buck.replace("name='app_name'", 'name="app_name"');
    expect(renderOver(android, new Map([['b', 'B']]), 'flat', double)).toContain(
      '<string name="b">B</string>',
    );
  });
});
