import { isIP } from 'node:net';
import { GITHUB_ACTIONS_ISSUER } from './domain/trust.ts';

/** TRUST_PROXY, resolved: off, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** Limits of one rate-limit layer: `points` requests per `durationSeconds`. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/** Everything the server can be tuned with; `loadConfig` reads it from the environment. */
export interface ServerConfig {
  /** Largest accepted push body in bytes, after gzip decompression. */
  maxBodyBytes: number;
  /** How long a rotated-out sync secret keeps working, in seconds. */
  rotationOverlapSeconds: number;
  /** Project branches: how many one project may have, and the days without activity after which one is removed. */
  branches: { maxPerProject: number; idleDays: number };
  /** Most resources (source files) one project may have; a push that would add more is refused. */
  maxResourcesPerProject: number;
  /**
   * Most source strings (active and obsolete, main's and every branch's rows) one project may hold;
   * a push that would add more is refused.
   */
  maxStringsPerProject: number;
  /**
   * Which hops of X-Forwarded-For to trust: false (the socket's address), a hop count (the address
   * that many proxies back, counted from the right), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  rateLimits: {
    enabled: boolean;
    perIp: LimitRule;
    perProject: LimitRule;
    global: LimitRule;
    /** Requests per minute the SDK API may let through per instance while the limiter store fails. */
    failOpenBudgetPerMinute: number;
  };
  /** Cache-Control of the two cacheable SDK GETs. */
  sdkCacheControl: string;
  /** How long a client may take to send a request; 0 turns a timeout off. */
  timeouts: {
    /** From connection (or the end of the previous request) to the last header byte. */
    headersMs: number;
    /** From the first byte to the last byte of the body; answered 408. */
    requestMs: number;
    /** A connection with no traffic either way this long is closed (Node's socket timeout). */
    idleMs: number;
    /** After SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. */
    drainMs: number;
  };
  /**
   * Per-project caps on what anonymous SDK callers store through `batch-extract` (0: no cap): past
   * `maxPhrases` a batch with new phrases is refused (409 phrase_limit_reached); past
   * `maxLocations` new locations are not kept.
   */
  phrases: { maxPhrases: number; maxLocations: number };
  /** How a database locked by another process (the admin CLI, a second server) is waited for. */
  database: {
    /** SQLite's own busy timeout, which blocks the process while it waits: keep it a few ms. */
    busyTimeoutMs: number;
    /** Time a request keeps retrying, asynchronously, before answering 503 database_busy. */
    busyBudgetMs: number;
  };
  /** Keyless sync: which OIDC tokens the server verifies (oidc/verify.ts). */
  oidc: {
    /** Issuers whose tokens are verified, each exactly as its tokens' `iss`. */
    issuers: string[];
    /** The audience tokens must carry: the server's public origin. Null: OIDC tokens are refused. */
    audience: string | null;
    /** Time one fetch of an issuer's OpenID configuration or keys may take, in ms. */
    fetchTimeoutMs: number;
    /** Least time between two fetches of one issuer's keys (an unknown key id asks for one), in s. */
    refreshIntervalSeconds: number;
  };
}

export const DEFAULT_CONFIG: ServerConfig = {
  maxBodyBytes: 100 * 1024 * 1024,
  rotationOverlapSeconds: 24 * 60 * 60,
  branches: { maxPerProject: 100, idleDays: 30 },
  maxResourcesPerProject: 10_000,
  maxStringsPerProject: 500_000,
  trustProxy: false,
  rateLimits: {
    enabled: true,
    perIp: { points: 600, durationSeconds: 60 },
    perProject: { points: 1200, durationSeconds: 60 },
    global: { points: 20_000, durationSeconds: 60 },
    failOpenBudgetPerMinute: 1000,
  },
  sdkCacheControl: 'public, max-age=60',
  timeouts: { headersMs: 10_000, requestMs: 120_000, idleMs: 60_000, drainMs: 30_000 },
  database: { busyTimeoutMs: 5, busyBudgetMs: 3000 },
  phrases: { maxPhrases: 20_000, maxLocations: 100_000 },
  oidc: {
    issuers: [GITHUB_ACTIONS_ISSUER],
    audience: null,
    fetchTimeoutMs: 5000,
    refreshIntervalSeconds: 30,
  },
};

