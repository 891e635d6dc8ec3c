import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForExtension,
  formatInfoForPath,
  getFormat,
  knownExtensions,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const chrome = getFormat('chrome');
const here = path.dirname(fileURLToPath(import.meta.url));
const badger = path.join(here, 'fixtures/privacybadger/src/_locales');
const ublockLite = path.join(here, 'fixtures/ublock/platform/mv3/extension/_locales');
const ruffle = path.resolve(
  here,
  '../../..',
  '../shared/corpus/ruffle/web/packages/extension/assets/_locales',
);

describe('chrome (extension messages.json)', () => {
  it('owns _locales/<locale>/messages.json by its path; any other .json stays JSON', () => {
    expect(formatInfoForPath('_locales/pt_BR/messages.json')?.name).toBe('chrome');
    expect(formatInfoForPath('web/extension/assets/_locales/de/messages.json')?.name).toBe('chrome');
    expect(formatInfoForPath('locales/de/messages.json')?.name).toBe('json');
    expect(formatInfoForPath('_locales/de/other.json')?.name).toBe('json');
    expect(formatInfoForPath('lang/de/auth.php')?.name).toBe('php');
    expect(formatInfoForExtension('.json')?.name).toBe('json');
    expect(knownExtensions().filter((e) => e === '.json')).toHaveLength(1);
  });

  it('reads each message text; description and placeholders are not texts', () => {
    const content = JSON.stringify({
      greeting: {
        message: 'Hello, $USER$! You have $1 $$',
        description: 'Greeting',
        placeholders: { user: { content: '$1', example: 'Cira' } },
      },
      plain: { message: 'Plain' },
    });
    expect([...chrome.parse(content)]).toEqual([
      ['greeting', 'Hello, $USER$! You have $1 $$'],
      ['plain', 'Plain'],
    ]);
  });

  it.each([
    ['{"a": "text"}', 'line 1: message "a" is a string, not an object like {"message": "…"}'],
    ['{"a": {"description": "d"}}', 'message "a" has no string "message"'],
    ['{"a-b": {"message": "x"}}', 'message "a-b" has a name Chrome does not allow'],
    [
      '{"a": {"message": "x", "placeholders": {"p": {"example": "e"}}}}',
      'placeholder "p" without a string "content"',
    ],
    ['[]', 'a messages.json must hold a JSON object'],
  ])('refuses what Chrome refuses, naming the message: %s', (content, message) => {
    expect(captureError(() => chrome.parse(content)).message).toContain(message);
  });

  it('reads a name written twice as Chrome does (the last) with a warning', () => {
    const warnings: FormatWarning[] = [];
    const content = '{\n  "a": {"message": "1"},\n  "a": {"message": "2"}\n}\n';
    expect([...chrome.parse(content, { warn: (w) => warnings.push(w) })]).toEqual([['a', '2']]);
    expect(warnings[0]?.message).toContain('"a" is defined twice (lines 2 and 3)');
  });

  // As large.test.ts does for the first formats (kept here so that each format's tests stay its own).
  it('reads, writes and rewrites 5000 keys exactly', () => {
    const entries = new Map(Array.from({ length: 5000 }, (_, i) => [`k${i}`, `Text ${i} for {name}`]));
    const written = chrome.serialize(entries, { structure: 'flat' });
    expect(chrome.parse(written)).toEqual(entries);
    const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
    changed.delete('k20');
    expect(chrome.parse(renderOver(chrome, changed, 'flat', written))).toEqual(changed);
  });

  it('round-trips awkward texts written from nothing', () => {
    roundTrips(
      chrome,
      new Map([
        ['quote', 'Say "hi" \\ <b>'],
        ['lines', 'one\ntwo\ttab'],
        ['dollars', '$NAME$ and $1 and $$'],
        ['emoji', 'Grüße 👋'],
      ]),
    );
  });

  it('rewrites only the message text; a new message takes the source description and placeholders', () => {
    const source = [
      '{',
      '    "hello": {',
      '        "message": "Hello $NAME$",',
      '        "description": "Greeting",',
      '        "placeholders": {',
      '            "name": { "content": "$1", "example": "Cira" }',
      '        }',
      '    }',
      '}',
      '',
    ].join('\n');
    const german =
      '{\n    "gone": {\n        "message": "Weg",\n        "description": "x"\n    },\n    "kept": {\n        "message": "Alt",\n        "description": "Kept as written"\n    }\n}\n';
    const out = renderOver(
      chrome,
      new Map([
        ['kept', 'Neu'],
        ['hello', 'Hallo $NAME$'],
      ]),
      'flat',
      german,
      { template: source },
    );
    expect(out).toBe(
      '{\n    "kept": {\n        "message": "Neu",\n        "description": "Kept as written"\n    },\n    "hello": {\n        "message": "Hallo $NAME$",\n        "description": "Greeting",\n        "placeholders": {\n            "name": {\n                "content": "$1",\n                "example": "Cira"\n            }\n        }\n    }\n}\n',
    );
    // Written from nothing, the same: Chrome needs each $NAME$ defined in the file that uses it.
    const fresh = renderOver(chrome, new Map([['hello', 'Hallo $NAME$']]), 'flat', undefined, {
      template: source,
    });
    expect(JSON.parse(fresh)).toEqual({
      hello: {
        message: 'Hallo $NAME$',
        description: 'Greeting',
        placeholders: { name: { content: '$1', example: 'Cira' } },
      },
    });
  });

  it('compares $NAME$ whatever its case, and $1', () => {
    expect(comparePlaceholders('Open $URL$ in $1', 'Öffne $url$ in $1', { format: 'chrome' })).toEqual([]);
    expect(comparePlaceholders('$COUNT$ blocked', 'blockiert', { format: 'chrome' })).toEqual([
      { placeholder: '$COUNT$', kind: 'missing' },
    ]);
  });
});

