// SDK reads against a bare node:http server in the same run (bench/sdk-api.ts), printed as the table
// of docs/performance.md's "SDK reads near the bare server" section. `--cpu-prof` profiles the server
// process (profiles in ./sdk-profiles). Run: `npm exec -- node bench/sdk-ready.ts [--cpu-prof]`.
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';
import { n } from './lib.ts';
import { sdkScenario } from './sdk-api.ts';

if (process.argv.includes('--cpu-prof')) {
  // The server is a child process started with this environment; keep the source condition it needs.
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${join(REPO_ROOT, 'sdk-profiles')}`;
}

const rows = await sdkScenario();
console.log('| Endpoint | Requests/s | p99 | Bare requests/s | Bare p99 | Ours / bare |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.endpoint} | ${n(r.rps)} | ${r.p99Ms} ms | ${n(r.baselineRps)} | ${r.baselineP99Ms} ms | ${Math.round((100 * r.rps) / r.baselineRps)} % |`,
  );
}
