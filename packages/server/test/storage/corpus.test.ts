// Every real translation file of ../shared/corpus stored and read back through each backend: the
// same entries, in the same order, with the same texts (PostgreSQL's text type, collation and
// index limits must not change what SQLite keeps).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { formatForExtension } from '@locale-sync/formats';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../src/storage/postgres.ts';
import { openSqliteStorage } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/types.ts';
import { newProject } from './contract.ts';
import { findTestPostgres, TestSchemas } from './postgres-server.ts';

const CORPUS = resolve(import.meta.dirname, '../../../..', '../shared/corpus');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const cases = existsSync(CORPUS)
  ? files(CORPUS)
      .filter((path) => formatForExtension(extname(path)) !== undefined)
      .map((path) => relative(CORPUS, path))
  : [];

const url = existsSync(CORPUS) ? await findTestPostgres() : undefined;
const schemas = url ? new TestSchemas(url) : undefined;
const backends: Array<[string, () => Promise<Storage>]> = [
  ['SQLite', async () => openSqliteStorage(':memory:')],
];
if (url && schemas) {
  backends.push(['PostgreSQL', () => openPostgresStorage(url, { schema: schemas.next(), poolMax: 2 })]);
}
const opened: Storage[] = [];
afterAll(async () => {
  for (const storage of opened) await storage.close();
  await schemas?.dropAll();
});

const TITLE = !existsSync(CORPUS)
  ? 'real translation files through each storage backend: skipped, ../shared/corpus is missing'
  : url
    ? 'real translation files through each storage backend (SQLite, PostgreSQL)'
    : 'real translation files through each storage backend (SQLite; PostgreSQL skipped: none answers at 127.0.0.1:5432)';

describe.skipIf(!existsSync(CORPUS))(TITLE, () => {
  describe.each(backends)('%s', (_name, open) => {
    let storage: Storage | undefined;
    let count = 0;
    it.each(cases)(
      '%s: stored as source and translation, read back with the same entries in file order',
      async (file) => {
        if (!storage) {
          storage = await open();
          opened.push(storage);
        }
        const content = readFileSync(join(CORPUS, file), 'utf8');
        const entries =
          formatForExtension(extname(file))?.parse(content, { path: file }) ?? new Map<string, string>();
        const project = await storage.createProject(
          newProject({ key: `corpus-${++count}`, supportedLocales: ['en', 'de'] }),
          1,
        );
        await storage.push(project, {
          files: [
            { locale: 'en', path: file, entries },
            { locale: 'de', path: file, entries },
          ],
          dryRun: false,
          now: 2,
        });
        expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual([...entries]);
        expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual([...entries]);
        const sources = [...new Set(entries.values())].slice(0, 50);
        const approved = await storage.findApproved(project.id, 'de', sources);
        expect(approved.size).toBe(sources.length);
      },
    );
  });
});
