import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { json } from '../src/formats/json/index.ts';
import { getFormat, renderOver } from '../src/index.ts';

/** LocalSend's slang files (test/fixtures/localsend, see SOURCES.md): en is the source. */
const localsend = path.resolve(fileURLToPath(import.meta.url), '../fixtures/localsend/app/assets/i18n');
const read = (locale: string) => readFileSync(path.join(localsend, `${locale}.json`), 'utf8');

const slang = `{
  "title": "Hi $name",
  "niceList": [
    "hello",
    "nice",
    [
      "first item in nested list",
      "second item in nested list"
    ],
    {
      "wow": "WOW!",
      "ok": "OK!"
    }
  ],
  "end": "Bye"
}
`;

describe('json arrays (slang lists)', () => {
  it('reads each item as name[index], nested lists as [i][j], objects in lists as [i].name', () => {
    expect([...json.parse(slang)]).toEqual([
      ['title', 'Hi $name'],
      ['niceList[0]', 'hello'],
      ['niceList[1]', 'nice'],
      ['niceList[2][0]', 'first item in nested list'],
      ['niceList[2][1]', 'second item in nested list'],
      ['niceList[3].wow', 'WOW!'],
      ['niceList[3].ok', 'OK!'],
      ['end', 'Bye'],
    ]);
  });

  it('uses the same keys as the YAML format for a Rails list', () => {
    const yaml = getFormat('yaml');
    const fromYaml = yaml.parse('en:\n  date:\n    day_names: [Sunday, Monday]\n');
    const fromJson = json.parse('{"date": {"day_names": ["Sunday", "Monday"]}}');
    expect([...fromJson]).toEqual([...fromYaml]);
  });

  it('reads null as a missing item, and refuses numbers and booleans naming the item and line', () => {
    expect([...json.parse('{"a": [null, "x", null]}')]).toEqual([['a[1]', 'x']]);
    expect(() => json.parse('{\n  "a": [\n    "x",\n    true\n  ]\n}')).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/item a\[1\] is a boolean/),
        line: 4,
      }),
    );
  });

  it('refuses a name that reads as an item of an array beside it', () => {
    expect(() => json.parse('{"a": ["x"], "a[0]": "y"}')).toThrow(/key "a\[0\]" is defined twice/);
  });

  it('writes x[0], x[1] as an array in a new nested file, a missing index as null', () => {
    const entries = new Map([
      ['list[0]', 'one'],
      ['list[2]', 'three'],
      ['grid[0][0]', 'a'],
      ['rows[0].name', 'n'],
      ['title', 'Hi'],
    ]);
    const out = json.serialize(entries, { structure: 'nested' });
    expect(out).toBe(
      '{\n  "list": [\n    "one",\n    null,\n    "three"\n  ],\n  "grid": [\n    [\n      "a"\n    ]\n  ],\n  "rows": [\n    {\n      "name": "n"\n    }\n  ],\n  "title": "Hi"\n}\n',
    );
    expect([...json.parse(out)]).toEqual([...entries].filter(([k]) => k !== 'list[1]'));
    // Flat files keep the key as a name.
    expect(json.serialize(new Map([['list[0]', 'one']]), { structure: 'flat' })).toBe(
      '{\n  "list[0]": "one"\n}\n',
    );
  });

  it('refuses keys that would be an array and an object, or a text and an array, naming both', () => {
    const both = new Map([
      ['a.b', 'x'],
      ['a[0]', 'y'],
    ]);
    expect(() => json.serialize(both, { structure: 'nested' })).toThrow(/"a.b" and "a\[0\]"/);
    const text = new Map([
      ['a', 'x'],
      ['a[0]', 'y'],
    ]);
    expect(() => json.serialize(text, { structure: 'nested' })).toThrow(/"a" and "a\[0\]"/);
  });

  it('changes only the item that changed', () => {
    const entries = new Map(json.parse(slang));
    entries.set('niceList[1]', 'schön');
    entries.set('niceList[3].ok', 'Gut!');
    const out = renderOver(json, entries, 'nested', slang);
    expect(out).toBe(slang.replace('"nice"', '"schön"').replace('"OK!"', '"Gut!"'));
  });

  it('appends items past the end with the file’s spacing, filling a gap with null', () => {
    const entries = new Map(json.parse(slang));
    entries.set('niceList[2][2]', 'third');
    entries.set('niceList[5]', 'sixth');
    const out = renderOver(json, entries, 'nested', slang);
    expect(out).toBe(
      slang
        .replace('"second item in nested list"', '"second item in nested list",\n      "third"')
        .replace('      "ok": "OK!"\n    }', '      "ok": "OK!"\n    },\n    null,\n    "sixth"'),
    );
    expect(new Map(json.parse(out))).toEqual(entries);
  });

  it('turns a removed middle item into null so later indexes hold, and removes trailing items', () => {
    const entries = new Map(json.parse(slang));
    entries.delete('niceList[0]');
    entries.delete('niceList[2][1]');
    const out = renderOver(json, entries, 'nested', slang);
    expect(out).toBe(
      slang.replace('    "hello",', '    null,').replace(',\n      "second item in nested list"', ''),
    );
    expect(new Map(json.parse(out))).toEqual(entries);
    // A filled hole is written where the null was.
    entries.set('niceList[0]', 'hallo');
    expect(renderOver(json, entries, 'nested', out)).toBe(out.replace('    null,', '    "hallo",'));
  });

  it('removes an array whose every item goes, and keeps one-line arrays on one line', () => {
    const oneLine = '{"a": ["x", "y"], "b": "z"}';
    expect(renderOver(json, new Map([['b', 'z']]), 'nested', oneLine)).toBe('{"b": "z"}');
    const more = new Map([
      ['a[0]', 'x'],
      ['a[1]', 'y'],
      ['a[2]', 'w'],
      ['b', 'z'],
    ]);
    expect(renderOver(json, more, 'nested', oneLine)).toBe('{"a": ["x", "y", "w"], "b": "z"}');
    expect(renderOver(json, more, 'nested', '{"a": [], "b": "z"}')).toBe(
      '{"a": [\n  "x",\n  "y",\n  "w"\n], "b": "z"}',
    );
  });

  it('adds a new array, or an item under an object in an array, where it belongs', () => {
    const entries = new Map(json.parse(slang));
    entries.set('niceList[3].new', 'Neu');
    entries.set('fresh[0]', 'f');
    const out = renderOver(json, entries, 'nested', slang);
    expect(out).toBe(
      slang
        .replace('"ok": "OK!"', '"ok": "OK!",\n      "new": "Neu"')
        .replace('"end": "Bye"', '"end": "Bye",\n  "fresh": [\n    "f"\n  ]'),
    );
  });

  it('replaces a text by an array, and an array by a text', () => {
    const toArray = renderOver(json, new Map([['a[0]', 'x']]), 'nested', '{\n  "a": "x"\n}\n');
    expect(toArray).toBe('{\n  "a": [\n    "x"\n  ]\n}\n');
    expect(renderOver(json, new Map([['a', 'x']]), 'nested', toArray)).toBe('{\n  "a": "x"\n}\n');
  });
});

