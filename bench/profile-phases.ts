// A `node --cpu-prof` profile cut into phases: each phase starts at the first sample with the named
// function on its stack (the first phase at the profile's start) and ends where the next begins; for
// each, the sampled wall time and the busy time (samples not idle). Also the time spent compiling
// code (the bundle's modules and Node's own), wherever it falls. Used by docs/performance.md
// section 40 on bench/startup-changed-push.ts's client profiles.
// Run: `npm exec -- node bench/profile-phases.ts <profile.cpuprofile> <function> [<function> …]`
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const COMPILING = new Set(['compileSourceTextModule', 'compileForInternalLoader', 'wrapSafe']);

const [file, ...marks] = process.argv.slice(2);
if (file === undefined || marks.length === 0) {
  throw new Error('usage: node bench/profile-phases.ts <profile.cpuprofile> <function> [<function> …]');
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** The function names on a sample's stack. */
function stackOf(id: number): Set<string> {
  const names = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    names.add(byId.get(at)?.callFrame.functionName ?? '');
  }
  return names;
}

// A sample's time is the delta to the next one (what it stands for until the profiler looked again).
let t = 0;
const samples = profile.samples.map((id, i) => {
  t += (profile.timeDeltas[i] ?? 0) / 1000;
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  return { t, ms, idle: byId.get(id)?.callFrame.functionName === '(idle)', stack: stackOf(id) };
});
const starts = [0, ...marks.map((name) => samples.find((s) => s.stack.has(name))?.t ?? Number.NaN)];
const labels = ['(profile start)', ...marks];
console.log('| Phase starts at | ms after the profile started | Sampled | Busy |\n|---|---|---|---|');
labels.forEach((label, k) => {
  const from = starts[k] as number;
  const to = starts.slice(k + 1).find((s) => !Number.isNaN(s)) ?? Number.POSITIVE_INFINITY;
  let wall = 0;
  let busy = 0;
  for (const s of samples) {
    if (Number.isNaN(from) || s.t < from || s.t >= to) continue;
    wall += s.ms;
    if (!s.idle) busy += s.ms;
  }
  console.log(`| ${label} | ${from.toFixed(1)} | ${wall.toFixed(1)} ms | ${busy.toFixed(1)} ms |`);
});
let busy = 0;
let compiling = 0;
for (const s of samples) {
  if (s.idle) continue;
  busy += s.ms;
  if ([...s.stack].some((name) => COMPILING.has(name))) compiling += s.ms;
}
console.log(`\nbusy ${busy.toFixed(1)} ms, of which compiling code ${compiling.toFixed(1)} ms`);
