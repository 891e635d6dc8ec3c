import { describe, expect, it } from 'vitest';
import {
  checkMessageSyntax,
  checkPlaceholders,
  checkPlurals,
  comparePlaceholders,
  coverage,
  coverageByLocale,
  extractPlaceholders,
  fillMissing,
  pluralCategories,
  pluralGroupOf,
} from '../src/index.ts';

describe('extractPlaceholders', () => {
  it.each([
    ['Hello {name}!', ['{name}']],
    ['Hello {0} and {1}', ['{0}', '{1}']],
    ['Hi {{name}} and {{ count, number }}', ['{{name}}', '{{count}}']],
    ['%s has %d items', ['%s', '%d']],
    ['%1$s has %2$d items, %2$d!', ['%1$s', '%2$d', '%2$d']],
    ['%(name)s has %(count)d', ['%(name)s', '%(count)d']],
    ['Total: %.2f, %ld, %@', ['%.2f', '%ld', '%@']],
    ['Hallo %{name}', ['%{name}']],
    ['100%% sure, 100% of it, 20%off', []],
    ['{count, plural, one {# item for {name}} other {# items}}', ['{count}', '{name}']],
    [
      '{gender, select, male {He} female {She} other {They}} paid {amount, number, ::currency/EUR} on {d, date, short}',
      ['{gender}', '{amount}', '{d}'],
    ],
    ["It's {name}'s turn", ['{name}']],
    ['<b>{name}</b> wrote', ['{name}']],
    ['Not ICU { broken {name}', ['{name}']],
    ['No placeholders here.', []],
  ])('%s', (text, expected) => {
    expect(extractPlaceholders(text)).toEqual(expected);
  });
});

describe('comparePlaceholders', () => {
  it('names missing and extra placeholders', () => {
    expect(
      comparePlaceholders(
        'Hello {name}, you have {count} messages',
        'Hallo {nmae}, du hast {count} Nachrichten',
      ),
    ).toEqual([
      { placeholder: '{name}', kind: 'missing' },
      { placeholder: '{nmae}', kind: 'extra' },
    ]);
  });

  it('counts unnumbered printf placeholders but not named ones', () => {
    expect(comparePlaceholders('%s and %s', '%s und')).toEqual([{ placeholder: '%s', kind: 'missing' }]);
    expect(comparePlaceholders('%s', '%s %s')).toEqual([{ placeholder: '%s', kind: 'extra' }]);
    expect(comparePlaceholders('%1$s of %2$s', '%2$s von %1$s')).toEqual([]);
    expect(
      comparePlaceholders(
        '{n, plural, one {# {x}} other {# {x}}}',
        '{n, plural, one {{x}} few {{x}} many {{x}} other {{x}}}',
      ),
    ).toEqual([]);
  });

  it('tells syntaxes apart: {{name}} is not {name}', () => {
    expect(comparePlaceholders('Hi {{name}}', 'Hallo {name}')).toEqual([
      { placeholder: '{{name}}', kind: 'missing' },
      { placeholder: '{name}', kind: 'extra' },
    ]);
  });
});

describe('checkPlaceholders', () => {
  it('checks every translated key, comparing new plural forms with the source other form', () => {
    // Russian `one` holds 21, 31…, so it may show what the source's other form shows; `few` holds
    // many counts, so it must keep {{place}}.
    const source = new Map([
      ['greeting', 'Hello {{name}}'],
      ['items_one', 'one item'],
      ['items_other', '{{count}} items in {{place}}'],
      ['untranslated', '%s'],
    ]);
    const translation = new Map([
      ['greeting', 'Привет'],
      ['items_one', '{{count}} товар в {{place}}'],
      ['items_few', '{{count}} товара'],
      ['items_many', '{{count}} товаров в {{place}}'],
      ['items_other', '{{count}} товара в {{place}}'],
      ['untranslated', ''],
      ['obsolete', '{x}'],
    ]);
    expect(checkPlaceholders(source, translation, { locale: 'ru' })).toEqual([
      { key: 'greeting', placeholder: '{{name}}', kind: 'missing' },
      { key: 'items_few', placeholder: '{{place}}', kind: 'missing' },
    ]);
    // Without the locale nothing says which counts a form holds: only extras unseen in the group count.
    expect(checkPlaceholders(source, translation)).toEqual([
      { key: 'greeting', placeholder: '{{name}}', kind: 'missing' },
    ]);
  });
});

describe('checkMessageSyntax', () => {
  it('finds translations that break the ICU syntax of their source', () => {
    const source = new Map([
      ['items', '{count, plural, one {# item} other {# items}}'],
      ['hello', 'Hello {name}'],
      ['i18next', 'Hello {{name}}'],
      ['plain', 'No arguments'],
    ]);
    const translation = new Map([
      ['items', '{count, plural, one {# Artikel} other {# Artikel}'],
      ['hello', 'Hallo {name'],
      ['i18next', 'Hallo {{name}'],
      ['plain', 'Keine { Argumente'],
    ]);
    expect(checkMessageSyntax(source, translation)).toEqual([
      {
        key: 'items',
        message: 'invalid ICU message: expect argument closing brace at line 1, column 1 of the text',
      },
      {
        key: 'hello',
        message: 'invalid ICU message: expect argument closing brace at line 1, column 7 of the text',
      },
    ]);
    expect(checkMessageSyntax(source, source)).toEqual([]);
  });
});

