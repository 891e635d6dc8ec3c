import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';

const MAIN = resolve(import.meta.dirname, '../src/cli/main.ts');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const proc of children.splice(0)) if (proc.exitCode === null) proc.kill('SIGKILL');
});

/** `serve --port 0` with stdout on a pipe this test reads only when asked to. */
async function start(env: Record<string, string>) {
  const db = join(await mkdtemp(join(tmpdir(), 'ls-logging-')), 'db.sqlite');
  const proc = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--db', db], {
    env: { ...process.env, LOG_LEVEL: 'info', RATE_LIMIT_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  // Nobody reads stdout: the pipe (and Node's buffer for it) fills like a log device that stopped.
  proc.stdout.pause();
  // 'close', not 'exit': the last lines (the shutdown's) may still be in the pipe when it has exited.
  const exited = new Promise<number | null>((done) => proc.on('close', (code) => done(code)));
  let stderr = '';
  const url = await new Promise<string>((done, fail) => {
    proc.stderr.on('data', (d) => {
      stderr += d;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
      if (match) done(match[1] as string);
    });
    proc.on('exit', (code) => fail(new Error(`server exited early (${code}): ${stderr}`)));
  });
  return { proc, url, exited };
}

describe('logging never blocks serving', () => {
  it('keeps answering while stdout is not read, reports the dropped lines once it is, and stops on SIGTERM', async () => {
    const { proc, url, exited } = await start({});
    // About 2 log lines of 300+ bytes per request: far more than a pipe and its buffer hold.
    for (let i = 0; i < 1500; i++) {
      const reply = await fetch(`${url}/healthz?request=${i}`);
      expect(reply.status).toBe(200);
      await reply.arrayBuffer();
    }
    let stdout = '';
    proc.stdout.on('data', (d) => {
      stdout += d;
    });
    proc.stdout.resume();
    // Once the destination takes lines again, one warning says how many were dropped.
    while (!/log lines dropped/.test(stdout)) {
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      await sleep(50);
    }
    const report = stdout.split('\n').find((line) => line.includes('log lines dropped')) as string;
    expect((JSON.parse(report) as { droppedLines: number }).droppedLines).toBeGreaterThan(0);
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('exits within DRAIN_TIMEOUT_MS when a request does not finish', async () => {
    const { proc, url, exited } = await start({ DRAIN_TIMEOUT_MS: '500' });
    // A request whose body never comes keeps its connection busy until REQUEST_TIMEOUT_MS (2 min).
    const { port } = new URL(url);
    const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
    socket.on('error', () => undefined);
    await new Promise((done) => socket.once('connect', done));
    let stdout = '';
    proc.stdout.on('data', (d) => {
      stdout += d;
    });
    proc.stdout.resume();
    socket.write(
      'POST /api/v1/phrases/batch-extract HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // In flight once the server has logged it; then only the drain time ends the shutdown.
    while (!stdout.includes('/api/v1/phrases/batch-extract')) await sleep(50);
    proc.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(stdout).toContain('shutdown did not finish within DRAIN_TIMEOUT_MS');
    socket.destroy();
  }, 60_000);
});
