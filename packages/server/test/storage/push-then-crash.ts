// Run by checkpoint.test.ts in a process of its own: opens the database at argv[2] as the server
// does, pushes argv[3] locales × argv[4] keys into a new project, and, as soon as the push has
// answered, prints where its data is on disk and kills itself (SIGKILL: no exit handler, no close,
// no checkpoint), as a crash right after the answer would.
import { statSync, writeSync } from 'node:fs';
import { createProject } from '../../src/domain/projects.ts';
import { openSqliteStorage } from '../../src/storage/sqlite.ts';

const [path, localeCount, keyCount] = [
  process.argv[2] as string,
  Number(process.argv[3]),
  Number(process.argv[4]),
];
const locales = [
  'en',
  ...['de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'fi', 'pl'].slice(0, localeCount - 1),
];
const storage = openSqliteStorage(path);
const project = await createProject(storage, { key: 'crash', sourceLocale: 'en', locales }, 1);
const files = locales.map((locale) => ({
  locale,
  path: `${locale}.json`,
  entries: new Map(
    Array.from({ length: keyCount }, (_, i) => [
      `k${i}`,
      `${locale} text for item ${i}: {name} has {count} things`,
    ]),
  ),
}));
const outcome = await storage.push(project, { files, dryRun: false, now: 2 });
// Synchronous writes: the process dies on the next line.
writeSync(
  1,
  `${JSON.stringify({
    created: outcome.plan.reduce((n, p) => n + p.created.length, 0),
    databaseBytes: statSync(path).size,
    walBytes: statSync(`${path}-wal`).size,
  })}\n`,
);
process.kill(process.pid, 'SIGKILL');
