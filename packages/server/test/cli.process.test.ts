import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../src/storage/sqlite.ts';

const REPO = resolve(import.meta.dirname, '../../..');
const MAIN = resolve(import.meta.dirname, '../src/cli/main.ts');
const run = promisify(execFile);
const started: ChildProcess[] = [];
const serverPids: number[] = [];

afterEach(() => {
  for (const proc of started.splice(0)) if (proc.exitCode === null) proc.kill('SIGKILL');
  for (const pid of serverPids.splice(0)) {
    // Only while that pid is still our server (a pid is reused once its process is gone).
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`).toString();
    } catch {
      // Gone already, as it should be.
    }
    if (cmdline.includes('locale-sync-server')) process.kill(pid, 'SIGKILL');
  }
});

async function projectWithStrings(count: number): Promise<string> {
  const db = join(await mkdtemp(join(tmpdir(), 'ls-cli-proc-')), 'db.sqlite');
  await run(process.execPath, [
    MAIN,
    'project',
    'create',
    '--key',
    'demo',
    '--source',
    'en',
    '--locales',
    'de',
    '--db',
    db,
  ]);
  const storage = openSqliteStorage(db);
  const project = (await storage.getProject('demo'))!;
  const en = new Map<string, string>();
  for (let i = 0; i < count; i++) en.set(`key.${i}`, `Text number ${i}`);
  const de = new Map([...en].map(([k, v]) => [k, `Text Nummer ${v.slice(12)}`]));
  await storage.push(project, {
    files: [
      { locale: 'en', path: 'en.json', entries: en },
      { locale: 'de', path: 'de.json', entries: de },
    ],
    dryRun: false,
    now: Date.now(),
  });
  await storage.close();
  return db;
}

describe('the admin CLI as a process', () => {
  it('stops quietly when the reader of its output goes away (translations list | head -3)', async () => {
    const db = await projectWithStrings(20_000);
    const proc = spawn(process.execPath, [MAIN, 'translations', 'list', '--project', 'demo', '--db', db], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(proc);
    let stderr = '';
    proc.stderr.on('data', (d) => {
      stderr += d;
    });
    // 'close', not 'exit': what it wrote to stderr last is read before the check below.
    const exited = new Promise<number | null>((done) => proc.on('close', (code) => done(code)));
    // Read the first chunk, then close the pipe as `head` does once it has its lines.
    await new Promise<void>((done) => proc.stdout.once('data', () => done()));
    proc.stdout.destroy();
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
  });

  it('stops the server when `npx locale-sync-server serve` is sent SIGTERM (no orphan left answering)', async () => {
    const db = join(await mkdtemp(join(tmpdir(), 'ls-npx-')), 'db.sqlite');
    const npx = spawn('npm', ['exec', '--', 'locale-sync-server', 'serve', '--port', '0', '--db', db], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(npx);
    // The server's own pid, from its JSON log lines: killed after the test should it outlive npx.
    npx.stdout.on('data', (d: Buffer) => {
      const pid = /"pid":(\d+)/.exec(d.toString())?.[1];
      if (pid !== undefined && !serverPids.includes(Number(pid))) serverPids.push(Number(pid));
    });
    let stderr = '';
    const url = await new Promise<string>((done, fail) => {
      npx.stderr.on('data', (d) => {
        stderr += d;
        const match = /listening on (http:\/\/[^\s]+)\n/.exec(stderr);
        if (match) done(match[1] as string);
      });
      npx.on('exit', (code) => fail(new Error(`npx exited early (${code}): ${stderr}`)));
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    npx.kill('SIGTERM');
    // Asked until it stops answering, for 30 s: a loaded machine shuts down slowly, an orphan never.
    let answering = true;
    for (const giveUp = Date.now() + 30_000; answering && Date.now() < giveUp; ) {
      await sleep(250);
      answering = await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      );
    }
    expect(answering, 'the server still answers 30 s after npx was sent SIGTERM').toBe(false);
  }, 90_000);
});
