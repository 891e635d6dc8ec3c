// The PostgreSQL push's statements (storage/postgres/push.ts): new rows inserted, changed rows updated
// by id, rows whose values are already the written ones left as they are, and every text carried
// through the `unnest` arrays exactly. Row versions are told apart by `xmin`, the transaction that
// wrote each one: a rewritten row gets the rewriting transaction's.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SentFile } from '../../src/domain/push.ts';
import { type PlanWrites, SAME_AS_SENT } from '../../src/domain/push-plan.ts';
import { lockProjectForPush, PUSH_WORK_MEM } from '../../src/storage/postgres/database.ts';
import { PostgresPush } from '../../src/storage/postgres/push.ts';
import { openPostgresStorage, type PostgresStorage } from '../../src/storage/postgres.ts';
import type { ParsedPushFile, ProjectRecord } from '../../src/storage/types.ts';
import { newProject } from './contract.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

const url = await findTestPostgres();
const schemas = url ? new TestSchemas(url) : undefined;
afterAll(async () => schemas?.dropAll());

function file(locale: string, entries: Array<[string, string]>): ParsedPushFile {
  return { locale, path: `locales/${locale}.json`, entries: new Map(entries) };
}

/** Every row's version: `strings` by key, `translations` by key and locale. */
async function versions(storage: PostgresStorage): Promise<Map<string, string>> {
  const rows = await storage.database.rows<{ id: string; xmin: string }>(
    `SELECT 's:' || key AS id, xmin::text FROM strings
     UNION ALL SELECT 't:' || s.key || ':' || t.locale, t.xmin::text FROM translations t JOIN strings s ON s.id = t.string_id`,
  );
  return new Map(rows.map((r) => [r.id, r.xmin]));
}

function changedBetween(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([id, xmin]) => before.get(id) !== xmin).map(([id]) => id);
}

