import { describe, expect, it } from 'vitest';
import { json as jsonInPlace } from '../src/formats/json/index.ts';
import {
  FormatError,
  type FormatWarning,
  getFormat,
  nest,
  parseJson,
  renderOver,
  serializeJson,
} from '../src/index.ts';

describe('parseJson', () => {
  it('flattens nested objects with dots, in file order', () => {
    const entries = parseJson('{"home":{"title":"Hi {name}","cta":"Go"},"footer":"(c)"}');
    expect([...entries]).toEqual([
      ['home.title', 'Hi {name}'],
      ['home.cta', 'Go'],
      ['footer', '(c)'],
    ]);
  });

  it('keeps flat keys with dots and plural suffixes as they are', () => {
    const entries = parseJson('{"cart.items_one":"{{count}} item","cart.items_other":"{{count}} items"}');
    expect([...entries.keys()]).toEqual(['cart.items_one', 'cart.items_other']);
  });

  it('accepts a byte order mark and empty texts', () => {
    expect(parseJson('\uFEFF{"a":""}').get('a')).toBe('');
  });

  it('names the line of a syntax error', () => {
    const err = captureError(() => parseJson('{\n  "a": "x",\n  "b": \n}'));
    expect(err).toBeInstanceOf(FormatError);
    expect(err.line).toBe(4);
    expect(err.message).toMatch(/invalid JSON/);
  });

  it('refuses non-string values naming the key and line', () => {
    const err = captureError(() => parseJson('{\n  "a": {\n    "n": 3\n  }\n}'));
    expect(err.message).toMatch(/key "a.n" has a number value/);
    expect(err.line).toBe(3);
    expect(captureError(() => parseJson('{"a":null}')).message).toMatch(/null/);
    expect(captureError(() => parseJson('{"a":["x", 2]}')).message).toMatch(
      /item a\[1\] is a number; array items must be strings, objects, arrays or null/,
    );
  });

  it('refuses a root that is not an object', () => {
    expect(captureError(() => parseJson('["a"]')).message).toMatch(/JSON object/);
  });

  it('reads a name written twice as its last value, warning with both lines', () => {
    const warnings: FormatWarning[] = [];
    const content = '{\n  "a": "x",\n  "n": {\n    "b": "1",\n    "b": "2"\n  },\n  "a": "y"\n}';
    const entries = parseJson(content, { warn: (w) => warnings.push(w) });
    expect([...entries]).toEqual([
      ['a', 'y'],
      ['n.b', '2'],
    ]);
    expect(warnings).toEqual([
      { message: '"a" is defined twice (lines 2 and 7); the last value is used', line: 7, key: 'a' },
      { message: '"n.b" is defined twice (lines 4 and 5); the last value is used', line: 5, key: 'n.b' },
    ]);
  });

  it('reads an object written twice as the last one, as JSON.parse does', () => {
    const content = '{"a":{"x":"1"},"a":{"y":"2"}}';
    expect(Object.fromEntries(parseJson(content))).toEqual({ 'a.y': '2' });
    expect(JSON.parse(content)).toEqual({ a: { y: '2' } });
  });

  it('refuses a key spelled both flat and nested', () => {
    expect(captureError(() => parseJson('{"a.b":"x","a":{"b":"y"}}')).message).toMatch(
      /"a.b" is defined twice/,
    );
  });
});

describe('serializeJson', () => {
  const entries = new Map([
    ['home.title', 'Hi'],
    ['home.cta', 'Go'],
    ['footer', 'é ✓ 😀'],
  ]);

  it('writes flat JSON with two spaces and a trailing newline', () => {
    expect(serializeJson(entries, { structure: 'flat' })).toBe(
      '{\n  "home.title": "Hi",\n  "home.cta": "Go",\n  "footer": "é ✓ 😀"\n}\n',
    );
  });

  it('writes nested JSON', () => {
    expect(JSON.parse(serializeJson(entries, { structure: 'nested' }))).toEqual({
      home: { title: 'Hi', cta: 'Go' },
      footer: 'é ✓ 😀',
    });
  });

  it('round-trips both structures', () => {
    for (const structure of ['flat', 'nested'] as const) {
      const text = serializeJson(entries, { structure });
      expect(serializeJson(parseJson(text), { structure })).toBe(text);
    }
  });
});

describe('nest', () => {
  it('names both keys when one is a text and a prefix of the other', () => {
    for (const order of [
      ['a', 'a.b'],
      ['a.b', 'a'],
    ]) {
      const entries = new Map(order.map((k) => [k, 'x']));
      const err = captureError(() => nest(entries));
      expect(err.message).toContain('"a"');
      expect(err.message).toContain('"a.b"');
    }
  });

  it('names the deeper key in a three-level collision', () => {
    const err = captureError(() =>
      nest(
        new Map([
          ['a.b.c', 'x'],
          ['a.b', 'y'],
        ]),
      ),
    );
    expect(err.message).toContain('"a.b"');
    expect(err.message).toContain('"a.b.c"');
  });
});

