// SDK reads against a bare node:http server in the same run (bench/sdk-api.ts), printed as the table of
// docs/performance.md's SDK section. `--backend=sqlite|postgres|both` (default sqlite) picks the storage
// (see backends.ts); the server's own variables (CACHE_FEED=off, REDIS_URL) pass through. `--cpu-prof`
// profiles the server process (profiles in ./sdk-profiles; the bare server's too, in ./sdk-profiles/bare);
// `--rounds=N` (default 3) and `--seconds=S` (default 3) set the alternating rounds, `--no-pin` leaves
// the servers unpinned, `--only=read|instant|200|304|settings` measures only the three reads, only
// instant translation, or one read. After the table: each row's warm-up loads and, per measured round,
// each server's requests/s and CPU per request of its main thread and of its other threads.
// Run: `npm exec -- node bench/sdk-ready.ts [--backend=postgres] [--cpu-prof] [--rounds=N] [--seconds=S] [--no-pin] [--only=304]`.
import { join } from 'node:path';
import { REPO_ROOT } from '../test/support/paths.ts';
import { benchBackends } from './backends.ts';
import { sdkRoundsText, sdkTable } from './report.ts';
import { SDK_ONLY, sdkScenario } from './sdk-api.ts';

const profile = process.argv.includes('--cpu-prof');
if (profile) {
  // The server is a child process started with this environment; keep the source condition it needs.
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${join(REPO_ROOT, 'sdk-profiles')}`;
}
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);

const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const only = SDK_ONLY.find((name) => name === onlyArg);
if (onlyArg !== undefined && only === undefined) {
  throw new Error(`--only must be one of ${SDK_ONLY.join(', ')}, got "${onlyArg}"`);
}
const { backends, skipped } = await benchBackends(
  process.argv.some((a) => a.startsWith('--backend=')) ? process.argv : ['--backend=sqlite'],
);
if (skipped) console.log(skipped);
for (const backend of backends) {
  const { rows, setup } = await backend.run(() =>
    sdkScenario({
      rounds: option('rounds', 3),
      durationS: option('seconds', 3),
      pin: !process.argv.includes('--no-pin'),
      ...(only !== undefined && { only }),
      ...(profile && { bareCpuProfDir: join(REPO_ROOT, 'sdk-profiles', 'bare') }),
    }),
  );
  console.log(setup.pinned === null ? 'servers not pinned' : `servers pinned to CPU ${setup.pinned}`);
  console.log(sdkTable(rows.map((row) => ({ ...row, backend: backend.name }))));
  for (const row of rows) console.log(sdkRoundsText(row));
}
