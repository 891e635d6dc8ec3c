import { SYNC_PULL_PATH, SYNC_PUSH_PATH } from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, createApp } from '../src/app.ts';
import { type CreateProjectOptions, createProject } from '../src/domain/projects.ts';
import { openSqliteStorage, type SqliteStorage } from '../src/storage/sqlite.ts';
import type { ProjectRecord } from '../src/storage/types.ts';

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
  storage: SqliteStorage;
  clock: TestClock;
  project: ProjectRecord;
  secret: string;
}

/** A fresh app on a fresh in-memory database with one project (`demo`, en → de, fr). */
export async function setup(
  options: { project?: Partial<CreateProjectOptions>; deps?: Partial<AppDeps> } = {},
): Promise<TestEnv> {
  const storage = openSqliteStorage(':memory:');
  const clock = new TestClock();
  const project = await createProject(
    storage,
    { key: 'demo', sourceLocale: 'en', locales: ['en', 'de', 'fr'], ...options.project },
    clock.now(),
  );
  const app = await createApp({ storage, clock, translator: null, ...options.deps });
  return { app, storage, clock, project, secret: project.syncSecret };
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
}

/** Pushes files (objects are serialised with 2-space indent and a trailing newline). */
export async function push(env: TestEnv, files: FileSpec[], extra: { dryRun?: boolean } = {}) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: f.path ?? `locales/${f.locale}.json`,
        format: 'json',
        content: typeof f.content === 'string' ? f.content : `${JSON.stringify(f.content, null, 2)}\n`,
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