/** A partial config, merged over the defaults (each nested group, such as `timeouts`, one level deep). */
export interface ConfigOverrides {
  maxBodyBytes?: number;
  rotationOverlapSeconds?: number;
  branches?: Partial<ServerConfig['branches']>;
  maxResourcesPerProject?: number;
  maxStringsPerProject?: number;
  trustProxy?: TrustProxy;
  rateLimits?: Partial<ServerConfig['rateLimits']>;
  sdkCacheControl?: string;
  timeouts?: Partial<ServerConfig['timeouts']>;
  database?: Partial<ServerConfig['database']>;
  phrases?: Partial<ServerConfig['phrases']>;
  oidc?: Partial<ServerConfig['oidc']>;
}

/**
 * Merges overrides over the defaults (rate limits, timeouts, database, phrases, OIDC and branches
 * one level deep). Throws, naming the environment variable, on a bound below its minimum, an
 * issuer or public origin that is not a URL of the right form, or a header timeout longer than the
 * request timeout (Node would refuse to start).
 */
export function resolveConfig(overrides: ConfigOverrides = {}): ServerConfig {
  const config: ServerConfig = {
    ...DEFAULT_CONFIG,
    ...stripUndefined(overrides),
    rateLimits: { ...DEFAULT_CONFIG.rateLimits, ...stripUndefined(overrides.rateLimits ?? {}) },
    timeouts: { ...DEFAULT_CONFIG.timeouts, ...stripUndefined(overrides.timeouts ?? {}) },
    database: { ...DEFAULT_CONFIG.database, ...stripUndefined(overrides.database ?? {}) },
    phrases: { ...DEFAULT_CONFIG.phrases, ...stripUndefined(overrides.phrases ?? {}) },
    oidc: { ...DEFAULT_CONFIG.oidc, ...stripUndefined(overrides.oidc ?? {}) },
    branches: { ...DEFAULT_CONFIG.branches, ...stripUndefined(overrides.branches ?? {}) },
  };
  for (const issuer of config.oidc.issuers) checkIssuer(issuer);
  if (config.oidc.audience !== null) config.oidc.audience = parsePublicOrigin(config.oidc.audience);
  if (config.branches.maxPerProject < 1) throw new Error('MAX_BRANCHES_PER_PROJECT must be at least 1');
  if (config.branches.idleDays < 1) throw new Error('BRANCH_IDLE_DAYS must be at least 1');
  if (config.maxResourcesPerProject < 1) throw new Error('MAX_RESOURCES_PER_PROJECT must be at least 1');
  if (config.maxStringsPerProject < 1) throw new Error('MAX_STRINGS_PER_PROJECT must be at least 1');
  checkLimitRules(config.rateLimits);
  const { headersMs, requestMs } = config.timeouts;
  if (requestMs > 0 && headersMs > requestMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestMs})`,
    );
  }
  return config;
}

/**
 * A layer of no points refuses every request, and one of no duration never resets its counters (a
 * client locked out for good, its Redis keys never expiring): RATE_LIMIT_DISABLED turns limits off.
 */
function checkLimitRules(rateLimits: ServerConfig['rateLimits']): void {
  const layers = [
    ['RATE_LIMIT_IP', rateLimits.perIp],
    ['RATE_LIMIT_PROJECT', rateLimits.perProject],
    ['RATE_LIMIT_GLOBAL', rateLimits.global],
  ] as const;
  for (const [prefix, rule] of layers) {
    for (const [suffix, value] of [
      ['POINTS', rule.points],
      ['DURATION_SECONDS', rule.durationSeconds],
    ] as const) {
      if (!(value >= 1)) {
        throw new Error(
          `${prefix}_${suffix} must be at least 1, got ${value} (RATE_LIMIT_DISABLED=1 turns the limits off)`,
        );
      }
    }
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Reads the configuration from environment variables (see docs/self-hosting.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const int = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    if (!/^[0-9]+$/.test(raw)) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
    return Number(raw);
  };
  const rule = (prefix: string, fallback: LimitRule): LimitRule => ({
    points: int(`${prefix}_POINTS`) ?? fallback.points,
    durationSeconds: int(`${prefix}_DURATION_SECONDS`) ?? fallback.durationSeconds,
  });
  const d = DEFAULT_CONFIG.rateLimits;
  return resolveConfig({
    maxBodyBytes: int('MAX_BODY_BYTES'),
    rotationOverlapSeconds: int('ROTATION_OVERLAP_SECONDS'),
    branches: { maxPerProject: int('MAX_BRANCHES_PER_PROJECT'), idleDays: int('BRANCH_IDLE_DAYS') },
    maxResourcesPerProject: int('MAX_RESOURCES_PER_PROJECT'),
    maxStringsPerProject: int('MAX_STRINGS_PER_PROJECT'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sdkCacheControl: env.SDK_CACHE_CONTROL || undefined,
    timeouts: {
      headersMs: int('HEADERS_TIMEOUT_MS'),
      requestMs: int('REQUEST_TIMEOUT_MS'),
      idleMs: int('IDLE_TIMEOUT_MS'),
      drainMs: int('DRAIN_TIMEOUT_MS'),
    },
    database: { busyTimeoutMs: int('DB_BUSY_TIMEOUT_MS'), busyBudgetMs: int('DB_BUSY_BUDGET_MS') },
    phrases: { maxPhrases: int('PHRASE_LIMIT'), maxLocations: int('PHRASE_LOCATION_LIMIT') },
    oidc: {
      issuers: env.OIDC_ISSUERS ? parseIssuers(env.OIDC_ISSUERS) : undefined,
      audience: env.PUBLIC_ORIGIN || undefined,
      fetchTimeoutMs: int('OIDC_FETCH_TIMEOUT_MS'),
      refreshIntervalSeconds: int('OIDC_REFRESH_INTERVAL_SECONDS'),
    },
    rateLimits: {
      enabled: !flag(env, 'RATE_LIMIT_DISABLED'),
      perIp: rule('RATE_LIMIT_IP', d.perIp),
      perProject: rule('RATE_LIMIT_PROJECT', d.perProject),
      global: rule('RATE_LIMIT_GLOBAL', d.global),
      failOpenBudgetPerMinute: int('RATE_LIMIT_FAIL_OPEN_BUDGET') ?? d.failOpenBudgetPerMinute,
    },
  });
}

/**
 * A switch: `1`, `true`, `yes`, `on` is on; unset, empty, `0`, `false`, `no`, `off` is off; anything
 * else stops the start (a typo such as `ture` would otherwise leave the switch silently off).
 */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(|0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be 1, true, yes or on (or 0, false, no, off), got "${value}"`);
}