describe('plural categories', () => {
  it('come from CLDR through Intl.PluralRules', () => {
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('pt_BR')).toEqual(pluralCategories('pt-BR'));
    expect(pluralCategories('en', 'ordinal')).toEqual(['one', 'two', 'few', 'other']);
    expect(() => pluralCategories('not a locale')).toThrow(/"not a locale" is not a locale code/);
  });

  it('recognise plural key groups only with an other form and one more', () => {
    const entries = new Map([
      ['items_one', 'a'],
      ['items_other', 'b'],
      ['labels.other', 'Other'],
      ['button_one', 'x'],
    ]);
    expect(pluralGroupOf('items_one', entries)).toMatchObject({
      base: 'items',
      category: 'one',
      style: 'suffix',
    });
    expect(pluralGroupOf('labels.other', entries)).toBeUndefined();
    expect(pluralGroupOf('button_one', entries)).toBeUndefined();
    expect(
      pluralGroupOf(
        'p[few]',
        new Map([
          ['p[few]', ''],
          ['p[other]', ''],
        ]),
      ),
    ).toMatchObject({ style: 'bracket' });
  });
});

describe('checkPlurals', () => {
  it('finds ICU plural categories Russian needs; a category Japanese never picks is left alone', () => {
    const message = new Map([['items', '{count, plural, =0 {none} one {# item} other {# items}}']]);
    expect(checkPlurals(message, 'ru')).toEqual([
      { key: 'items', locale: 'ru', category: 'few', kind: 'missing', argument: 'count' },
      { key: 'items', locale: 'ru', category: 'many', kind: 'missing', argument: 'count' },
    ]);
    expect(checkPlurals(message, 'ja')).toEqual([]);
    expect(checkPlurals(message, 'en')).toEqual([]);
  });

  it('checks nested and ordinal ICU plurals', () => {
    const nested = new Map([
      [
        'x',
        '{g, select, male {{n, plural, other {#}}} other {{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}}}',
      ],
    ]);
    expect(checkPlurals(nested, 'en')).toEqual([
      { key: 'x', locale: 'en', category: 'one', kind: 'missing', argument: 'n' },
    ]);
  });

  it('checks i18next suffix keys and Android bracket keys', () => {
    const ru = new Map([
      ['items_one', 'a'],
      ['items_other', 'b'],
      ['items_zero', 'none'],
    ]);
    expect(checkPlurals(ru, 'ru')).toEqual([
      { key: 'items_few', locale: 'ru', category: 'few', kind: 'missing' },
      { key: 'items_many', locale: 'ru', category: 'many', kind: 'missing' },
    ]);
    const ja = new Map([
      ['p[one]', 'a'],
      ['p[other]', 'b'],
      ['p[zero]', 'c'],
    ]);
    // Forms Japanese never picks are dead text, not a fault: Android ignores them.
    expect(checkPlurals(ja, 'ja')).toEqual([]);
  });

  it('recognises a group the translation cut down to other, given the source', () => {
    const source = new Map([
      ['items_one', 'one'],
      ['items_other', 'many'],
    ]);
    expect(checkPlurals(new Map([['items_other', 'x']]), 'ru', source).map((p) => p.key)).toEqual([
      'items_one',
      'items_few',
      'items_many',
    ]);
    expect(checkPlurals(new Map([['items_other', 'x']]), 'ja', source)).toEqual([]);
  });
});

describe('coverage', () => {
  const source = new Map([
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
    ['items_one', 'one item'],
    ['items_other', '{{count}} items'],
  ]);

  it('is the percent of source keys present, empty texts counting as gaps', () => {
    const translation = new Map([
      ['a', 'A!'],
      ['b', ''],
      ['items_one', '1'],
      ['items_other', 'n'],
      ['extra', 'x'],
    ]);
    expect(coverage(source, translation)).toEqual({ total: 5, present: 3, missing: ['b', 'c'], percent: 60 });
    expect(coverage(source, translation, { countEmpty: true }).present).toBe(4);
    expect(coverage(new Map(), translation).percent).toBe(100);
  });

  it('does not ask a locale for plural forms it does not have', () => {
    const ja = new Map([
      ['a', 'あ'],
      ['b', 'い'],
      ['c', 'う'],
      ['items_other', '{{count}} 件'],
    ]);
    expect(coverage(source, ja).percent).toBe(80);
    expect(coverage(source, ja, { locale: 'ja' }).percent).toBe(100);
    expect(coverageByLocale(source, new Map([['ja', ja]]))).toEqual([
      { locale: 'ja', total: 5, present: 5, missing: [], percent: 100 },
    ]);
  });
});

describe('fillMissing', () => {
  const source = new Map([
    ['a', 'A'],
    ['b', 'B'],
    ['items_one', 'one item'],
    ['items_other', '{{count}} items'],
  ]);
  const ru = new Map([
    ['items_other', '{{count}} товара'],
    ['b', ''],
    ['items_many', '{{count}} товаров'],
    ['items_few', '{{count}} товара'],
    ['a', 'А'],
  ]);

  it('omit leaves gaps out, in source order, keeping plural forms only the translation has', () => {
    expect([...fillMissing(source, ru, 'omit').keys()]).toEqual([
      'a',
      'items_many',
      'items_few',
      'items_other',
    ]);
  });

  it('source fills gaps with the source text, empty with ""', () => {
    expect([...fillMissing(source, ru, 'source')]).toEqual([
      ['a', 'А'],
      ['b', 'B'],
      ['items_one', 'one item'],
      ['items_many', '{{count}} товаров'],
      ['items_few', '{{count}} товара'],
      ['items_other', '{{count}} товара'],
    ]);
    expect(fillMissing(source, ru, 'empty').get('b')).toBe('');
    expect(fillMissing(source, ru, 'empty').get('items_one')).toBe('');
  });

  it('does not fill plural forms the locale does not have', () => {
    expect([...fillMissing(source, new Map(), 'source', { locale: 'ja' }).keys()]).toEqual([
      'a',
      'b',
      'items_other',
    ]);
    expect(ru.get('b')).toBe('');
  });
});
