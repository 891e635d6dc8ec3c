// SDK reads against a bare node:http server in the same run (bench/sdk-api.ts), printed as the table
// of docs/performance.md's "SDK reads near the bare server" section. `--cpu-prof` profiles the server
// process (profiles in ./sdk-profiles). `--backend=sqlite|postgres|both` (default sqlite) picks the
// storage (see backends.ts); the server's own variables (CACHE_FEED=off, REDIS_URL) pass through.
// Run: `npm exec -- node bench/sdk-ready.ts [--backend=postgres] [--cpu-prof]`.
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';
import { benchBackends } from './backends.ts';
import { n } from './lib.ts';
import { sdkScenario } from './sdk-api.ts';

if (process.argv.includes('--cpu-prof')) {
  // The server is a child process started with this environment; keep the source condition it needs.
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${join(REPO_ROOT, 'sdk-profiles')}`;
}

const backends = await benchBackends(
  process.argv.some((a) => a.startsWith('--backend=')) ? process.argv : ['--backend=sqlite'],
);
console.log(
  '| Endpoint | Requests/s | p99 | Bare requests/s | Bare p99 | Ours / bare | Server CPU / request |',
);
console.log('|---|---|---|---|---|---|---|');
for (const backend of backends) {
  for (const r of await backend.run(() => sdkScenario())) {
    console.log(
      `| ${r.endpoint} (${backend.name}) | ${n(r.rps)} | ${r.p99Ms} ms | ${n(r.baselineRps)} | ${r.baselineP99Ms} ms | ${Math.round((100 * r.rps) / r.baselineRps)} % | ${r.serverCpuUs === undefined ? '—' : `${r.serverCpuUs} µs`} |`,
    );
  }
}
