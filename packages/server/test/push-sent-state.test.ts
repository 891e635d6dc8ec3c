import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SentFile } from '../src/domain/push.ts';
import { planPush, SAME_AS_SENT } from '../src/domain/push-plan.ts';
import { openSqliteDatabase } from '../src/storage/sqlite/database.ts';
import { SqliteStorage } from '../src/storage/sqlite/storage.ts';
import { SqliteStrings } from '../src/storage/sqlite/strings.ts';
import type { ParsedPushFile, ProjectRecord } from '../src/storage/types.ts';

// n_one, n_few, n_other: a plural group, whose n_few a translation may have without the source.
const key = fc.constantFrom('a', 'b', 'c', 'g.h', 'n_one', 'n_few', 'n_other');
const text = fc.constantFrom('', 'x', 'y', 'Hello {name}');
const entries = fc
  .uniqueArray(fc.tuple(key, text), { selector: ([k]) => k, maxLength: 7 })
  .map((pairs) => new Map(pairs));
/** A push: maybe a source file, translation files for de and/or fr, in the default resource or `r2`. */
const pushFiles = fc
  .array(
    fc.record({
      locale: fc.constantFrom('en', 'de', 'fr'),
      resource: fc.constantFrom('', 'r2'),
      entries,
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((files) =>
    files.map((f): ParsedPushFile => ({ ...f, path: `${f.resource || 'main'}/${f.locale}.json` })),
  );
/** A change made in the service between pushes (the kept and status rules read it). */
const edit = fc.record({
  resource: fc.constantFrom('', 'r2'),
  locale: fc.constantFrom('de', 'fr'),
  key,
  value: text,
  status: fc.constantFrom('draft', 'translated', 'approved' as const),
});

async function fresh() {
  const database = openSqliteDatabase(':memory:');
  const storage = new SqliteStorage(database);
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
  return { storage, strings: new SqliteStrings(database), project };
}

/** Plans `files` as runPush does, over the whole stored state or over the one read for the files sent. */
function plans(strings: SqliteStrings, project: ProjectRecord, files: ParsedPushFile[], sent: boolean) {
  const pushed = files.map((f) => ({ ...f, resource: f.resource ?? '' }));
  const resources = [...new Set(pushed.map((f) => f.resource))];
  const locales = [...new Set(pushed.map((f) => f.locale))];
  const translationFiles: SentFile[] = pushed.filter((f) => f.locale !== project.sourceLocale);
  const states = strings.readState(project.id, resources, locales, sent ? translationFiles : undefined);
  return resources.map((resource) =>
    planPush(
      { sourceLocale: 'en', ...(states.get(resource) ?? { strings: new Map(), translations: new Map() }) },
      pushed.filter((f) => f.resource === resource),
    ),
  );
}

describe('the state a push reads for the files it sends', () => {
  it('plans exactly as the whole stored state does (random pushes, service edits, a locale sent twice)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(pushFiles, fc.array(edit, { maxLength: 6 })), { minLength: 1, maxLength: 4 }),
        async (steps) => {
          const { storage, strings, project } = await fresh();
          let now = 1;
          for (const [files, edits] of steps) {
            expect(plans(strings, project, files, true)).toEqual(plans(strings, project, files, false));
            await storage.push(project, { files, dryRun: false, now: now++ });
            for (const e of edits) {
              // A key the project does not have is refused; the property is about the ones it has.
              await storage
                .setTranslation(project.id, e.key, e.locale, e.value, e.status, now++, e.resource)
                .catch(() => undefined);
            }
          }
          await storage.close();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('hands back a stored translation equal to the sent one as SAME_AS_SENT, and reads no other locale', async () => {
    const { storage, strings, project } = await fresh();
    const en = new Map([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    const de = new Map([
      ['a', 'a-de'],
      ['b', 'b-de'],
      ['c', 'c-de'],
    ]);
    await storage.push(project, {
      files: [
        { locale: 'en', path: 'en.json', entries: en },
        { locale: 'de', path: 'de.json', entries: de },
        { locale: 'fr', path: 'fr.json', entries: new Map([['a', 'a-fr']]) },
      ],
      dryRun: false,
      now: 1,
    });
    await storage.setTranslation(project.id, 'c', 'de', 'c-de edited', 'translated', 2);
    const sent = new Map([
      ['a', 'a-de'],
      ['b', 'b-de changed'],
      ['c', 'c-de'],
    ]);
    const state = strings
      .readState(project.id, [''], ['de', 'fr'], [{ resource: '', locale: 'de', entries: sent }])
      .get('');
    expect(state?.strings.size).toBe(3);
    expect([...(state?.translations.keys() ?? [])]).toEqual(['de']);
    const byKey = state?.translations.get('de');
    expect(byKey?.get('a')).toBe(SAME_AS_SENT);
    expect(byKey?.get('b')).toEqual({ value: 'b-de', status: 'approved', repoValue: 'b-de' });
    expect(byKey?.get('c')).toEqual({ value: 'c-de edited', status: 'translated', repoValue: 'c-de' });
    await storage.close();
  });
});
