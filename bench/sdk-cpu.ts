// Server CPU time per request of the SDK endpoints (the figure that survives a busy machine), read
// from /proc/<pid>/stat of the server process around each autocannon run, for one or more source
// trees in alternating order (A/B: `--tree <dir>` per tree, default this repository; `--tree '<dir> <node
// flags>'` starts that tree's server with those flags, e.g. a V8 flag, so that one tree can be measured
// with and without them), next to a bare
// node:http server in a process of its own answering the same status and bytes.
// On SQLite, or with `--postgres` on the PostgreSQL of the server tests (a schema per tree, dropped after).
// Run: `npm exec -- node bench/sdk-cpu.ts [--tree <dir>]… [--rounds 3] [--duration 5] [--only instant] [--postgres] [--cpu-prof-dir <dir>]`
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SyncClient } from '@locale-sync/client';
import autocannon from 'autocannon';
import pg from 'pg';
import { findTestPostgres } from '../packages/server/test/storage/postgres-server.ts';
import { REPO_ROOT } from '../test/support/paths.ts';
import { median } from './lib.ts';

const run = promisify(execFile);
const CONNECTIONS = 50;
/** Clock ticks per second of /proc/<pid>/stat (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_S = 100;

const argv = process.argv.slice(2);
const valuesOf = (flag: string) =>
  argv.flatMap((a, i) => (a === flag && argv[i + 1] ? [argv[i + 1] as string] : []));
/** Each tree to measure: its folder, and Node flags for its server (after the folder, space-separated). */
const trees = valuesOf('--tree').map((t) => {
  const [dir, ...flags] = t.split(' ').filter((part) => part !== '');
  return { dir: resolve(dir as string), flags };
});
if (trees.length === 0) trees.push({ dir: REPO_ROOT, flags: [] });
const rounds = Number(valuesOf('--rounds')[0] ?? 3);
const durationS = Number(valuesOf('--duration')[0] ?? 5);
const only = valuesOf('--only')[0];
/** `--cpu-prof-dir <dir>`: the servers write a CPU profile there when they stop. */
const profileDir = valuesOf('--cpu-prof-dir')[0];
const postgresUrl = argv.includes('--postgres') ? await findTestPostgres() : undefined;
if (argv.includes('--postgres') && postgresUrl === undefined)
  throw new Error('no PostgreSQL answers (TEST_DATABASE_URL)');
const schemas: string[] = [];

/** The environment of one tree's server and admin CLI: SQLite, or a PostgreSQL schema of its own. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (postgresUrl === undefined) return {};
  const schema = `ls_sdk_cpu_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  schemas.push(schema);
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return { DATABASE_URL: `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=${options}` };
}

async function dropSchemas(): Promise<void> {
  if (postgresUrl === undefined) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

interface Running {
  name: string;
  origin: string;
  pid: number;
  stop(): void;
}

/** user + system CPU time of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

async function waitForListening(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<string> {
  let output = '';
  return new Promise((resolveOrigin, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolveOrigin(match[1] as string);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

interface TreeServer extends Running {
  dbPath: string;
  cli: string;
  env: Record<string, string>;
}

async function startTree({ dir: tree, flags }: { dir: string; flags: string[] }): Promise<TreeServer> {
  const cli = join(tree, 'packages/server/src/cli/main.ts');
  const dbPath = join(await mkdtemp(join(tmpdir(), 'ls-sdk-cpu-')), 'db.sqlite');
  const env = await databaseEnv();
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...flags,
      cli,
      'serve',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--db',
      dbPath,
    ],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_DISABLED: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const origin = await waitForListening(child, /listening on (http:\/\/\S+)/);
  const stop = () => child.kill('SIGTERM');
  const name = flags.length === 0 ? tree : `${tree} ${flags.join(' ')}`;
  return { name, origin, pid: child.pid as number, dbPath, cli, env, stop };
}

async function admin(server: TreeServer, args: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, [server.cli, ...args, '--db', server.dbPath], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...server.env },
  });
  return JSON.parse(stdout);
}

interface Target {
  endpoint: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** The project of bench/sdk-api.ts (500 approved strings, en → de) and its four requests. */
