import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { findTestPostgres } from '../../packages/server/test/storage/postgres-server.ts';

const run = promisify(execFile);

/** True when `redis-server` can be started on this machine. */
export async function hasRedisServer(): Promise<boolean> {
  return run('redis-server', ['--version']).then(
    () => true,
    () => false,
  );
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => finish(d.toString().startsWith('+PONG')));
  });
}

/** A Redis of the test's own on `port` (never the machine's shared one, which other tests stop). */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await answersPing(port)); i++) await sleep(50);
  if (!(await answersPing(port))) throw new Error(`redis-server did not answer on port ${port}`);
  return child;
}

/** SIGTERM and wait for the exit. */
export async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/**
 * How long a hook that drops a database (`freshPostgresDatabase`'s `drop`) is given. DROP DATABASE
 * waits for a checkpoint, and one already running must first write out what it has: on a loaded
 * machine that took a minute (seen: a drop waiting on a timed checkpoint that wrote for 78 s failed
 * an afterAll at vitest's 30 s hook timeout).
 */
export const DROP_DATABASE_TIMEOUT_MS = 300_000;

/**
 * A fresh PostgreSQL database named after `prefix`, and how to drop it; undefined without PostgreSQL.
 * Give the hook that drops it DROP_DATABASE_TIMEOUT_MS.
 */
export async function freshPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = await findTestPostgres();
  if (base === undefined) return undefined;
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
