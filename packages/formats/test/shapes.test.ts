import { describe, expect, it } from 'vitest';
import {
  checkPlurals,
  checkTranslation,
  coverage,
  fillMissing,
  messageOf,
  shapeConflicts,
} from '../src/index.ts';

describe('messageOf', () => {
  it.each([
    ['items.one', 'items'],
    ['inbox.items.other', 'inbox.items'],
    ['items_few', 'items'],
    ['items[many]', 'items'],
    ['%lld items[one]', '%lld items'],
    ['files[@COUNT][one]', 'files'],
    ['a file[0]', 'a file'],
    ['a file[msgid_plural]', 'a file'],
    ['items', 'items'],
    ['home.title', 'home.title'],
    ['other', 'other'],
    ['button[label]', 'button[label]'],
  ])('%s is a shape of %s', (key, message) => {
    expect(messageOf(key)).toBe(message);
  });
});

describe('shapeConflicts', () => {
  it('finds plural forms coming to a plain message and a plain text coming to plural forms', () => {
    const kept = new Map([
      ['items.one', 'Ein Eintrag'],
      ['items.other', '%{count} Einträge'],
      ['unread', '%{count} ungelesen'],
    ]);
    const incoming = new Map([
      ['items', '%{count} items'],
      ['unread.one', 'One unread'],
      ['unread.other', '%{count} unread'],
    ]);
    expect([...shapeConflicts(kept, incoming).values()]).toEqual([
      { message: 'items', ours: ['items.one', 'items.other'], theirs: ['items'] },
      { message: 'unread', ours: ['unread'], theirs: ['unread.one', 'unread.other'] },
    ]);
  });

  it("sees a .stringsdict format with text as another shape than a lone variable's forms", () => {
    const kept = new Map([
      ['files', '%#@COUNT@ im Ordner'],
      ['files[@COUNT][one]', '%lld Datei'],
      ['files[@COUNT][other]', '%lld Dateien'],
    ]);
    const incoming = new Map([
      ['files[one]', '%lld file'],
      ['files[other]', '%lld files'],
    ]);
    expect(shapeConflicts(kept, incoming).get('files')?.theirs).toEqual(['files[one]', 'files[other]']);
  });

  it('is no conflict for more forms of the same shape, nor where both shapes are held already', () => {
    const ru = new Map([
      ['n[one]', 'один'],
      ['n[other]', 'много'],
    ]);
    expect(shapeConflicts(ru, new Map([['n[few]', 'несколько']])).size).toBe(0);
    // i18next reads `items` without a count and `items_one`/`items_other` with one.
    const both = new Map([
      ['items', 'Einträge'],
      ['items_one', 'Ein Eintrag'],
    ]);
    expect(shapeConflicts(both, new Map([['items_other', '{{count}} items']])).size).toBe(0);
    expect(shapeConflicts(new Map([['title', 'Titel']]), new Map([['title', 'Title']])).size).toBe(0);
  });
});

describe('fillMissing and coverage with a message in another shape', () => {
  const source = new Map([
    ['title', 'Inbox'],
    ['items', '%{count} items'],
    ['unread.one', 'One unread'],
    ['unread.other', '%{count} unread'],
  ]);
  const de = new Map([
    ['items.one', 'Ein Eintrag'],
    ['items.other', '%{count} Einträge'],
    ['unread', '%{count} ungelesen'],
  ]);

  it("writes the translation's keys in the source key's place and fills nothing beside them", () => {
    expect([...fillMissing(source, de, 'source')]).toEqual([
      ['title', 'Inbox'],
      ['items.one', 'Ein Eintrag'],
      ['items.other', '%{count} Einträge'],
      ['unread', '%{count} ungelesen'],
    ]);
  });

  it('counts the message as translated', () => {
    expect(coverage(source, de, { locale: 'de' })).toMatchObject({ present: 3, missing: ['title'] });
    expect(coverage(source, new Map([['items.one', '']]), { locale: 'de' }).missing).toContain('items');
  });
});

