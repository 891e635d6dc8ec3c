import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForExtension,
  getFormat,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const php = getFormat('php');
const bookstack = path.resolve(fileURLToPath(import.meta.url), '../fixtures/bookstack/lang');
const pixelfed = path.resolve(fileURLToPath(import.meta.url), '../fixtures/pixelfed/lang');

describe('php (Laravel language files)', () => {
  it('reads nested arrays as dotted keys, both array syntaxes, comments and trailing commas', () => {
    expect(formatInfoForExtension('.php')?.name).toBe('php');
    const content = [
      '<?php',
      '/** Doc comment */',
      'declare(strict_types=1);',
      '',
      'return [',
      '    // Section',
      "    'title' => 'Welcome, :name', # trailing comment",
      "    'nested' => array(",
      "        'deep' => [ 'er' => \"Line\\none\\t\\x41\\101\\u{1F44B}\\$x {x}\" ],",
      "        /* block */ 'plural' => '{0} none|[1,*] :count many'",
      '    ),',
      "    'escapes' => 'It\\'s a \\\\ and \\n kept',",
      "    10 => 'ten',",
      "    'empty' => [],",
      '];',
      '',
    ].join('\n');
    expect([...php.parse(content)]).toEqual([
      ['title', 'Welcome, :name'],
      ['nested.deep.er', 'Line\none\tAA👋$x {x}'],
      ['nested.plural', '{0} none|[1,*] :count many'],
      ['escapes', "It's a \\ and \\n kept"],
      ['10', 'ten'],
    ]);
  });

  it('reads a key written twice as PHP does (last value, first place) with a warning', () => {
    const warnings: FormatWarning[] = [];
    const content = "<?php\nreturn [\n  'a' => '1',\n  'b' => '2',\n  'a' => '3',\n];\n";
    expect([...php.parse(content, { warn: (w) => warnings.push(w) })]).toEqual([
      ['a', '3'],
      ['b', '2'],
    ]);
    expect(warnings[0]?.message).toContain('"a" is defined twice (lines 3 and 5); the last is read');
    // The earlier definition stays as written; the one PHP reads is the one edited.
    expect(
      renderOver(
        php,
        new Map([
          ['a', 'x'],
          ['b', '2'],
        ]),
        'flat',
        content,
      ),
    ).toBe("<?php\nreturn [\n  'a' => '1',\n  'b' => '2',\n  'a' => 'x',\n];\n");
  });

  it.each([
    ["<?php\nreturn [\n  'a' => FOO,\n];", 'line 3: expected a quoted string or an array but found "FOO,"'],
    [
      "<?php\nreturn [\n  'a' => 'x' . PHP_EOL,\n];",
      'line 3: a concatenation with something other than a quoted string',
    ],
    ["<?php\nreturn [\n  'a' . 'b' => 'x',\n];", 'line 3: a concatenation (".") in a key'],
    ['<?php\nreturn [\n  \'a\' => "Hi $name",\n];', 'line 3: "$name" in a "…" string is a PHP variable'],
    [
      "<?php\nreturn [\n  'a' => trans('b'),\n];",
      'line 3: expected a quoted string or an array but found "trans',
    ],
    ["<?php\nreturn [\n  'a' => 5,\n];", 'a number is not a text'],
    ["<?php\nreturn [\n  'a' => <<<EOT\nx\nEOT,\n];", 'a heredoc'],
    ['<?php\n$x = 1;\nreturn [];', 'line 2: expected an array ("[" or "array(") but found "1;"'],
    ['<?php\n$x = [];\nreturn [];', "line 3: expected \"$name['key'] = 'text';\""],
    ["<?php\necho 'x';\nreturn [];", 'line 2: expected "return [" with the language lines'],
    ["<?php\nreturn ['a' => 'b'];\necho 'x';", 'line 3: expected the end of the file'],
    ['Hello <?php return [];', 'line 1: the file does not start with "<?php"'],
    ["<?php\nreturn [\n  'a' => 'open\n];", "line 3: a string opened with ' is never closed"],
  ])('refuses what is not a literal array of strings, naming the line: %j', (content, message) => {
    expect(captureError(() => php.parse(content)).message).toContain(message);
  });

  it('round-trips awkward texts written from nothing, nesting by dots', () => {
    const written = roundTrips(
      php,
      new Map([
        ['title', 'It\'s \\ a "quote" $x {$y}'],
        ['lines', 'one\ntwo\r\n'],
        ['group.a', 'A'],
        ['group.b.c', 'C'],
        ['plain', 'x'],
        ['plain.child', 'flat because plain is a text'],
        ['odd..key', 'empty segment'],
        ['emoji', '👋 :Name'],
      ]),
    );
    expect(written).toContain(
      "    'group' => [\n        'a' => 'A',\n        'b' => [\n            'c' => 'C',\n",
    );
    expect(written).toContain("    'plain.child' => 'flat because plain is a text',\n");
  });

  it('rewrites only what changed: an edit in its quotes, a removal with its line, additions where their keys nest (ending as their array did)', () => {
    const content = [
      '<?php',
      'return array(',
      "    'keep'   => 'Keep', // aligned",
      '    \'change\' => "Old",',
      "    'group'  => array(",
      "        'gone' => 'Gone',",
      "        'stay' => 'Stay'",
      '    ),',
      "    'only' => ['x' => 'X'],",
      "    'attributes' => [],",
      ');',
      '',
    ].join('\n');
    const entries: Entries = new Map([
      ['keep', 'Keep'],
      ['change', 'New $x'],
      ['group.stay', 'Stay'],
      ['group.added', 'Added'],
      ['attributes.email', 'email address'],
      ['fresh.one', 'One'],
    ]);
    const out = renderOver(php, entries, 'flat', content);
    expect(out).toBe(
      [
        '<?php',
        'return array(',
        "    'keep'   => 'Keep', // aligned",
        '    \'change\' => "New \\$x",',
        "    'group'  => array(",
        "        'stay' => 'Stay',",
        "        'added' => 'Added'",
        '    ),',
        "    'attributes' => [",
        "        'email' => 'email address',",
        '    ],',
        "    'fresh' => array(",
        "        'one' => 'One',",
        '    ),',
        ');',
        '',
      ].join('\n'),
    );
    expect(php.parse(out)).toEqual(entries);
  });

  it('puts new keys where the removed last entry of their array was', () => {
    const content = "<?php\nreturn [\n    'custom' => [\n        'old' => 'Old',\n    ],\n];\n";
    const out = renderOver(php, new Map([['custom.new', 'New']]), 'flat', content);
    expect(out).toBe("<?php\nreturn [\n    'custom' => [\n        'new' => 'New',\n    ],\n];\n");
  });

  it('keeps CRLF line breaks and a BOM', () => {
    const content = "\uFEFF<?php\r\nreturn [\r\n    'a' => 'A',\r\n];\r\n";
    const out = renderOver(
      php,
      new Map([
        ['a', 'B'],
        ['b', 'C'],
      ]),
      'flat',
      content,
    );
    expect(out).toBe("\uFEFF<?php\r\nreturn [\r\n    'a' => 'B',\r\n    'b' => 'C',\r\n];\r\n");
  });

  // As large.test.ts does for the first formats (kept here so that each format's tests stay its own).
  it('reads, writes and rewrites 5000 keys exactly', () => {
    const entries = new Map(Array.from({ length: 5000 }, (_, i) => [`k${i}`, `Text ${i} for {name}`]));
    const written = php.serialize(entries, { structure: 'flat' });
    expect(php.parse(written)).toEqual(entries);
    const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
    changed.delete('k20');
    expect(php.parse(renderOver(php, changed, 'flat', written))).toEqual(changed);
  });

  it('refuses nesting past the budget', () => {
    const deep = `<?php return [${"'a' => [".repeat(150)}${']'.repeat(151)};`;
    expect(captureError(() => php.parse(deep)).message).toContain('LIMITS.maxDepth');
  });

  it('compares Laravel placeholders whatever their case, and keeps plurals whole', () => {
    expect(
      comparePlaceholders(':count item|:count items', ':Count Eintrag|:count Einträge', { format: 'php' }),
    ).toEqual([]);
    expect(comparePlaceholders('Hello :name', 'Hallo', { format: 'php' })).toEqual([
      { placeholder: ':name', kind: 'missing' },
    ]);
  });
});

