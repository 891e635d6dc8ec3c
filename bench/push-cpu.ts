// The push of section 1's 20 locales × 5,000 keys (SQLite) measured for CPU time, which survives a busy
// shared machine better than wall time: user + system time of the push action and of the server while it
// answers, for the full push and the changed-only push (one string of one locale changed), next to the
// push floor. `--cpu-prof=<dir>` writes a CPU profile of each action run and of the server there.
// The server runs from source, as in the tests (hence the condition):
//   NODE_OPTIONS=--conditions=@locale-sync/source flock /tmp/ls-e2e.lock npm exec -- node bench/push-cpu.ts [--locales=20] [--keys=5000] [--cpu-prof=<dir>]
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { pushFloor } from './floors.ts';
import { n, processCpuMs, timed } from './lib.ts';
import { changeOneString, withScaleProject } from './scale-project.ts';

// Prints the child's own user and system CPU time (µs) on exit, so a bundled action is measured as-is.
const CPU_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\nbench-cpu-us="+u.user+","+u.system+"\\n")})';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** The server's user + system CPU time so far, in ms; it runs on Linux, where /proc says. */
function serverCpuMs(pid: number): number {
  const ms = processCpuMs(pid);
  if (ms === undefined) throw new Error(`no CPU time of the server (pid ${pid}) in /proc`);
  return ms;
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
  try {
    await withScaleProject(localeCount, keys, profile('server'), async (project) => {
      const { work, server, targets, repo, inputs } = project;
      const pid = server.child.pid as number;
      const push = async (name: string) => {
        const serverBefore = serverCpuMs(pid);
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
          serverCpuMs: serverCpuMs(pid) - serverBefore,
          files: sent ? Number(sent[1]) : Number.NaN,
        };
      };
      const full = await push('push');
      const restore = await changeOneString(project);
      const changedOnly = await push('changed-push');
      await restore();
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
    });
  } finally {
    if (profDir) await mkdir(profDir, { recursive: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
