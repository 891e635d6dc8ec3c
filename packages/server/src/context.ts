import type { ServerConfig } from './config.ts';
import type { ReadCache } from './http/cache.ts';
import type { MachineTranslator } from './mt/index.ts';
import type { OidcVerifier } from './oidc/verify.ts';
import type { LayeredLimiter } from './rate-limit.ts';
import type { ChangeFeed, NonceStore, ReadinessCheck } from './shared/types.ts';
import type { ProjectRecord, PushAuth, Storage, TrustAccess } from './storage/types.ts';

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
  /** Verifies the OIDC tokens of keyless sync requests against the configured issuers. */
  oidc: OidcVerifier;
}

/** How a sync request authenticated: what a push records, and what the caller may do. */
export interface SyncAuth {
  auth: PushAuth;
  /** `pull`: pulls and dry-run pushes only (an OIDC trust policy's access). */
  access: TrustAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The project a request authenticated as (sync signature or X-Project-Key). */
    authProject: ProjectRecord | null;
    /** How a sync request authenticated (set with authProject by routes/sync-auth.ts). */
    syncAuth: SyncAuth | null;
  }
  interface FastifyContextConfig {
    /** Which API a route belongs to: decides fail-open (sdk) or fail-closed (sync) limits. */
    api?: ApiKind;
    /** The setting a route's body limit comes from, named in its 413 (routes without it: a fixed 1 MiB). */
    bodyLimitSetting?: string;
  }
}
