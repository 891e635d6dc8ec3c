import { describe, expect, it } from 'vitest';
import { coverage, fillMissing, messageOf, shapeConflicts } from '../src/index.ts';

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