// i18next's JSON v1–v3, as Invidious's locales/*.json have it: en-US.json holds `key` and
// `key_plural`, a language of several plural forms `key_0`…`key_5` (v3: the index of its form).
describe("i18next v3's numbered forms beside the source's key and key_plural", () => {
  const en = new Map([
    ['Subscribe', 'Subscribe'],
    ['generic_views_count', '{{count}} view'],
    ['generic_views_count_plural', '{{count}} views'],
    ['step', 'Step'],
    ['step_2', 'Second step'],
  ]);
  const ru = new Map([
    ['Subscribe', 'Подписаться'],
    ['generic_views_count_0', '{{count}} просмотр'],
    ['generic_views_count_1', '{{count}} просмотра'],
    ['generic_views_count_2', '{{count}} просмотров'],
    ['step', 'Шаг'],
  ]);

  it('reads key_plural and key_0…key_5 as the message key only where a map holds the pair', () => {
    expect(messageOf('generic_views_count_plural', en)).toBe('generic_views_count');
    expect(messageOf('generic_views_count_2', ru, en)).toBe('generic_views_count');
    expect(messageOf('generic_views_count_2', ru)).toBe('generic_views_count');
    expect(messageOf('generic_views_count_2', new Map([['generic_views_count_2', 'x']]))).toBe(
      'generic_views_count_2',
    );
    expect(messageOf('generic_views_count_plural')).toBe('generic_views_count_plural');
    // A plain key that ends in `_2` beside a plain `step` is no plural form.
    expect(messageOf('step_2', en, ru)).toBe('step_2');
    expect(
      messageOf(
        'list_6',
        new Map([
          ['list', 'a'],
          ['list_plural', 'b'],
        ]),
      ),
    ).toBe('list_6');
  });

  it("keeps the translation's numbered forms against the source's pair", () => {
    expect([...shapeConflicts(ru, en).values()]).toEqual([
      {
        message: 'generic_views_count',
        ours: ['generic_views_count_0', 'generic_views_count_1', 'generic_views_count_2'],
        theirs: ['generic_views_count', 'generic_views_count_plural'],
      },
    ]);
    // A language of one form (Japanese: `_0`) and a v4 translation (`_one`, `_other`) too.
    const ja = new Map([['generic_views_count_0', '{{count}} 回視聴']]);
    expect(shapeConflicts(ja, en).get('generic_views_count')?.ours).toEqual(['generic_views_count_0']);
    const v4 = new Map([
      ['generic_views_count_one', '{{count}} Aufruf'],
      ['generic_views_count_other', '{{count}} Aufrufe'],
    ]);
    expect(shapeConflicts(v4, en).get('generic_views_count')?.theirs).toEqual([
      'generic_views_count',
      'generic_views_count_plural',
    ]);
    // A German translation in the source's own shape is filled as any other.
    expect(shapeConflicts(new Map([['generic_views_count', '{{count}} Aufruf']]), en).size).toBe(0);
  });

  it('fills nothing beside the numbered forms and counts the message as translated', () => {
    expect([...fillMissing(en, ru, 'source', { locale: 'ru' })]).toEqual([
      ['Subscribe', 'Подписаться'],
      ['generic_views_count_0', '{{count}} просмотр'],
      ['generic_views_count_1', '{{count}} просмотра'],
      ['generic_views_count_2', '{{count}} просмотров'],
      ['step', 'Шаг'],
      ['step_2', 'Second step'],
    ]);
    expect(coverage(en, ru, { locale: 'ru' })).toMatchObject({ present: 4, missing: ['step_2'] });
  });

  it('gives the plural checks nothing to report', () => {
    expect(checkPlurals(ru, 'ru', en)).toEqual([]);
    expect(checkPlurals(en, 'en')).toEqual([]);
    expect(checkTranslation(en, ru, { pluralLocale: 'ru', locale: 'ru', format: 'json' }).plurals).toEqual(
      [],
    );
  });
});
