import { describe, expect, it } from 'vitest';
import { parseIcu } from '../src/checks/icu.ts';
import { checkMessageSyntax, checkPlaceholders } from '../src/checks/placeholders.ts';
import { plainArguments } from '../src/checks/plain.ts';
import { createTextCache } from '../src/checks/text-cache.ts';

/** A parser that counts how often each text is read, reading it as the checks do. */
function countingParser() {
  const calls = new Map<string, number>();
  const parse = (text: string) => {
    calls.set(text, (calls.get(text) ?? 0) + 1);
    return parseIcu(text);
  };
  return { calls, parse };
}

const source = new Map([
  ['greeting', 'Hello {name}'],
  ['items', 'You have {count, plural, one {# item} other {# items}}'],
  ['percent', '%d of %s done: {state}'],
  ['plain', 'Save'],
]);
const translations = ['de', 'fr', 'es'].map(
  (locale) =>
    [
      locale,
      new Map([
        ['greeting', `${locale}: Hallo {name}`],
        ['items', `${locale}: {count, plural, one {# Ding} other {# Dinge}}`],
        ['percent', `${locale}: %d von %s fertig {state`],
        ['plain', `${locale}: Speichern`],
      ]),
    ] as const,
);

describe('the checks of one push with one text cache', () => {
  it('parse each source text once for every file, and each translation text once per file', () => {
    const { calls, parse } = countingParser();
    const cache = createTextCache({ parse, shortcuts: false });
    for (const [locale, entries] of translations) {
      const texts = cache.forFile();
      checkPlaceholders(source, entries, { locale, format: 'json', texts });
      checkMessageSyntax(source, entries, { texts });
    }
    for (const [key, text] of source) {
      // A text without `{` is never read as ICU; the others once, whatever the number of files.
      expect(calls.get(text), key).toBe(text.includes('{') ? 1 : undefined);
    }
    for (const [, entries] of translations) {
      for (const text of entries.values()) expect(calls.get(text) ?? 0, text).toBeLessThanOrEqual(1);
    }
  });

  it('with shortcuts (the default), read neither plain texts nor texts equal to their source', () => {
    const { calls, parse } = countingParser();
    const cache = createTextCache({ parse });
    const withCopies = [...translations, ['en-GB', source] as const];
    for (const [locale, entries] of withCopies) {
      const texts = cache.forFile();
      checkPlaceholders(source, entries, { locale, format: 'json', texts });
      checkMessageSyntax(source, entries, { texts });
    }
    // `Hello {name}` and its translations are plain: passed on one scan of their characters.
    expect([...calls.keys()].sort()).toEqual(
      [
        source.get('items'),
        source.get('percent'),
        ...translations.flatMap(([, entries]) => [entries.get('items'), entries.get('percent')]),
      ].sort(),
    );
    expect(Math.max(...calls.values())).toBe(1);
  });

  it('find what the checks find without a cache', () => {
    const cache = createTextCache();
    for (const [locale, entries] of translations) {
      const texts = cache.forFile();
      expect(checkPlaceholders(source, entries, { locale, format: 'json', texts })).toEqual(
        checkPlaceholders(source, entries, { locale, format: 'json' }),
      );
      expect(checkMessageSyntax(source, entries, { texts })).toEqual(checkMessageSyntax(source, entries));
    }
    // And they do find something: the broken brace of every translation of `percent`.
    expect(checkMessageSyntax(source, translations[0]?.[1] ?? new Map())).toHaveLength(1);
  });

  it('start over past its bound, reading a text again rather than growing', () => {
    const { calls, parse } = countingParser();
    const cache = createTextCache({ parse, maxSourceTexts: 2 });
    const texts = cache.forFile();
    for (const text of ['{a}', '{b}', '{c}', '{a}']) texts.source(text);
    expect(calls.get('{a}')).toBe(2);
    expect(calls.get('{b}')).toBe(1);
  });

  it('keep a source’s arguments from the second file checked against that source, for each source it serves', () => {
    // Two resources' sources, as a push of several source files per locale checks them with one
    // cache: the first file of each reads its source's plain texts without keeping their arguments.
    const calls = new Map<string, number>();
    const cache = createTextCache({
      plainArguments: (text) => {
        calls.set(text, (calls.get(text) ?? 0) + 1);
        return plainArguments(text);
      },
    });
    const common = new Map([['greeting', 'Hello {name}']]);
    const settings = new Map([['saved', 'Saved {file} at {time}']]);
    const check = (against: Map<string, string>, text: string) => {
      const key = [...against.keys()][0] as string;
      const entries = new Map([[key, text]]);
      const problems = checkPlaceholders(against, entries, {
        locale: 'de',
        format: 'json',
        texts: cache.forFile(against),
      });
      expect(problems).toEqual([]);
    };
    check(common, 'Hallo {name}');
    check(settings, 'Gespeichert {file} um {time}');
    expect(calls.size).toBe(0);
    check(common, 'Bonjour {name}');
    check(settings, 'Enregistré {file} à {time}');
    expect([...calls]).toEqual([
      ['Hello {name}', 1],
      ['Saved {file} at {time}', 1],
    ]);
    check(common, 'Hola {name}');
    expect(calls.get('Hello {name}')).toBe(1);
  });
});
