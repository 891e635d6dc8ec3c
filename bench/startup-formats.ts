// Start-up of push bundles built from different sources, measured A/B on the same machine in one run:
// load only (no inputs: the run stops at the first one) and a dry-run push of a JSON repository
// against the local server; with the JavaScript each run loaded (the bundle's files it read).
// Run: `npm exec -- node bench/startup-formats.ts <dist folder> [<dist folder> …]`, each folder an
// ncc build of actions/push (`ncc build actions/push/src/index.ts -o <folder>`, from scripts/ncc).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PushFile } from '@locale-sync/protocol';
import { alternateRuns, distFolders, dryRunEnv, withSeededServer } from './bundle-runs.ts';
import { median, n } from './lib.ts';

const RUNS = 21;

// Records every file: URL the process loads, written at exit to LS_LOADS_FILE.
const TRACE = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
import { appendFileSync } from 'node:fs';
const seen = new Set();
registerHooks({ load(url, context, next) { if (url.startsWith('file:') && !seen.has(url)) { seen.add(url); appendFileSync(process.env.LS_LOADS_FILE, url + '\\n'); } return next(url, context); } });
`)}`;

interface Run {
  ms: number;
  code: number;
  loads: string[];
}

function run(bundle: string, env: Record<string, string>, cwd: string, trace: boolean): Promise<Run> {
  return new Promise((done) => {
    const started = performance.now();
    execFile(
      process.execPath,
      [...(trace ? ['--import', TRACE] : []), bundle],
      { cwd, env: { PATH: process.env.PATH ?? '', ...env } },
      async (error) => {
        const ms = performance.now() - started;
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const loads = trace
          ? (await readFile(env.LS_LOADS_FILE as string, 'utf8').catch(() => '')).split('\n').filter(Boolean)
          : [];
        done({ ms, code, loads });
      },
    );
  });
}

function runNodeE(cwd: string): Promise<{ ms: number }> {
  return new Promise((done) => {
    const started = performance.now();
    execFile(process.execPath, ['-e', ''], { cwd }, () => done({ ms: performance.now() - started }));
  });
}

async function loadedBytes(loads: string[], dist: string): Promise<number> {
  let total = 0;
  for (const url of loads) {
    const file = new URL(url).pathname;
    if (file.startsWith(`${dist}/`)) total += (await stat(file)).size;
  }
  return total;
}

const dists = distFolders('usage: node bench/startup-formats.ts <dist folder> [<dist folder> …]');
const en = { 'home.title': 'Welcome, {name}', 'cart.items': 'Items' };
const de = { 'home.title': 'Willkommen, {name}', 'cart.items': 'Artikel' };
// The service holds the files already: the dry run reads, parses and checks them, then asks.
const seeded: PushFile[] = [
  { locale: 'en', path: 'locales/en.json', format: 'json', content: JSON.stringify(en, null, 2) },
  { locale: 'de', path: 'locales/de.json', format: 'json', content: JSON.stringify(de, null, 2) },
];
await withSeededServer('bench-startup', seeded, async (server, credentials) => {
  const repo = await mkdtemp(join(tmpdir(), 'ls-startup-'));
  await mkdir(join(repo, 'locales'));
  await writeFile(join(repo, 'locales/en.json'), `${JSON.stringify(en, null, 2)}\n`);
  await writeFile(join(repo, 'locales/de.json'), `${JSON.stringify(de, null, 2)}\n`);
  const work = await mkdtemp(join(tmpdir(), 'ls-startup-runner-'));
  const pushEnv = await dryRunEnv(repo, work, server, credentials);
  const times = new Map<string, { node: number[]; load: number[]; push: number[] }>();
  for (const dist of dists) times.set(dist, { node: [], load: [], push: [] });
  const nodeTimes: number[] = [];
  await alternateRuns(
    RUNS,
    dists,
    async () => {
      nodeTimes.push((await runNodeE(work)).ms);
    },
    async (dist) => {
      const bundle = join(dist, 'index.js');
      const row = times.get(dist) as { load: number[]; push: number[] };
      row.load.push((await run(bundle, {}, work, false)).ms);
      const pushed = await run(bundle, pushEnv, repo, false);
      if (pushed.code !== 0) throw new Error(`dry-run push with ${bundle} failed (exit ${pushed.code})`);
      row.push.push(pushed.ms);
    },
  );
  console.log(`Medians of ${RUNS} runs; \`node -e ''\` ${n(median(nodeTimes))} ms.\n`);
  console.log(
    '| Bundle | Files (bytes) | Load only | Dry-run push, 2 JSON files | Loaded by the push | Over `node -e` (push) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const dist of dists) {
    const row = times.get(dist) as { load: number[]; push: number[] };
    const traced = await run(
      join(dist, 'index.js'),
      { ...pushEnv, LS_LOADS_FILE: join(work, `loads-${basename(dist)}`) },
      repo,
      true,
    );
    const bytes = await loadedBytes(traced.loads, dist);
    let all = 0;
    for (const name of await readdir(dist)) all += (await stat(join(dist, name))).size;
    console.log(
      `| ${basename(dist)} | ${n(all / 1024)} KiB | ${n(median(row.load))} ms | ${n(median(row.push))} ms | ${n(bytes / 1024)} KiB | ${n(median(row.push) - median(nodeTimes))} ms |`,
    );
  }
});