describe.skipIf(!url)('PostgreSQL push statements', () => {
  let storage: PostgresStorage;
  let project: ProjectRecord;
  afterEach(async () => storage?.close());

  async function open(): Promise<void> {
    storage = await openPostgresStorage(url as string, { schema: (schemas as TestSchemas).next() });
    project = await storage.createProject(newProject({ supportedLocales: ['en', 'de', 'ru'] }), 1);
  }

  /** Runs `fn` on the push primitives of one transaction, as a push does after locking the project. */
  function onPush<T>(fn: (push: PostgresPush) => Promise<T>): Promise<T> {
    return storage.database.transaction((tx) => fn(new PostgresPush(tx)));
  }

  const en = file('en', [
    ['a', 'Apple'],
    ['b', 'Banana'],
    ['items_one', 'One item'],
    ['items_other', '{count} items'],
  ]);
  const de = file('de', [
    ['a', 'Apfel'],
    ['b', 'Banane'],
  ]);
  const ru = file('ru', [
    ['items_one', 'Один'],
    ['items_few', 'Несколько'],
    ['items_other', 'Много'],
  ]);

  it('rewrites no row when a push sends what is stored, and only the changed rows when one changes', async () => {
    await open();
    await storage.push(project, { files: [en, de, ru], dryRun: false, now: 10 });
    const first = await versions(storage);
    expect(first.size).toBe(5 + 5); // 4 source keys and ru's items_few; 2 de and 3 ru translations

    await storage.push(project, { files: [en, de, ru], dryRun: false, now: 20 });
    expect(changedBetween(first, await versions(storage))).toEqual([]);

    const changedEn = file(
      'en',
      [...en.entries].map(([k, v]) => [k, k === 'b' ? 'Banana!' : v]),
    );
    const changedDe = file('de', [
      ['a', 'Apfel'],
      ['b', 'Banane!'],
    ]);
    await storage.push(project, { files: [changedEn, changedDe, ru], dryRun: false, now: 30 });
    expect(changedBetween(first, await versions(storage)).sort()).toEqual(['s:b', 't:b:de']);
    const [b] = await storage.database.rows<{ updated_at: string }>(
      "SELECT updated_at FROM strings WHERE key = 'b'",
    );
    expect(Number(b?.updated_at)).toBe(30);
  });

  it('leaves a row alone when a write carries the values it already has (the UPDATE … WHERE they differ)', async () => {
    await open();
    await storage.push(project, { files: [en, de], dryRun: false, now: 10 });
    const before = await versions(storage);
    // What the planner would never send, sent anyway: every stored value written again as it is.
    const same: PlanWrites = {
      strings: [...en.entries].map(([key, sourceText], position) => ({
        key,
        sourceText,
        position,
        pluralOf: null,
      })),
      obsolete: [],
      translations: [...de.entries].map(([key, value]) => ({
        key,
        locale: 'de',
        value,
        status: 'approved' as const,
        repoValue: value,
      })),
    };
    await onPush(async (push) => {
      await push.readState(project.id, [''], ['de']);
      await push.applyWrites(project.id, [{ resource: '', writes: same }], 20);
    });
    expect(changedBetween(before, await versions(storage))).toEqual([]);
    // A repository value alone changes: the row is rewritten, its updated_at kept (the text did not change).
    await onPush(async (push) => {
      await push.readState(project.id, [''], ['de']);
      await push.applyWrites(
        project.id,
        [
          {
            resource: '',
            writes: {
              strings: [],
              obsolete: [],
              translations: [
                { ...(same.translations[0] as PlanWrites['translations'][number]), repoValue: null },
              ],
            },
          },
        ],
        30,
      );
    });
    expect(changedBetween(before, await versions(storage))).toEqual(['t:a:de']);
    expect(
      await storage.database.rows(
        "SELECT repo_value, updated_at FROM translations WHERE locale = 'de' ORDER BY value",
      ),
    ).toEqual([
      { repo_value: null, updated_at: '10' },
      { repo_value: 'Banane', updated_at: '10' },
    ]);
  });

  it('reads what it writes over when the state was not read first, and writes twice in one transaction', async () => {
    await open();
    await storage.push(project, { files: [en, de], dryRun: false, now: 10 });
    await onPush(async (push) => {
      // No readState: the primitive reads the resource itself instead of inserting rows that exist.
      await push.applyWrites(
        project.id,
        [
          {
            resource: '',
            writes: {
              strings: [{ key: 'c', sourceText: 'Cherry', position: 4, pluralOf: null }],
              obsolete: ['a'],
              translations: [
                { key: 'b', locale: 'de', value: 'Banane 2', status: 'translated', repoValue: 'Banane' },
                { key: 'c', locale: 'de', value: 'Kirsche', status: 'approved', repoValue: 'Kirsche' },
              ],
            },
          },
        ],
        20,
      );
      // A second write of rows the first one inserted: updated, not inserted again.
      await push.applyWrites(
        project.id,
        [
          {
            resource: '',
            writes: {
              strings: [{ key: 'c', sourceText: 'Cherry 2', position: 4, pluralOf: null }],
              obsolete: [],
              translations: [
                { key: 'c', locale: 'de', value: 'Kirsche 2', status: 'approved', repoValue: 'Kirsche 2' },
              ],
            },
          },
        ],
        30,
      );
    });
    expect(
      await storage.database.rows(
        'SELECT s.key, s.source_text, s.obsolete, t.value, t.status FROM strings s LEFT JOIN translations t ON t.string_id = s.id ORDER BY s.key',
      ),
    ).toEqual([
      { key: 'a', source_text: 'Apple', obsolete: true, value: 'Apfel', status: 'approved' },
      { key: 'b', source_text: 'Banana', obsolete: false, value: 'Banane 2', status: 'translated' },
      { key: 'c', source_text: 'Cherry 2', obsolete: false, value: 'Kirsche 2', status: 'approved' },
      { key: 'items_one', source_text: 'One item', obsolete: false, value: null, status: null },
      { key: 'items_other', source_text: '{count} items', obsolete: false, value: null, status: null },
    ]);
  });

  it('writes each row its own status and repository value when a statement mixes them', async () => {
    await open();
    await storage.push(project, { files: [en, de], dryRun: false, now: 10 });
    const row = (
      key: string,
      value: string,
      status: 'draft' | 'translated' | 'approved',
      repoValue: string | null,
    ) => ({
      key,
      locale: 'de',
      value,
      status,
      repoValue,
    });
    await onPush(async (push) => {
      await push.readState(project.id, [''], ['de']);
      await push.applyWrites(
        project.id,
        [
          {
            resource: '',
            writes: {
              strings: [],
              obsolete: [],
              // Two updates and two inserts, each pair with two statuses and a null or other repository value.
              translations: [
                row('a', 'Apfel 2', 'draft', null),
                row('b', 'Banane', 'approved', 'Banane'),
                row('items_one', 'Ein', 'translated', 'Eins'),
                row('items_other', 'Viele', 'approved', null),
              ],
            },
          },
        ],
        20,
      );
    });
    expect(
      await storage.database.rows(
        `SELECT s.key, t.value, t.status, t.repo_value FROM translations t JOIN strings s ON s.id = t.string_id
         ORDER BY s.key`,
      ),
    ).toEqual([
      { key: 'a', value: 'Apfel 2', status: 'draft', repo_value: null },
      { key: 'b', value: 'Banane', status: 'approved', repo_value: 'Banane' },
      { key: 'items_one', value: 'Ein', status: 'translated', repo_value: 'Eins' },
      { key: 'items_other', value: 'Viele', status: 'approved', repo_value: null },
    ]);
  });

  it("raises work_mem for the push's transaction only", async () => {
    storage = await openPostgresStorage(url as string, {
      schema: (schemas as TestSchemas).next(),
      poolMax: 1,
    });
    project = await storage.createProject(newProject({ supportedLocales: ['en', 'de'] }), 1);
    const [before] = await storage.database.rows<{ work_mem: string }>('SHOW work_mem');
    await storage.push(project, { files: [en, de], dryRun: false, now: 10 });
    // One connection: the push ran on the connection asked here, and its setting ended with it.
    expect(await storage.database.rows('SHOW work_mem')).toEqual([before]);
    expect(before?.work_mem).not.toBe(PUSH_WORK_MEM);
    expect(
      await storage.database.transaction(async (tx) => {
        await lockProjectForPush(tx, project.id);
        return tx.rows('SHOW work_mem');
      }),
    ).toEqual([{ work_mem: PUSH_WORK_MEM }]);
  });

  it('carries every character through the unnest arrays: quotes, backslashes, braces, NULL as text, empty, very long', async () => {
    await open();
    const odd = [
      '',
      ' ',
      'NULL',
      'null',
      '"',
      '\\',
      '\\"',
      '"\\"',
      '{}',
      '{a,b}',
      '{"a","b"}',
      ',',
      "'",
      "''; DROP TABLE strings; --",
      '\n\t\r\v\f\b',
      'ARRAY[1]',
      '(1,2)',
      '👍🏽 \u{1F600} \u200d \u2028 \u2029 \uFEFF',
      'مرحبا بالعالم',
      'e\u0301 n\u0303',
      'x'.repeat(1_000_000),
      `${'{"\\'.repeat(10_000)}`,
    ];
    const source = file(
      'en',
      odd.map((text, i) => [`k${i}:${text.slice(0, 100)}`, text]),
    );
    const translated = file(
      'de',
      odd.map((text, i) => [`k${i}:${text.slice(0, 100)}`, `${text}|de`]),
    );
    await storage.push(project, { files: [source, translated], dryRun: false, now: 10 });
    expect(await storage.pullEntries(project, 'en', 'approved')).toEqual(source.entries);
    expect(await storage.pullEntries(project, 'de', 'approved')).toEqual(translated.entries);
    const stored = await storage.database.rows<{ n: string }>(
      'SELECT count(*) AS n FROM translations WHERE repo_value = value',
    );
    expect(Number(stored[0]?.n)).toBe(odd.length);
    // And again, all unchanged: nothing rewritten, however odd the text.
    const before = await versions(storage);
    await storage.push(project, { files: [source, translated], dryRun: false, now: 20 });
    expect(changedBetween(before, await versions(storage))).toEqual([]);
  });

  it("writes several resources' strings, obsolete marks and translations in one statement per kind", async () => {
    await open();
    const inResource = (resource: string, f: ParsedPushFile) => ({
      ...f,
      resource,
      path: `${resource}/${f.locale}`,
    });
    const ab = file('en', [
      ['a', 'Apple'],
      ['b', 'Banana'],
    ]);
    await storage.push(project, {
      files: [inResource('one', ab), inResource('one', de), inResource('two', ab)],
      dryRun: false,
      now: 10,
    });
    const statements: string[] = [];
    await storage.database.transaction(async (tx) => {
      const push = new PostgresPush({
        rows: (sql, params) => {
          statements.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
          return tx.rows(sql, params);
        },
      });
      await push.readState(project.id, ['one', 'two'], ['en', 'de']);
      statements.length = 0;
      const c = { key: 'c', position: 2, pluralOf: null };
      await push.applyWrites(
        project.id,
        [
          {
            resource: 'one',
            writes: {
              strings: [{ ...c, sourceText: 'Cherry' }],
              obsolete: ['a'],
              translations: [
                { key: 'b', locale: 'de', value: 'Banane 2', status: 'approved', repoValue: 'Banane 2' },
                { key: 'c', locale: 'de', value: 'Kirsche', status: 'approved', repoValue: 'Kirsche' },
              ],
            },
          },
          {
            resource: 'two',
            writes: {
              // The same key as in `one`: each resource's row gets its own id.
              strings: [{ ...c, sourceText: 'Coconut' }],
              obsolete: [],
              translations: [
                { key: 'c', locale: 'de', value: 'Kokosnuss', status: 'approved', repoValue: 'Kokosnuss' },
                { key: 'a', locale: 'de', value: 'Apfel', status: 'approved', repoValue: 'Apfel' },
              ],
            },
          },
        ],
        20,
      );
    });
    expect(statements).toEqual([
      'INSERT INTO strings',
      'UPDATE strings SET',
      'INSERT INTO translations',
      'UPDATE translations t',
    ]);
    expect(
      await storage.database.rows(
        `SELECT s.resource, s.key, s.source_text, s.obsolete, t.value FROM strings s
           LEFT JOIN translations t ON t.string_id = s.id AND t.locale = 'de' ORDER BY s.resource, s.key`,
      ),
    ).toEqual([
      { resource: 'one', key: 'a', source_text: 'Apple', obsolete: true, value: 'Apfel' },
      { resource: 'one', key: 'b', source_text: 'Banana', obsolete: false, value: 'Banane 2' },
      { resource: 'one', key: 'c', source_text: 'Cherry', obsolete: false, value: 'Kirsche' },
      { resource: 'two', key: 'a', source_text: 'Apple', obsolete: false, value: 'Apfel' },
      { resource: 'two', key: 'b', source_text: 'Banana', obsolete: false, value: null },
      { resource: 'two', key: 'c', source_text: 'Coconut', obsolete: false, value: 'Kokosnuss' },
    ]);
  });

  it('compares the sent files with what is stored in one statement, or one per locale, each answer in its own file', async () => {
    await open();
    const inResource = (resource: string, f: ParsedPushFile) => ({
      ...f,
      resource,
      path: `${resource}/${f.locale}`,
    });
    const ab = file('en', [
      ['a', 'Apple'],
      ['b', 'Banana'],
    ]);
    const ru2 = file('ru', [
      ['a', 'Яблоко'],
      ['b', 'Банан'],
    ]);
    await storage.push(project, {
      files: [inResource('one', ab), inResource('one', de), inResource('two', ab), inResource('two', ru2)],
      dryRun: false,
      now: 10,
    });
    const sent: SentFile[] = [
      {
        resource: 'one',
        locale: 'de',
        entries: new Map([
          ['a', 'Apfel'],
          ['b', 'Banane 2'],
        ]),
      },
      {
        resource: 'two',
        locale: 'ru',
        entries: new Map([
          ['a', 'Яблоко'],
          ['b', 'Банан'],
        ]),
      },
      { resource: 'two', locale: 'de', entries: new Map([['a', 'Apfel']]) },
    ];
    // Sources sent (each resource read whole, its files compared) and not (each read as its sent keys).
    for (const sourced of [new Set(['one', 'two']), new Set<string>()]) {
      const statements: string[] = [];
      const states = await storage.database.transaction((tx) =>
        new PostgresPush({
          rows: (sql, params) => {
            statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
            return tx.rows(sql, params);
          },
        }).readState(project.id, ['one', 'two'], ['de', 'ru'], sent, sourced),
      );
      // Read whole: one statement for every file; read as sent keys: one per locale (de, ru).
      expect(statements.filter((s) => s === 'SELECT w.i::integer')).toHaveLength(sourced.size > 0 ? 1 : 2);
      const translations = (resource: string, locale: string) =>
        Object.fromEntries(states.get(resource)?.translations.get(locale) ?? []);
      expect(translations('one', 'de')).toEqual({
        a: SAME_AS_SENT,
        b: { value: 'Banane', status: 'approved', repoValue: 'Banane' },
      });
      expect(translations('two', 'ru')).toEqual({ a: SAME_AS_SENT, b: SAME_AS_SENT });
      expect(translations('two', 'de')).toEqual({});
    }
  });
});