describe("LocalSend's slang files (test/fixtures/localsend, see SOURCES.md)", () => {
  const locales = readdirSync(localsend)
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

  it('holds the source and translations, one whose arrays are longer than the source’s', () => {
    expect(locales).toEqual(['de', 'en', 'fi', 'ga', 'pt-BR']);
    const en = json.parse(read('en'));
    const fi = json.parse(read('fi'));
    expect(en.has('aliasGenerator(ignoreMissing, ignoreGpt).fruits[25]')).toBe(true);
    expect(en.has('aliasGenerator(ignoreMissing, ignoreGpt).fruits[26]')).toBe(false);
    expect(fi.has('aliasGenerator(ignoreMissing, ignoreGpt).fruits[36]')).toBe(true);
    expect(json.parse(read('ga')).get('dialogs.quickSaveFromFavoritesNotice.content[2]')).toBeDefined();
  });

  for (const locale of ['en', 'de', 'fi', 'ga', 'pt-BR']) {
    it(`${locale}: written over itself byte for byte; written anew, the same entries`, () => {
      const content = read(locale);
      const entries = json.parse(content);
      expect(json.detectStyle(content).structure).toBe('nested');
      expect(renderOver(json, entries, 'nested', content)).toBe(content);
      // slang's formatter puts a short array on one line, which a new file does not.
      const fresh = json.serialize(entries, { structure: 'nested' });
      expect([...json.parse(fresh)]).toEqual([...entries]);
    });
  }

  it('pulls a translation whose arrays are longer or shorter than the source’s as it is', () => {
    // The service keeps what the translation holds; the source's lengths are no limit.
    for (const locale of ['fi', 'pt-BR', 'ga']) {
      const content = read(locale);
      const entries = new Map(json.parse(content));
      const edited = new Map(entries);
      edited.set('aboutPage.description[1]', 'edited');
      const out = renderOver(json, edited, 'nested', content);
      const before = content.split('\n');
      const after = out.split('\n');
      expect(after.length).toBe(before.length);
      expect(after.filter((line, i) => line !== before[i])).toEqual([
        (
          before.find((l) => l.includes(JSON.stringify(entries.get('aboutPage.description[1]')))) as string
        ).replace(JSON.stringify(entries.get('aboutPage.description[1]')), '"edited"'),
      ]);
    }
  });
});