describe('renderOver', () => {
  const json = getFormat('json');

  it('returns the existing bytes when the texts are the same', () => {
    const existing = '{\n    "b": "2",\n    "a": "1"\n}';
    expect(
      renderOver(
        json,
        new Map([
          ['a', '1'],
          ['b', '2'],
        ]),
        'flat',
        existing,
      ),
    ).toBe(existing);
  });

  it('keeps indentation, key order and the missing trailing newline; appends new keys', () => {
    const existing = '{\n    "b": "2",\n    "a": "1"\n}';
    const out = renderOver(
      json,
      new Map([
        ['a', 'one'],
        ['b', '2'],
        ['c', '3'],
      ]),
      'flat',
      existing,
    );
    expect(out).toBe('{\n    "b": "2",\n    "a": "one",\n    "c": "3"\n}');
  });

  it('rewrites when the structure changes', () => {
    const existing = '{\n  "a": {\n    "b": "x"\n  }\n}\n';
    expect(renderOver(json, new Map([['a.b', 'x']]), 'flat', existing)).toBe('{\n  "a.b": "x"\n}\n');
  });

  it('replaces an unreadable file', () => {
    expect(renderOver(json, new Map([['a', 'x']]), 'flat', '{oops')).toBe('{\n  "a": "x"\n}\n');
  });
});

describe('writing over an existing file', () => {
  const nested = '{\n  "a": {\n    "x": "caf\\u00e9 \\/ 1",\n    "y": "2"\n  },\n  "b": "3"\n}\n';

  it('edits a changed text where it stands, keeping the escaping of the others', () => {
    const entries = new Map([
      ['a.x', 'café / 1'],
      ['a.y', 'zwei "2"'],
      ['b', '3'],
    ]);
    expect(renderOver(jsonInPlace, entries, 'nested', nested)).toBe(nested.replace('"2"', '"zwei \\"2\\""'));
  });

  it('adds a key after the last member of its object, creating the objects it needs', () => {
    const entries = new Map([
      ['a.x', 'café / 1'],
      ['a.y', '2'],
      ['b', '3'],
      ['a.z', 'new'],
      ['c.d.e', 'deep'],
    ]);
    expect(renderOver(jsonInPlace, entries, 'nested', nested)).toBe(
      '{\n  "a": {\n    "x": "caf\\u00e9 \\/ 1",\n    "y": "2",\n    "z": "new"\n  },\n  "b": "3",\n  "c": {\n    "d": {\n      "e": "deep"\n    }\n  }\n}\n',
    );
  });

  it('removes a key with its line, and an object left empty with it', () => {
    expect(
      renderOver(
        jsonInPlace,
        new Map([
          ['a.x', 'café / 1'],
          ['b', '3'],
        ]),
        'nested',
        nested,
      ),
    ).toBe('{\n  "a": {\n    "x": "caf\\u00e9 \\/ 1"\n  },\n  "b": "3"\n}\n');
    expect(renderOver(jsonInPlace, new Map([['b', '3']]), 'nested', nested)).toBe('{\n  "b": "3"\n}\n');
    expect(renderOver(jsonInPlace, new Map(), 'nested', nested)).toBe('{}\n');
  });

  it('keeps a one-line file on one line', () => {
    expect(
      renderOver(
        jsonInPlace,
        new Map([
          ['a', '1'],
          ['b', '2'],
        ]),
        'flat',
        '{"a":"0"}',
      ),
    ).toBe('{"a":"1","b":"2"}');
  });

  it('edits the last definition of a name written twice, keeping the first as written', () => {
    const existing = '{\n  "a": "x",\n  "b": "y",\n  "a": "x"\n}\n';
    expect(
      renderOver(
        jsonInPlace,
        new Map([
          ['a', 'z'],
          ['b', 'y'],
        ]),
        'flat',
        existing,
      ),
    ).toBe('{\n  "a": "x",\n  "b": "y",\n  "a": "z"\n}\n');
    expect(renderOver(jsonInPlace, new Map([['b', 'y']]), 'flat', existing)).toBe('{\n  "b": "y"\n}\n');
  });

  it('writes a new key that has no nested form as an error naming it', () => {
    const err = captureError(() =>
      renderOver(
        jsonInPlace,
        new Map([
          ['b', '3'],
          ['b.c', '4'],
        ]),
        'nested',
        nested,
      ),
    );
    expect(err).toBeInstanceOf(FormatError);
    expect(err.message).toContain('"b.c"');
  });
});

function captureError(fn: () => unknown): FormatError {
  try {
    fn();
  } catch (err) {
    return err as FormatError;
  }
  throw new Error('expected an error');
}
