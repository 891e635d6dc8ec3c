import type { CacheValidator } from '../http/cache.ts';
import type { LimiterStoreFactory } from '../rate-limit.ts';
import type { SyncStorage } from '../storage/types.ts';

/** Records sync nonces; resolves false for a nonce already used by the project and not yet expired. */
export interface NonceStore {
  use(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean>;
}

/** Tells every instance's read cache that a project's data changed ('all': a project was created). */
export interface ChangeFeed {
  changed(projectId: number | 'all'): Promise<void>;
}

/** One dependency a load balancer should wait for; `check` rejects while it does not answer. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/**
 * What several instances must share: rate-limit counters, nonces, cache invalidation. The default
 * (no REDIS_URL) keeps counters and the cache in the process and nonces in the database.
 */
export interface SharedState {
  limiterStore: LimiterStoreFactory;
  nonces: NonceStore;
  /** When cached SDK reads go stale; undefined: whenever the storage's revision changes. */
  cacheValidator?: CacheValidator;
  changes: ChangeFeed;
  readiness: ReadinessCheck[];
  /** Releases connections (after the app closed). */
  close(): Promise<void>;
}

/** Nonces kept by the database (one instance, or several on one database without Redis). */
export function storageNonces(storage: Pick<SyncStorage, 'useNonce'>): NonceStore {
  return { use: (projectId, nonce, expiresAt, now) => storage.useNonce(projectId, nonce, expiresAt, now) };
}

/** No one else to tell: the revision-checked cache sees every write through the database. */
export const NO_CHANGE_FEED: ChangeFeed = { changed: async () => {} };
