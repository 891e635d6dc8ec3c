import { SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type AppDeps, createApp } from '../src/app.ts';
import { type CreateProjectOptions, createProject } from '../src/domain/projects.ts';
import { openRedisShared } from '../src/shared/redis.ts';
import type { SharedState } from '../src/shared/types.ts';
import type { SqliteStorage } from '../src/storage/sqlite.ts';
import type { ProjectRecord, Storage } from '../src/storage/types.ts';
import { openTestStorage, testBackend } from './storage/test-backend.ts';

export const T0 = Date.parse('2027-01-15T08:00:00.000Z');

/** A clock tests can move. */
export class TestClock {
  current: number;
  constructor(start = T0) {
    this.current = start;
  }
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestEnv {
  app: FastifyInstance;
  /** SQLite in memory, or PostgreSQL with TEST_STORAGE=postgres (`sqliteOnly()` tells). */
  storage: Storage & Partial<Pick<SqliteStorage, 'db'>>;
  clock: TestClock;
  project: ProjectRecord;
  secret: string;
}

/**
 * What the server suite runs on, from the environment (.ci/run runs it twice): TEST_STORAGE=postgres
 * for a fresh PostgreSQL schema per app instead of SQLite in memory, TEST_REDIS_URL for counters,
 * nonces and cache invalidation in Redis (a key prefix per app) instead of in the process.
 */
export function testBackends(): string {
  return `${testBackend()}${process.env.TEST_REDIS_URL ? '+redis' : '+memory'}`;
}

/** True when nonces and counters live in Redis (TEST_REDIS_URL), not in storage. */
export function onRedis(): boolean {
  return Boolean(process.env.TEST_REDIS_URL);
}

/** True when the suite runs on SQLite, for the tests that reach into SQLite itself. */
export function sqliteOnly(): boolean {
  return testBackend() === 'sqlite';
}

const opened: Array<{ app: FastifyInstance; storage: Storage; shared?: SharedState }> = [];
let prefixes = 0;
afterAll(async () => {
  for (const { app, storage, shared } of opened.splice(0)) {
    await app.close().catch(() => undefined);
    await shared?.close?.();
    await storage.close();
  }
});

/** A fresh app on a fresh database with one project (`demo`, en → de, fr). */
export async function setup(
  options: { project?: Partial<CreateProjectOptions>; deps?: Partial<AppDeps> } = {},
): Promise<TestEnv> {
  const storage = await openTestStorage();
  const clock = new TestClock();
  const project = await createProject(
    storage,
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de', 'fr'], ...options.project },
    clock.now(),
  );
  const redisUrl = process.env.TEST_REDIS_URL;
  const shared =
    redisUrl && options.deps?.shared === undefined
      ? await openRedisShared(storage, {
          url: redisUrl,
          commandTimeoutMs: 500,
          // Tests write through storage directly, past the change feed: check the revision on every read.
          cacheCheckMs: 0,
          keyPrefix: `ls-test:${process.pid}:${Date.now().toString(36)}:${++prefixes}:`,
        })
      : undefined;
  const app = await createApp({
    storage,
    clock,
    translator: null,
    ...(shared !== undefined && { shared }),
    ...options.deps,
  });
  opened.push({ app, storage, ...(shared !== undefined && { shared }) });
  return { app, storage, clock, project, secret: project.syncSecret };
}

/**
 * Another project on `env`'s app and storage, for suites of many independent cases (a fresh app and,
 * on PostgreSQL, a fresh migrated schema per case cost far more than the case itself).
 */
export async function withProject(
  env: TestEnv,
  options: Partial<CreateProjectOptions> & { key: string },
): Promise<TestEnv> {
  const project = await createProject(
    env.storage,
    { sourceLocale: 'en', locales: ['en', 'de', 'fr'], ...options },
    env.clock.now(),
  );
  return { ...env, project, secret: project.syncSecret };
}

/** The signed headers of a push or pull at the env's clock (or `nowMs`). */
export function signed(
  env: TestEnv,
  kind: 'push' | 'pull',
  extra: { nowMs?: number; nonce?: string; secret?: string; projectKey?: string } = {},
) {
  return signRequest({
    method: kind === 'push' ? 'POST' : 'GET',
    path: kind === 'push' ? SYNC_PUSH_PATH : SYNC_PULL_PATH,
    projectKey: extra.projectKey ?? env.project.key,
    secret: extra.secret ?? env.secret,
    nowMs: extra.nowMs ?? env.clock.now(),
    ...(extra.nonce !== undefined && { nonce: extra.nonce }),
  });
}

export interface FileSpec {
  locale: string;
  content: unknown;
  path?: string;
  /** Sent only when given: absent means the default resource. */
  resource?: string;
}

/** Pushes files (objects are serialised with 2-space indent and a trailing newline). */
export async function push(
  env: TestEnv,
  files: FileSpec[],
  extra: { dryRun?: boolean; headers?: Record<string, string> } = {},
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json', ...extra.headers },
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: f.path ?? `locales/${f.locale}.json`,
        format: 'json',
        content: typeof f.content === 'string' ? f.content : `${JSON.stringify(f.content, null, 2)}\n`,
        ...(f.resource !== undefined && { resource: f.resource }),
      })),
      ...(extra.dryRun !== undefined && { dryRun: extra.dryRun }),
    },
  });
}

/** Pulls with a query string such as `locales=de&structure=nested`. */
export async function pull(env: TestEnv, query = '') {
  return env.app.inject({
    method: 'GET',
    url: `/api/v1/api/sync/pull${query ? `?${query}` : ''}`,
    headers: { ...signed(env, 'pull') },
  });
}