/**
 * Reads TRUST_PROXY: empty, `0`, `false`, `no` or `off` is off; a positive integer is the number of
 * proxies in front (the client address is the one the outermost of them saw, so addresses a client
 * put in X-Forwarded-For itself are never used); otherwise a comma-separated list of the proxies'
 * addresses or CIDR ranges. `true` is refused: trusting every hop lets a client choose its address.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) {
      throw new Error(
        `TRUST_PROXY must be a hop count (e.g. 1 behind one proxy) or proxy addresses/CIDRs separated by commas, got "${entry}"`,
      );
    }
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads OIDC_ISSUERS: issuers separated by commas, each checked by checkIssuer. */
export function parseIssuers(raw: string): string[] {
  const issuers = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (issuers.length === 0)
    throw new Error(`OIDC_ISSUERS must name at least one issuer, e.g. ${GITHUB_ACTIONS_ISSUER}`);
  return issuers;
}

/**
 * An issuer is an https:// URL without query or fragment, written exactly as its tokens' `iss`; an
 * http:// one only on a loopback host (a test issuer): keys fetched in the clear from elsewhere
 * could be swapped on the way.
 */
export function checkIssuer(issuer: string): void {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(
      `OIDC_ISSUERS: "${issuer}" is not a URL; write each issuer as its tokens' iss, e.g. ${GITHUB_ACTIONS_ISSUER}`,
    );
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`OIDC_ISSUERS: "${issuer}" must have no query, fragment or credentials`);
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return;
  throw new Error(
    `OIDC_ISSUERS: "${issuer}" must use https:// (http:// is accepted only for a loopback issuer such as http://127.0.0.1:9000, for tests)`,
  );
}

/** True for localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

/** Reads PUBLIC_ORIGIN: an http(s) origin (scheme, host, optional port), no path; returned normalised. */
export function parsePublicOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(
      `PUBLIC_ORIGIN must be the server's public origin, e.g. https://sync.example.com, got "${raw}"`,
    );
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new Error(
      `PUBLIC_ORIGIN must be an origin only (scheme, host and port, no path), e.g. https://sync.example.com, got "${raw}"`,
    );
  }
  return url.origin;
}
