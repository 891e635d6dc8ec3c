// Action start-up counted rather than timed: callgrind's instruction count (every thread of the
// process, its `summary:` line) of `node -e ''` and, for each build given, three dry runs against one
// local SQLite server holding `en` and `de`: "pull, empty" (section 3's run: a workspace with no
// files), "pull, repository" (`locales/{en,de}.json`, `status: all`) and "push, repository" (the
// same files). A count does not move with the load of a shared machine; V8's background threads move
// it by a few million, so the builds are alternated (ABBA) over several rounds and the medians shown.
// valgrind.bin, not Debian's `valgrind` shell script: a shell drops the `INPUT_SYNC-SECRET` style
// variables the runner sets.
//   flock /tmp/ls-heavy.lock npm exec -- node bench/startup-instructions.ts <root> [<root> …]
// Each root holds `actions/pull/dist` and `actions/push/dist` (`.` for this tree's committed bundles,
// or a `git archive <commit> actions/pull/dist actions/push/dist` unpacked elsewhere).
// STARTUP_INSTRUCTION_ROUNDS sets the rounds (default 3); --keep leaves each run's callgrind output.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PushFile } from '@locale-sync/protocol';
import { alternateRuns, dryRunEnv, withSeededServer } from './bundle-runs.ts';
import { median } from './lib.ts';

const ROUNDS = Number(process.env.STARTUP_INSTRUCTION_ROUNDS ?? 3);
const keep = process.argv.includes('--keep');
const roots = process.argv
  .slice(2)
  .filter((arg) => arg !== '--keep')
  .map((root) => resolve(root));
if (roots.length === 0) {
  throw new Error('usage: node bench/startup-instructions.ts [--keep] <root> [<root> …]');
}

const RUNS = ['pull, empty', 'pull, repository', 'push, repository'] as const;
type RunName = (typeof RUNS)[number];

/** The instructions of one `node <args>` under callgrind, in `cwd` with `env`; throws on a failed run. */
function instructions(
  args: string[],
  env: Record<string, string>,
  cwd: string,
  outFile: string,
): Promise<number> {
  return new Promise((done, fail) => {
    execFile(
      'valgrind.bin',
      ['--tool=callgrind', `--callgrind-out-file=${outFile}`, process.execPath, ...args],
      { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
      async (error, stdout, stderr) => {
        if (error) return fail(new Error(`${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`));
        const text = await readFile(outFile, 'utf8');
        if (!keep) await rm(outFile, { force: true });
        const match = /^(?:summary|totals): (\d+)/m.exec(text);
        if (!match) return fail(new Error(`no summary line in ${outFile}`));
        done(Number(match[1]));
      },
    );
  });
}

const files = {
  en: '{\n  "hello": "Hello"\n}\n',
  de: '{\n  "hello": "Hallo"\n}\n',
};
const seeded: PushFile[] = [
  { locale: 'en', path: 'locales/en.json', format: 'json', content: files.en },
  { locale: 'de', path: 'locales/de.json', format: 'json', content: files.de },
];

await withSeededServer('bench-startup-instructions', seeded, async (server, credentials) => {
  const work = await mkdtemp(join(tmpdir(), 'ls-startup-instructions-'));
  const empty = join(work, 'empty');
  const repo = join(work, 'repo');
  await mkdir(empty);
  await mkdir(join(repo, 'locales'), { recursive: true });
  await writeFile(join(repo, 'locales/en.json'), files.en);
  await writeFile(join(repo, 'locales/de.json'), files.de);
  const base = { PATH: process.env.PATH ?? '' };
  const envs: Record<RunName, { env: Record<string, string>; cwd: string }> = {
    'pull, empty': { env: { ...base, ...(await dryRunEnv(empty, work, server, credentials)) }, cwd: empty },
    'pull, repository': {
      env: { ...base, ...(await dryRunEnv(repo, work, server, credentials)), INPUT_STATUS: 'all' },
      cwd: repo,
    },
    'push, repository': {
      env: { ...base, ...(await dryRunEnv(repo, work, server, credentials)) },
      cwd: repo,
    },
  };
  const nodeE: number[] = [];
  const counts = new Map(roots.map((root) => [root, new Map(RUNS.map((run) => [run, [] as number[]]))]));
  let serial = 0;
  const outFile = (label: string) => join(work, `callgrind-${++serial}-${label.replace(/\W+/g, '-')}.out`);
  await alternateRuns(
    ROUNDS,
    roots,
    async () => {
      nodeE.push(await instructions(['-e', ''], base, work, outFile('node-e')));
    },
    async (root) => {
      const byRun = counts.get(root) as Map<RunName, number[]>;
      for (const run of RUNS) {
        const bundle = join(root, 'actions', run.startsWith('push') ? 'push' : 'pull', 'dist', 'index.js');
        const { env, cwd } = envs[run];
        (byRun.get(run) as number[]).push(await instructions([bundle], env, cwd, outFile(run)));
      }
    },
  );
  const m = (value: number) => `${(value / 1e6).toFixed(1)} M`;
  console.log(`Instructions (callgrind, every thread), ${ROUNDS} rounds alternated; median (each round).\n`);
  console.log(`\`node -e ''\`: ${m(median(nodeE))} (${nodeE.map(m).join(' / ')})\n`);
  console.log(`| Build | ${RUNS.join(' | ')} |`);
  console.log(`|---|${RUNS.map(() => '---').join('|')}|`);
  for (const [root, byRun] of counts) {
    const cells = RUNS.map((run) => {
      const values = byRun.get(run) as number[];
      return `${m(median(values))} (${values.map(m).join(' / ')})`;
    });
    console.log(`| ${root} | ${cells.join(' | ')} |`);
  }
  if (keep) console.log(`\nkept ${work}`);
  else await rm(work, { recursive: true, force: true });
});
