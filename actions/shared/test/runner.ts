// Starts a committed action bundle the way the GitHub runner does: `node dist/index.js` with the
// inputs as INPUT_<NAME> variables (upper-cased, dashes kept) and the runner's files for outputs,
// the job summary and the event, then reads those files back.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs `actions/<name>/dist/index.js` in `workspace` with `inputs`, as the runner would. */
export async function runBundle(
  name: 'push' | 'pull',
  args: { workspace: string; inputs: Record<string, string>; env?: Record<string, string> },
): Promise<RunResult> {
  const runnerDir = await mkdtemp(path.join(tmpdir(), 'runner-'));
  const outputFile = path.join(runnerDir, 'output');
  const summaryFile = path.join(runnerDir, 'summary');
  const eventFile = path.join(runnerDir, 'event.json');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  await writeFile(
    eventFile,
    JSON.stringify({ ref: 'refs/heads/main', repository: { full_name: 'acme/web' } }),
  );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: args.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'acme/web',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    RUNNER_TEMP: runnerDir,
    ...args.env,
  };
  for (const [input, value] of Object.entries(args.inputs)) {
    env[`INPUT_${input.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  const bundle = path.join(REPO_ROOT, 'actions', name, 'dist', 'index.js');
  const child = spawn(process.execPath, [bundle], { cwd: args.workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
}

/** Reads the `name<<delimiter` blocks that `core.setOutput` appends to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name, delimiter] = match as unknown as [string, string, string];
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    outputs[name] = value.join('\n');
  }
  return outputs;
}