describe.skipIf(!url)('PostgreSQL translations → strings reference (migration 7)', () => {
  let storage: PostgresStorage;
  let schema: string;
  afterEach(async () => storage?.close());

  /** A project with strings a and b, each translated into de; returns the string ids by key. */
  async function seeded(): Promise<Map<string, string>> {
    schema = (schemas as TestSchemas).next();
    storage = await openPostgresStorage(url as string, { schema });
    const project = await storage.createProject(newProject({ supportedLocales: ['en', 'de'] }), 1);
    await storage.push(project, {
      files: [
        file('en', [
          ['a', 'Apple'],
          ['b', 'Banana'],
        ]),
        file('de', [
          ['a', 'Apfel'],
          ['b', 'Banane'],
        ]),
      ],
      dryRun: false,
      now: 10,
    });
    const rows = await storage.database.rows<{ id: string; key: string }>('SELECT id, key FROM strings');
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  async function codeOf(sql: string, params: unknown[] = [], setup?: string): Promise<string | undefined> {
    const client = await (schemas as TestSchemas).client(schema);
    try {
      if (setup) await client.query(setup);
      await client.query(sql, params);
      return undefined;
    } catch (err) {
      return (err as { code?: string }).code;
    } finally {
      await client.end();
    }
  }

  it('refuses a translation of a string that does not exist, inserted or moved, with the foreign key error code', async () => {
    const ids = await seeded();
    const missing = String(Number(ids.get('b')) + 1000);
    expect(
      await codeOf(
        "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES ($1, 'fr', 'x', 'approved', 1)",
        [missing],
      ),
    ).toBe('23503');
    expect(
      await codeOf('UPDATE translations SET string_id = $1 WHERE string_id = $2', [missing, ids.get('a')]),
    ).toBe('23503');
    expect(
      await codeOf(
        "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES ($1, 'fr', 'x', 'approved', 1)",
        [ids.get('a')],
      ),
    ).toBeUndefined();
  });

  it('deletes the translations of deleted strings, of a removed resource, of a deleted project, and of an emptied strings table', async () => {
    const ids = await seeded();
    const count = async () =>
      Number((await storage.database.rows<{ n: string }>('SELECT count(*) AS n FROM translations'))[0]?.n);
    expect(await count()).toBe(2);
    await storage.database.rows('DELETE FROM strings WHERE id = $1', [ids.get('a')]);
    expect(await storage.database.rows<{ string_id: string }>('SELECT string_id FROM translations')).toEqual([
      { string_id: ids.get('b') },
    ]);
    // The admin CLI's removal of a resource deletes its strings inside a WITH … DELETE.
    const [project] = await storage.database.rows<{ id: number }>('SELECT id FROM projects');
    expect(await storage.removeResource(Number(project?.id), '')).toBe(1);
    expect(await count()).toBe(0);

    await storage.close();
    await seeded();
    await storage.database.rows('DELETE FROM projects');
    expect(await count()).toBe(0);

    await storage.close();
    await seeded();
    await storage.database.rows('TRUNCATE strings');
    expect(await count()).toBe(0);
  });

  it('keeps a string from being deleted while a transaction that wrote its translation is open', async () => {
    const ids = await seeded();
    const writer = await (schemas as TestSchemas).client(schema);
    try {
      await writer.query('BEGIN');
      await writer.query(
        "INSERT INTO translations (string_id, locale, value, status, updated_at) VALUES ($1, 'fr', 'x', 'approved', 1)",
        [ids.get('a')],
      );
      // The check locked string a FOR KEY SHARE: a delete of it waits, here until its lock timeout.
      expect(
        await codeOf('DELETE FROM strings WHERE id = $1', [ids.get('a')], "SET lock_timeout = '200ms'"),
      ).toBe('55P03');
      await writer.query('COMMIT');
    } finally {
      await writer.end();
    }
    await storage.database.rows('DELETE FROM strings WHERE id = $1', [ids.get('a')]);
    expect(await storage.database.rows('SELECT locale FROM translations ORDER BY locale')).toEqual([
      { locale: 'de' },
    ]);
  });
});
