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
  /** Honour X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
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
}

export const DEFAULT_CONFIG: ServerConfig = {
  maxBodyBytes: 100 * 1024 * 1024,
  rotationOverlapSeconds: 24 * 60 * 60,
  trustProxy: false,
  rateLimits: {
    enabled: true,
    perIp: { points: 600, durationSeconds: 60 },
    perProject: { points: 1200, durationSeconds: 60 },
    global: { points: 20_000, durationSeconds: 60 },
    failOpenBudgetPerMinute: 1000,
  },
  sdkCacheControl: 'public, max-age=60',
};

/** A partial config, merged over the defaults (rate-limit layers merge one level deep). */
export interface ConfigOverrides {
  maxBodyBytes?: number;
  rotationOverlapSeconds?: number;
  trustProxy?: boolean;
  rateLimits?: Partial<ServerConfig['rateLimits']>;
  sdkCacheControl?: string;
}

/** Merges overrides over the defaults. */
export function resolveConfig(overrides: ConfigOverrides = {}): ServerConfig {
  return {
    ...DEFAULT_CONFIG,
    ...stripUndefined(overrides),
    rateLimits: { ...DEFAULT_CONFIG.rateLimits, ...stripUndefined(overrides.rateLimits ?? {}) },
  };
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
    trustProxy: isTrue(env.TRUST_PROXY),
    sdkCacheControl: env.SDK_CACHE_CONTROL || undefined,
    rateLimits: {
      enabled: env.RATE_LIMIT_DISABLED ? !isTrue(env.RATE_LIMIT_DISABLED) : true,
      perIp: rule('RATE_LIMIT_IP', d.perIp),
      perProject: rule('RATE_LIMIT_PROJECT', d.perProject),
      global: rule('RATE_LIMIT_GLOBAL', d.global),
      failOpenBudgetPerMinute: int('RATE_LIMIT_FAIL_OPEN_BUDGET') ?? d.failOpenBudgetPerMinute,
    },
  });
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value);
}
