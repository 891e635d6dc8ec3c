import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitRule, ServerConfig } from './config.ts';

export type LimitLayer = 'ip' | 'project' | 'global';

/** What a limiter store answers for one consumed point. */
export interface LimiterResult {
  remainingPoints: number;
  msBeforeNext: number;
}

/**
 * One layer's counter store. `consume` resolves when the point was granted, rejects with a
 * RateLimiterRes when the limit is reached, and rejects with an Error when the store itself fails.
 */
export interface LimiterStore {
  consume(key: string, points?: number): Promise<LimiterResult>;
}

/** Builds the store of one layer; inject another (Redis, or one that throws in tests) through createApp. */
export type LimiterStoreFactory = (layer: LimitLayer, rule: LimitRule) => LimiterStore;

/** The default: in-process memory counters (one per server instance). */
export const memoryLimiterStore: LimiterStoreFactory = (layer, rule) =>
  new RateLimiterMemory({ keyPrefix: layer, points: rule.points, duration: rule.durationSeconds });

export type LimitVerdict =
  | { kind: 'allowed'; headers: Record<string, string> }
  | { kind: 'limited'; retryAfterSeconds: number; headers: Record<string, string> }
  | { kind: 'store_failed'; error: unknown };

/** The layered limiter: per IP, per project and global; the strictest layer wins. */
export class LayeredLimiter {
  private readonly rules: Record<LimitLayer, LimitRule>;
  private readonly stores: Record<LimitLayer, LimiterStore>;
  private readonly failOpen: RateLimiterMemory;
  private readonly failOpenPoints: number;

  constructor(config: ServerConfig['rateLimits'], factory: LimiterStoreFactory) {
    this.rules = { ip: config.perIp, project: config.perProject, global: config.global };
    this.stores = {
      ip: factory('ip', config.perIp),
      project: factory('project', config.perProject),
      global: factory('global', config.global),
    };
    // The fail-open budget is always local memory: it must work exactly when the shared store does not.
    this.failOpen = new RateLimiterMemory({
      keyPrefix: 'fail-open',
      points: Math.max(config.failOpenBudgetPerMinute, 0) || 1,
      duration: 60,
    });
    this.failOpenPoints = config.failOpenBudgetPerMinute;
  }

  /** Consumes one point in each given layer. */
  async check(keys: Partial<Record<LimitLayer, string>>): Promise<LimitVerdict> {
    const layers = (Object.keys(keys) as LimitLayer[]).filter((l) => keys[l] !== undefined);
    const results: Array<{ layer: LimitLayer; res: LimiterResult; limited: boolean }> = [];
    for (const layer of layers) {
      try {
        const res = await this.stores[layer].consume(`${layer}:${keys[layer]}`);
        results.push({ layer, res, limited: false });
      } catch (err) {
        if (err instanceof RateLimiterRes || isLimiterRes(err)) {
          results.push({ layer, res: err as LimiterResult, limited: true });
        } else {
          return { kind: 'store_failed', error: err };
        }
      }
    }
    if (results.length === 0) return { kind: 'allowed', headers: {} };
    const limited = results.filter((r) => r.limited);
    // Strictest: a limited layer with the longest wait, else the layer with the fewest points left.
    const strictest =
      limited.length > 0
        ? limited.reduce((a, b) => (b.res.msBeforeNext > a.res.msBeforeNext ? b : a))
        : results.reduce((a, b) => (b.res.remainingPoints < a.res.remainingPoints ? b : a));
    const resetSeconds = Math.max(1, Math.ceil(strictest.res.msBeforeNext / 1000));
    const headers = {
      'ratelimit-policy': results
        .map((r) => `"${r.layer}";q=${this.rules[r.layer].points};w=${this.rules[r.layer].durationSeconds}`)
        .join(', '),
      ratelimit: `"${strictest.layer}";r=${Math.max(0, strictest.res.remainingPoints)};t=${resetSeconds}`,
    };
    if (limited.length > 0) return { kind: 'limited', retryAfterSeconds: resetSeconds, headers };
    return { kind: 'allowed', headers };
  }

  /** Takes one request from this instance's fail-open budget; false when it is spent. */
  async takeFailOpen(): Promise<boolean> {
    if (this.failOpenPoints <= 0) return false;
    try {
      await this.failOpen.consume('budget');
      return true;
    } catch {
      return false;
    }
  }
}

function isLimiterRes(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as LimiterResult).msBeforeNext === 'number' &&
    typeof (value as LimiterResult).remainingPoints === 'number'
  );
}