async function prepare(server: TreeServer): Promise<Target[]> {
  const { projectKey, syncSecret } = (await admin(server, [
    'project',
    'create',
    '--key',
    'bench-sdk',
    '--source',
    'en',
    '--locales',
    'en,de',
    '--instant',
  ])) as { projectKey: string; syncSecret: string };
  const source: Record<string, string> = {};
  const german: Record<string, string> = {};
  for (let i = 0; i < 500; i++) {
    source[`key${i}`] = `Source text ${i} with {name}`;
    german[`key${i}`] = `Quelltext ${i} mit {name}`;
  }
  await new SyncClient({ apiUrl: `${server.origin}/api/v1`, projectKey, secret: syncSecret }).push([
    { locale: 'en', path: 'locales/en.json', format: 'json', content: JSON.stringify(source) },
    { locale: 'de', path: 'locales/de.json', format: 'json', content: JSON.stringify(german) },
  ]);
  await admin(server, ['translations', 'approve', '--project', projectKey]);
  const translationsPath = `/api/v1/translate/${projectKey}/de`;
  const etag = (await fetch(server.origin + translationsPath)).headers.get('etag') ?? '';
  const targets: Target[] = [
    { endpoint: 'GET /translate/…/de (200)', path: translationsPath, method: 'GET', headers: {} },
    {
      endpoint: 'GET /translate/…/de (304)',
      path: translationsPath,
      method: 'GET',
      headers: { 'if-none-match': etag },
    },
    {
      endpoint: 'GET /projects/key/…',
      path: `/api/v1/projects/key/${projectKey}`,
      method: 'GET',
      headers: {},
    },
    {
      endpoint: 'POST /translate/instant (50 approved)',
      path: '/api/v1/translate/instant',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-key': projectKey },
      body: JSON.stringify({
        texts: Object.values(source).slice(0, 50),
        sourceLanguage: 'en',
        targetLanguage: 'de',
      }),
    },
  ];
  return only === undefined ? targets : targets.filter((t) => t.endpoint.includes(only));
}

const BARE = `
const body = Buffer.from(process.env.BARE_BODY, 'base64');
const status = Number(process.env.BARE_STATUS);
require('node:http').createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': status === 304 ? 0 : body.byteLength });
    res.end(status === 304 ? undefined : body);
  });
}).listen(0, '127.0.0.1', function () { console.log('bare on http://127.0.0.1:' + this.address().port); });
`;

async function startBare(status: number, body: Buffer): Promise<Running> {
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', BARE], {
    env: { ...process.env, BARE_BODY: body.toString('base64'), BARE_STATUS: String(status) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await waitForListening(child, /bare on (http:\/\/\S+)/);
  return { name: 'bare node:http', origin, pid: child.pid as number, stop: () => child.kill('SIGTERM') };
}

/** One autocannon run: requests per second and server CPU µs per request. */
async function measure(
  server: Running,
  target: Target,
  seconds: number,
): Promise<{ rps: number; cpuUs: number }> {
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: server.origin + target.path,
    method: target.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
    ...(target.body !== undefined && { body: target.body }),
  });
  const used = cpuMs(server.pid) - before;
  if (result.non2xx > 0 && target.headers['if-none-match'] === undefined) {
    throw new Error(`${target.endpoint} on ${server.name}: ${result.non2xx} non-2xx answers`);
  }
  const requests = result.requests.total;
  return { rps: result.requests.average, cpuUs: (used * 1000) / requests };
}

const servers: TreeServer[] = [];
for (const tree of trees) servers.push(await startTree(tree));
try {
  const targetsByServer: Target[][] = [];
  for (const server of servers) targetsByServer.push(await prepare(server));
  const first = targetsByServer[0] as Target[];
  console.log(
    `| Endpoint | Server | CPU per request (median of ${rounds}) | min–max | Requests/s (median) |`,
  );
  console.log('|---|---|---|---|---|');
  for (const [index, target] of first.entries()) {
    const answer = await fetch((servers[0] as Running).origin + target.path, {
      method: target.method,
      headers: target.headers,
      ...(target.body !== undefined && { body: target.body }),
    });
    const bare = await startBare(answer.status, Buffer.from(await answer.arrayBuffer()));
    const all: Array<{ server: Running; target: Target }> = [
      ...servers.map((server, i) => ({ server, target: (targetsByServer[i] as Target[])[index] as Target })),
      { server: bare, target },
    ];
    const samples = all.map(() => ({ cpu: [] as number[], rps: [] as number[] }));
    try {
      // Warm every server's caches and JIT, then alternate the order every round.
      for (const { server, target: t } of all) await measure(server, t, 1);
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? all.map((_, i) => i) : all.map((_, i) => all.length - 1 - i);
        for (const i of order) {
          const { server, target: t } = all[i] as (typeof all)[number];
          const m = await measure(server, t, durationS);
          samples[i]?.cpu.push(m.cpuUs);
          samples[i]?.rps.push(m.rps);
        }
      }
    } finally {
      bare.stop();
    }
    for (const [i, { server }] of all.entries()) {
      const s = samples[i] as { cpu: number[]; rps: number[] };
      console.log(
        `| ${target.endpoint} | ${server.name} | ${median(s.cpu).toFixed(1)} µs | ${Math.min(...s.cpu).toFixed(1)}–${Math.max(...s.cpu).toFixed(1)} µs | ${Math.round(median(s.rps))} |`,
      );
    }
  }
} finally {
  for (const server of servers) server.stop();
  // Give the servers a moment to close their connections before their schemas go.
  await new Promise((r) => setTimeout(r, 500));
  await dropSchemas();
}
