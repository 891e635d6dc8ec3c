// The server's storage side of section 1's push on SQLite, in process: `SqliteStorage.push` of N locales ×
// K keys (the bench's generated texts) into a fresh project on a fresh file, then R changed-only pushes
// (the first target locale's file with its last string changed, as `changeOneString` does). Prints this
// process's CPU time for the full push and the minimum and median of the changed-only pushes: no
// action, no HTTP, so it isolates what the storage and the planner cost. Run it in two checkouts to
// compare them:
//   NODE_OPTIONS=--conditions=@locale-sync/source flock /tmp/ls-e2e.lock npm exec -- node bench/sqlite-push.ts [--locales=20] [--keys=5000] [--rounds=40]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStorage } from '../packages/server/src/storage/sqlite.ts';
import { cpuMsSince, median, n, numberOption } from './lib.ts';
import { benchProject, oneStringChanged, pushFiles, pushLocales } from './push-setup.ts';

/** This process's user + system CPU time of `fn`, in ms. */
async function cpuOf(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  return cpuMsSince(start);
}

async function main(): Promise<void> {
  const locales = pushLocales(numberOption('locales', 20));
  const keys = numberOption('keys', 5_000);
  const rounds = numberOption('rounds', 40);
  const files = pushFiles(locales, keys);
  const folder = await mkdtemp(join(tmpdir(), 'ls-bench-sqlite-push-'));
  const storage = openSqliteStorage(join(folder, 'db.sqlite'));
  try {
    const project = await storage.createProject(benchProject(locales), 1);
    const full = await cpuOf(() => storage.push(project, { files, dryRun: false, now: 2 }));
    // The full push's WAL checkpoint runs on the next turns of the event loop, as in the server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cpu: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const changed = oneStringChanged(files, round);
      cpu.push(await cpuOf(() => storage.push(project, { files: [changed], dryRun: false, now: 3 + round })));
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(
      `${locales.length} locales × ${n(keys)} keys (SQLite, in process): full push ${n(full)} ms of CPU; ` +
        `changed-only push (1 file, 1 string changed) ${n(Math.min(...cpu), 1)} ms min, ${n(median(cpu), 1)} ms median of ${rounds}`,
    );
  } finally {
    await storage.close();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
