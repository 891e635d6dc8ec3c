// Where a bundled action's start goes: runs dry runs of a pull and a push bundle under `node --cpu-prof`
// against a local server holding a project, then prints the self time of the heaviest functions summed
// over the runs (per run), and the time under each chunk of the bundle. Shares of the sampled time are
// what to read on a busy machine; absolute times move with the load.
// Run: `npm exec -- node bench/startup-profile.ts <pull dist folder> <push dist folder>`
// (STARTUP_PROFILE_RUNS, default 5; the profiles stay in the printed folder).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PushFile } from '@locale-sync/protocol';
import { distFolders, dryRunEnv, withSeededServer } from './bundle-runs.ts';
import { n } from './lib.ts';

const RUNS = Number(process.env.STARTUP_PROFILE_RUNS ?? 5);
const TOP = 30;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `node <args>` in `cwd` with `env`; rejects when it fails. */
function node(args: string[], env: Record<string, string>, cwd: string): Promise<void> {
  return new Promise((done, fail) =>
    execFile(process.execPath, args, { env, cwd }, (error, stdout, stderr) =>
      error ? fail(new Error(`${error.message}\n${stdout}${stderr}`)) : done(),
    ),
  );
}

/** Self time (ms) by function, and total time (ms) under each bundle file, summed over the profiles. */
async function summarize(folder: string): Promise<{ self: Map<string, number>; files: Map<string, number> }> {
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.cpuprofile')) continue;
    const profile = JSON.parse(await readFile(join(folder, name), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const node = byId.get(id) as ProfileNode;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + ms);
      // The bundle files on the sample's stack, each counted once.
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frameUrl = byId.get(at)?.callFrame.url ?? '';
        if (/index\.js$/.test(frameUrl)) seen.add(basename(frameUrl));
      }
      for (const file of seen) files.set(file, (files.get(file) ?? 0) + ms);
      files.set('(all)', (files.get('(all)') ?? 0) + ms);
    });
  }
  return { self, files };
}

/** Prints the heaviest entries of `map`, per run. */
function print(title: string, map: Map<string, number>, limit: number): void {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    console.log(`${n(ms / RUNS).padStart(6)} ms  ${key}`);
  }
}

/** An `--import` that writes, at exit, the Node modules the process loaded to `file`, one a line. */
function listModules(file: string): string {
  return `data:text/javascript,import{writeFileSync}from"node:fs";process.on("exit",()=>writeFileSync(${JSON.stringify(file)},process.moduleLoadList.filter(m=>m.startsWith("NativeModule ")).map(m=>m.slice(13)).join("\\n")))`;
}

const [pullDist, pushDist] = distFolders(
  'usage: node bench/startup-profile.ts <pull dist folder> <push dist folder>',
);
const seeded: PushFile[] = [
  { locale: 'en', path: 'locales/en.json', format: 'json', content: '{\n  "hello": "Hello"\n}\n' },
  { locale: 'de', path: 'locales/de.json', format: 'json', content: '{\n  "hello": "Hallo"\n}\n' },
];
await withSeededServer('bench-startup-profile', seeded, async (server, credentials) => {
  const repo = await mkdtemp(join(tmpdir(), 'ls-startup-profile-'));
  await mkdir(join(repo, 'locales'));
  await writeFile(join(repo, 'locales/en.json'), '{\n  "hello": "Hello"\n}\n');
  await writeFile(join(repo, 'locales/de.json'), '{\n  "hello": "Hallo"\n}\n');
  const work = await mkdtemp(join(tmpdir(), 'ls-startup-profile-runner-'));
  const env = { PATH: process.env.PATH ?? '', ...(await dryRunEnv(repo, work, server, credentials)) };
  const out = await mkdtemp(join(tmpdir(), 'ls-startup-profiles-'));
  await node(['--import', listModules(join(out, 'baseline.txt')), '-e', ''], env, repo);
  const baseline = new Set((await readFile(join(out, 'baseline.txt'), 'utf8')).split('\n'));
  for (const [action, dist, extra] of [
    ['pull', pullDist, { INPUT_STATUS: 'all' }],
    ['push', pushDist, {}],
  ] as const) {
    if (dist === undefined) continue;
    const folder = join(out, action);
    await mkdir(folder);
    for (let i = 0; i < RUNS; i++) {
      await node(
        ['--cpu-prof', `--cpu-prof-dir=${folder}`, join(dist, 'index.js')],
        { ...env, ...extra },
        repo,
      );
    }
    const listed = join(folder, 'modules.txt');
    await node(['--import', listModules(listed), join(dist, 'index.js')], { ...env, ...extra }, repo);
    const loaded = (await readFile(listed, 'utf8')).split('\n').filter((m) => !baseline.has(m));
    const { self, files } = await summarize(folder);
    console.log(`\n## ${action}: ${dist}, ${RUNS} dry runs (profiles in ${folder}), per run`);
    console.log(`\nNode's own modules loaded beyond \`node -e ''\` (${loaded.length}): ${loaded.join(', ')}`);
    print('Time under each bundle file (a file counted once per sample):', files, 20);
    print(`Self time, top ${TOP}:`, self, TOP);
  }
});
