import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

/** True while something accepts connections on the port. */
async function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

describe('npm start', () => {
  // npm → sh -c → node scripts/start.ts → the server: a SIGTERM to npm ends npm and the shell only,
  // so this fails (the test times out) unless start.ts and the server follow their parents.
  it('stops the server when npm is sent SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ls-npm-start-'));
    const npm = spawn('npm', ['start'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', DATABASE_PATH: join(dir, 'db.sqlite'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      };
      npm.stdout.on('data', read);
      npm.stderr.on('data', read);
      npm.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    expect(await listening(port)).toBe(true);
    npm.kill('SIGTERM');
    // Ends once the port is closed; a server left running makes the test time out.
    while (await listening(port)) await sleep(100);
  }, 60_000);
});
