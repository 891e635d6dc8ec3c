// The storage side of section 1's push on PostgreSQL, in process: `PostgresStorage.push` of N locales ×
// K keys (the bench's generated texts) into a fresh project of a fresh schema, then the same push again
// (nothing changes), then C changed-only pushes (the first target locale's file with its last string
// changed, as `changeOneString` does; none by default). Prints the wall time, this process's CPU time
// and the CPU time of PostgreSQL's backends serving the storage's pool (from /proc, so PostgreSQL must
// run on this machine), which survive a busy machine better than wall time; for the changed-only
// pushes, this process's minimum and median and PostgreSQL's mean (its clock ticks are 10 ms). Run it
// in two checkouts, alternated, to compare them:
//   NODE_OPTIONS=--conditions=@locale-sync/source flock /tmp/ls-e2e.lock npm exec -- node bench/postgres-push.ts [--locales=20] [--keys=5000] [--runs=3] [--changed=0]
import { openPostgresStorage } from '../packages/server/src/storage/postgres.ts';
import { findTestPostgres } from '../packages/server/test/storage/postgres-server.ts';
import { cpuMsSince, median, n, numberOption, processCpuMs } from './lib.ts';
import { benchProject, oneStringChanged, pushFiles, pushLocales } from './push-setup.ts';

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || (await findTestPostgres());
  if (!url)
    throw new Error('no PostgreSQL answers at 127.0.0.1:5432 (database test); set BENCH_DATABASE_URL');
  const locales = pushLocales(numberOption('locales', 20));
  const keys = numberOption('keys', 5_000);
  const files = pushFiles(locales, keys);
  const changedRounds = numberOption('changed', 0);
  for (let run = 0; run < numberOption('runs', 3); run++) {
    const schema = `ls_bench_push_${process.pid}_${run}`;
    const storage = await openPostgresStorage(url, { schema });
    try {
      const project = await storage.createProject(benchProject(locales), 1);
      // Every connection of the pool, opened now: their backends' CPU is the database's share.
      const clients = await Promise.all(Array.from({ length: 10 }, () => storage.database.pool.connect()));
      const backends = await Promise.all(
        clients.map(async (c) => Number((await c.query('SELECT pg_backend_pid() AS p')).rows[0]?.p)),
      );
      for (const c of clients) c.release();
      const databaseCpu = () => backends.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
      for (const kind of ['full push', 'same push again']) {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const before = databaseCpu();
        await storage.push(project, { files, dryRun: false, now: 2 + run });
        const own = cpuMsSince(cpu);
        console.log(
          `${kind}: wall ${n(performance.now() - start)} ms, server CPU ${n(own)} ms, PostgreSQL CPU ${n(databaseCpu() - before)} ms`,
        );
      }
      if (changedRounds > 0) {
        const cpu: number[] = [];
        const before = databaseCpu();
        const start = performance.now();
        for (let round = 0; round < changedRounds; round++) {
          const changed = oneStringChanged(files, round);
          const used = process.cpuUsage();
          await storage.push(project, { files: [changed], dryRun: false, now: 10 + round });
          cpu.push(cpuMsSince(used));
        }
        console.log(
          `changed-only push (1 file of ${n(keys)} strings, 1 changed) × ${changedRounds}: wall ${n((performance.now() - start) / changedRounds, 1)} ms mean, ` +
            `server CPU ${n(Math.min(...cpu), 1)} ms min, ${n(median(cpu), 1)} ms median, PostgreSQL CPU ${n((databaseCpu() - before) / changedRounds, 1)} ms mean`,
        );
      }
    } finally {
      await storage.database.rows(`DROP SCHEMA ${schema} CASCADE`);
      await storage.close();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
