import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { CacheValidator, ReadCache } from '../http/cache.ts';
import { revisionValidator } from '../http/cache.ts';
import type { LimiterStoreFactory } from '../rate-limit.ts';
import type { RevisionStorage, SyncStorage } from '../storage/types.ts';
import { type ChangeFeed, type NonceStore, type SharedState, storageNonces } from './types.ts';

/** Settings of the Redis connection (REDIS_URL, REDIS_COMMAND_TIMEOUT_MS, CACHE_CHECK_MS). */
export interface RedisSettings {
  url: string;
  /** A command that takes longer fails (and the request takes its failure path). */
  commandTimeoutMs: number;
  /** Interval of the read cache's safety check against the database while Redis is up. */
  cacheCheckMs: number;
  /** Prefix of every key and channel, so several deployments can share one Redis. */
  keyPrefix: string;
  /**
   * Interval of the PING on the subscriber connection (REDIS_HEARTBEAT_MS): a subscriber that does
   * not answer it within `commandTimeoutMs` is distrusted and reconnected. Default 1000.
   */
  heartbeatMs?: number;
}

export const DEFAULT_REDIS_SETTINGS = {
  commandTimeoutMs: 500,
  cacheCheckMs: 1000,
  heartbeatMs: 1000,
  keyPrefix: 'locale-sync:',
};

/** The Redis settings of the environment, or undefined when REDIS_URL is unset. */
export function redisSettingsFromEnv(env: NodeJS.ProcessEnv): RedisSettings | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  if (!/^rediss?:\/\//i.test(url)) {
    throw new Error(
      `REDIS_URL must start with redis:// or rediss:// (got "${url.replace(/\/\/[^@/]*@/, '//…@')}")`,
    );
  }
  const int = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    return Number(raw);
  };
  return {
    url,
    commandTimeoutMs: int('REDIS_COMMAND_TIMEOUT_MS', DEFAULT_REDIS_SETTINGS.commandTimeoutMs),
    cacheCheckMs: int('CACHE_CHECK_MS', DEFAULT_REDIS_SETTINGS.cacheCheckMs),
    heartbeatMs: int('REDIS_HEARTBEAT_MS', DEFAULT_REDIS_SETTINGS.heartbeatMs),
    keyPrefix: env.REDIS_KEY_PREFIX || DEFAULT_REDIS_SETTINGS.keyPrefix,
  };
}

/**
 * A client that fails fast: no offline queue (a command while disconnected fails at once instead of
 * waiting for a reconnect), a command timeout, and reconnects with a capped backoff forever.
 */
function client(settings: RedisSettings, name: string, options: { autoResubscribe?: boolean } = {}): Redis {
  const redis = new Redis(settings.url, {
    ...options,
    connectionName: `locale-sync-${name}`,
    enableOfflineQueue: false,
    commandTimeout: settings.commandTimeoutMs,
    connectTimeout: Math.max(1000, settings.commandTimeoutMs * 4),
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    retryStrategy: (times) => Math.min(50 * 2 ** Math.min(times, 6), 2000),
  });
  // Failures surface where commands fail; an unhandled 'error' event would end the process.
  redis.on('error', () => {});
  return redis;
}

