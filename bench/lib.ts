import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

// Prints the child's peak resident memory (KiB) on exit, so a bundled action can be measured as-is.
const MAXRSS_HOOK = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nbench-maxrss-kib="+process.resourceUsage().maxRSS+"\\n"))`;

/** Runs `node <args>` with env, returning exit code, wall time, peak RSS and output. */
export function runNode(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; measureRss?: boolean } = {},
): Promise<{ code: number | null; ms: number; rssKiB: number | undefined; stdout: string; stderr: string }> {
  const start = performance.now();
  const child = spawn(
    process.execPath,
    options.measureRss === false ? args : ['--import', MAXRSS_HOOK, ...args],
    {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
      const match = /bench-maxrss-kib=(\d+)/.exec(stderr);
      resolve({
        code,
        ms: performance.now() - start,
        rssKiB: match ? Number(match[1]) : undefined,
        stdout,
        stderr,
      });
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

/** Locale codes for generated repositories: real tags, as many as asked. */
export function localeCodes(count: number): string[] {
  const languages = [
    'de',
    'fr',
    'es',
    'it',
    'pt',
    'nl',
    'sv',
    'da',
    'fi',
    'pl',
    'cs',
    'ja',
    'ko',
    'zh',
    'ru',
    'tr',
    'uk',
    'el',
    'he',
    'hu',
  ];
  const regions = ['AT', 'BE', 'BR', 'CA', 'CH', 'DE'];
  const codes: string[] = [];
  for (const region of ['', ...regions]) {
    for (const language of languages) {
      codes.push(region ? `${language}-${region}` : language);
      if (codes.length === count) return codes;
    }
  }
  throw new Error(`at most ${codes.length} locales`);
}

/** Writes a repository with `locales/en.json` (the source) and `count − 1` translations of `keys` keys. */
export async function generateRepo(
  root: string,
  locales: string[],
  keys: number,
): Promise<Map<string, string>> {
  await mkdir(join(root, 'locales'), { recursive: true });
  const files = new Map<string, string>();
  for (const locale of ['en', ...locales]) {
    const data: Record<string, string> = {};
    for (let i = 0; i < keys; i++) {
      data[`section${i % 50}.item${i}`] = `${locale} text for item ${i}: {name} has {count} things`;
    }
    const content = `${JSON.stringify(data, null, 2)}\n`;
    files.set(locale, content);
    await writeFile(join(root, 'locales', `${locale}.json`), content);
  }
  return files;
}

/** Formats a number with thousands separators. */
export function n(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