describe('docs/formats.md, JSON arrays', () => {
  it('reads its example as the keys the section names', () => {
    const docs = readFileSync(
      path.resolve(fileURLToPath(import.meta.url), '../../../../docs/formats.md'),
      'utf8',
    );
    const section = docs.slice(docs.indexOf('### JSON arrays'));
    const example = /```json\n([\s\S]*?)```/.exec(section)?.[1] as string;
    const keys = [...json.parse(example).keys()];
    expect(keys).toEqual([
      'aboutPage.title',
      'aboutPage.description[0]',
      'aboutPage.description[1]',
      'aliasGenerator(ignoreMissing, ignoreGpt).@info',
      'aliasGenerator(ignoreMissing, ignoreGpt).fruits[0]',
      'aliasGenerator(ignoreMissing, ignoreGpt).fruits[1]',
      'aliasGenerator(ignoreMissing, ignoreGpt).fruits[2]',
    ]);
    for (const key of ['aboutPage.description[0]', 'aliasGenerator(ignoreMissing, ignoreGpt).fruits[2]']) {
      expect(section).toContain(`\`${key}\``);
    }
  });
});

describe('a new JSON file from a source whose list ends in a hole', () => {
  // A minimal excerpt in the shape of slang's lists (no real file with a trailing null was at hand).
  const source = '{\n  "list": ["a", null],\n  "nested": {"more": [["x", null], null]}\n}\n';

  it('keeps the trailing null where the source has it, so positions match', () => {
    const entries = new Map([
      ['list[0]', 'A'],
      ['nested.more[0][0]', 'X'],
    ]);
    const out = json.serialize(entries, { structure: 'nested', template: source });
    expect(JSON.parse(out)).toEqual({ list: ['A', null], nested: { more: [['X', null], null] } });
    expect(json.parse(out)).toEqual(json.parse(source.replace('"a"', '"A"').replace('"x"', '"X"')));
  });

  it('writes no hole where the source has none', () => {
    const out = json.serialize(new Map([['list[0]', 'A']]), {
      structure: 'nested',
      template: '{"list": ["a"]}',
    });
    expect(JSON.parse(out)).toEqual({ list: ['A'] });
  });
});
