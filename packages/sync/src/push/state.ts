import type { PushStateResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import type { Logger } from '../logger.ts';
import { type CollectedFile, parsePushFiles, type ReadFile, type UnchangedFile } from './push.ts';

/** How a file the service already holds is shown in the plan and the job summary. */
export const UNCHANGED_NOTE = 'unchanged since the last push, not sent';

/** Which files a push parses, checks and sends. */
export interface PushSelection {
  /** Parsed files to send, in repository order. */
  send: CollectedFile[];
  /** Parsed files to check against the source (the sent ones, or every file when the source changed). */
  check: CollectedFile[];
  /** The checks' source file, parsed only to check changed translations against it; not sent. */
  reference?: CollectedFile;
  /** Files the service already holds: neither parsed nor sent. */
  unchanged: UnchangedFile[];
}

/**
 * Decides what a push sends (the changed-only push). The service says which files it holds at the
 * same hash (POST /api/sync/push/state); a server without that step, or a client without it, gets
 * every file. With the source file unchanged, only changed files are parsed, checked and sent (plus
 * the checks' source file, parsed as their reference). A changed source file is sent with every
 * changed file and every translation holding a key the new source lacks: how such a file applies
 * depends on the source (the key may now be stored, or live on as a plural form); every file is
 * then parsed and checked, as the new source may break translations that did not change.
 */
export async function selectPushFiles(
  client: SyncApi,
  read: readonly ReadFile[],
  options: { checkSourceLocale: string; logger: Logger },
): Promise<PushSelection> {
  const { logger } = options;
  const state = await askPushState(client, read, logger);
  if (state === undefined) {
    const parsed = parsePushFiles(read, logger);
    return { send: parsed, check: parsed, unchanged: [] };
  }
  const byPath = new Map(read.map((f) => [f.locale, f.path]));
  const known = new Map<string, number>();
  for (const f of state.unchanged) if (byPath.get(f.locale) === f.path) known.set(f.locale, f.keys);
  const source = read.find((f) => f.locale === state.sourceLocale);
  if (source !== undefined && !known.has(source.locale)) {
    const parsed = parsePushFiles(read, logger);
    const sourceKeys = parsed.find((f) => f.locale === source.locale)?.entries ?? new Map<string, string>();
    const needed = (f: CollectedFile) =>
      !known.has(f.locale) || [...f.entries.keys()].some((key) => !sourceKeys.has(key));
    const unchanged = parsed.filter((f) => !needed(f));
    logUnchanged(logger, unchanged);
    return {
      send: parsed.filter(needed),
      check: parsed,
      unchanged: unchanged.map((f) => ({ locale: f.locale, path: f.path, keys: f.keys })),
    };
  }
  const changed = read.filter((f) => !known.has(f.locale));
  const checkSource = read.find((f) => f.locale === options.checkSourceLocale);
  const needsReference = changed.length > 0 && checkSource !== undefined && known.has(checkSource.locale);
  const parsed = parsePushFiles(needsReference ? [...changed, checkSource] : changed, logger);
  const send = parsed.filter((f) => !known.has(f.locale));
  const reference = needsReference ? parsed.find((f) => f.locale === checkSource.locale) : undefined;
  const unchanged = read
    .filter((f) => known.has(f.locale))
    .map((f) => ({ locale: f.locale, path: f.path, keys: known.get(f.locale) ?? 0 }));
  logUnchanged(logger, unchanged);
  return { send, check: send, ...(reference !== undefined && { reference }), unchanged };
}

/**
 * The service's answer to which files it holds, or undefined when it cannot say: a client without
 * the step, or a server that answers 404 or 405 (it predates the step, so it gets every file).
 */
async function askPushState(
  client: SyncApi,
  read: readonly ReadFile[],
  logger: Logger,
): Promise<PushStateResponse | undefined> {
  if (client.pushState === undefined) return undefined;
  try {
    return await client.pushState(
      read.map(({ locale, path, format, sha256 }) => ({ locale, path, format, sha256 })),
    );
  } catch (err) {
    const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
    if (status !== 404 && status !== 405) throw err;
    logger.info(
      `the service does not tell which files it already holds (it answered ${status} to POST /api/sync/push/state): every file is sent`,
    );
    return undefined;
  }
}

function logUnchanged(
  logger: Logger,
  files: readonly { locale: string; path: string; keys: number }[],
): void {
  for (const f of files) {
    logger.info(
      `${f.path}: locale ${f.locale}, ${f.keys} key${f.keys === 1 ? '' : 's'}, unchanged since the last push: not sent`,
    );
  }
}
