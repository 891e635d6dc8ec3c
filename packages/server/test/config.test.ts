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

describe('phrase limits from the environment', () => {
  it('reads PHRASE_LIMIT and PHRASE_LOCATION_LIMIT, with 20 000 and 100 000 as defaults', () => {
    expect(loadConfig({}).phrases).toEqual({ maxPhrases: 20_000, maxLocations: 100_000 });
    expect(loadConfig({ PHRASE_LIMIT: '5', PHRASE_LOCATION_LIMIT: '0' }).phrases).toEqual({
      maxPhrases: 5,
      maxLocations: 0,
    });
    expect(() => loadConfig({ PHRASE_LIMIT: '-1' })).toThrow(/PHRASE_LIMIT must be a non-negative integer/);
  });
});
