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

describe('strings limit from the environment', () => {
  it('reads RATE_LIMIT_DISABLED as a switch and refuses a value that is neither on nor off', () => {
    expect(loadConfig({}).rateLimits.enabled).toBe(true);
    for (const on of ['1', 'true', 'YES', 'on'])
      expect(loadConfig({ RATE_LIMIT_DISABLED: on }).rateLimits.enabled).toBe(false);
    for (const off of ['', '0', 'false', 'no', 'Off'])
      expect(loadConfig({ RATE_LIMIT_DISABLED: off }).rateLimits.enabled).toBe(true);
    expect(() => loadConfig({ RATE_LIMIT_DISABLED: 'ture' })).toThrow(
      'RATE_LIMIT_DISABLED must be 1, true, yes or on (or 0, false, no, off), got "ture"',
    );
  });

  it('refuses a rate-limit layer of no points or no duration, which would refuse everyone or never reset', () => {
    for (const layer of ['IP', 'PROJECT', 'GLOBAL']) {
      expect(() => loadConfig({ [`RATE_LIMIT_${layer}_DURATION_SECONDS`]: '0' })).toThrow(
        `RATE_LIMIT_${layer}_DURATION_SECONDS must be at least 1, got 0 (RATE_LIMIT_DISABLED=1 turns the limits off)`,
      );
      expect(() => loadConfig({ [`RATE_LIMIT_${layer}_POINTS`]: '0' })).toThrow(
        `RATE_LIMIT_${layer}_POINTS must be at least 1`,
      );
    }
    expect(
      loadConfig({ RATE_LIMIT_IP_POINTS: '1', RATE_LIMIT_IP_DURATION_SECONDS: '1' }).rateLimits.perIp,
    ).toEqual({ points: 1, durationSeconds: 1 });
  });

  it('reads MAX_STRINGS_PER_PROJECT, 500 000 by default, at least 1', () => {
    expect(loadConfig({}).maxStringsPerProject).toBe(500_000);
    expect(loadConfig({ MAX_STRINGS_PER_PROJECT: '1200000' }).maxStringsPerProject).toBe(1_200_000);
    expect(() => loadConfig({ MAX_STRINGS_PER_PROJECT: '0' })).toThrow(
      'MAX_STRINGS_PER_PROJECT must be at least 1',
    );
  });
});

describe('keyless sync settings from the environment', () => {
  it('reads PUBLIC_ORIGIN as an origin and OIDC_ISSUERS as a list; GitHub Actions by default', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://Sync.Example.com:443/',
      OIDC_ISSUERS: 'https://token.actions.githubusercontent.com, https://ghes.example.com/_services/token',
      OIDC_FETCH_TIMEOUT_MS: '2000',
    });
    expect(config.oidc).toEqual({
      issuers: ['https://token.actions.githubusercontent.com', 'https://ghes.example.com/_services/token'],
      audience: 'https://sync.example.com',
      fetchTimeoutMs: 2000,
      refreshIntervalSeconds: 30,
    });
    expect(loadConfig({}).oidc).toEqual({
      issuers: ['https://token.actions.githubusercontent.com'],
      audience: null,
      fetchTimeoutMs: 5000,
      refreshIntervalSeconds: 30,
    });
  });

  it('accepts http:// issuers on loopback only, and refuses a PUBLIC_ORIGIN with a path', () => {
    expect(loadConfig({ OIDC_ISSUERS: 'http://127.0.0.1:9000' }).oidc.issuers).toEqual([
      'http://127.0.0.1:9000',
    ]);
    expect(loadConfig({ OIDC_ISSUERS: 'http://localhost:9000' }).oidc.issuers).toEqual([
      'http://localhost:9000',
    ]);
    expect(() => loadConfig({ OIDC_ISSUERS: 'http://issuer.example.com' })).toThrow(/must use https:\/\//);
    expect(() => loadConfig({ OIDC_ISSUERS: 'not a url' })).toThrow(/OIDC_ISSUERS: "not a url" is not a URL/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://sync.example.com/api/v1' })).toThrow(
      /PUBLIC_ORIGIN must be an origin only/,
    );
  });
});
