// CPU time (user + system) of action starts, the figure that survives a busy shared machine better
// than wall-clock time: `node -e ''`, and for each pull bundle given a load-only start (no inputs:
// the bundle loads what it loads at start-up, then stops at the first input) and a dry-run pull of
// one locale against the local server (one signed request). Every kind is alternated in one loop,
// the bundles in ABBA order, so a slow spell of the machine falls on all of them alike.
// Run: `npm exec -- node bench/startup-cpu.ts <pull dist folder> [<pull dist folder> …]`, each folder
// an ncc build of actions/pull (the committed actions/pull/dist, or a copy of an older one).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushFile } from '@locale-sync/protocol';
import { alternateRuns, distFolders, dryRunEnv, withSeededServer } from './bundle-runs.ts';
import { median, n } from './lib.ts';

const RUNS = Number(process.env.STARTUP_CPU_RUNS ?? 40);

/** User + system CPU milliseconds of one `node …` process (bash's `time`, millisecond resolution). */
function cpuMs(
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<{ ms: number; code: number }> {
  return new Promise((done, fail) => {
    const script = 'TIMEFORMAT="%3U %3S"; { time "$0" "$@" >/dev/null 2>&1; echo "exit $?" >&2; } 2>&1';
    execFile('bash', ['-c', script, process.execPath, ...args], { cwd, env }, (error, stdout) => {
      if (error) return fail(error);
      const exit = /exit (\d+)/.exec(stdout);
      const time = /^(\d+\.\d+) (\d+\.\d+)$/m.exec(stdout);
      if (!exit || !time) return fail(new Error(`unexpected output of time: ${stdout}`));
      done({ ms: (Number(time[1]) + Number(time[2])) * 1000, code: Number(exit[1]) });
    });
  });
}

const dists = distFolders('usage: node bench/startup-cpu.ts <pull dist folder> [<pull dist folder> …]');
const seeded: PushFile[] = [
  { locale: 'en', path: 'locales/en.json', format: 'json', content: '{\n  "hello": "Hello"\n}\n' },
  { locale: 'de', path: 'locales/de.json', format: 'json', content: '{\n  "hello": "Hallo"\n}\n' },
];
await withSeededServer('bench-startup-cpu', seeded, async (server, credentials) => {
  const repo = await mkdtemp(join(tmpdir(), 'ls-startup-cpu-'));
  await mkdir(join(repo, 'locales'));
  await writeFile(join(repo, 'locales/en.json'), '{\n  "hello": "Hello"\n}\n');
  const work = await mkdtemp(join(tmpdir(), 'ls-startup-cpu-runner-'));
  const base = { PATH: process.env.PATH ?? '' };
  const pullEnv = { ...base, ...(await dryRunEnv(repo, work, server, credentials)), INPUT_STATUS: 'all' };
  const nodeE: number[] = [];
  const rows = new Map(dists.map((dist) => [dist, { load: [] as number[], pull: [] as number[] }]));
  await alternateRuns(
    RUNS,
    dists,
    async () => {
      nodeE.push((await cpuMs(['-e', ''], base, work)).ms);
    },
    async (dist) => {
      const row = rows.get(dist) as { load: number[]; pull: number[] };
      const bundle = join(dist, 'index.js');
      row.load.push((await cpuMs([bundle], base, work)).ms);
      const pulled = await cpuMs([bundle], pullEnv, repo);
      if (pulled.code !== 0) throw new Error(`dry-run pull with ${bundle} failed (exit ${pulled.code})`);
      row.pull.push(pulled.ms);
    },
  );
  const range = (values: number[]) => `${n(Math.min(...values))}–${n(Math.max(...values))}`;
  console.log(`CPU time (user + system), ${RUNS} runs each, alternated; median (min–max).\n`);
  console.log('| | Load only | Dry-run pull | Load only over `node -e` | Pull over `node -e` |');
  console.log('|---|---|---|---|---|');
  const nodeMedian = median(nodeE);
  console.log(`| \`node -e ''\` | ${n(nodeMedian)} ms (${range(nodeE)}) | | | |`);
  for (const [dist, row] of rows) {
    console.log(
      `| ${dist} | ${n(median(row.load))} ms (${range(row.load)}) | ${n(median(row.pull))} ms (${range(row.pull)}) | +${n(median(row.load) - nodeMedian)} ms | +${n(median(row.pull) - nodeMedian)} ms |`,
    );
  }
});
