// Public SDK API throughput under autocannon, next to a bare node:http server (bench/bare-server.ts)
// answering the same precomputed answer: same status, headers and bytes, same connections and duration.
// Both servers run in processes of their own, pinned to the same CPU (the load generator, this
// process, to the others), and are measured in alternating rounds (ours, bare, bare, ours, …) so a
// change of the machine's load hits both alike. Each round also reads each server's CPU time from
// /proc/<pid>/stat: CPU per request is the figure that survives a busy machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SyncClient } from '@locale-sync/client';
import autocannon from 'autocannon';
import { admin, createProject, startServer } from '../test/support/server-process.ts';
import { median, pin, processCpuMs, range, threadCpuMs } from './lib.ts';

/** One endpoint: ours against the bare server, over every round. */
export interface SdkRow {
  endpoint: string;
  /** Which goal of issue 25 it counts for: the three reads, or instant translation. */
  kind: 'read' | 'instant';
  rounds: number;
  /** Medians over the rounds. */
  rps: number;
  p99Ms: number;
  baselineRps: number;
  baselineP99Ms: number;
  /** Ours / bare requests per second of each round (adjacent runs): median and spread. */
  ratio: number;
  ratioRange: { min: number; max: number };
  /** Server CPU time per request in µs (medians over the rounds), when /proc is readable. */
  cpuUs: number | undefined;
  baselineCpuUs: number | undefined;
  /** One-second warm-up loads each server needed before its CPU per request settled (see `warmUp`). */
  warmUps?: { ours: number; bare: number };
  /** Each measured round, in the order run: which server, requests, CPU per request (main / other threads). */
  perRound?: RoundNote[];
}

/** One measured load of one server, for reading a row's spread. */
export interface RoundNote {
  server: 'ours' | 'bare';
  requests: number;
  rps: number;
  /** µs per request of the process's main thread and of its other threads, when /proc is readable. */
  mainUs: number | undefined;
  helpersUs: number | undefined;
}

export interface SdkOptions {
  rounds: number;
  /** Seconds of load per server per round. */
  durationS: number;
  /** Pin both servers to one CPU and the load generator to the others (default true). */
  pin?: boolean;
  /** Only the rows of this kind, or the one row of this name (default: all four). */
  only?: SdkOnly;
  /** Profile the bare server too (`--cpu-prof` into this folder), for comparing profiles. */
  bareCpuProfDir?: string;
}

/** What `only` may name: a kind, or one row (`200`, `304`, `settings`). */
export type SdkOnly = SdkRow['kind'] | '200' | '304' | 'settings';

/** The values `only` takes, for the command lines that pass it. */
export const SDK_ONLY: readonly SdkOnly[] = ['read', 'instant', '200', '304', 'settings'];

/** How the scenario ran: whether the servers were pinned, for the report. */
export interface SdkSetup {
  pinned: string | null;
}

const CONNECTIONS = 50;
/** Length of one warm-up load, and the most of them a server gets before measuring starts anyway. */
const WARM_UP_S = 1;
const MAX_WARM_UPS = 8;
/**
 * A server is warm when, in its last one-second load, its other threads (V8's compiler and GC
 * helpers, pinned to the same CPU as its main thread) used under this share of its CPU, and its
 * main thread's CPU per request moved by under `SETTLED_STEP` from the load before.
 */
const SETTLED_HELPERS = 0.05;
const SETTLED_STEP = 0.1;

