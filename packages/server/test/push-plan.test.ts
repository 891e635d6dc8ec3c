import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPush } from '../src/domain/push-plan.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import type { ParsedPushFile, ProjectRecord } from '../src/storage/types.ts';

// n_one, n_few, n_other: a plural group, whose n_few a translation may have without the source.
const key = fc.constantFrom('a', 'b', 'c', 'd', 'g.h', 'g.i', 'n_one', 'n_few', 'n_other');
const text = fc.constantFrom('', 'x', 'y', 'Hello {name}', 'zz');
const entries = fc
  .uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, maxLength: 8 })
  .map((pairs) => new Map(pairs));
/** A push: maybe a source file, and translation files for de and/or fr. */
const pushFiles = fc
  .record({ en: fc.option(entries), de: fc.option(entries), fr: fc.option(entries) })
  .map((r) => {
    const files: ParsedPushFile[] = [];
    for (const locale of ['en', 'de', 'fr'] as const) {
      const e = r[locale];
      if (e) files.push({ locale, path: `${locale}.json`, entries: e });
    }
    return files;
  })
  .filter((files) => files.length > 0);

async function fresh() {
  const storage = openSqliteStorage(':memory:');
  const project = (await storage.createProject(
    {
      key: 'p',
      sourceLocale: 'en',
      supportedLocales: ['en', 'de', 'fr'],
      extraction: {
        extractPhrases: false,
        extractionMode: 'source',
        sendFrequency: 30,
        minStringsToSend: 10,
      },
      instantTranslation: { enabled: false, cacheTtlMs: 0, batchSize: 50 },
      allowedOrigins: [],
      syncSecret: 's',
    },
    0,
  )) as ProjectRecord;
  return { storage, project };
}

describe('push planning (properties over random push sequences)', () => {
  it('a dry run answers what the real push then does, and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pushFiles, { minLength: 1, maxLength: 4 }), async (pushes) => {
        const { storage, project } = await fresh();
        for (const files of pushes) {
          const before = await storage.listTranslations(project.id, {});
          const dry = await storage.push(project, { files, dryRun: true, now: 1 });
          expect(await storage.listTranslations(project.id, {})).toEqual(before);
          const real = await storage.push(project, { files, dryRun: false, now: 1 });
          expect(real).toEqual(dry);
        }
        storage.close();
      }),
      { numRuns: 60 },
    );
  });

  it('a plural form one translation brings alone is taken when another file of the push makes it one, whatever their order', async () => {
    // fast-check's counterexample: fr makes n_one a plural form of n_other; de brings n_one alone.
    const en: ParsedPushFile = { locale: 'en', path: 'en.json', entries: new Map([['n_other', 'N']]) };
    const de: ParsedPushFile = { locale: 'de', path: 'de.json', entries: new Map([['n_one', 'Eins']]) };
    const fr: ParsedPushFile = {
      locale: 'fr',
      path: 'fr.json',
      entries: new Map([
        ['n_other', 'Autres'],
        ['n_one', 'Un'],
      ]),
    };
    for (const files of [
      [en, de, fr],
      [en, fr, de],
    ]) {
      const { storage, project } = await fresh();
      const first = await storage.push(project, { files, dryRun: false, now: 1 });
      const deFirst = first.plan.find((entry) => entry.locale === 'de');
      expect(deFirst?.created).toEqual(['n_one']);
      expect(deFirst?.ignored).toEqual([]);
      const again = await storage.push(project, { files, dryRun: false, now: 2 });
      for (const entry of again.plan) expect(entry.created).toEqual([]);
      storage.close();
    }
  });

  it('pushing the same files again reports nothing created or updated and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pushFiles, { minLength: 1, maxLength: 3 }), async (pushes) => {
        const { storage, project } = await fresh();
        for (const files of pushes) await storage.push(project, { files, dryRun: false, now: 1 });
        const last = pushes[pushes.length - 1] as ParsedPushFile[];
        const stored = await storage.listTranslations(project.id, {});
        const { plan } = await storage.push(project, { files: last, dryRun: false, now: 2 });
        for (const entry of plan) {
          expect(entry.created).toEqual([]);
          expect(entry.updated).toEqual([]);
          expect(entry.obsolete).toEqual([]);
        }
        expect(await storage.listTranslations(project.id, {})).toEqual(stored);
        storage.close();
      }),
      { numRuns: 60 },
    );
  });

  it('after a push, every stored active translation of a pushed file equals the file (no service edits)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pushFiles, { minLength: 1, maxLength: 4 }), async (pushes) => {
        const { storage, project } = await fresh();
        for (const files of pushes) {
          await storage.push(project, { files, dryRun: false, now: 1 });
          const source = await storage.pullEntries(project, 'en', 'all');
          for (const file of files) {
            const pulled = await storage.pullEntries(project, file.locale, 'approved');
            for (const [k, v] of file.entries) {
              if (source.has(k)) expect(pulled.get(k)).toBe(v);
            }
          }
        }
        storage.close();
      }),
      { numRuns: 60 },
    );
  });

  it('plans without touching its input state', () => {
    const state = {
      sourceLocale: 'en',
      strings: new Map([['a', { sourceText: 'A', position: 0, obsolete: false, pluralOf: null }]]),
      translations: new Map(),
    };
    const snapshot = structuredClone(state);
    planPush(state, [{ locale: 'en', entries: new Map([['b', 'B']]) }]);
    expect(state).toEqual(snapshot);
  });
  it('lists obsolete keys in the order the source file last held them, whatever order they were read in', () => {
    const stored = (position: number) => ({ sourceText: 'x', position, obsolete: false, pluralOf: null });
    // Read in an order unlike the file's (PostgreSQL answers rows as they sit in the table);
    // c and b share a position, as after an admin edit, and fall back to key order.
    const strings = new Map([
      ['z', stored(0)],
      ['c', stored(1)],
      ['keep', stored(2)],
      ['a', stored(3)],
      ['b', stored(1)],
    ]);
    const { plan, writes } = planPush({ sourceLocale: 'en', strings, translations: new Map() }, [
      { locale: 'en', entries: new Map([['keep', 'x']]) },
    ]);
    expect(plan[0]?.obsolete).toEqual(['z', 'b', 'c', 'a']);
    expect(new Set(writes.obsolete)).toEqual(new Set(['z', 'b', 'c', 'a']));
  });
});
