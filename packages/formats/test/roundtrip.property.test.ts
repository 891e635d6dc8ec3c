import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/** Texts with the characters that break hand-written escapers: quotes, backslashes, line breaks, markup. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '\\',
      '"',
      "'",
      '\n',
      '\r',
      '\t',
      ' ',
      '=',
      ':',
      '#',
      '!',
      '@',
      '?',
      '<',
      '>',
      '&',
      ';',
      '%',
      '{',
      '}',
      'u',
      'U',
      '/',
      '*',
    ),
    fc.constantFrom('a', 'Z', '0', 'é', 'ß', '✓', '😀', '日', '\u0007', '\u00a0'),
  ),
  maxLength: 24,
});
const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);

function entriesOf(keys: fc.Arbitrary<string>): fc.Arbitrary<Entries> {
  return fc
    .uniqueArray(fc.tuple(keys, text), { selector: ([key]) => key, maxLength: 6 })
    .map((pairs) => new Map(pairs));
}

const cases: Array<[string, fc.Arbitrary<string>]> = [
  ['properties', fc.string({ minLength: 1, maxLength: 12 })],
  ['strings', fc.string({ minLength: 1, maxLength: 12 })],
  ['po', name],
  ['arb', name],
  ['json', name],
  ['yaml', name],
  ['xliff', name],
];

describe('any texts survive a write and a read', () => {
  for (const [format, keys] of cases) {
    it(format, () => {
      const f = getFormat(format);
      fc.assert(
        fc.property(entriesOf(keys), (entries) => {
          const written = f.serialize(entries, { structure: 'flat' });
          expect([...f.parse(written)]).toEqual([...entries]);
          expect(f.serialize(f.parse(written), { structure: 'flat' })).toBe(written);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('android', () => {
    const f = getFormat('android');
    fc.assert(
      fc.property(entriesOf(name), (entries) => {
        const written = f.serialize(entries, { structure: 'flat' });
        expect([...f.parse(written)]).toEqual([...entries]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('any texts written over any existing file read back as written', () => {
  for (const [format, keys] of [...cases, ['android', name] as [string, fc.Arbitrary<string>]]) {
    it(format, () => {
      const f = getFormat(format);
      fc.assert(
        fc.property(entriesOf(keys), entriesOf(keys), (before, after) => {
          const existing = f.serialize(before, { structure: 'flat' });
          const out = renderOver(f, after, 'flat', existing);
          // Keys the file had keep their place; new ones follow in the order given.
          const expected = [...before.keys()].filter((key) => after.has(key));
          for (const key of after.keys()) if (!before.has(key)) expected.push(key);
          expect([...f.parse(out)]).toEqual(expected.map((key) => [key, after.get(key)]));
          expect(renderOver(f, after, 'flat', out)).toBe(out);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe('yaml, with the texts YAML finds awkward', () => {
  const awkward = fc.string({
    unit: fc.constantFrom(
      ' ',
      '\n',
      '\t',
      'a',
      '#',
      ':',
      '-',
      '"',
      "'",
      '|',
      '>',
      '\\',
      '%',
      '@',
      '&',
      '*',
      '!',
      '?',
      '{',
      '[',
      ',',
      '\u00a0',
      '\r',
    ),
    maxLength: 10,
  });
  const yamlEntries = fc
    .dictionary(fc.constantFrom('a', 'b', 'c.d', '1', 'yes', 'on'), awkward)
    .map((record) => new Map(Object.entries(record)));

  it('round-trips nested and flat under a locale root, and over any existing file', () => {
    const f = getFormat('yaml');
    fc.assert(
      fc.property(yamlEntries, yamlEntries, (before, after) => {
        for (const structure of ['flat', 'nested'] as const) {
          const written = f.serialize(before, { structure, locale: 'de' });
          expect(new Map(f.parse(written))).toEqual(before);
          const over = renderOver(f, after, structure, written);
          expect(new Map(f.parse(over))).toEqual(after);
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** Hand-written files, with what tools and people put in them, to write changes over. */
const handWritten: Record<string, string> = {
  yaml: `# Rails
de:
  # the home page
  home:
    title: "Hallo %{name}"   # inline
    cta: 'Los geht''s'
  cart:
    items:
      one: 1 Artikel
      other: |-
        %{count} Artikel
        im Korb
  flow: {a: x, b: "y"}
`,
  properties: `# Shop
! bang comment

greeting = Hallo {0}
multi = eins \\
        zwei
unicode : Gr\\u00FC\\u00DFe
spaced\\ key   value
`,
  po: `# Translation
msgid ""
msgstr ""
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. note
#: a.c:1
msgid "Hello"
msgstr "Hallo"

msgctxt "menu"
msgid "Open"
msgstr ""
"Öff"
"nen"

#, fuzzy
msgid "file"
msgid_plural "files"
msgstr[0] "Datei"
msgstr[1] "Dateien"
`,
  arb: `{
    "@@locale": "de",
    "hello": "Hallo",
    "@hello": { "description": "greeting" },
    "items": "{n, plural, one{# Artikel} other{# Artikel}}"
}`,
  xliff: `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="de" datatype="plaintext" original="x">
    <body>
      <trans-unit id="hello"><source>Hello</source><target>Hallo</target></trans-unit>
      <group id="g">
        <trans-unit id="inline">
          <source>Hi <x id="1"/></source>
          <target state="final">Hallo <x id="1"/></target>
          <note>n</note>
        </trans-unit>
      </group>
      <trans-unit id="todo">
        <source>Later</source>
        <target/>
      </trans-unit>
    </body>
  </file>
</xliff>
`,
  strings: `/* Header */

/* Greeting */
"hello" = "Hallo"; // trailing
bare = "Wort";
"multi" = "eins\\nzwei";
`,
  android: `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <!-- Greeting -->
    <string name="hello">Hallo</string>
    <string name="nt" translatable="false">X</string>
    <string name="quoted">"  Abstand  "</string>
    <plurals name="items">
        <item quantity="one">%d Artikel</item>
        <item quantity="other">%d Artikel</item>
    </plurals>
    <string-array name="days">
        <item>Mo</item>
    </string-array>
</resources>
`,
};

