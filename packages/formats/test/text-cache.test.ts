import { describe, expect, it } from 'vitest';
import { parseIcu } from '../src/checks/icu.ts';
import { checkMessageSyntax, checkPlaceholders } from '../src/checks/placeholders.ts';
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
});
