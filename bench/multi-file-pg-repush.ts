// A push of every file of 20 locales × 5,000 keys to a PostgreSQL project that already holds them,
// one file per locale against ten, straight through the storage (no HTTP, no action): the second
// push's time and its statements, by their first four words (those run more than twice are listed).
// NO_SOURCE=1 leaves the source locale's files out of the second push (each resource is then read
// as its sent keys only: compareSentKeys in storage/postgres/push.ts).
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-pg-repush.ts
//   NO_SOURCE=1 flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-pg-repush.ts
import type { Queryable } from '../packages/server/src/storage/postgres/database.ts';
import { openPostgresStorage } from '../packages/server/src/storage/postgres.ts';
import type { ParsedPushFile } from '../packages/server/src/storage/types.ts';
import { newProject } from '../packages/server/test/storage/contract.ts';

const schema = `ls_repush_${process.pid}`;
const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const storage = await openPostgresStorage(url, { schema });
const locales = ['en', ...Array.from({ length: 19 }, (_, i) => `l${i}`)];
const counts = new Map<string, number>();
const transaction = storage.database.transaction.bind(storage.database);
storage.database.transaction = <T>(fn: (tx: Queryable) => Promise<T>, begin?: string) =>
  transaction(
    (tx) =>
      fn({
        rows: (sql, params) => {
          const kind = sql.trim().split(/\s+/).slice(0, 4).join(' ');
          counts.set(kind, (counts.get(kind) ?? 0) + 1);
          return tx.rows(sql, params);
        },
      }),
    begin,
  );
try {
  for (const [round, files] of [1, 10, 10, 1, 1, 10].entries()) {
    const project = await storage.createProject(
      newProject({ key: `repush-${round}`, supportedLocales: locales }),
      1,
    );
    const pushed: ParsedPushFile[] = [];
    for (const locale of locales) {
      for (let f = 0; f < files; f++) {
        const entries = new Map<string, string>();
        for (let i = 0; i < 5000 / files; i++) entries.set(`k${f}.${i}`, `${locale} text ${f}.${i}`);
        pushed.push({
          locale,
          path: files === 1 ? `locales/${locale}.json` : `locales/${locale}/ns${f}.json`,
          resource: files === 1 ? '' : `locales/en/ns${f}.json`,
          entries,
        });
      }
    }
    await storage.push(project, { files: pushed, dryRun: false, now: 10 });
    counts.clear();
    const again = process.env.NO_SOURCE ? pushed.filter((f) => f.locale !== 'en') : pushed;
    const started = performance.now();
    await storage.push(project, { files: again, dryRun: false, now: 20 });
    const ms = Math.round(performance.now() - started);
    const n = [...counts.values()].reduce((a, b) => a + b, 0);
    const repeated = [...counts].filter(([, v]) => v > 2).map(([k, v]) => `${v} × ${k}`);
    console.log(`${files} file(s) per locale, second push: ${ms} ms, ${n} statements ${repeated.join('; ')}`);
  }
} finally {
  await storage.database.rows(`DROP SCHEMA ${schema} CASCADE`);
  await storage.close();
}
