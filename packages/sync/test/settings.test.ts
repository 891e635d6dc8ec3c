import path from 'node:path';
import { DEFAULT_API_URL } from '@locale-sync/protocol';
import { describe, expect, it } from 'vitest';
import {
  parseApiUrl,
  parseBoolean,
  parseFormat,
  parseLocales,
  parseMinCoverage,
  parseMissing,
  parseProjectKey,
  parseSecret,
  parseSourceLocale,
  parseStatus,
  parseStructure,
  parseTimeout,
  resolveRoot,
  SettingError,
  timeoutLimits,
} from '../src/settings.ts';

const label = "input 'x'";

describe('settings', () => {
  it('reads missing: omit by default, source or empty; anything else names the setting', () => {
    expect(parseMissing('', label)).toBe('omit');
    expect(parseMissing(' source ', label)).toBe('source');
    expect(parseMissing('empty', label)).toBe('empty');
    expect(() => parseMissing('skip', label)).toThrow(
      `Invalid input 'x': expected omit or source or empty, got "skip"`,
    );
  });

  it('reads timeout as seconds from 1 to 3600 (60 when empty), and gives body and budget twice as long', () => {
    expect(parseTimeout('', label)).toBe(60);
    expect(parseTimeout(' 90 ', label)).toBe(90);
    expect(parseTimeout('90s', label)).toBe(90);
    expect(parseTimeout('2.5', label)).toBe(2.5);
    expect(parseTimeout('1', label)).toBe(1);
    expect(parseTimeout('3600', label)).toBe(3600);
    for (const bad of ['0', '0.5', '-5', 'ten', '3601', '1e3', '60 ms', '0x10', '9'.repeat(400)]) {
      expect(() => parseTimeout(bad, label)).toThrow(
        `Invalid input 'x': expected seconds from 1 to 3600 such as 60, got "${bad}"`,
      );
    }
    expect(timeoutLimits(60)).toEqual({
      timeoutMs: 60_000,
      bodyTimeoutMs: 120_000,
      retry: { budgetMs: 120_000 },
    });
    expect(timeoutLimits(300).retry.budgetMs).toBe(600_000);
  });

  it('reads min-coverage as a percentage; empty or 0 turns the check off', () => {
    expect(parseMinCoverage('', label)).toBeUndefined();
    expect(parseMinCoverage('0', label)).toBeUndefined();
    expect(parseMinCoverage('90', label)).toBe(90);
    expect(parseMinCoverage(' 87.5% ', label)).toBe(87.5);
    expect(parseMinCoverage('100', label)).toBe(100);
    for (const bad of ['101', '-5', 'ninety', '1e2', '50%%']) {
      expect(() => parseMinCoverage(bad, label), bad).toThrow(
        `Invalid input 'x': expected a percentage from 0 to 100 such as 90, got "${bad}"`,
      );
    }
  });

  it('reads source-locale normalised; empty means not set', () => {
    expect(parseSourceLocale('', label)).toBeUndefined();
    expect(parseSourceLocale('en_GB', label)).toBe('en-GB');
    expect(() => parseSourceLocale('a/b', label)).toThrow(`Invalid input 'x': "a/b" is not a locale code`);
  });

  it('reads locales lists in every spelling; all or empty means every locale', () => {
    expect(parseLocales('de,fr', label)).toEqual(['de', 'fr']);
    expect(parseLocales(' de, fr ', label)).toEqual(['de', 'fr']);
    expect(parseLocales('de\nfr\n', label)).toEqual(['de', 'fr']);
    expect(parseLocales('pt_BR, pt-br, de', label)).toEqual(['pt-BR', 'de']);
    expect(parseLocales('all', label)).toBeUndefined();
    expect(parseLocales('ALL', label)).toBeUndefined();
    expect(parseLocales('', label)).toBeUndefined();
    expect(() => parseLocales('de,x/y', label)).toThrow(`Invalid input 'x': "x/y" is not a locale code`);
  });

  it('checks enums and names the setting', () => {
    expect(parseFormat('', label)).toBeUndefined();
    expect(parseStructure('', label)).toBeUndefined();
    expect(parseFormat('yaml', label)).toBe('yaml');
    expect(parseStructure(' nested ', label)).toBe('nested');
    expect(parseStatus('', label)).toBe('approved');
    expect(() => parseStatus('done', label)).toThrow(
      `Invalid input 'x': expected approved or translated or all, got "done"`,
    );
    expect(() => parseFormat('xlsx', label)).toThrow(SettingError);
  });

  it('reads booleans as the runner spells them', () => {
    for (const yes of ['true', 'True', 'TRUE']) expect(parseBoolean(yes, label)).toBe(true);
    for (const no of ['false', 'False', 'FALSE', '']) expect(parseBoolean(no, label)).toBe(false);
    expect(() => parseBoolean('yes', label)).toThrow(`Invalid input 'x': expected true or false, got "yes"`);
  });

  it('checks the api address and trims trailing slashes; empty is the hosted service', () => {
    expect(parseApiUrl('', label)).toBe(DEFAULT_API_URL);
    expect(parseApiUrl('http://localhost:8787/api/v1/', label)).toBe('http://localhost:8787/api/v1');
    expect(() => parseApiUrl('ftp://x/api/v1', label)).toThrow(/expected an http\(s\) address/);
    expect(() => parseApiUrl('not a url', label)).toThrow(SettingError);
    expect(parseApiUrl('HTTPS://sync.example.com/api/v1', label)).toBe('HTTPS://sync.example.com/api/v1');
    // An http(s) address needs its `//`: the URL parser alone would read `http:example.com`.
    for (const bad of ['http:example.com', 'https:/sync.example.com', 'http://', 'javascript:alert(1)']) {
      expect(() => parseApiUrl(bad, label)).toThrow(`Invalid input 'x': expected an http(s) address`);
    }
  });

  it('checks the project key and never echoes the secret', () => {
    expect(parseProjectKey(' my-app_1 ', label)).toBe('my-app_1');
    expect(() => parseProjectKey('my app', label)).toThrow(/expected letters, digits/);
    expect(() => parseProjectKey('', label)).toThrow(/it is required/);
    expect(parseSecret(' s3cret ', label)).toBe('s3cret');
    expect(() => parseSecret('  ', label)).toThrow(/it is required/);
  });

  it('resolves the repository folder against the workspace', () => {
    expect(resolveRoot('.', '/ws')).toBe(path.resolve('/ws'));
    expect(resolveRoot('app', '/ws')).toBe(path.resolve('/ws/app'));
    expect(resolveRoot('', '/ws')).toBe(path.resolve('/ws'));
  });
});
