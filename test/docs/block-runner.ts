// Runs the marked command blocks of one Markdown file the way a reader would, in order, in one
// scratch folder, and keeps what the blocks leave running (a server) until the file is done.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFile, cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/paths.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';
import { compareOutput } from './expected-output.ts';
import type { DocBlock, RunOptions } from './markdown-blocks.ts';

/** What a block printed (stdout and stderr, in arrival order) and how it ended. */
export interface BlockResult {
  code: number | null;
  output: string;
}

// `npm ci` is the reader's first step, and this checkout has done it: in a block it is a no-op (it would
// reinstall the node_modules every other engineer and test is using).
const PRELUDE = `npm() { if [ "\${1-}" = ci ]; then echo "npm ci: already done in this checkout"; return 0; fi; command npm "$@"; }\n`;

/** The environment of a fresh shell: no npm or vitest variables, no workspace bins on PATH. */
function freshEnv(): Record<string, string> {
  const env: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^(npm_|VITEST|LOCALE_SYNC_)/i.test(name) || name === 'NODE_OPTIONS') continue;
    if (['INIT_CWD', 'NODE', 'TEST', 'NODE_ENV', 'PORT', 'DATABASE_PATH', 'DATABASE_URL'].includes(name))
      continue;
    env[name] = value;
  }
  const path = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.endsWith(join('node_modules', '.bin')));
  // The pinned Node 24 that runs this test comes first, as the README's quick start has it.
  env.PATH = [dirname(process.execPath), ...path].join(delimiter);
  // A fixed port could be taken on a shared machine: a server a block starts picks a free one.
  env.PORT = '0';
  return env;
}

/** One Markdown file's run: its scratch folder, environment, servers and background blocks. */
export class FileRun {
  readonly env = freshEnv();
  private scratch: string | undefined;
  private server: ServerProcess | undefined;
  private secret = '';
  private readonly background: ChildProcess[] = [];

  /**
   * The scratch folder: a copy of examples/web-app (an application with locales/), with the
   * workspace's node_modules and .npmrc, so that `npx locale-sync…` finds the workspace's bins there
   * as it does in a checkout.
   */
  private async folder(): Promise<string> {
    if (this.scratch) return this.scratch;
    const scratch = await mkdtemp(join(tmpdir(), 'ls-doc-commands-'));
    await cp(join(REPO_ROOT, 'examples/web-app'), scratch, { recursive: true });
    await symlink(join(REPO_ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    await copyFile(join(REPO_ROOT, '.npmrc'), join(scratch, '.npmrc'));
    this.scratch = scratch;
    return scratch;
  }

  /** Starts the file's reference server with the block's project, once, and exports its settings. */
  private async ensureServer(options: RunOptions): Promise<void> {
    if (!this.server) {
      this.server = await startServer({ dbPath: join(await this.folder(), 'server.sqlite') });
      this.env.DATABASE_PATH = this.server.dbPath;
    }
    const { syncSecret } = await createProject(this.server.dbPath, options.project, {
      source: 'en',
      all: ['en', 'de', 'fr'],
    });
    this.secret = syncSecret;
    Object.assign(this.env, {
      LOCALE_SYNC_API_URL: this.server.apiUrl,
      LOCALE_SYNC_PROJECT_KEY: options.project,
      LOCALE_SYNC_SECRET: syncSecret,
      API_URL: this.server.apiUrl,
      KEY: options.project,
      SECRET: syncSecret,
    });
  }

  /** Runs one block with bash -e; a background block resolves once it printed its documented output. */
  async run(block: DocBlock, options: RunOptions, timeoutMs: number): Promise<BlockResult> {
    if (options.server) await this.ensureServer(options);
    const cwd = options.inRepo ? REPO_ROOT : await this.folder();
    const child = spawn('bash', ['-e', '-c', PRELUDE + block.code], {
      cwd,
      env: this.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: options.background,
    });
    // A block that never reads its input may be gone before it is written (EPIPE): that is no error.
    child.stdin.on('error', () => {});
    child.stdin.end(options.server ? `${this.secret}\n` : '');
    let output = '';
    const ready = new Promise<BlockResult>((resolve) => {
      const timer = setTimeout(() => {
        if (!options.background) kill(child, 'SIGKILL');
        resolve({ code: null, output: `${output}\n(still running after ${timeoutMs / 1000} s)` });
      }, timeoutMs);
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        if (options.background && block.expected !== null && compareOutput(block.expected, output) === null) {
          clearTimeout(timer);
          resolve({ code: 0, output });
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
    if (options.background) this.background.push(child);
    const result = await ready;
    const listening = /listening on (http:\/\/\S+)/.exec(result.output);
    if (options.background && listening) this.env.LOCALE_SYNC_API_URL = `${listening[1]}/api/v1`;
    return result;
  }

  /** Stops what the file's blocks left running (SIGTERM to each background block's process group), removes the scratch folder. */
  async close(): Promise<void> {
    await Promise.all(
      this.background.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('close', () => resolve());
            kill(child, 'SIGTERM', true);
          }),
      ),
    );
    await this.server?.stop();
    if (this.scratch) await rm(this.scratch, { recursive: true, force: true });
  }
}

/** Signals `child`, or with `group` the whole process group it leads (started detached). */
function kill(child: ChildProcess, signal: NodeJS.Signals, group = false): void {
  if (child.pid === undefined) return;
  try {
    process.kill(group ? -child.pid : child.pid, signal);
  } catch {
    // Already gone.
  }
}
