// Public SDK API throughput under autocannon, next to a bare node:http server answering the same
// precomputed bytes with the same connections and duration.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SyncClient } from '@locale-sync/client';
import autocannon from 'autocannon';
import { admin, createProject, startServer } from '../test/support/server-process.ts';

export interface SdkRow {
  endpoint: string;
  rps: number;
  p99Ms: number;
  baselineRps: number;
  baselineP99Ms: number;
  /** CPU time (user + system) of the server process per request, in µs, from /proc (Linux only). */
  serverCpuUs?: number;
}

const CONNECTIONS = 50;
const DURATION_S = 5;

interface Target {
  endpoint: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Measures each SDK endpoint and its bare baseline. */
export async function sdkScenario(): Promise<SdkRow[]> {
  const server = await startServer({
    // The benchmark measures request handling, not the limiter's refusals.
    env: { RATE_LIMIT_DISABLED: 'true' },
  });
  try {
    const { projectKey, syncSecret } = await createProject(
      server.dbPath,
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
    await new SyncClient({ apiUrl: server.apiUrl, projectKey, secret: syncSecret }).push([
      { locale: 'en', path: 'locales/en.json', format: 'json', content: JSON.stringify(source) },
      { locale: 'de', path: 'locales/de.json', format: 'json', content: JSON.stringify(german) },
    ]);
    await admin(server.dbPath, ['translations', 'approve', '--project', projectKey]);
    const translationsPath = `/api/v1/translate/${projectKey}/de`;
    const etag = (await fetch(server.origin + translationsPath)).headers.get('etag') ?? '';
    const instantBody = JSON.stringify({
      texts: Object.values(source).slice(0, 50),
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    const targets: Target[] = [
      { endpoint: 'GET /translate/:projectKey/:langCode', path: translationsPath, method: 'GET' },
      {
        endpoint: 'GET /translate/… with If-None-Match (304)',
        path: translationsPath,
        method: 'GET',
        headers: { 'if-none-match': etag },
      },
      {
        endpoint: 'GET /projects/key/:projectKey',
        path: `/api/v1/projects/key/${projectKey}`,
        method: 'GET',
      },
      {
        endpoint: 'POST /translate/instant (50 texts, all approved)',
        path: '/api/v1/translate/instant',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-key': projectKey },
        body: instantBody,
      },
    ];
    const rows: SdkRow[] = [];
    for (const target of targets) {
      const answer = await fetch(server.origin + target.path, {
        method: target.method,
        headers: target.headers ?? {},
        ...(target.body && { body: target.body }),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const status = answer.status;
      if (status !== 200 && status !== 304)
        throw new Error(`${target.endpoint} answered ${status}: ${bytes}`);
      const cpuBefore = processCpuTicks(server.child.pid);
      const ours = await load(server.origin, target);
      const cpuAfter = processCpuTicks(server.child.pid);
      const baseline = await withBareServer(status, bytes, (origin) => load(origin, target));
      rows.push({
        endpoint: target.endpoint,
        rps: ours.rps,
        p99Ms: ours.p99,
        baselineRps: baseline.rps,
        baselineP99Ms: baseline.p99,
        ...(cpuBefore !== undefined &&
          cpuAfter !== undefined && {
            serverCpuUs: Math.round((((cpuAfter - cpuBefore) * 1e6) / CLOCK_TICKS / ours.total) * 10) / 10,
          }),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

async function load(origin: string, target: Target): Promise<{ rps: number; p99: number; total: number }> {
  const result = await autocannon({
    url: origin + target.path,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: target.headers ?? {},
    ...(target.body && { body: target.body }),
  });
  if (result.non2xx > 0 && target.headers?.['if-none-match'] === undefined) {
    throw new Error(`${target.endpoint}: ${result.non2xx} non-2xx answers under load`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** User + system CPU of a process in clock ticks, from /proc/<pid>/stat; undefined off Linux. */
function processCpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

async function withBareServer<T>(
  status: number,
  body: Buffer,
  fn: (origin: string) => Promise<T>,
): Promise<T> {
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': status === 304 ? 0 : body.byteLength,
      });
      res.end(status === 304 ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    return await fn(`http://127.0.0.1:${(bare.address() as AddressInfo).port}`);
  } finally {
    bare.closeAllConnections();
    bare.close();
  }
}
