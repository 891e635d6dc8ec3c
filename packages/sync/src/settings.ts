import path from 'node:path';
import type { FillMode } from '@locale-sync/formats/core';
import {
  DEFAULT_API_URL,
  FORMATS,
  normalizeLocale,
  PULL_STATUSES,
  STRUCTURES,
  splitList,
} from '@locale-sync/protocol';
import { PROJECT_KEY_PATTERN } from '@locale-sync/protocol/signing';
import { SyncError } from './errors.ts';

// Checks shared by the action inputs and the CLI flags. `label` names the setting the way the user
// wrote it (`input 'structure'`, `--structure`), so every error says which one to fix.

/** A setting with a wrong value; the CLI turns it into exit code 2. */
export class SettingError extends SyncError {
  override name = 'SettingError';
}

function fail(label: string, why: string): never {
  throw new SettingError(`Invalid ${label}: ${why}`);
}

/** The project key: letters, digits, `_` and `-`. */
export function parseProjectKey(value: string, label: string): string {
  const key = value.trim();
  if (key === '') fail(label, 'it is required (the project key shown in the service)');
  if (!PROJECT_KEY_PATTERN.test(key)) {
    fail(label, `expected letters, digits, "_" or "-" (at most 128), got "${key}"`);
  }
  return key;
}

/** The sync secret: any non-empty text, never echoed in the error. */
export function parseSecret(value: string, label: string): string {
  if (value.trim() === '') fail(label, 'it is required (the sync secret of the project)');
  return value.trim();
}

/** Base address of the sync API; empty means the hosted service. Trailing `/` trimmed. */
export function parseApiUrl(value: string, label: string): string {
  const url = value.trim() === '' ? DEFAULT_API_URL : value.trim();
  // What zod's `z.url({ protocol: /^https?$/ })` accepts (an address starting `http://` or `https://`
  // that the URL parser reads), checked by hand: every run reads this setting, and the settings'
  // checks build no zod schema at start-up.
  const parsed = /^https?:\/\//i.test(url) ? URL.parse(url) : null;
  if (parsed === null) fail(label, `expected an http(s) address such as ${DEFAULT_API_URL}, got "${url}"`);
  // Endpoint paths are appended to it, so a query or fragment would end up in the middle of every
  // request's address: refuse it here, by the setting's name, before anything is sent.
  const { search, hash } = parsed;
  if (search !== '' || hash !== '') {
    fail(
      label,
      `expected the base address without a query or fragment (such as ${DEFAULT_API_URL}), got "${url}"`,
    );
  }
  return url.replace(/\/+$/, '');
}

function parseEnum<T extends string>(values: readonly T[], value: string, label: string, fallback: T): T {
  const text = value.trim() === '' ? fallback : value.trim();
  if (!(values as readonly string[]).includes(text))
    fail(label, `expected ${values.join(' or ')}, got "${text}"`);
  return text as T;
}

/** File format of a pull's new files; empty: the format of the repository's files (undefined). */
export const parseFormat = (value: string, label: string) =>
  value.trim() === '' ? undefined : parseEnum(FORMATS, value, label, 'json');
/** Structure of a pull's new files (`flat` or `nested`); empty: as the repository's files (undefined). */
export const parseStructure = (value: string, label: string) =>
  value.trim() === '' ? undefined : parseEnum(STRUCTURES, value, label, 'flat');
/** Which translations a pull fetches (`approved`, `translated` or `all`). */
export const parseStatus = (value: string, label: string) =>
  parseEnum(PULL_STATUSES, value, label, 'approved');

/**
 * Locales of a pull: `de,fr`, `de, fr` or one per line, normalised (`pt_BR` → `pt-BR`). `all` or
 * empty means every locale of the project but the source (undefined).
 */