// A translation deleted from the repository is written again from the source locale's file, as the
// services that export these files write it: each message with the source's `description` and
// `placeholders`, in the source's order, indented as the source is.
describe('a new Chrome translation file is what Crowdin and Transifex export', () => {
  for (const [project, folder, source, translation] of [
    ['Privacy Badger (Transifex)', badger, 'en_US', 'de'],
    ['Privacy Badger (Transifex)', badger, 'en_US', 'pt_BR'],
    [
      "uBlock Origin Lite (Crowdin; the English file's six-space lines are not copied)",
      ublockLite,
      'en',
      'de',
    ],
  ] as const) {
    it(`${project}: ${translation} written from ${source} is the repository's file byte for byte`, () => {
      const template = readFileSync(path.join(folder, source, 'messages.json'), 'utf8');
      const expected = readFileSync(path.join(folder, translation, 'messages.json'), 'utf8');
      // As the pull writes a new file: the spacing of the resource's source file.
      const { indent, trailingNewline } = chrome.detectStyle(template);
      const written = renderOver(chrome, chrome.parse(expected), 'flat', undefined, {
        template,
        newFileStyle: {
          ...(indent !== undefined && { indent }),
          ...(trailingNewline !== undefined && { trailingNewline }),
        },
      });
      expect(written).toBe(expected);
    });
  }
});

const files = [
  ...['en_US', 'de', 'pt_BR'].map((l) => path.join(badger, l, 'messages.json')),
  ...(existsSync(ruffle) ? ['en', 'de', 'fr', 'ru'].map((l) => path.join(ruffle, l, 'messages.json')) : []),
];

describe('Chrome rewrites over Privacy Badger (test/fixtures, see SOURCES.md) and Ruffle (../shared/corpus)', () => {
  const word = fc.constantFrom(
    'a',
    'Grüße',
    '日本',
    '$COUNT$',
    '$1',
    '$$',
    '"',
    '\\',
    '<a href="x">',
    '\n',
    ' ',
  );
  const text = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(''));

  for (const file of files) {
    const content = readFileSync(file, 'utf8');
    const name = path.relative(path.resolve(here, '../../..'), file);
    it(`${name}: same bytes for the same texts; an edit changes only its message line`, () => {
      const before = chrome.parse(content, { warn: (w) => expect.fail(w.message) });
      expect(before.size).toBeGreaterThan(40);
      expect(renderOver(chrome, before, 'flat', content)).toBe(content);
      const keys = [...before.keys()];
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: keys.length - 1 }),
          text,
          fc.integer({ min: 0, max: keys.length - 1 }),
          (index, value, removed) => {
            const key = keys[index] as string;
            const edited: Entries = new Map(before).set(key, value);
            const out = renderOver(chrome, edited, 'flat', content);
            expect([...chrome.parse(out)]).toEqual([...edited]);
            const a = content.split('\n');
            const b = out.split('\n');
            expect(b).toHaveLength(a.length);
            const changed = b.filter((line, i) => line !== a[i]);
            expect(changed).toHaveLength(before.get(key) === value ? 0 : 1);
            expect(changed.every((line) => line.trimStart().startsWith('"message"'))).toBe(true);

            const more: Entries = new Map(edited);
            more.delete(keys[removed] as string);
            more.set('added_message', value);
            expect([
              ...chrome.parse(renderOver(chrome, more, 'flat', content, { template: content })),
            ]).toEqual([...more]);
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
