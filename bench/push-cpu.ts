// The push of section 1's 20 locales × 5,000 keys (SQLite) measured for CPU time, which survives a busy
// shared machine better than wall time: user + system time of the push action and of the server while it
// answers, for the full push and the changed-only push (one string of one locale changed), next to the
// push floor. `--cpu-prof=<dir>` writes a CPU profile of each action run and of the server there.
// The server runs from source, as in the tests (hence the condition):
//   NODE_OPTIONS=--conditions=@locale-sync/source flock /tmp/ls-e2e.lock npm exec -- node bench/push-cpu.ts [--locales=20] [--keys=5000] [--cpu-prof=<dir>]
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { pushFloor } from './floors.ts';
import { generateRepo, localeCodes, n, timed } from './lib.ts';

// Prints the child's own user and system CPU time (µs) on exit, so a bundled action is measured as-is.
const CPU_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\nbench-cpu-us="+u.user+","+u.system+"\\n")})';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** User + system CPU time of a running process so far, in ms (Linux /proc, clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function actionCpuMs(stderr: string): { user: number; system: number } {
  const match = /bench-cpu-us=(\d+),(\d+)/.exec(stderr);
  if (!match) throw new Error(`no CPU figure in the action's output:\n${stderr}`);
  return { user: Number(match[1]) / 1000, system: Number(match[2]) / 1000 };
}

async function main(): Promise<void> {
  const localeCount = Number(arg('locales') ?? 20);
  const keys = Number(arg('keys') ?? 5_000);
  const profDir = arg('cpu-prof');
  const profile = (name: string): Record<string, string> =>
    profDir
      ? {
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${resolve(profDir, name)}`,
        }
      : {};
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024), ...profile('server') },
  });
  try {
    const pid = server.child.pid as number;
    const targets = localeCodes(localeCount - 1);
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'bench', {
      source: 'en',
      all: ['en', ...targets],
    });
    const repo = join(work, 'repo');
    const files = await generateRepo(repo, targets, keys);
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const push = async (name: string) => {
      const serverBefore = processCpuMs(pid);
      const run = await timed(() =>
        runAction('push', inputs, {
          workspace: repo,
          timeoutMs: 600_000,
          nodeArgs: ['--import', CPU_HOOK],
          env: profile(name),
        }),
      );
      if (run.value.code !== 0) throw new Error(`${name} failed: ${run.value.stdout}${run.value.stderr}`);
      const sent = /sending (\d+) files?/.exec(run.value.stdout);
      return {
        wallMs: run.ms,
        action: actionCpuMs(run.value.stderr),
        serverCpuMs: processCpuMs(pid) - serverBefore,
        files: sent ? Number(sent[1]) : Number.NaN,
      };
    };
    const full = await push('push');
    const changedLocale = targets[0] as string;
    const changed = (files.get(changedLocale) as string).replace(/"([^"]*)"\n\}\n$/, '"$1 (changed)"\n}\n');
    await writeFile(join(repo, 'locales', `${changedLocale}.json`), changed);
    const changedOnly = await push('changed-push');
    await writeFile(join(repo, 'locales', `${changedLocale}.json`), files.get(changedLocale) as string);
    const floorMs = await pushFloor(repo, ['en', ...targets], join(work, 'floor.sqlite'));

    const cpu = (r: typeof full) => r.action.user + r.action.system;
    console.log(`${localeCount} locales × ${n(keys)} keys (SQLite), push floor ${n(floorMs)} ms (wall)`);
    console.log('| Run | Wall | Action CPU (user + system) | Server CPU | Files sent |');
    console.log('|---|---|---|---|---|');
    for (const [name, r] of [
      ['full push', full],
      ['changed-only push', changedOnly],
    ] as const) {
      console.log(
        `| ${name} | ${n(r.wallMs)} ms | ${n(cpu(r))} ms (${n(r.action.user)} + ${n(r.action.system)}) | ${n(r.serverCpuMs)} ms | ${r.files} |`,
      );
    }
    console.log(
      `push / floor ${n(full.wallMs / floorMs, 1)}× (wall); changed-only / full ${n(changedOnly.wallMs / full.wallMs, 2)}× (wall), ${n(cpu(changedOnly) / cpu(full), 2)}× (action CPU)`,
    );
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
    if (profDir) await mkdir(profDir, { recursive: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
