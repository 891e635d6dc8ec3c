import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffEntries, mergeIntoFile } from '../src/pull/merge.ts';
import { listFirstKeys } from '../src/report/plan.ts';

/**
 * The pull's key-level difference cuts its lists as it builds them (`max`): the change must be the
 * one the whole difference cut by `listFirstKeys` gives, and without `max` the whole difference.
 */

const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', '1', '__proto__');
const entries = fc
  .uniqueArray(fc.tuple(key, fc.constantFrom('x', 'y', 'z')), { selector: ([k]) => k })
  .map((pairs) => new Map(pairs));

describe('diffEntries', () => {
  it('with max, is the whole difference cut by listFirstKeys', () => {
    fc.assert(
      fc.property(entries, entries, fc.integer({ min: 0, max: 4 }), (before, after, max) => {
        const whole = diffEntries('de', 'de.json', before, after);
        expect(diffEntries('de', 'de.json', before, after, max)).toEqual(listFirstKeys(whole, max));
      }),
    );
  });

  it('without max, lists every key in the order of the service and of the file', () => {
    const before = new Map([
      ['kept', 'same'],
      ['changed', 'old'],
      ['gone', 'x'],
    ]);
    const after = new Map([
      ['new', 'n'],
      ['changed', 'new'],
      ['kept', 'same'],
    ]);
    expect(diffEntries('de', 'de.json', before, after)).toEqual({
      locale: 'de',
      path: 'de.json',
      created: ['new'],
      updated: ['changed'],
      obsolete: ['gone'],
      unchanged: 1,
    });
  });
});

describe('mergeIntoFile', () => {
  it("keeps the file's keys and order, takes the service's texts, drops obsolete keys, adds new keys last", () => {
    const file = new Map([
      ['b', 'file b'],
      ['old', 'file old'],
      ['a', 'file a'],
      ['mine', 'file mine'],
    ]);
    const service = new Map([
      ['a', 'service a'],
      ['new', 'service new'],
      ['b', 'service b'],
    ]);
    expect([...mergeIntoFile(file, service, new Set(['old'])).entries]).toEqual([
      ['b', 'service b'],
      ['a', 'service a'],
      ['mine', 'file mine'],
      ['new', 'service new'],
    ]);
  });

  it('keeps a message the file holds in another shape than the service, and names both shapes', () => {
    // de.yml has `items` as a plural where the source (and so the service) has a plain text, and
    // `unread` plain where the service has its forms: the translator's shape is the file's.
    const file = new Map([
      ['items.one', 'Ein Eintrag'],
      ['items.other', '%{count} Einträge'],
      ['unread', '%{count} ungelesen'],
      ['title', 'Titel'],
    ]);
    const service = new Map([
      ['items', 'Einträge'],
      ['unread.one', 'Eine ungelesen'],
      ['unread.other', '%{count} ungelesen'],
      ['title', 'Posteingang'],
    ]);
    const { entries, keptShapes } = mergeIntoFile(file, service, new Set());
    expect([...entries]).toEqual([
      ['items.one', 'Ein Eintrag'],
      ['items.other', '%{count} Einträge'],
      ['unread', '%{count} ungelesen'],
      ['title', 'Posteingang'],
    ]);
    expect(keptShapes).toEqual([
      { message: 'items', ours: ['items.one', 'items.other'], theirs: ['items'] },
      { message: 'unread', ours: ['unread'], theirs: ['unread.one', 'unread.other'] },
    ]);
  });

  it("lets a shape whose keys left the source give way to the service's new one", () => {
    // The source turned `items` into a plural: the file's plain `items` is obsolete, the forms come in.
    const file = new Map([['items', 'Einträge']]);
    const service = new Map([
      ['items.one', 'Ein Eintrag'],
      ['items.other', '%{count} Einträge'],
    ]);
    const { entries, keptShapes } = mergeIntoFile(file, service, new Set(['items']));
    expect([...entries.keys()]).toEqual(['items.one', 'items.other']);
    expect(keptShapes).toEqual([]);
  });

  it("adds the forms a language has beyond the file's (one shape with more forms)", () => {
    const file = new Map([
      ['n[one]', 'один'],
      ['n[other]', 'много'],
    ]);
    const service = new Map([
      ['n[one]', 'один'],
      ['n[few]', 'несколько'],
      ['n[other]', 'много'],
    ]);
    const { entries, keptShapes } = mergeIntoFile(file, service, new Set());
    expect([...entries.keys()]).toEqual(['n[one]', 'n[other]', 'n[few]']);
    expect(keptShapes).toEqual([]);
  });
});
