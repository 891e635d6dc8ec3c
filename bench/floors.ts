// The work floors of push and pull: the work each must do, done directly in this process with no
// code of ours, no framework and no process start. Our time divided by these says how much we add.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { timed } from './lib.ts';

const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE strings (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, source_text TEXT NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE translations (string_id INTEGER NOT NULL, locale TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (string_id, locale));
`;

/** The same two tables on PostgreSQL ("C": keys compare by code point, as the server's do). */
const POSTGRES_SCHEMA = `
  DROP TABLE IF EXISTS floor_translations, floor_strings;
  CREATE TABLE floor_strings (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, key text COLLATE "C" NOT NULL UNIQUE,
    source_text text NOT NULL, position integer NOT NULL);
  CREATE TABLE floor_translations (string_id bigint NOT NULL, locale text NOT NULL, value text NOT NULL,
    PRIMARY KEY (string_id, locale));
`;

/**
 * The PostgreSQL database the push floor also upserts into while a scenario runs on PostgreSQL (set
 * by withPostgresFloor), and the SQLite floor measured beside it in that scenario.
 */
let postgresUrl: string | null = null;
let sqliteFloorMs: number | undefined;

/**
 * Runs `scenario` with the push floor measured on PostgreSQL at `url` (a fresh pair of tables in the
 * database and schema the URL names): its `pushFloorMs` is then PostgreSQL's floor, and the SQLite
 * floor of the same files, measured just before it, comes back as `pushFloorSqliteMs`.
 */
export async function withPostgresFloor<T>(url: string, scenario: () => Promise<T>): Promise<T> {
  postgresUrl = url;
  sqliteFloorMs = undefined;
  try {
    const result = await scenario();
    if (sqliteFloorMs === undefined || typeof result !== 'object' || result === null) return result;
    // goals.ts's ScaleResult reads it; the scenario's own row type does not know it.
    return { ...result, pushFloorSqliteMs: sqliteFloorMs } as T;
  } finally {
    postgresUrl = null;
  }
}

/**
 * Push floor: read and parse every file, build and gzip one body; then gunzip, parse it and every
 * file, and upsert every string in one transaction. On SQLite (a fresh file database in WAL mode, as
 * the server opens its own); inside withPostgresFloor, then also on PostgreSQL, whose time is
 * returned (postgresPushFloor). Returns its time in ms.
 */
export async function pushFloor(repo: string, locales: readonly string[], dbPath: string): Promise<number> {
  const sqlite = await sqlitePushFloor(repo, locales, dbPath);
  if (postgresUrl === null) return sqlite;
  sqliteFloorMs = sqlite;
  return postgresPushFloor(repo, locales, postgresUrl);
}

interface Body {
  files: Array<{ locale: string; path: string; format: string; content: string }>;
}

/** The floor's work before the upsert: read and parse each file, one gzipped body, then unpacked. */
async function shipFiles(repo: string, locales: readonly string[]): Promise<Body> {
  const files = await Promise.all(
    locales.map(async (locale) => {
      const path = `locales/${locale}.json`;
      const content = await readFile(join(repo, path), 'utf8');
      JSON.parse(content);
      return { locale, path, format: 'json', content };
    }),
  );
  const wire = gzipSync(Buffer.from(JSON.stringify({ files })));
  return JSON.parse(gunzipSync(wire).toString('utf8')) as Body;
}

function entriesOf(content: string): Array<[string, string]> {
  return Object.entries(JSON.parse(content) as Record<string, string>);
}

async function sqlitePushFloor(repo: string, locales: readonly string[], dbPath: string): Promise<number> {
  const { ms } = await timed(async () => {
    const body = await shipFiles(repo, locales);
    const db = new DatabaseSync(dbPath);
    try {
      db.exec(SCHEMA);
      const upsertString = db.prepare(
        `INSERT INTO strings (key, source_text, position) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET source_text = excluded.source_text, position = excluded.position`,
      );
      const upsertTranslation = db.prepare(
        `INSERT INTO translations (string_id, locale, value) SELECT id, ?, ? FROM strings WHERE key = ?
         ON CONFLICT (string_id, locale) DO UPDATE SET value = excluded.value`,
      );
      db.exec('BEGIN IMMEDIATE');
      const source = body.files.find((f) => f.locale === 'en');
      let position = 0;
      for (const [key, text] of entriesOf(source?.content ?? '{}')) {
        upsertString.run(key, text, position++);
      }
      for (const file of body.files) {
        if (file.locale === 'en') continue;
        for (const [key, text] of entriesOf(file.content)) upsertTranslation.run(file.locale, text, key);
      }
      db.exec('COMMIT');
    } finally {
      db.close();
    }
  });
  return ms;
}

/**
 * The push floor's upsert on PostgreSQL, the fastest way we found with the `pg` driver the server
 * uses, on one connection over loopback: one transaction, one set-based upsert per table
 * (`INSERT … SELECT FROM unnest($1::text[], …) ON CONFLICT … DO UPDATE`), the translations by the
 * string ids the first one returns. The connection and the tables are made before the clock starts,
 * as the server's pool and schema exist before a push. (Tried and slower or no faster on this
 * machine: joining the keys in SQL instead of sending ids, and `json_each_text` over the files.)
 */
async function postgresPushFloor(repo: string, locales: readonly string[], url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(POSTGRES_SCHEMA);
    const { ms } = await timed(async () => {
      const body = await shipFiles(repo, locales);
      await client.query('BEGIN');
      const source = entriesOf(body.files.find((f) => f.locale === 'en')?.content ?? '{}');
      const { rows } = await client.query<{ id: string; key: string }>(
        `INSERT INTO floor_strings (key, source_text, position)
         SELECT * FROM unnest($1::text[], $2::text[], $3::integer[])
         ON CONFLICT (key) DO UPDATE SET source_text = EXCLUDED.source_text, position = EXCLUDED.position
         RETURNING id, key`,
        [source.map(([key]) => key), source.map(([, text]) => text), source.map((_, i) => i)],
      );
      const ids = new Map(rows.map((r) => [r.key, r.id]));
      const stringIds: string[] = [];
      const localeOf: string[] = [];
      const values: string[] = [];
      for (const file of body.files) {
        if (file.locale === 'en') continue;
        for (const [key, text] of entriesOf(file.content)) {
          const id = ids.get(key);
          if (id === undefined) continue;
          stringIds.push(id);
          localeOf.push(file.locale);
          values.push(text);
        }
      }
      await client.query(
        `INSERT INTO floor_translations (string_id, locale, value)
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])
         ON CONFLICT (string_id, locale) DO UPDATE SET value = EXCLUDED.value`,
        [stringIds, localeOf, values],
      );
      await client.query('COMMIT');
    });
    return ms;
  } finally {
    await client.query('DROP TABLE IF EXISTS floor_translations, floor_strings').catch(() => undefined);
    await client.end();
  }
}

/**
 * Pull floor, over the database `pushFloor` wrote: read every locale's translations in source order,
 * render each file, send them in one answer over loopback HTTP, parse the answer and each file, compare
 * with the file on disk, write what differs. Returns its time in ms.
 */
export async function pullFloor(dbPath: string, locales: readonly string[], target: string): Promise<number> {
  const db = new DatabaseSync(dbPath);
  // CROSS JOIN keeps strings as the outer loop: each translation is then one primary-key lookup, as
  // the server's query does, instead of a scan of every locale's rows.
  const select = db.prepare(
    `SELECT s.key, t.value FROM strings s CROSS JOIN translations t ON t.string_id = s.id AND t.locale = ?
     ORDER BY s.position`,
  );
  const server = createServer((_req, res) => {
    const files = locales
      .filter((l) => l !== 'en')
      .map((locale) => {
        const entries: Record<string, string> = Object.create(null);
        for (const row of select.all(locale)) entries[String(row.key)] = String(row.value);
        return { locale, content: `${JSON.stringify(entries, null, 2)}\n` };
      });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ files }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const { ms } = await timed(async () => {
      const answer = (await (await fetch(url)).json()) as { files: { locale: string; content: string }[] };
      await mkdir(join(target, 'locales'), { recursive: true });
      await Promise.all(
        answer.files.map(async (file) => {
          JSON.parse(file.content);
          const path = join(target, 'locales', `${file.locale}.json`);
          const existing = await readFile(path, 'utf8').catch(() => undefined);
          if (existing !== file.content) await writeFile(path, file.content);
        }),
      );
    });
    return ms;
  } finally {
    server.close();
    db.close();
  }
}