/** Rate-limit counters in Redis, shared by every instance (rate-limiter-flexible's Redis limiter). */
export function redisLimiterStore(redis: Redis, keyPrefix: string): LimiterStoreFactory {
  return (layer, rule) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}rl:${layer}`,
      points: rule.points,
      duration: rule.durationSeconds,
      // Refuse at once while disconnected: the caller decides (SDK fail-open budget, sync 503).
      rejectIfRedisNotReady: true,
    });
}

/** Nonces refused across instances: `SET key 1 NX PX <until expiry>` succeeds only for the first use. */
export function redisNonces(redis: Redis, keyPrefix: string): NonceStore {
  return {
    async use(projectId, nonce, expiresAt, now) {
      const ttl = Math.max(1, Math.ceil(expiresAt - now));
      const set = await redis.set(`${keyPrefix}nonce:${projectId}:${nonce}`, '1', 'PX', ttl, 'NX');
      return set === 'OK';
    },
  };
}

/**
 * Nonces checked in Redis first (a replay sent to another instance is refused there at once), then
 * recorded in the database, which a Redis flush or restart cannot empty: without it, a request
 * captured before the flush could be replayed until its stamp left the window. Both must call the
 * nonce new. Redis failing still refuses the request (the caller answers 503).
 */
export function durableNonces(redis: NonceStore, database: NonceStore): NonceStore {
  return {
    async use(projectId, nonce, expiresAt, now) {
      if (!(await redis.use(projectId, nonce, expiresAt, now))) return false;
      return database.use(projectId, nonce, expiresAt, now);
    },
  };
}

/** Announces a project's change on the channel every instance listens to. */
export function redisChangeFeed(redis: Redis, keyPrefix: string): ChangeFeed {
  return {
    async changed(projectId) {
      await redis.publish(`${keyPrefix}changes`, String(projectId));
    },
  };
}

/**
 * Keeps the read cache fresh across instances without a database round trip per request:
 * - a write announced on the channel (by any instance, or the admin CLI with REDIS_URL) drops that
 *   project's entries here as the message arrives;
 * - every `cacheCheckMs` one request also compares the storage's revision (catching writes that were
 *   not announced: a CLI run without REDIS_URL, a message lost while reconnecting);
 * - every `heartbeatMs` the subscriber connection is sent a PING: one not answered within the
 *   command timeout (a Redis or network path that went silent without closing the connection, which
 *   no 'close' reports) marks the subscription down and reconnects it;
 * - while the subscription is down, every request compares the revision, as a single instance does.
 */
export class RedisCacheValidator
  extends EventEmitter<{ change: [projectId: number | 'all'] }>
  implements CacheValidator
{
  private readonly fallback: CacheValidator;
  private readonly storage: RevisionStorage;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly checkMs: number;
  private cache: ReadCache | undefined;
  private subscribed = false;
  /** Set once `start` subscribed: a 'ready' before that is the first connection's. */
  private started = false;
  private lastCheck = 0;
  private revision = '';
  private readonly heartbeatMs: number;
  private heartbeat: NodeJS.Timeout | undefined;
  private pinging = false;

  constructor(storage: RevisionStorage, subscriber: Redis, settings: RedisSettings) {
    super();
    this.storage = storage;
    this.subscriber = subscriber;
    this.fallback = revisionValidator(storage);
    this.channel = `${settings.keyPrefix}changes`;
    this.checkMs = settings.cacheCheckMs;
    this.heartbeatMs = settings.heartbeatMs ?? DEFAULT_REDIS_SETTINGS.heartbeatMs;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const projectId = message === 'all' ? 'all' : Number(message);
      this.cache?.invalidate(projectId);
      // After the cache dropped it: a listener (a test) sees the change applied.
      this.emit('change', projectId);
    });
    subscriber.on('close', () => {
      this.subscribed = false;
    });
    // After a reconnect (the subscriber is built without ioredis' own resubscription, which would
    // call it ready before Redis has taken the SUBSCRIBE): subscribed again only once Redis has
    // answered it, since a change published before then reaches nobody here; and only then are the
    // answers dropped, as what was announced while the subscription was down is unknown. Until
    // then every read compares the database's revision.
    subscriber.on('ready', () => {
      if (!this.started) return;
      this.subscriber.subscribe(this.channel).then(
        () => {
          if (this.subscriber.status !== 'ready') return;
          this.cache?.invalidate('all');
          this.subscribed = true;
        },
        // Not answered in REDIS_COMMAND_TIMEOUT_MS: start over on a new connection.
        () => this.subscriber.disconnect(true),
      );
    });
  }

  attach(cache: ReadCache): void {
    this.cache = cache;
  }

  /** Fresh without a check while subscribed and the last safety check is recent. */
  fresh(): boolean {
    return this.subscribed && this.cache !== undefined && Date.now() - this.lastCheck < this.checkMs;
  }

  /** Subscribes to the change channel; rejects when Redis does not answer. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.started = true;
    this.subscribed = true;
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Stops the heartbeat (the connection itself is the caller's to close). */
  stop(): void {
    clearInterval(this.heartbeat);
  }

  /**
   * One PING on the subscriber connection. Unanswered within the command timeout: the feed is
   * distrusted at once (every read compares the revision) and the connection is dropped, so that
   * the reconnect's 'ready' subscribes again and trusts the feed only once Redis took the SUBSCRIBE.
   */
  private beat(): void {
    if (!this.subscribed || this.pinging || this.subscriber.status !== 'ready') return;
    this.pinging = true;
    this.subscriber.ping().then(
      () => {
        this.pinging = false;
      },
      () => {
        this.pinging = false;
        if (!this.subscribed) return;
        this.subscribed = false;
        this.subscriber.disconnect(true);
      },
    );
  }

  /**
   * A write this instance just committed: dropped here at once, so that its client's next read on
   * this instance sees it even before the message comes back from Redis.
   */
  changedHere(projectId: number | 'all'): void {
    this.cache?.invalidate(projectId);
  }

  async check(cache: ReadCache): Promise<void> {
    this.cache = cache;
    if (!this.subscribed) {
      await this.fallback.check(cache);
      return;
    }
    const now = Date.now();
    if (now - this.lastCheck < this.checkMs) return;
    this.lastCheck = now;
    const revision = await this.storage.revision();
    if (revision !== this.revision) {
      this.revision = revision;
      cache.invalidate('all');
    }
  }
}

/**
 * Connects to Redis and builds the shared state of several instances: counters, nonces, the change
 * channel, and a readiness check. Rejects when Redis cannot be reached at start-up.
 */
export async function openRedisShared(
  storage: RevisionStorage & Pick<SyncStorage, 'useNonce'>,
  settings: RedisSettings,
): Promise<SharedState> {
  const commands = client(settings, 'commands');
  const subscriber = client(settings, 'subscriber', { autoResubscribe: false });
  try {
    await commands.connect();
    await subscriber.connect();
  } catch (err) {
    commands.disconnect();
    subscriber.disconnect();
    throw new Error(
      `REDIS_URL: cannot connect to Redis (${err instanceof Error ? err.message : String(err)}); check that it runs, or unset REDIS_URL for a single instance`,
    );
  }
  const validator = new RedisCacheValidator(storage, subscriber, settings);
  await validator.start();
  const feed = redisChangeFeed(commands, settings.keyPrefix);
  return {
    limiterStore: redisLimiterStore(commands, settings.keyPrefix),
    nonces: durableNonces(redisNonces(commands, settings.keyPrefix), storageNonces(storage)),
    cacheValidator: validator,
    changes: {
      async changed(projectId) {
        validator.changedHere(projectId);
        await feed.changed(projectId);
      },
    },
    readiness: [
      {
        name: 'redis',
        check: async () => {
          await commands.ping();
        },
      },
    ],
    async close() {
      validator.stop();
      subscriber.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}

/**
 * Announces changes made outside a server (the admin CLI) to every instance, over a short-lived
 * connection. Rejects when Redis does not answer; the instances then see the change within
 * CACHE_CHECK_MS through their revision check.
 */
export async function announceChanges(
  settings: RedisSettings,
  projectIds: Array<number | 'all'>,
): Promise<void> {
  const redis = client(settings, 'admin');
  try {
    await redis.connect();
    const feed = redisChangeFeed(redis, settings.keyPrefix);
    for (const id of new Set(projectIds)) await feed.changed(id);
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}
