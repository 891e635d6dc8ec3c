// The changed-only push at 100,000 strings, taken apart: a 20 locales × 5,000 keys repository pushed
// once, then one string of one translation changed before each measured run (a new text each time, so
// every run sends that one file). For each push bundle given, alternated with `node -e ''` (ABBA):
// wall time, user + system CPU time (EXIT_HOOK), and when each step's log line reached the parent
// (process start = spawn). With CHANGED_PUSH_PROFILE=1 each run is also taken under `node --cpu-prof`
// and the time each step of ours spans in the profile is printed (first to last sample on its stack).
// With CHANGED_PUSH_SERVER_PROFILE=<folder> the server runs under `node --cpu-prof` and writes its
// profile there when it stops (the first, full push included: tell the pushes apart by time).
// Run: `npm exec -- node bench/startup-changed-push.ts <push dist folder> [<push dist folder> …]`
// (CHANGED_PUSH_RUNS, default 8).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { alternateRuns, distFolders } from './bundle-runs.ts';
import { EXIT_HOOK, exitFigures, median, n } from './lib.ts';
import { withScaleProject } from './scale-project.ts';

const RUNS = Number(process.env.CHANGED_PUSH_RUNS ?? 8);
const PROFILE = process.env.CHANGED_PUSH_PROFILE === '1';
const SERVER_PROFILE = process.env.CHANGED_PUSH_SERVER_PROFILE;

/**
 * Log lines whose arrival marks a step: [label, what the line looks like]. The files' read lines are
 * logged once every file is checked (collect.ts replays them), so hashing, the state request and the
 * checks are told apart by the profile only.
 */
const MARKS: [string, RegExp][] = [
  ['first log line (bundle loaded, inputs read)', /^/],
  ['files hashed, state answered, changed file checked', /^locales\/\S+\.json: locale \S+, \d+ keys$/],
  ['body started (the "sending" line)', /^sending \d+ file/],
];
/** The mark of the first line after the "sending" one: the answer has been read. */
const ANSWERED = 'answer read (first line after "sending")';

/** The functions of ours whose span in a profile is shown (first to last sample with it on the stack). */
const SPANS = [
  'run',
  'readPushFiles',
  'planPush',
  'askPushState',
  'checkOneByOne',
  'sendPush',
  'renderSummaryMarkdown',
  'writeSummary',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One run of a bundle: wall and CPU ms, and ms after spawn at which each mark's line arrived. */
async function runOnce(
  script: string[],
  env: Record<string, string>,
  cwd: string,
  profileDir: string | undefined,
): Promise<{ wall: number; cpu: number; marks: Map<string, number>; stdout: string }> {
  const args = ['--import', EXIT_HOOK, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
  const start = performance.now();
  const child = spawn(process.execPath, [...args, ...script], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const marks = new Map<string, number>();
  let stdout = '';
  let stderr = '';
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const at = performance.now() - start;
    stdout += chunk.toString();
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const sending = marks.has(MARKS[2]?.[0] as string);
      if (sending && !marks.has(ANSWERED) && !/^sending /.test(line)) marks.set(ANSWERED, at);
      for (const [label, re] of MARKS) if (!marks.has(label) && re.test(line)) marks.set(label, at);
    }
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  const wall = performance.now() - start;
  if (code !== 0) throw new Error(`push failed (exit ${code}): ${stdout}${stderr}`);
  marks.set('process exit', wall);
  return { wall, cpu: exitFigures(stderr).cpuMs ?? Number.NaN, marks, stdout };
}

/** Each span function's first and last sample (ms after the profile's start), over one profile. */
function spans(profile: Profile): Map<string, { from: number; to: number; samples: number }> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const out = new Map<string, { from: number; to: number; samples: number }>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && /index\.js$/.test(frame.url) && SPANS.includes(frame.functionName)) {
        seen.add(frame.functionName);
      }
    }
    for (const name of seen) {
      const span = out.get(name) ?? { from: t, to: t, samples: 0 };
      span.to = t;
      span.samples++;
      out.set(name, span);
    }
  });
  return out;
}