interface Target {
  endpoint: string;
  /** The row's short name, for `only`. */
  name: '200' | '304' | 'settings' | 'instant';
  kind: SdkRow['kind'];
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Load {
  rps: number;
  p99: number;
  cpuUs: number | undefined;
  requests: number;
  mainUs: number | undefined;
  helpersUs: number | undefined;
}

/** The CPUs the servers get and the CPUs the load generator gets, or null on a single-CPU machine. */
function cpuSplit(): { servers: string; load: string; all: string } | null {
  const count = availableParallelism();
  if (count < 2) return null;
  const last = count - 1;
  return { servers: String(last), load: last === 1 ? '0' : `0-${last - 1}`, all: `0-${last}` };
}

/** Measures each SDK endpoint and its bare baseline over `options.rounds` alternating rounds. */
export async function sdkScenario(options: SdkOptions): Promise<{ rows: SdkRow[]; setup: SdkSetup }> {
  const server = await startServer({
    // The benchmark measures request handling, not the limiter's refusals.
    env: { RATE_LIMIT_DISABLED: 'true' },
  });
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-sdk-'));
  const split = options.pin === false ? null : cpuSplit();
  const pinned = split !== null && pin(server.child.pid, split.servers) && pin(process.pid, split.load);
  try {
    const targets = (await prepare(server.dbPath, server.apiUrl, server.origin)).filter(
      (t) => options.only === undefined || t.kind === options.only || t.name === options.only,
    );
    const rows: SdkRow[] = [];
    for (const target of targets) {
      const answer = await fetchRaw(server.origin, target);
      if (answer.status !== 200 && answer.status !== 304) {
        throw new Error(`${target.endpoint} answered ${answer.status}: ${answer.body}`);
      }
      const bare = await startBare(
        work,
        answer,
        pinned && split ? split.servers : null,
        options.bareCpuProfDir,
      );
      try {
        const oursPid = server.child.pid;
        // Warm-up (JIT, connection set-up), not counted, the same rule for both servers.
        const warmUps = await warmUpBoth(
          () => load(server.origin, target, oursPid, WARM_UP_S),
          () => load(bare.origin, target, bare.child.pid, WARM_UP_S),
        );
        const ours: Load[] = [];
        const baseline: Load[] = [];
        const perRound: RoundNote[] = [];
        const note = (server: RoundNote['server'], l: Load) => {
          perRound.push({
            server,
            requests: l.requests,
            rps: l.rps,
            mainUs: l.mainUs,
            helpersUs: l.helpersUs,
          });
          return l;
        };
        for (let round = 0; round < options.rounds; round++) {
          if (round % 2 === 0) {
            ours.push(note('ours', await load(server.origin, target, oursPid, options.durationS)));
            baseline.push(note('bare', await load(bare.origin, target, bare.child.pid, options.durationS)));
          } else {
            baseline.push(note('bare', await load(bare.origin, target, bare.child.pid, options.durationS)));
            ours.push(note('ours', await load(server.origin, target, oursPid, options.durationS)));
          }
        }
        const ratios = ours.map((o, i) => o.rps / (baseline[i] as Load).rps);
        rows.push({
          endpoint: target.endpoint,
          kind: target.kind,
          rounds: options.rounds,
          rps: median(ours.map((o) => o.rps)),
          p99Ms: median(ours.map((o) => o.p99)),
          baselineRps: median(baseline.map((b) => b.rps)),
          baselineP99Ms: median(baseline.map((b) => b.p99)),
          ratio: median(ratios),
          ratioRange: range(ratios),
          cpuUs: medianOf(ours.map((o) => o.cpuUs)),
          baselineCpuUs: medianOf(baseline.map((b) => b.cpuUs)),
          warmUps,
          perRound,
        });
      } finally {
        await bare.stop();
      }
    }
    return { rows, setup: { pinned: pinned && split ? split.servers : null } };
  } finally {
    if (pinned && split) pin(process.pid, split.all);
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/** A project of 500 approved strings (en → de) with instant translation on; the four targets. */
async function prepare(dbPath: string, apiUrl: string, origin: string): Promise<Target[]> {
  const { projectKey, syncSecret } = await createProject(
    dbPath,
    'bench-sdk',
    { source: 'en', all: ['en', 'de'] },
    ['--instant'],
  );
  const source: Record<string, string> = {};
  const german: Record<string, string> = {};
  for (let i = 0; i < 500; i++) {
    source[`key${i}`] = `Source text ${i} with {name}`;
    german[`key${i}`] = `Quelltext ${i} mit {name}`;
  }
  await new SyncClient({ apiUrl, projectKey, secret: syncSecret }).push([
    { locale: 'en', path: 'locales/en.json', format: 'json', content: JSON.stringify(source) },
    { locale: 'de', path: 'locales/de.json', format: 'json', content: JSON.stringify(german) },
  ]);
  await admin(dbPath, ['translations', 'approve', '--project', projectKey]);
  const translationsPath = `/api/v1/translate/${projectKey}/de`;
  const etag = (await fetchRaw(origin, { path: translationsPath, method: 'GET' })).headers.etag ?? '';
  const instantBody = JSON.stringify({
    texts: Object.values(source).slice(0, 50),
    sourceLanguage: 'en',
    targetLanguage: 'de',
  });
  return [
    {
      endpoint: 'GET /translate/:projectKey/:langCode',
      name: '200',
      kind: 'read',
      path: translationsPath,
      method: 'GET',
    },
    {
      endpoint: 'GET /translate/… with If-None-Match (304)',
      name: '304',
      kind: 'read',
      path: translationsPath,
      method: 'GET',
      headers: { 'if-none-match': etag },
    },
    {
      endpoint: 'GET /projects/key/:projectKey',
      name: 'settings',
      kind: 'read',
      path: `/api/v1/projects/key/${projectKey}`,
      method: 'GET',
    },
    {
      endpoint: 'POST /translate/instant (50 texts, all approved)',
      name: 'instant',
      kind: 'instant',
      path: '/api/v1/translate/instant',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-key': projectKey },
      body: instantBody,
    },
  ];
}

/**
 * One request as autocannon sends it (node:http, no Accept-Encoding), keeping the answer's exact
 * status, headers and bytes for the bare server to repeat.
 */
function fetchRaw(
  origin: string,
  target: Pick<Target, 'path' | 'method' | 'headers' | 'body'>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      origin + target.path,
      { method: target.method, headers: target.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

// Headers node:http writes itself (or that describe the connection, not the answer).
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * Starts bench/bare-server.ts answering `answer`, pinned to `cpus` when given, profiled into
 * `cpuProfDir` when given.
 */
async function startBare(
  work: string,
  answer: Answer,
  cpus: string | null,
  cpuProfDir: string | undefined,
): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)),
  );
  const file = join(work, `answer-${Date.now()}.json`);
  await writeFile(
    file,
    JSON.stringify({ status: answer.status, headers, body: answer.body.toString('base64') }),
  );
  // Without NODE_OPTIONS: `sdk-ready.ts --cpu-prof` profiles our server, not the baseline.
  const { NODE_OPTIONS: _, ...env } = process.env;
  const profile = cpuProfDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`];
  const child = spawn(process.execPath, [...profile, join(import.meta.dirname, 'bare-server.ts'), file], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}: ${output}`)));
  });
  if (cpus !== null) pin(child.pid, cpus);
  return {
    origin,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `durationS` seconds of autocannon on one target, with the server's CPU time per request. */
async function load(
  origin: string,
  target: Target,
  pid: number | undefined,
  durationS: number,
): Promise<Load> {
  const cpuBefore = processCpuMs(pid);
  const threadsBefore = threadCpuMs(pid);
  const result = await autocannon({
    url: origin + target.path,
    method: target.method,
    connections: CONNECTIONS,
    duration: durationS,
    headers: target.headers ?? {},
    ...(target.body && { body: target.body }),
  });
  const cpuAfter = processCpuMs(pid);
  const threadsAfter = threadCpuMs(pid);
  if (result.non2xx > 0 && target.headers?.['if-none-match'] === undefined) {
    throw new Error(`${target.endpoint}: ${result.non2xx} non-2xx answers under load`);
  }
  if (result.requests.total === 0) {
    throw new Error(`${target.endpoint}: no answer under load (${result.errors} errors)`);
  }
  const cpuUs =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  const total = result.requests.total;
  const perRequest = (pick: (t: { main: number; helpers: number }) => number) =>
    threadsBefore === undefined || threadsAfter === undefined
      ? undefined
      : ((pick(threadsAfter) - pick(threadsBefore)) * 1000) / total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs,
    requests: total,
    mainUs: perRequest((t) => t.main),
    helpersUs: perRequest((t) => t.helpers),
  };
}

