import { type Command, InvalidArgumentError } from 'commander';
import { announceChanges, redisSettingsFromEnv } from '../shared/redis.ts';
import { openStorage, storageConfigFromEnv } from '../storage/open.ts';
import type { ProjectRecord, Storage } from '../storage/types.ts';

/** Where the CLI writes, and what it reads the environment from (injected in tests). */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  now?: () => number;
}

/** A failure the operator can fix (a missing project, a key that is not a string): exit code 1. */
export class CliFailure extends Error {
  override name = 'CliFailure';
}

/** Exit codes: 0 ok, 1 failure, 2 usage error. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** The option every admin command takes. */
export const DB_FLAGS = '--db <path>';
export const DB_HELP =
  'SQLite database file (default $DATABASE_PATH or ./data/locale-sync.db); ignored when DATABASE_URL selects PostgreSQL';

/** The SQLite file of `--db`, else DATABASE_PATH, else ./data/locale-sync.db. */
export function dbPath(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  return flag ?? env.DATABASE_PATH ?? './data/locale-sync.db';
}

/** What an admin command runs with: the opened storage, the clock and how to print. */
export interface AdminRun {
  storage: Storage;
  io: CliIo;
  now: () => number;
  /** Prints one value as indented JSON. */
  print: (value: unknown) => void;
  /** Records that a project changed ('all': a project was created), for the servers' read caches. */
  changed: (projectId: number | 'all') => void;
}

/**
 * Runs an admin command against the database of `--db`, closing it afterwards. The action returns
 * nothing: a failure is thrown (CliFailure → exit 1, a usage error through `command.error` → 2).
 */
export async function withStorage(
  io: CliIo,
  db: string | undefined,
  fn: (run: AdminRun) => Promise<void>,
): Promise<void> {
  // Checked before the database opens: a wrong REDIS_URL stops the command before it writes.
  const redis = redisSettingsFromEnv(io.env);
  const storage = await openStorage(storageConfigFromEnv(io.env, { sqlitePath: dbPath(db, io.env) }));
  const changed: Array<number | 'all'> = [];
  try {
    await fn({
      storage,
      io,
      now: io.now ?? (() => Date.now()),
      print: (value) => io.stdout(`${JSON.stringify(value, null, 2)}\n`),
      changed: (projectId) => {
        changed.push(projectId);
      },
    });
  } finally {
    await storage.close();
  }
  // Running servers check the database's revision on their own; with Redis they are told at once.
  if (redis && changed.length > 0) {
    await announceChanges(redis, changed).catch((err: unknown) => {
      io.stderr(
        `warning: the change is stored, but the servers could not be told through Redis (${err instanceof Error ? err.message : String(err)}); they see it within CACHE_CHECK_MS\n`,
      );
    });
  }
}

/** The project with `key`, else a failure that says how to list the projects. */
export async function findProject(storage: Storage, key: string): Promise<ProjectRecord> {
  const project = await storage.getProject(key);
  if (!project)
    throw new CliFailure(`no project with key ${key} (list them with "locale-sync-server project list")`);
  return project;
}

/** A required option's value; an absent or empty value is a usage error naming the flag. */
export function required(command: Command, value: string | undefined, flag: string): string {
  if (value === undefined || value === '') command.error(`error: ${flag} is required`);
  return value as string;
}

/** A comma-separated list, items trimmed, empty items dropped. */
export function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A commander argument parser for a non-negative integer option (else a usage error, exit 2). */
export function integer(value: string): number {
  if (!/^[0-9]+$/.test(value)) throw new InvalidArgumentError('Expected a non-negative integer.');
  return Number(value);
}
