// The push of issue 25's memory goal alone (section 1's 100 locales × 10,000 keys: 1,000,000 strings,
// 74.3 MiB of files), without the pull, the changed-only push and the floors that `scaleScenario`
// runs around it: the bundled push action as the runner starts it, on a fresh project each run, its
// peak RSS (`maxRSS`, as `npm run bench` reports it) and, sampled every 20 ms inside the process, the
// peaks of V8's committed heap, its used heap and the memory outside it. Several builds of the bundle
// (`name=<its index.js>`, default the committed one) run in turn, `--rounds` times, on one server and
// one generated repository, so that a before/after pair shares the machine's load. The server runs
// from source, as in the tests (hence the condition):
//   NODE_OPTIONS=--conditions=@locale-sync/source flock /tmp/ls-e2e.lock npm exec -- node bench/push-memory.ts \
//     [--backend=sqlite|postgres|both] [--locales=100] [--keys=10000] [--rounds=1] [--trace-gc=<dir>] [name=<index.js> …]
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject } from '../test/support/server-process.ts';
import { benchBackends } from './backends.ts';
import { EXIT_HOOK, exitFigures, n } from './lib.ts';
import { withScaleProject } from './scale-project.ts';

/** Samples `process.memoryUsage()` every 20 ms and prints each figure's peak on exit (bytes). */
const MEMORY_HOOK =
  'data:text/javascript,const m={heapTotal:0,heapUsed:0,external:0,arrayBuffers:0};const s=()=>{const u=process.memoryUsage();for(const k in m)if(u[k]>m[k])m[k]=u[k]};setInterval(s,20).unref();process.on("exit",()=>{s();process.stderr.write("\\nbench-memory="+JSON.stringify(m)+"\\n")})';

/** Prints `process.memoryUsage()` every 50 ms to stderr (t ms, then rss, heapTotal, heapUsed, external, arrayBuffers in MiB). */
const SAMPLE_HOOK =
  'data:text/javascript,const t0=Date.now();setInterval(()=>{const u=process.memoryUsage();process.stderr.write("bench-sample="+[Date.now()-t0,u.rss,u.heapTotal,u.heapUsed,u.external,u.arrayBuffers].map((v,i)=>i?(v/1048576).toFixed(1):v).join(",")+"\\n")},50).unref()';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const MiB = 2 ** 20;

async function main(): Promise<void> {
  const localeCount = Number(arg('locales') ?? 100);
  const keys = Number(arg('keys') ?? 10_000);
  const rounds = Number(arg('rounds') ?? 1);
  const traceDir = arg('trace-gc');
  const bundles = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'))
    .map((a) => {
      const at = a.indexOf('=');
      if (at < 1) throw new Error(`a bundle is name=<path of its index.js>, got "${a}"`);
      return { name: a.slice(0, at), path: resolve(a.slice(at + 1)) };
    });
  if (bundles.length === 0) bundles.push({ name: 'committed', path: resolve('actions/push/dist/index.js') });
  if (traceDir) await mkdir(traceDir, { recursive: true });
  const { backends } = await benchBackends(process.argv);
  const lines: string[] = [];
  for (const backend of backends) {
    await backend.run(() =>
      withScaleProject(localeCount, keys, {}, async (project) => {
        const { server, targets, repo, files, inputs } = project;
        const fileMiB = [...files.values()].reduce((sum, c) => sum + Buffer.byteLength(c), 0) / MiB;
        console.log(
          `${backend.name}: ${localeCount} locales × ${n(keys)} keys, ${n(fileMiB, 1)} MiB of files`,
        );
        let made = 0;
        for (let round = 1; round <= rounds; round++) {
          for (const bundle of bundles) {
            // A fresh project each run: on the same one, the second push would send nothing.
            const fresh =
              made++ === 0
                ? inputs
                : {
                    ...inputs,
                    ...(await createProject(server.dbPath, `bench${made}`, {
                      source: 'en',
                      all: ['en', ...targets],
                    }).then((p) => ({ 'project-key': p.projectKey, 'sync-secret': p.syncSecret }))),
                  };
            const run = await runAction('push', fresh, {
              workspace: repo,
              timeoutMs: 600_000,
              bundle: bundle.path,
              nodeArgs: [
                '--import',
                EXIT_HOOK,
                '--import',
                MEMORY_HOOK,
                ...(traceDir ? ['--trace-gc', '--import', SAMPLE_HOOK] : []),
              ],
            });
            if (run.code !== 0) throw new Error(`push failed: ${run.stdout}${run.stderr}`);
            if (!/sending \d+ files?/.test(run.stdout)) throw new Error(`no "sending" line: ${run.stdout}`);
            if (traceDir) {
              const name = `${backend.name}-${bundle.name}-${round}`;
              await writeFile(join(traceDir, `${name}.log`), run.stdout);
              await writeFile(join(traceDir, `${name}.samples`), run.stderr);
            }
            const { rssMiB, cpuMs } = exitFigures(run.stderr);
            const memory = JSON.parse(/bench-memory=(\{.*\})/.exec(run.stderr)?.[1] ?? '{}') as Record<
              string,
              number
            >;
            const peak = (k: string) => `${n((memory[k] ?? Number.NaN) / MiB)} MiB`;
            const line = `| ${backend.name} | ${bundle.name} | ${round} | ${n(rssMiB ?? Number.NaN)} MiB (${n((rssMiB ?? Number.NaN) / fileMiB, 1)}×) | ${peak('heapTotal')} | ${peak('heapUsed')} | ${peak('external')} (${peak('arrayBuffers')}) | ${n(cpuMs ?? Number.NaN)} ms |`;
            lines.push(line);
            console.log(line);
          }
        }
      }),
    );
  }
  console.log(
    '\n| Backend | Bundle | Round | Peak RSS (× the files) | Peak heapTotal | Peak heapUsed | Peak external (arrayBuffers) | CPU |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
