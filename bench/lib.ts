import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Wall time of an async function, in ms. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A numeric `--name=value` option of this process, or `fallback` when absent. */
export function numberOption(name: string, fallback: number): number {
  const prefix = `--${name}=`;
  return Number(process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? fallback);
}

/** User + system CPU time this process has used since `start` (a `process.cpuUsage()`), in ms. */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * An `--import` for a child node process: on exit it prints its peak resident memory (KiB) and its
 * user + system CPU time (µs) to stderr, so a bundled action can be measured as it is. The CPU time is
 * the process's own (the kernel's accounting), so it stays meaningful on a busy machine.
 */
export const EXIT_HOOK = `data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\nbench-maxrss-kib="+u.maxRSS+" bench-cpu-us="+(u.userCPUTime+u.systemCPUTime)+"\\n")})`;

/** What EXIT_HOOK printed in a child's stderr: peak RSS in MiB and CPU time in ms, when present. */
export function exitFigures(stderr: string): { rssMiB: number | undefined; cpuMs: number | undefined } {
  const rss = /bench-maxrss-kib=(\d+)/.exec(stderr);
  const cpu = /bench-cpu-us=(\d+)/.exec(stderr);
  return {
    rssMiB: rss ? Number(rss[1]) / 1024 : undefined,
    cpuMs: cpu ? Number(cpu[1]) / 1000 : undefined,
  };
}

/** Runs `node <args>` with env and EXIT_HOOK, returning exit code, wall time, peak RSS, CPU and output. */
export function runNode(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<{
  code: number | null;
  ms: number;
  rssMiB: number | undefined;
  cpuMs: number | undefined;
  stdout: string;
  stderr: string;
}> {
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', EXIT_HOOK, ...args], {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      resolve({ code, ms: performance.now() - start, ...exitFigures(stderr), stdout, stderr });
    });
  });
}

/** Peak resident memory of a running process in KiB (Linux /proc), if readable. */
export function peakRssKiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on every Linux we run on). */
const CLOCK_TICKS = 100;

/** User + system CPU time a running process has used so far, in ms (Linux /proc), if readable. */
export function processCpuMs(pid: number | undefined, statFile = `/proc/${pid}/stat`): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * Pins a process and all its threads to the given CPUs (`taskset -a -p -c`), so the server measured and
 * the bare server it is compared with run on the same core, away from the load generator. Returns
 * false, changing nothing, where taskset is missing or refuses.
 */
export function pin(pid: number | undefined, cpus: string): boolean {
  if (pid === undefined) return false;
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
  return result.status === 0;
}

/**
 * A process's CPU time in ms split into its main thread and its other threads (V8's compiler and
 * garbage-collection helpers, libuv's pool), from each /proc/<pid>/task/<tid>/stat; undefined without /proc.
 */
export function threadCpuMs(pid: number | undefined): { main: number; helpers: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    let main = 0;
    let helpers = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const ms = processCpuMs(Number(task), `/proc/${pid}/task/${task}/stat`);
      if (ms === undefined) continue;
      if (Number(task) === pid) main += ms;
      else helpers += ms;
    }
    return { main, helpers };
  } catch {
    return undefined;
  }
}

/** Smallest and largest of a list of numbers. */
export function range(values: number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Formats a number with thousands separators. */
export function n(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