describe('changes written over hand-written files read back as written', () => {
  for (const [format, content] of Object.entries(handWritten)) {
    it(format, () => {
      const f = getFormat(format);
      const structure = format === 'yaml' ? 'nested' : 'flat';
      const before = f.parse(content);
      const newKey =
        format === 'android'
          ? fc.constantFrom('added', 'items[few]', 'days[1]')
          : fc.constantFrom('added', 'more');
      const after = fc
        .tuple(
          fc.subarray([...before.keys()]),
          fc.array(fc.tuple(fc.boolean(), text), { minLength: before.size, maxLength: before.size }),
          fc.uniqueArray(fc.tuple(newKey, text), { selector: ([key]) => key, maxLength: 2 }),
        )
        .map(([kept, changes, added]) => {
          const entries = new Map<string, string>();
          kept.forEach((key, i) => {
            const [change, value] = changes[i] as [boolean, string];
            entries.set(key, change ? value : (before.get(key) as string));
          });
          for (const [key, value] of added) entries.set(key, value);
          return entries;
        });
      fc.assert(
        fc.property(after, (entries) => {
          const out = renderOver(f, entries, structure, content);
          expect(new Map(f.parse(out))).toEqual(withPositionalGaps(format, entries, f.parse(out)));
          expect(renderOver(f, entries, structure, out)).toBe(out);
        }),
        { numRuns: 300 },
      );
    });
  }
});

/**
 * The entries a file holds after writing `entries`: PO plural forms and Android array items are
 * positional, so a form or item the entries lack below one they have (or a PO form the file had) is
 * written empty, and reads back as an empty text. Any other difference is left for the test to see.
 */
function withPositionalGaps(format: string, entries: Entries, read: Entries): Entries {
  const expected = new Map(entries);
  for (const [key, text] of entries) {
    // An empty PO msgid_plural (a gap filled with "") is written as the file's or the msgid.
    if (format === 'po' && key.endsWith('[msgid_plural]') && text === '')
      expected.set(key, read.get(key) as string);
  }
  for (const [key, text] of read) {
    if (entries.has(key) || text !== '') continue;
    const form = /^(.*)\[(\d+)\]$/s.exec(key);
    if (!form) continue;
    const base = form[1] as string;
    const positional =
      format === 'po'
        ? entries.has(`${base}[msgid_plural]`)
        : format === 'android' &&
          [...entries.keys()].some((k) => k.startsWith(`${base}[`) && /\[\d+\]$/.test(k));
    if (positional) expected.set(key, '');
  }
  return expected;
}
