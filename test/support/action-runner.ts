import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PULL_BUNDLE, PUSH_BUNDLE } from './paths.ts';

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/**
 * Runs a committed action bundle the way the GitHub runner does: `node dist/index.js` with each input
 * as `INPUT_<NAME>` (upper-cased, dashes kept), and the workspace, output, summary and event files
 * in GITHUB_* variables.
 */
export async function runAction(
  action: 'push' | 'pull',
  inputs: Record<string, string>,
  options: {
    workspace: string;
    env?: Record<string, string>;
    timeoutMs?: number;
    nodeArgs?: string[];
    /** Another build of the action's bundle (its index.js), for a before/after benchmark. */
    bundle?: string;
    /** A program the action's Node process runs under, with its arguments (valgrind, for a benchmark). */
    wrapper?: string[];
  },
): Promise<ActionRun> {
  const dir = await mkdtemp(join(tmpdir(), 'ls-runner-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  const eventFile = join(dir, 'event.json');
  await Promise.all([writeFile(outputFile, ''), writeFile(summaryFile, ''), writeFile(eventFile, '{}')]);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const bundle = options.bundle ?? (action === 'push' ? PUSH_BUNDLE : PULL_BUNDLE);
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const [program, ...wrapperArgs] = [...(options.wrapper ?? []), process.execPath];
    execFile(
      program as string,
      [...wrapperArgs, ...(options.nodeArgs ?? []), bundle],
      { cwd: options.workspace, env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
  return {
    ...result,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
}

/** Reads the `name<<DELIMITER … DELIMITER` blocks that @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(content: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^=<]+)<<(.+)$/.exec(lines[i] as string);
    if (!match) continue;
    const [, name, delimiter] = match as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] as string);
    outputs[name] = value.join('\n');
  }
  return outputs;
}

/**
 * A step's log as the runner shows it: a value named by `::add-mask::` is `***` wherever it appears
 * (the mask line included, which the runner never shows), `::group::NAME` is a heading, and the other
 * workflow commands are their message with the level in front. The raw stdout is what the runner
 * reads, not what a person may see.
 */
export function runnerLog(stdout: string): string {
  const masks: string[] = [];
  const shown: string[] = [];
  for (const line of stdout.split('\n')) {
    const mask = /^::add-mask::(.*)$/.exec(line);
    if (mask) {
      if (mask[1]) masks.push(mask[1]);
      continue;
    }
    let text = line;
    for (const secret of masks) text = text.split(secret).join('***');
    const command = /^::(group|endgroup|debug|notice|warning|error)(?: [^:]*)?::(.*)$/.exec(text);
    if (!command) shown.push(text);
    else if (command[1] === 'group') shown.push(`▸ ${command[2]}`);
    else if (command[1] !== 'endgroup' && command[1] !== 'debug') shown.push(`${command[1]}: ${command[2]}`);
  }
  return shown.join('\n');
}