export function parseLocales(value: string, label: string): string[] | undefined {
  const items = splitList(value);
  if (items.length === 0 || (items.length === 1 && items[0]?.toLowerCase() === 'all')) return undefined;
  const out: string[] = [];
  for (const item of items) {
    const locale = normalizeLocale(item);
    if (locale === undefined) fail(label, `"${item}" is not a locale code (expected e.g. de, pt-BR, or all)`);
    if (!out.includes(locale)) out.push(locale);
  }
  return out;
}

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE', ''];

/** A boolean as YAML 1.2 core schema spells it, as `core.getBooleanInput` accepts; empty is false. */
export function parseBoolean(value: string, label: string): boolean {
  const text = value.trim();
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  return fail(label, `expected true or false, got "${text}"`);
}

/** The repository folder: `value` resolved against `base` (the workspace or the current folder). */
export function resolveRoot(value: string, base: string): string {
  return path.resolve(base, value.trim() === '' ? '.' : value.trim());
}

/** What a pull writes for a source key a locale lacks: `omit` (default), `source` text, or `empty`. */
export const FILL_MODES = ['omit', 'source', 'empty'] as const satisfies readonly FillMode[];

/** The pull's `missing` setting. */
export const parseMissing = (value: string, label: string) => parseEnum(FILL_MODES, value, label, 'omit');

/**
 * The pull's minimum coverage: a percentage of source keys each locale must have, 0 to 100 (a
 * trailing `%` is accepted). Empty or 0 turns the check off (undefined).
 */
export function parseMinCoverage(value: string, label: string): number | undefined {
  const text = value.trim().replace(/%$/, '').trim();
  if (text === '') return undefined;
  const number = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(number) || number > 100) {
    fail(label, `expected a percentage from 0 to 100 such as 90, got "${value.trim()}"`);
  }
  return number === 0 ? undefined : number;
}

/** A request's wait for its answer when no `timeout` is set, in seconds (as the client's defaults). */
export const DEFAULT_TIMEOUT_SECONDS = 60;

/** The longest `timeout` accepted, in seconds: an hour. */
const MAX_TIMEOUT_SECONDS = 3_600;

/**
 * The `timeout` setting: seconds a try may wait for an answer's headers (connecting included), 1 to
 * 3600; empty means DEFAULT_TIMEOUT_SECONDS. A trailing `s` is accepted (`90s`).
 */
export function parseTimeout(value: string, label: string): number {
  const text = value.trim().replace(/s$/, '');
  if (text === '') return DEFAULT_TIMEOUT_SECONDS;
  // Checked by hand, as parseMinCoverage is: every run reads this setting (action.yml's default is
  // "60"), and the settings' checks build no zod schema at start-up.
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(seconds >= 1 && seconds <= MAX_TIMEOUT_SECONDS))
    fail(
      label,
      `expected seconds from 1 to ${MAX_TIMEOUT_SECONDS} such as ${DEFAULT_TIMEOUT_SECONDS}, got "${value.trim()}"`,
    );
  return seconds;
}

/**
 * The client's time limits for a `timeout` of `seconds`: each try waits that long for an answer's
 * headers; an answer's body (a pull's files) may take twice as long, and so may all tries of one
 * request with their waits (the defaults: 60 s, 120 s, 120 s). The retry budget grows with it, or a
 * long `timeout` would be cut to what is left of the budget.
 */
export function timeoutLimits(seconds: number): {
  timeoutMs: number;
  bodyTimeoutMs: number;
  retry: { budgetMs: number };
} {
  const timeoutMs = Math.round(seconds * 1000);
  return { timeoutMs, bodyTimeoutMs: 2 * timeoutMs, retry: { budgetMs: 2 * timeoutMs } };
}

/** The source locale named by a setting, normalised; empty means not set (undefined). */
export function parseSourceLocale(value: string, label: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const locale = normalizeLocale(text);
  if (locale === undefined) fail(label, `"${text}" is not a locale code (expected e.g. en or pt-BR)`);
  return locale;
}
