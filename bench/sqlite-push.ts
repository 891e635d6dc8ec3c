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
import { median, n } from './lib.ts';
import { localeCodes } from './scale-project.ts';

const arg = (name: string, fallback: number): number =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

/** This process's user + system CPU time of `fn`, in ms. */
async function cpuOf(fn: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const locales = ['en', ...localeCodes(arg('locales', 20) - 1)];
  const keys = arg('keys', 5_000);
  const rounds = arg('rounds', 40);
  const files = locales.map((locale) => {
    const entries = new Map<string, string>();
    for (let i = 0; i < keys; i++) {
      entries.set(`section${i % 50}.item${i}`, `${locale} text for item ${i}: {name} has {count} things`);
    }
    return {
      locale,
      path: `locales/${locale}.json`,
      entries,
      format: 'json' as const,
      sha256: '0'.repeat(64),
    };
  });
  const folder = await mkdtemp(join(tmpdir(), 'ls-bench-sqlite-push-'));
  const storage = openSqliteStorage(join(folder, 'db.sqlite'));
  try {
    const project = await storage.createProject(
      {
        key: 'bench',
        sourceLocale: 'en',
        supportedLocales: locales,
        extraction: { extractPhrases: true, extractionMode: 'auto', sendFrequency: 30, minStringsToSend: 1 },
        instantTranslation: { enabled: false, cacheTtlMs: 60_000, batchSize: 50 },
        allowedOrigins: [],
        syncSecret: 'bench',
      },
      1,
    );
    const full = await cpuOf(() => storage.push(project, { files, dryRun: false, now: 2 }));
    // The full push's WAL checkpoint runs on the next turns of the event loop, as in the server.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const changed = files[1] as (typeof files)[number];
    const lastKey = [...changed.entries.keys()].at(-1) as string;
    const cpu: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const entries = new Map(changed.entries);
      entries.set(lastKey, `${changed.entries.get(lastKey)} (changed ${round})`);
      cpu.push(
        await cpuOf(() =>
          storage.push(project, {
            files: [{ ...changed, entries, sha256: String(round).padStart(64, '0') }],
            dryRun: false,
            now: 3 + round,
          }),
        ),
      );
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
