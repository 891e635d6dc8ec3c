import type pg from 'pg';
import { z } from 'zod';
import { memoryLimiterStore } from '../rate-limit.ts';
import { PostgresChangeListener } from '../storage/postgres/change-listener.ts';
import type { PostgresStorage } from '../storage/postgres/storage.ts';
import { FeedCacheValidator } from './feed-validator.ts';
import { type SharedState, storageNonces } from './types.ts';

/** Settings of the PostgreSQL change feed (CACHE_FEED, CACHE_FEED_HEARTBEAT_MS). */
export interface PostgresFeedSettings {
  /** `listen`: keep SDK answers until a notification says they changed; `off`: check the revision on every request. */
  mode: 'listen' | 'off';
  /** Interval of the listening connection's liveness query; it is declared lost after twice this without an answer. */
  heartbeatMs: number;
}

export const DEFAULT_FEED_SETTINGS: PostgresFeedSettings = { mode: 'listen', heartbeatMs: 1000 };

const positive = (name: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, `${name} must be a positive integer (milliseconds)`)
    .transform(Number);

const feedEnvSchema = z.object({
  CACHE_FEED: z
    .enum(['listen', 'off'], {
      error: (issue) => `CACHE_FEED must be listen or off, got "${String(issue.input)}"`,
    })
    .default(DEFAULT_FEED_SETTINGS.mode),
  CACHE_FEED_HEARTBEAT_MS: positive('CACHE_FEED_HEARTBEAT_MS').default(DEFAULT_FEED_SETTINGS.heartbeatMs),
});

/** The feed settings of the environment (empty values count as unset); throws naming the variable. */
export function feedSettingsFromEnv(env: NodeJS.ProcessEnv): PostgresFeedSettings {
  const given = Object.fromEntries(
    ['CACHE_FEED', 'CACHE_FEED_HEARTBEAT_MS'].flatMap((name) => {
      const value = env[name]?.trim();
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  const parsed = feedEnvSchema.safeParse(given);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return { mode: parsed.data.CACHE_FEED, heartbeatMs: parsed.data.CACHE_FEED_HEARTBEAT_MS };
}

/**
 * The shared state of instances on one PostgreSQL without Redis: counters in the process, nonces in
 * the database (as without any shared state), and the read cache invalidated by PostgreSQL's own
 * LISTEN/NOTIFY (the database announces each committed change, see change-triggers.ts). Never
 * rejects: while the listening connection is not up, each request checks the revision instead.
 * `connect` builds the listening connection (tests put a gate in front of it).
 */
export async function openPostgresFeedShared(
  storage: PostgresStorage,
  settings: PostgresFeedSettings,
  connect: () => pg.Client = () => storage.database.dedicatedClient('locale-sync-change-feed'),
): Promise<SharedState & { listener: PostgresChangeListener }> {
  const listener = new PostgresChangeListener(connect, { heartbeatMs: settings.heartbeatMs });
  const validator = new FeedCacheValidator(storage, listener);
  await listener.start();
  return {
    limiterStore: memoryLimiterStore,
    nonces: storageNonces(storage),
    cacheValidator: validator,
    // The database announces every commit to the other instances; this one drops its own at once.
    changes: {
      changed: async (projectId) => validator.changedHere(projectId),
    },
    readiness: [],
    listener,
    close: () => listener.close(),
  };
}
