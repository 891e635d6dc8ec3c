// What the server reads for a changed-only push (a translation file sent without its source, one of
// its strings changed), on the backend TEST_STORAGE selects: SQLite in memory, or a PostgreSQL
// schema of its own. Counts of statements and rows, not times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Awaitable, PushTransaction, ResourceState } from '../src/domain/push.ts';
import { KEY_ONLY, SAME_AS_SENT } from '../src/domain/push-plan.ts';
import { lockProjectForPush, type Queryable } from '../src/storage/postgres/database.ts';
import { PostgresPush } from '../src/storage/postgres/push.ts';
import type { PostgresStorage } from '../src/storage/postgres.ts';
import { openSqliteDatabase, type SqliteDatabase } from '../src/storage/sqlite/database.ts';
import { SqliteStorage } from '../src/storage/sqlite/storage.ts';
import { SqliteStrings } from '../src/storage/sqlite/strings.ts';
import type { ProjectRecord, Storage } from '../src/storage/types.ts';
import { dropTestSchemas, openTestStorage, testBackend } from './storage/test-backend.ts';

/** What one push transaction's reads were: each statement's text and the rows it answered. */
type Reads = Array<{ sql: string; rows: number }>;

interface Backend {
  storage: Storage;
  /** Runs `fn` on the push primitives of one transaction, recording every statement it runs. */
  onPush<T>(
    projectId: number,
    fn: (tx: PushTransaction) => Awaitable<T>,
  ): Promise<{ value: T; reads: Reads }>;
}

/** A SQLite database whose statements record what they answer. */
function countingSqlite(database: SqliteDatabase, reads: Reads): SqliteDatabase {
  return new Proxy(database, {
    get(target, name, receiver) {
      if (name !== 'statement') return Reflect.get(target, name, receiver);
      return (sql: string) => {
        const statement = target.statement(sql);
        return new Proxy(statement, {
          get(s, member, r) {
            const value = Reflect.get(s, member, r);
            if (member !== 'all' || typeof value !== 'function') {
              return typeof value === 'function' ? value.bind(s) : value;
            }
            return (...args: unknown[]) => {
              const rows = (value as (...a: unknown[]) => unknown[]).apply(s, args);
              reads.push({ sql, rows: rows.length });
              return rows;
            };
          },
        });
      };
    },
  });
}

async function openBackend(): Promise<Backend> {
  if (testBackend() === 'sqlite') {
    const database = openSqliteDatabase(':memory:');
    return {
      storage: new SqliteStorage(database),
      onPush: async (_projectId, fn) => {
        const reads: Reads = [];
        const strings = new SqliteStrings(countingSqlite(database, reads));
        const value = await database.transaction(() => fn(strings));
        return { value, reads };
      },
    };
  }
  const storage = (await openTestStorage()) as PostgresStorage;
  return {
    storage,
    onPush: async (projectId, fn) => {
      const reads: Reads = [];
      const value = await storage.database.transaction(async (tx) => {
        await lockProjectForPush(tx, projectId);
        const counting: Queryable = {
          rows: async <R>(sql: string, params?: unknown[]) => {
            const rows = await tx.rows<R>(sql, params);
            reads.push({ sql, rows: rows.length });
            return rows;
          },
        };
        return fn(new PostgresPush(counting));
      });
      return { value, reads };
    },
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

const KEYS = 200;
const en = new Map(Array.from({ length: KEYS }, (_, i) => [`k${i}`, `Text ${i}`]));
const de = new Map(Array.from({ length: KEYS }, (_, i) => [`k${i}`, `Text ${i} (de)`]));

/** A project (en → de, fr) with `en` and `de` pushed, each of KEYS strings. */
async function pushedProject(): Promise<ProjectRecord> {
  const project = (await backend.storage.createProject(
    {
      key: `changed${++projects}`,
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
  await backend.storage.push(project, {
    files: [
      { locale: 'en', path: 'en.json', entries: en },
      { locale: 'de', path: 'de.json', entries: de },
    ],
    dryRun: false,
    now: 1,
  });
  return project;
}

/** `de` with its last string changed, as a changed-only push sends it. */
function changedDe(extra?: [string, string]): Map<string, string> {
  const sent = new Map(de);
  sent.set(`k${KEYS - 1}`, 'changed');
  if (extra) sent.set(...extra);
  return sent;
}

function readState(project: ProjectRecord, sent: Map<string, string>) {
  return backend.onPush(project.id, (tx) =>
    tx.readState(project.id, [''], ['de'], [{ resource: '', locale: 'de', entries: sent }], new Set()),
  );
}

describe(`a changed-only push's reads (${testBackend()})`, () => {
  it('reads no source text of the resource, and hands back every unchanged translation as SAME_AS_SENT', async () => {
    const project = await pushedProject();
    const { value: states, reads } = await readState(project, changedDe());
    const state = states.get('') as ResourceState;
    expect([...state.strings.values()].every((s) => s === KEY_ONLY)).toBe(true);
    const byKey = state.translations.get('de');
    expect(byKey?.get(`k${KEYS - 1}`)).toEqual({
      value: `Text ${KEYS - 1} (de)`,
      status: 'approved',
      repoValue: `Text ${KEYS - 1} (de)`,
    });
    expect([...(byKey?.values() ?? [])].filter((t) => t !== SAME_AS_SENT)).toHaveLength(1);
    // One statement for the file; no statement reads the strings' texts.
    expect(reads.filter((r) => /\bFROM strings\b|\bJOIN strings\b/.test(r.sql))).toHaveLength(1);
    expect(reads.some((r) => r.sql.includes('source_text'))).toBe(false);
    if (testBackend() === 'postgres') {
      // PostgreSQL compares in SQL: only the changed key's row comes back, not the resource's 200.
      expect(reads.map((r) => r.rows)).toEqual([1]);
      expect(state.sentKeysOnly).toBe(true);
    } else {
      // SQLite walks the resource's strings once (200 rows), where it walked them twice before.
      expect(reads.map((r) => r.rows)).toEqual([KEYS]);
    }
  });

  it('reads the resource whole, texts included, when the file sends a key the source lacks', async () => {
    const project = await pushedProject();
    const { value: states, reads } = await readState(project, changedDe(['only_de', 'x']));
    const state = states.get('') as ResourceState;
    expect(state.sentKeysOnly).toBeUndefined();
    expect(state.strings.get('k0')).toEqual({
      sourceText: 'Text 0',
      position: 0,
      obsolete: false,
      pluralOf: null,
    });
    expect(reads.some((r) => r.sql.includes('source_text'))).toBe(true);
  });

  it('plans, writes and counts the changed-only push as before: one updated, the rest unchanged', async () => {
    const project = await pushedProject();
    const sent = changedDe();
    const outcome = await backend.storage.push(project, {
      files: [{ locale: 'de', path: 'de.json', entries: sent }],
      dryRun: false,
      now: 2,
    });
    expect(outcome.plan).toEqual([
      {
        locale: 'de',
        created: [],
        updated: [`k${KEYS - 1}`],
        obsolete: [],
        kept: [],
        ignored: [],
        unchanged: KEYS - 1,
      },
    ]);
    expect(outcome.resources).toEqual([{ resource: '', keys: KEYS, inPush: false }]);
    const again = await backend.storage.push(project, {
      files: [{ locale: 'de', path: 'de.json', entries: sent }],
      dryRun: false,
      now: 3,
    });
    expect(again.plan[0]?.unchanged).toBe(KEYS);
    expect(again.plan[0]?.updated).toEqual([]);
  });
});
