// The work floors of push and pull: the work each must do, done directly in this process with no
// code of ours, no framework and no process start. Our time divided by these says how much we add.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync, gzipSync } from 'node:zlib';
import { timed } from './lib.ts';

const SCHEMA = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = NORMAL;
  CREATE TABLE strings (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, source_text TEXT NOT NULL, position INTEGER NOT NULL);
  CREATE TABLE translations (string_id INTEGER NOT NULL, locale TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (string_id, locale));
`;

/**
 * Push floor: read and parse every file, build and gzip one body; then gunzip, parse it and every
 * file, and upsert every string into SQLite (a fresh file database in WAL mode, as the server opens
 * its own) in one transaction. Returns its time in ms.
 */
export async function pushFloor(repo: string, locales: readonly string[], dbPath: string): Promise<number> {
  const { ms } = await timed(async () => {
    const files = await Promise.all(
      locales.map(async (locale) => {
        const path = `locales/${locale}.json`;
        const content = await readFile(join(repo, path), 'utf8');
        JSON.parse(content);
        return { locale, path, format: 'json', content };
      }),
    );
    const wire = gzipSync(Buffer.from(JSON.stringify({ files })));
    const body = JSON.parse(gunzipSync(wire).toString('utf8')) as { files: typeof files };
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
      for (const [key, text] of Object.entries(
        JSON.parse(source?.content ?? '{}') as Record<string, string>,
      )) {
        upsertString.run(key, text, position++);
      }
      for (const file of body.files) {
        if (file.locale === 'en') continue;
        for (const [key, text] of Object.entries(JSON.parse(file.content) as Record<string, string>)) {
          upsertTranslation.run(file.locale, text, key);
        }
      }
      db.exec('COMMIT');
    } finally {
      db.close();
    }
  });
  return ms;
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