describe('PHP rewrites over BookStack language files (test/fixtures/bookstack, see SOURCES.md)', () => {
  const word = fc.constantFrom(
    'a',
    'Grüße',
    '日本',
    ':name',
    ':Count',
    '|',
    '{0}',
    "'",
    '"',
    '\\',
    '$x',
    '{$y}',
    ' ',
  );
  const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(''));
  const files = ['en', 'de'].flatMap((locale) =>
    readdirSync(path.join(bookstack, locale))
      .sort()
      .map((name) => `${locale}/${name}`),
  );

  it('reads all ten files and writes each back byte for byte', () => {
    expect(files).toHaveLength(10);
    for (const file of files) {
      const content = readFileSync(path.join(bookstack, file), 'utf8');
      const entries = php.parse(content, { warn: (w) => expect.fail(`${file}: ${w.message}`) });
      expect(entries.size, file).toBeGreaterThan(4);
      expect(renderOver(php, entries, 'flat', content)).toBe(content);
      expect([...php.parse(php.serialize(entries, { structure: 'flat' }))]).toEqual([...entries]);
    }
    const validation = php.parse(readFileSync(path.join(bookstack, 'en/validation.php'), 'utf8'));
    expect(validation.get('between.numeric')).toBe('The :attribute must be between :min and :max.');
    expect(validation.get('custom.password-confirm.required_with')).toBe('Password confirmation required');
  });

  for (const file of files) {
    const content = readFileSync(path.join(bookstack, file), 'utf8');
    it(`${file}: an edit changes only that entry's line; removals and additions read back`, () => {
      const before = php.parse(content);
      const keys = [...before.keys()];
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: keys.length - 1 }),
          text,
          fc.integer({ min: 0, max: keys.length - 1 }),
          fc.constantFrom('new_key', 'between.new', 'custom.password-confirm.new', 'fresh.group.key'),
          (index, value, removed, added) => {
            const key = keys[index] as string;
            const edited: Entries = new Map(before).set(key, value);
            const out = renderOver(php, edited, 'flat', content);
            expect([...php.parse(out)]).toEqual([...edited]);
            // A text written over several lines (BookStack has a few) changes the count of lines.
            if (!(before.get(key) as string).includes('\n')) {
              const a = content.split('\n');
              const b = out.split('\n');
              expect(b).toHaveLength(a.length);
              const changed = b.filter((line, i) => line !== a[i]);
              expect(changed).toHaveLength(before.get(key) === value ? 0 : 1);
            }

            const more: Entries = new Map(edited);
            more.delete(keys[removed] as string);
            more.set(added, value);
            // The removed key may be the last of the array the added one goes to.
            expect(php.parse(renderOver(php, more, 'flat', content))).toEqual(more);
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});

describe('texts joined with "."', () => {
  // A long line split across source lines, as Laravel projects write one (PHP joins the literals
  // before the file returns its array).
  const joined = `<?php

return [
    'failed' => 'These credentials do not match our records. '
        . "Please try again.",
    'throttle' => 'Too many login attempts.',
];
`;
  const php = getFormat('php');

  it('reads the literals as one text, as PHP joins them', () => {
    expect(php.parse(joined).get('failed')).toBe(
      'These credentials do not match our records. Please try again.',
    );
  });

  it('keeps the joined literals byte for byte when the text is unchanged, and edits others around them', () => {
    const entries = new Map(php.parse(joined)).set('throttle', 'Zu viele Anmeldeversuche.');
    expect(renderOver(php, entries, 'flat', joined)).toBe(
      joined.replace("'Too many login attempts.'", "'Zu viele Anmeldeversuche.'"),
    );
  });

  it('writes a changed joined text as one literal in the quotes of its first', () => {
    const entries = new Map(php.parse(joined)).set(
      'failed',
      'Diese Zugangsdaten passen nicht. Bitte erneut versuchen.',
    );
    expect(renderOver(php, entries, 'flat', joined)).toBe(
      joined.replace(
        `'These credentials do not match our records. '\n        . "Please try again."`,
        "'Diese Zugangsdaten passen nicht. Bitte erneut versuchen.'",
      ),
    );
  });

  it("a group written from its source ends its last item as the source's does (Pixelfed's helpcenter.php)", () => {
    // fixtures/pixelfed: `en/helpcenter.php` ends `'taggingPeople' => 'Tagging People'` with no
    // comma, and `de/helpcenter.php` lacks that key: its last item, `dataPolicy`, has none either.
    const en = readFileSync(path.join(pixelfed, 'en/helpcenter.php'), 'utf8');
    const de = readFileSync(path.join(pixelfed, 'de/helpcenter.php'), 'utf8');
    const entries = php.parse(de);
    // The translations end with a line break where the source does not: the pull passes theirs.
    const written = renderOver(php, entries, 'nested', undefined, {
      locale: 'de',
      template: en,
      newFileStyle: { trailingNewline: true },
    });
    expect(php.parse(written)).toEqual(entries);
    // Byte for byte Pixelfed's own: no comma after `dataPolicy`, and one of the blank lines around the
    // removed `taggingPeople` gone with it.
    expect(written).toBe(de);
    // A key added after it ends so too, and the one before it takes a comma.
    const added = renderOver(
      php,
      new Map([...entries, ['taggingPeople', 'Personen markieren']]),
      'nested',
      de,
    );
    expect(added).toContain("\t'dataPolicy' => 'Datenpolitik',\n\t'taggingPeople' => 'Personen markieren'\n");
  });

  it('an array whose last item ends with a comma keeps one on the item now last', () => {
    const content = "<?php\nreturn [\n    'a' => 'A',\n    'b' => 'B',\n];\n";
    expect(renderOver(php, new Map([['a', 'A']]), 'flat', content)).toBe(
      "<?php\nreturn [\n    'a' => 'A',\n];\n",
    );
    expect(
      renderOver(
        php,
        new Map([
          ['a', 'A'],
          ['c', 'C'],
        ]),
        'flat',
        content,
      ),
    ).toBe("<?php\nreturn [\n    'a' => 'A',\n    'c' => 'C',\n];\n");
  });

  it('a group written from a source defining a key twice defines it once, at its first place, with its text', () => {
    // PHP reads the last definition, in the place of the first; a translator's copy says it once.
    const en =
      "<?php\nreturn [\n    'remove' => 'Remove',\n    'reset' => 'Reset',\n    'remove' => 'Remove',\n    'quit' => 'Quit',\n];\n";
    const entries = new Map([
      ['remove', 'Entfernen'],
      ['reset', 'Zurücksetzen'],
      ['quit', 'Beenden'],
    ]);
    const written = php.serialize(entries, { structure: 'flat', template: en });
    expect(written).toBe(
      "<?php\nreturn [\n    'remove' => 'Entfernen',\n    'reset' => 'Zurücksetzen',\n    'quit' => 'Beenden',\n];\n",
    );
    // Over an existing file, the earlier definition stays as written and the last is edited.
    expect(renderOver(php, entries, 'flat', en)).toBe(
      "<?php\nreturn [\n    'remove' => 'Remove',\n    'reset' => 'Zurücksetzen',\n    'remove' => 'Entfernen',\n    'quit' => 'Beenden',\n];\n",
    );
  });

  it("a group written from its source with sortKeys has every array's keys sorted, comments and commas as they were", () => {
    // fixtures/pixelfed: `en/helpcenter.php` is in no order, its last item without a comma.
    const en = readFileSync(path.join(pixelfed, 'en/helpcenter.php'), 'utf8');
    const de = readFileSync(path.join(pixelfed, 'de/helpcenter.php'), 'utf8');
    const entries = php.parse(de);
    const written = php.serialize(entries, { structure: 'flat', template: en, sortKeys: true });
    const keys = [...php.parse(written).keys()];
    expect(keys).toEqual([...entries.keys()].sort());
    expect(php.parse(written)).toEqual(new Map([...entries].sort(([a], [b]) => (a < b ? -1 : 1))));
    expect(written.startsWith(en.slice(0, en.indexOf("\t'")))).toBe(true);
    // The array's last item ends without a comma, as the source's last did.
    expect(written).toMatch(/\t'whatsnew' => 'Was gibt\\'s Neues'\n\n\];$/);
    // Nested arrays are sorted at each level; the header comment above the first item stays first.
    const nested =
      "<?php\nreturn [\n    // Header\n\n    'z' => [\n        'b' => 'B',\n        // about a\n        'a' => 'A'\n    ],\n    'm' => 'M',\n];\n";
    expect(
      php.serialize(
        new Map([
          ['z.b', 'b'],
          ['z.a', 'a'],
          ['m', 'm'],
        ]),
        { structure: 'flat', template: nested, sortKeys: true },
      ),
    ).toBe(
      "<?php\nreturn [\n    // Header\n\n    'm' => 'm',\n    'z' => [\n        // about a\n        'a' => 'a',\n        'b' => 'b'\n    ],\n];\n",
    );
  });
});