/**
 * Warms both servers up by the same rule, alternating one-second loads (ours, bare, ours, …), each
 * server until `settled` says so or after `MAX_WARM_UPS` loads. A single fixed warm-up second left
 * V8's compiler threads busy in the first measured round of either server (docs/performance.md
 * section 63), on the CPU its main thread measures on. Returns how many loads each server got.
 */
async function warmUpBoth(
  ours: () => Promise<Load>,
  bare: () => Promise<Load>,
): Promise<{ ours: number; bare: number }> {
  const servers = [
    { run: ours, loads: [] as Load[], done: false },
    { run: bare, loads: [] as Load[], done: false },
  ];
  while (servers.some((s) => !s.done)) {
    for (const server of servers) {
      if (server.done) continue;
      server.loads.push(await server.run());
      server.done = settled(server.loads) || server.loads.length >= MAX_WARM_UPS;
    }
  }
  return { ours: servers[0]?.loads.length ?? 0, bare: servers[1]?.loads.length ?? 0 };
}

/** Whether the last warm-up load shows a warm server (see `SETTLED_HELPERS`, `SETTLED_STEP`). */
function settled(loads: Load[]): boolean {
  const last = loads.at(-1);
  const before = loads.at(-2);
  if (last === undefined || before === undefined) return false;
  // Without /proc there is nothing to judge by: two loads, as many as before this rule.
  if (last.mainUs === undefined || last.helpersUs === undefined || before.mainUs === undefined) return true;
  const helpersShare = last.helpersUs / (last.mainUs + last.helpersUs);
  const step = Math.abs(last.mainUs - before.mainUs) / before.mainUs;
  return helpersShare < SETTLED_HELPERS && step < SETTLED_STEP;
}

function medianOf(values: Array<number | undefined>): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === values.length ? median(known) : undefined;
}
