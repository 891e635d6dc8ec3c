import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_CLI } from './paths.ts';

/** A reference server running in a child process on loopback. */
export interface ServerProcess {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** The sync API's base address (`{origin}/api/v1`), what `api-url` takes. */
  apiUrl: string;
  dbPath: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout (JSON log lines) and stderr so far. */
  output(): string;
  /** SIGTERM and wait for the exit and the end of its output; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `locale-sync-server serve --port 0` and waits for its "listening on" line. */
export async function startServer(
  options: { dbPath?: string; env?: Record<string, string>; args?: string[] } = {},
): Promise<ServerProcess> {
  const dbPath = options.dbPath ?? join(await mkdtemp(join(tmpdir(), 'ls-server-')), 'db.sqlite');
  const child = spawn(
    process.execPath,
    [SERVER_CLI, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', dbPath, ...(options.args ?? [])],
    { env: { ...process.env, LOG_LEVEL: 'warn', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 20 s:\n${output}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  // 'close', not 'exit': output() then holds every line, the last ones included, which may still be
  // in the pipe when the process has exited.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    origin,
    apiUrl: `${origin}/api/v1`,
    dbPath,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The admin command failed: its exit code and what it printed, as execFile's rejection carries them. */
export class AdminError extends Error {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  constructor(code: number, stdout: string, stderr: string, args: string[]) {
    super(`locale-sync-server ${args.join(' ')} exited with ${code}:\n${stderr}`);
    this.code = code;
    this.stdout = stdout;
    this.stderr = stderr;
  }
}

/**
 * Runs an admin command on a database, in this process (the CLI's own runCli, with its output
 * captured), and returns its stdout parsed as JSON (or raw text); a non-zero exit rejects with an
 * AdminError. In-process because the end-to-end tests run some 200 of them, each a Node start that
 * loads the server's sources; the spawned binary is proven by packages/server/test/process.test.ts and
 * cli.process.test.ts, and by blackbox-conformance.test.ts, which run it as `locale-sync-server`.
 */
export async function admin(
  dbPath: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<unknown> {
  const { runCli } = await import('../../packages/server/src/cli/run.ts');
  const argv = [...args, '--db', dbPath];
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  if (code !== 0) throw new AdminError(code, stdout, stderr, argv);
  try {
    return JSON.parse(stdout);
  } catch {
    return stdout;
  }
}

/** Creates a project and returns its key and sync secret. */
export async function createProject(
  dbPath: string,
  key: string,
  locales: { source: string; all: string[] },
  extra: string[] = [],
): Promise<{ projectKey: string; syncSecret: string }> {
  const created = (await admin(dbPath, [
    'project',
    'create',
    '--key',
    key,
    '--source',
    locales.source,
    '--locales',
    locales.all.join(','),
    ...extra,
  ])) as { projectKey: string; syncSecret: string };
  return created;
}
