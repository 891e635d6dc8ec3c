import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadConfig } from '../src/config.ts';

describe('timeouts and database settings from the environment', () => {
  it('reads them, keeps the defaults for the rest, and refuses a header timeout over the request timeout', () => {
    const config = loadConfig({
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '2000',
      DB_BUSY_BUDGET_MS: '100',
    });
    expect(config.timeouts).toEqual({
      headersMs: 500,
      requestMs: 2000,
      idleMs: DEFAULT_CONFIG.timeouts.idleMs,
      drainMs: DEFAULT_CONFIG.timeouts.drainMs,
    });
    expect(config.database).toEqual({ busyTimeoutMs: 5, busyBudgetMs: 100 });
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 120_000,
      idleMs: 60_000,
      drainMs: 30_000,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(5000\) must not be longer than REQUEST_TIMEOUT_MS \(1000\)/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1s' })).toThrow(
      /REQUEST_TIMEOUT_MS must be a non-negative integer/,
    );
  });
});
