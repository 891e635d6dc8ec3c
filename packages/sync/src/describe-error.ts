import {
  ACTION_SETTING_NAMES,
  baseWithoutApiVersion,
  describeSyncError,
  HttpError,
  redactCredentials,
  type SettingNames,
} from '@locale-sync/client';
import { SyncError } from './errors.ts';

/** How the caller's users name the settings a failure may point at (the actions' inputs by default). */
export interface SyncSettingNames extends SettingNames {
  /** The pull's locale list. */
  locales: string;
}

/** The actions' input names. */
export const ACTION_NAMES: SyncSettingNames = { ...ACTION_SETTING_NAMES, locales: "input 'locales'" };

/** The details of an `unknown_locale` refusal. */
export interface UnknownLocaleDetails {
  unknownLocales: string[];
  supportedLocales: string[];
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The unknown and supported locales of an `unknown_locale` refusal, when the server sent them.
 * Checked by hand (the verdict of `z.object` of two string arrays): zod is not loaded for this.
 */
export function unknownLocales(err: unknown): UnknownLocaleDetails | undefined {
  if (!(err instanceof HttpError) || err.code !== 'unknown_locale') return undefined;
  const details: unknown = err.details;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined;
  const { unknownLocales: unknown, supportedLocales: supported } = details as Record<string, unknown>;
  return isStrings(unknown) && isStrings(supported)
    ? { unknownLocales: [...unknown], supportedLocales: [...supported] }
    : undefined;
}

/**
 * One line a person can act on, for any thrown value: the client's explanation of HTTP and network
 * failures, the project's locales for an unknown locale a pull asked for, or the core's own message;
 * credentials in any URL it names are replaced with `***`.
 * Settings are named as `names` says: the actions' inputs, or the CLI's flags and variables.
 */
export function describeError(err: unknown, names: SyncSettingNames = ACTION_NAMES): string {
  // An address with a user and password (a proxy's basic auth) is never printed whole.
  return redactCredentials(explain(err, names));
}

function explain(err: unknown, names: SyncSettingNames): string {
  const unknown = unknownLocales(err);
  if (unknown !== undefined) {
    // A push names its files itself (push/push.ts): this is a pull that asked for the locale.
    const { unknownLocales, supportedLocales } = unknown;
    return `unknown locale${unknownLocales.length === 1 ? '' : 's'} ${unknownLocales.join(', ')}: the project's locales are ${supportedLocales.join(', ')} (ask only for those with ${names.locales}, or add the locale to the project)`;
  }
  if (err instanceof HttpError && err.status === 404) {
    // An address without /api/v1: the client's explanation names it and the address to set instead.
    if (baseWithoutApiVersion(err.url) !== undefined) return describeSyncError(err, names);
    // Only the address can cause this: an unknown project key is answered 401 like a wrong signature.
    const tail = err.requestId ? ` (request id ${err.requestId})` : '';
    return `${err.url} answered 404: check ${names.apiUrl}, the sync API's base address ending with /api/v1 (an unknown project key would be refused with 401, not 404)${tail}`;
  }
  if (err instanceof SyncError) return err.message;
  return describeSyncError(err, names);
}
