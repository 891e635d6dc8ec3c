import { describe, expect, it } from 'vitest';
import { type FormatWarning, getFormat, LIMITS, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const json5 = getFormat('json5');

const HAND = `// app strings
{
  title: 'Hello',   // greeting
  'it\\'s': "x",
  nested: {
    a: 'A\\
B',
    b: '\\u00e9\\x41',
  },
  /* block */ last: 'L',
}
`;

describe('json5: reading', () => {
  it('reads comments, unquoted and single-quoted names, escapes, line continuations and trailing commas', () => {
    expect([...json5.parse(HAND)]).toEqual([
      ['title', 'Hello'],
      ["it's", 'x'],
      ['nested.a', 'AB'],
      ['nested.b', 'éA'],
      ['last', 'L'],
    ]);
    expect(json5.detectStyle(HAND).structure).toBe('nested');
  });

  it('refuses what is not JSON5, and values that are not texts, naming the line', () => {
    const syntax = captureError(() => json5.parse('{\n  a: "x",\n  b: \n}'));
    expect(syntax.message).toMatch(/^invalid JSON5 at line 4, column 1: /);
    expect(syntax.line).toBe(4);
    const number = captureError(() => json5.parse('{\n  a: 1,\n}'));
    expect(number.message).toBe('key "a" has a 1 value; only strings and objects are allowed');
    expect(number.line).toBe(2);
    expect(captureError(() => json5.parse('["a"]')).message).toContain('must hold a JSON5 object');
    expect(captureError(() => json5.parse('{"a.b": "x", a: {b: "y"}}')).message).toContain('written twice');
  });

  it('keeps the last of a name written twice, with a warning naming both lines', () => {
    const warnings: FormatWarning[] = [];
    expect([...json5.parse('{\n  a: "one",\n  a: "two",\n}', { warn: (w) => warnings.push(w) })]).toEqual([
      ['a', 'two'],
    ]);
    expect(warnings[0]?.message).toContain('lines 2 and 3');
  });

  it('refuses nesting deeper than LIMITS.maxDepth before parsing', () => {
    const deep = LIMITS.maxDepth + 1;
    const text = `${'{a:'.repeat(deep)}"x"${'}'.repeat(deep)}`;
    expect(captureError(() => json5.parse(text)).message).toContain('LIMITS.maxDepth');
  });
});

describe('json5: writing', () => {
  it('writes a new file as JSON (valid JSON5), flat or nested', () => {
    const entries = new Map([
      ['a.b', 'x'],
      ['c', "it's"],
    ]);
    expect(json5.serialize(entries, { structure: 'flat' })).toBe('{\n  "a.b": "x",\n  "c": "it\'s"\n}\n');
    expect(json5.serialize(entries, { structure: 'nested' })).toBe(
      '{\n  "a": {\n    "b": "x"\n  },\n  "c": "it\'s"\n}\n',
    );
  });

  it('edits in place: quotes, names and comments as written; a removed key takes its comment lines', () => {
    const next = new Map([
      ['title', "Hi 'you'"],
      ["it's", 'x'],
      ['nested.b', 'éA'],
      ['nested.c', 'C'],
      ['x.y', 'XY'],
      ['last', 'L'],
    ]);
    expect(renderOver(json5, next, 'nested', HAND)).toBe(`// app strings
{
  title: 'Hi \\'you\\'',   // greeting
  'it\\'s': "x",
  nested: {
    b: '\\u00e9\\x41',
    c: 'C',
  },
  /* block */ last: 'L',
  x: {
    y: 'XY',
  },
}
`);
  });

  it('keeps a DSpace file one blank line a member, its English comments with their keys', () => {
    const existing = `{
  // "a": "A",
  "a": "Ah",

  // "b": "B",
  "b": "Beh",

  // "c": "C",
  "c": "Ceh",
}
`;
    const out = renderOver(
      json5,
      new Map([
        ['a', 'Ah'],
        ['c', 'Ceh!'],
        ['d', 'Deh'],
      ]),
      'flat',
      existing,
    );
    expect(out).toBe(`{
  // "a": "A",
  "a": "Ah",

  // "c": "C",
  "c": "Ceh!",

  "d": "Deh",
}
`);
  });
});

describe('JSON5 whose nested names hold dots', () => {
  it('edits the file by its own objects: a new sentence is one name under its object', () => {
    // Nextcloud's l10n shape (sentences under "translations") written as JSON5.
    const file = "{\n  translations: {\n    'Sync is done.': 'Fertig.',\n  },\n  other: 'x',\n}\n";
    const entries = json5.parse(file);
    expect([...entries.keys()]).toEqual(['translations.Sync is done.', 'other']);
    entries.set('translations.New one.', 'Neu.');
    entries.set('other', 'y');
    expect(renderOver(json5, entries, 'nested', file)).toBe(
      "{\n  translations: {\n    'Sync is done.': 'Fertig.',\n    'New one.': 'Neu.',\n  },\n  other: 'y',\n}\n",
    );
  });

  it("writes a new locale's file in the shape of its source file, sentences whole", () => {
    const source =
      "{\n  translations: {\n    'Sync is done.': 'Sync is done.',\n  },\n  menu: { open: 'Open' },\n}\n";
    const entries = new Map([
      ['translations.Sync is done.', 'Fertig.'],
      ['menu.open', 'Öffnen'],
      ['menu.new.file', 'Neue Datei'],
    ]);
    const written = json5.serialize(entries, { structure: 'nested', template: source });
    expect(written).toBe(
      '{\n  "translations": {\n    "Sync is done.": "Fertig."\n  },\n  "menu": {\n    "open": "Öffnen",\n    "new": {\n      "file": "Neue Datei"\n    }\n  }\n}\n',
    );
    expect(json5.parse(written)).toEqual(entries);
    // Without the source the sentence's dots split it, and its trailing dot leaves an empty name.
    expect(() => json5.serialize(entries, { structure: 'nested' })).toThrow(/empty segment/);
  });
});

describe('JSON5: new members in the style of their object', () => {
  it("takes the object's own colon and quotes, not the file's first member's", () => {
    // Realistic, not from a project: a root written `key: value`, one object `'key' : "value"`.
    const file =
      "{\n  title: 'T',\n  errors: {\n    'not found' : \"Nicht gefunden\",\n    'denied' : \"Verboten\"\n  }\n}\n";
    const entries = json5.parse(file);
    entries.set('errors.timeout', 'Zeitüberschreitung');
    entries.set('errors.bad input', 'Ungültig');
    entries.set('footer', 'F');
    expect(renderOver(json5, entries, 'nested', file)).toBe(
      "{\n  title: 'T',\n  errors: {\n    'not found' : \"Nicht gefunden\",\n    'denied' : \"Verboten\",\n    'timeout' : \"Zeitüberschreitung\",\n    'bad input' : \"Ungültig\"\n  },\n  footer: 'F'\n}\n",
    );
  });

  it('removing the last member ends the object as it ended: a comma after the one now last only when there was one', () => {
    const bare = "{\n  a: 'A',\n  b: 'B'\n}\n";
    const trailing = "{\n  a: 'A',\n  b: 'B',\n}\n";
    const entries = new Map([['a', 'A']]);
    expect(renderOver(json5, entries, 'flat', bare)).toBe("{\n  a: 'A'\n}\n");
    expect(renderOver(json5, entries, 'flat', trailing)).toBe("{\n  a: 'A',\n}\n");
  });
});
