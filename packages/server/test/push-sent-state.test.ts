// On the backend TEST_STORAGE selects (SQLite in memory, or a PostgreSQL schema of its own).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Awaitable, type PushTransaction, runPush, type SentFile } from '../src/domain/push.ts';
import { planPush, SAME_AS_SENT } from '../src/domain/push-plan.ts';
import { lockProjectForPush } from '../src/storage/postgres/database.ts';
import { PostgresPush } from '../src/storage/postgres/push.ts';
import type { PostgresStorage } from '../src/storage/postgres.ts';
import { openSqliteDatabase } from '../src/storage/sqlite/database.ts';
import { SqliteStorage } from '../src/storage/sqlite/storage.ts';
import { SqliteStrings } from '../src/storage/sqlite/strings.ts';
import type { ParsedPushFile, ProjectRecord, PushInput, Storage } from '../src/storage/types.ts';
import { dropTestSchemas, openTestStorage, testBackend } from './storage/test-backend.ts';

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

/** A storage, and a way to run the push's primitives on one of its transactions. */
interface Backend {
  storage: Storage;
  /** Runs `fn` on the push primitives of one transaction, the project locked as a push locks it. */
  onPush<T>(projectId: number, fn: (tx: PushTransaction) => Awaitable<T>): Promise<T>;
}

async function openBackend(): Promise<Backend> {
  if (testBackend() === 'sqlite') {
    const database = openSqliteDatabase(':memory:');
    const strings = new SqliteStrings(database);
    return {
      storage: new SqliteStorage(database),
      onPush: async (_projectId, fn) => database.transaction(() => fn(strings)),
    };
  }
  const storage = (await openTestStorage()) as PostgresStorage;
  return {
    storage,
    onPush: (projectId, fn) =>
      storage.database.transaction(async (tx) => {
        await lockProjectForPush(tx, projectId);
        return fn(new PostgresPush(tx));
      }),
  };
}

let backend: Backend;
let projects = 0;
beforeAll(async () => {
  backend = await openBackend();
});
afterAll(async () => {
  await backend.storage.close();
  await dropTestSchemas();
});

/** A new project (en → de, fr) of the suite's storage: each property run starts from nothing. */
async function freshProject(): Promise<ProjectRecord> {
  return (await backend.storage.createProject(
    {
      key: `p${++projects}`,
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
}

/** Plans `files` as runPush does, over the whole stored state or over the one read for the files sent. */
function plans(project: ProjectRecord, files: ParsedPushFile[], sent: boolean) {
  const pushed = files.map((f) => ({ ...f, resource: f.resource ?? '' }));
  const resources = [...new Set(pushed.map((f) => f.resource))];
  const locales = [...new Set(pushed.map((f) => f.locale))];
  const translationFiles: SentFile[] = pushed.filter((f) => f.locale !== project.sourceLocale);
  const sourced = new Set(pushed.filter((f) => f.locale === project.sourceLocale).map((f) => f.resource));
  return backend.onPush(project.id, async (tx) => {
    const states = sent
      ? await tx.readState(project.id, resources, locales, translationFiles, sourced)
      : await tx.readState(project.id, resources, locales);
    return resources.map((resource) =>
      planPush(
        { sourceLocale: 'en', ...(states.get(resource) ?? { strings: new Map(), translations: new Map() }) },
        pushed.filter((f) => f.resource === resource),
      ),
    );
  });
}

/** A push to main applied as runPush does it, but over the whole stored state (no `sent`). */
function pushReadingAll(project: ProjectRecord, input: PushInput) {
  return backend.onPush(project.id, (tx) =>
    runPush(
      {
        readState: (projectId, resources, locales) => tx.readState(projectId, resources, locales),
        resourceKeys: (projectId, known) => tx.resourceKeys(projectId, known),
        applyWrites: (projectId, writes, now) => tx.applyWrites(projectId, writes, now),
        recordPush: (projectId, source, plan, now, auth) => tx.recordPush(projectId, source, plan, now, auth),
        applyFileStates: (projectId, writes, now) => tx.applyFileStates(projectId, writes, now),
        resourceSources: (projectId, resources) => tx.resourceSources(projectId, resources),
        resourcesPushedFrom: (projectId, path) => tx.resourcesPushedFrom(projectId, path),
        renameResource: (projectId, from, to) => tx.renameResource(projectId, from, to),
        recordSourcePaths: (projectId, sources, now) => tx.recordSourcePaths(projectId, sources, now),
      },
      project,
      input,
    ),
  );
}

/** Everything stored of a project's strings and translations, as the planner reads it. */
function storedState(project: ProjectRecord) {
  // A Map, compared whatever order its rows came in (a row's place in PostgreSQL's heap moves when updated).
  return backend.onPush(project.id, (tx) => tx.readState(project.id, ['', 'r2'], ['de', 'fr']));
}

describe(`the state a push reads for the files it sends (${testBackend()})`, () => {
  it('plans exactly as the whole stored state does (random pushes, service edits, a locale sent twice)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(pushFiles, fc.array(edit, { maxLength: 6 })), { minLength: 1, maxLength: 4 }),
        async (steps) => {
          const { storage } = backend;
          // `project` is pushed to as the server does; `reference` over the whole stored state.
          const project = await freshProject();
          const reference = await freshProject();
          let now = 1;
          for (const [files, edits] of steps) {
            expect(await plans(project, files, true)).toEqual(await plans(project, files, false));
            const outcome = await storage.push(project, { files, dryRun: false, now });
            expect(outcome).toEqual(await pushReadingAll(reference, { files, dryRun: false, now }));
            now++;
            for (const e of edits) {
              for (const p of [project, reference]) {
                // A key the project does not have is refused; the property is about the ones it has.
                await storage
                  .setTranslation(p.id, e.key, e.locale, e.value, e.status, now, e.resource)
                  .catch(() => undefined);
              }
              now++;
            }
            expect(await storedState(project)).toEqual(await storedState(reference));
          }
        },
      ),
      // Each run on PostgreSQL is some 60 statements: fewer runs there keep the suite short.
      { numRuns: testBackend() === 'sqlite' ? 200 : 100 },
    );
  }, 120_000);

  it('hands back a stored translation equal to the sent one as SAME_AS_SENT, and reads no other locale', async () => {
    const { storage } = backend;
    const project = await freshProject();
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
    const state = (
      await backend.onPush(project.id, (tx) =>
        tx.readState(project.id, [''], ['de', 'fr'], [{ resource: '', locale: 'de', entries: sent }]),
      )
    ).get('');
    expect(state?.strings.size).toBe(3);
    expect([...(state?.translations.keys() ?? [])]).toEqual(['de']);
    const byKey = state?.translations.get('de');
    expect(byKey?.get('a')).toBe(SAME_AS_SENT);
    expect(byKey?.get('b')).toEqual({ value: 'b-de', status: 'approved', repoValue: 'b-de' });
    expect(byKey?.get('c')).toEqual({ value: 'c-de edited', status: 'translated', repoValue: 'c-de' });
  });
});
