import type { ServerConfig } from './config.ts';
import type { ReadCache } from './http/cache.ts';
import type { MachineTranslator } from './mt/index.ts';
import type { LayeredLimiter } from './rate-limit.ts';
import type { ChangeFeed, NonceStore, ReadinessCheck } from './shared/types.ts';
import type { ProjectRecord, Storage } from './storage/types.ts';

/** A source of the current time in Unix milliseconds (injected so tests can move it). */
export interface Clock {
  now(): number;
}

/** The two APIs a route can belong to: decides fail-open (sdk) or fail-closed (sync) behaviour. */
export type ApiKind = 'sync' | 'sdk';

/** What the routes receive: the app's dependencies, built once by `createApp`. */
export interface AppContext {
  storage: Storage;
  clock: Clock;
  config: ServerConfig;
  translator: MachineTranslator | undefined;
  limiter: LayeredLimiter;
  /** Cache of SDK reads, invalidated by any write (see http/cache.ts). */
  cache: ReadCache;
  /** Where sync nonces are recorded: the database, or Redis when several instances share it. */
  nonces: NonceStore;
  /** Announces writes to the other instances' read caches (nothing to do without Redis). */
  changes: ChangeFeed;
  /** What /readyz checks: the database, and Redis when configured. */
  readiness: ReadinessCheck[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The project a request authenticated as (sync signature or X-Project-Key). */
    authProject: ProjectRecord | null;
  }
  interface FastifyContextConfig {
    /** Which API a route belongs to: decides fail-open (sdk) or fail-closed (sync) limits. */
    api?: ApiKind;
  }
}