const dists = distFolders('usage: node bench/startup-changed-push.ts <push dist folder> […]');
const serverEnv: Record<string, string> = SERVER_PROFILE
  ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${SERVER_PROFILE}` }
  : {};
await withScaleProject(20, 5000, serverEnv, async (project) => {
  const full = await runAction('push', project.inputs, { workspace: project.repo, timeoutMs: 600_000 });
  if (full.code !== 0) throw new Error(`full push failed: ${full.stdout}${full.stderr}`);
  const work = await mkdtemp(join(tmpdir(), 'ls-changed-push-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: project.repo,
    GITHUB_OUTPUT: join(work, 'output'),
    GITHUB_STEP_SUMMARY: join(work, 'summary'),
    GITHUB_EVENT_PATH: join(work, 'event.json'),
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    RUNNER_TEMP: work,
  };
  for (const [name, value] of Object.entries(project.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  await writeFile(join(work, 'event.json'), '{}');
  const locale = project.targets[0] as string;
  const file = join(project.repo, 'locales', `${locale}.json`);
  const original = project.files.get(locale) as string;
  let edits = 0;
  const nodeE: number[] = [];
  const rows = new Map(
    dists.map((d) => [d, { wall: [] as number[], cpu: [] as number[], marks: new Map<string, number[]>() }]),
  );
  const profiles = await mkdtemp(join(tmpdir(), 'ls-changed-push-profiles-'));
  await alternateRuns(
    RUNS,
    dists,
    async () => {
      nodeE.push((await runOnce(['-e', ''], env, work, undefined)).cpu);
    },
    async (dist) => {
      edits++;
      await writeFile(file, original.replace(/"([^"]*)"\n\}\n$/, `"$1 (changed ${edits})"\n}\n`));
      await Promise.all(['output', 'summary'].map((f) => writeFile(join(work, f), '')));
      const folder = PROFILE ? join(profiles, `${[...rows.keys()].indexOf(dist)}-${edits}`) : undefined;
      const run = await runOnce([join(dist, 'index.js')], env, project.repo, folder);
      if (!/sending 1 file; 19 files are unchanged/.test(run.stdout)) {
        throw new Error(`expected one file sent:\n${run.stdout}`);
      }
      const row = rows.get(dist) as { wall: number[]; cpu: number[]; marks: Map<string, number[]> };
      row.wall.push(run.wall);
      row.cpu.push(run.cpu);
      for (const [label, ms] of run.marks) row.marks.set(label, [...(row.marks.get(label) ?? []), ms]);
    },
  );
  await writeFile(file, original);
  console.log(`Changed-only push, 20 locales × 5,000 keys, one file sent; ${RUNS} runs each, alternated.\n`);
  console.log(`\`node -e ''\` CPU: ${n(median(nodeE))} ms (median)\n`);
  for (const [dist, row] of rows) {
    console.log(`## ${dist}\n`);
    console.log(
      `wall ${n(median(row.wall))} ms (${n(Math.min(...row.wall))}–${n(Math.max(...row.wall))}), CPU ${n(median(row.cpu))} ms (${n(Math.min(...row.cpu))}–${n(Math.max(...row.cpu))})\n`,
    );
    console.log('| Mark (log line reached the bench) | ms after spawn, median |\n|---|---|');
    for (const [label, values] of row.marks) console.log(`| ${label} | ${n(median(values))} |`);
    if (!PROFILE) continue;
    const index = [...rows.keys()].indexOf(dist);
    const all = new Map<string, { from: number[]; to: number[]; samples: number[] }>();
    for (const folder of (await readdir(profiles)).filter((f) => f.startsWith(`${index}-`))) {
      for (const name of await readdir(join(profiles, folder))) {
        const profile = JSON.parse(await readFile(join(profiles, folder, name), 'utf8')) as Profile;
        for (const [fn, span] of spans(profile)) {
          const entry = all.get(fn) ?? { from: [], to: [], samples: [] };
          entry.from.push(span.from);
          entry.to.push(span.to);
          entry.samples.push(span.samples);
          all.set(fn, entry);
        }
      }
    }
    console.log('\n| Function (profile) | first sample | last sample | samples |\n|---|---|---|---|');
    for (const fn of SPANS) {
      const e = all.get(fn);
      if (e)
        console.log(`| ${fn} | ${n(median(e.from), 1)} | ${n(median(e.to), 1)} | ${n(median(e.samples))} |`);
    }
    console.log(`\n(profiles in ${profiles})`);
  }
  if (!PROFILE) await rm(profiles, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});
