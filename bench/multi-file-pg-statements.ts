// The several-files-per-locale row on PostgreSQL, looked at from the database's side: the bundled
// push and pull of bench/multi-file.ts' two layouts (20 locales × 5,000 keys, one file per locale
// against ten), each into a fresh project of one server on a schema of its own, with per run the
// wall time, the action's CPU, the server's CPU, the CPU of the server's PostgreSQL backends
// (/proc/<pid>/stat of every pid pg_stat_activity shows for application_name locale-sync-server)
// and the statements the server sent (counted by bench/multi-file-pg-count-hook.mjs in the server).
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-pg-statements.ts [--rounds=N (3)] [--verbose]
// --verbose lists the first round's statements by kind, with the time the server awaited them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { benchBackends } from './backends.ts';
import { MULTI_FILE_SIZE } from './goals.ts';
import { EXIT_HOOK, exitFigures, processCpuMs } from './lib.ts';
import { copySources, writeLayouts } from './multi-file.ts';
import { localeCodes } from './scale-project.ts';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
const { backends } = await benchBackends(['--backend=postgres']);
const admin = new pg.Client({
  connectionString: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
});
await admin.connect();
async function backendPids(): Promise<number[]> {
  const { rows } = await admin.query(
    "SELECT pid FROM pg_stat_activity WHERE application_name = 'locale-sync-server'",
  );
  return rows.map((r) => Number(r.pid));
}
const seen = new Map<number, number>();
async function dbCpu(): Promise<number> {
  // Sum over backends ever seen; a gone backend keeps its last reading.
  for (const pid of await backendPids()) if (!seen.has(pid)) seen.set(pid, 0);
  let total = 0;
  for (const [pid, last] of seen) {
    const v = processCpuMs(pid);
    if (v !== undefined) seen.set(pid, v);
    total += v ?? last;
  }
  return total;
}
await backends[0]!.run(async () => {
  const work = await mkdtemp(join(tmpdir(), 'ls-mfpg-'));
  const countOut = join(work, 'counts.json');
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: {
      MAX_BODY_BYTES: String(512 * 1024 * 1024),
      NODE_OPTIONS: `--conditions=@locale-sync/source --import ${join(process.cwd(), 'bench/multi-file-pg-count-hook.mjs')}`,
      PG_COUNT_OUT: countOut,
    },
  });
  const dump = async () => {
    process.kill(server.child.pid!, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 300));
    return new Map<string, [number, number]>(JSON.parse(await readFile(countOut, 'utf8')));
  };
  try {
    const locales = ['en', ...localeCodes(MULTI_FILE_SIZE.locales - 1)];
    const layouts = await writeLayouts(work, locales, MULTI_FILE_SIZE.files, MULTI_FILE_SIZE.keysPerLocale);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['single', 'multi'] as const) : (['multi', 'single'] as const);
      for (const layout of order) {
        const { projectKey, syncSecret } = await createProject(server.dbPath, `mf-${layout}-${round}`, {
          source: 'en',
          all: locales,
        });
        await dump();
        const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
        const pulled = join(work, `pulled-${layout}-${round}`);
        await copySources(layouts[layout], pulled, layout);
        for (const action of ['push', 'pull'] as const) {
          await dump();
          const s0 = processCpuMs(server.child.pid) ?? 0;
          const d0 = await dbCpu();
          const t0 = performance.now();
          const run = await runAction(action, inputs, {
            workspace: action === 'push' ? layouts[layout] : pulled,
            timeoutMs: 600_000,
            nodeArgs: ['--import', EXIT_HOOK],
          });
          const ms = performance.now() - t0;
          if (run.code !== 0) throw new Error(`${layout} ${action}: ${run.stdout}${run.stderr}`);
          const d1 = await dbCpu();
          const s1 = processCpuMs(server.child.pid) ?? 0;
          const counts = await dump();
          const n = [...counts.values()].reduce((a, b) => a + b[0], 0);
          const qms = [...counts.values()].reduce((a, b) => a + b[1], 0);
          console.log(
            `r${round} ${layout} ${action}: wall ${Math.round(ms)} ms, action CPU ${exitFigures(run.stderr).cpuMs} ms, server CPU ${Math.round(s1 - s0)} ms, db CPU ${Math.round(d1 - d0)} ms, statements ${n} (${Math.round(qms)} ms awaited)`,
          );
          if (process.argv.includes('--verbose') && round === 0)
            for (const [k, v] of [...counts].sort((a, b) => b[1][1] - a[1][1]))
              console.log(`    ${v[0]}\t${Math.round(v[1])} ms\t${k}`);
        }
      }
    }
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
});
await admin.end();
