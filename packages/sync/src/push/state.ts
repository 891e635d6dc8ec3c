import { normalizeLocale, type PushStateResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import type { Logger } from '../logger.ts';
import { type CollectedFile, fileKey, parsePushFiles, type ReadFile, type UnchangedFile } from './push.ts';

/** How a file the service already holds is shown in the plan and the job summary. */
export const UNCHANGED_NOTE = 'unchanged since the last push, not sent';

/** Which files a push parses, checks and sends. */
export interface PushSelection {
  /** Parsed files to send, in repository order. */
  send: CollectedFile[];
  /** Parsed files to check against the source (the sent ones, or every file of a resource whose source changed). */
  check: CollectedFile[];
  /** Each resource's source file for the checks, parsed only to check changed translations against it; not sent. */
  references: CollectedFile[];
  /** Files the service already holds: neither parsed nor sent. */
  unchanged: UnchangedFile[];
}

/**
 * Decides what a push sends (the changed-only push), resource by resource. The service says which
 * files it holds at the same hash (POST /api/sync/push/state); a server without that step, or a client
 * without it, gets every file. With a resource's source file unchanged, only its changed files are
 * parsed, checked and sent (plus the checks' source file, parsed as their reference). A changed
 * source file is sent with every changed file of its resource and every translation holding a key
 * the new source lacks: how such a file applies depends on the source (the key may now be stored, or
 * live on as a plural form); every file of that resource is then parsed and checked, as the new
 * source may break translations that did not change.
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
    return { send: parsed, check: parsed, references: [], unchanged: [] };
  }
  const key = (f: { locale: string; resource?: string | undefined }) => fileKey(f.locale, f.resource);
  const pathOf = new Map(read.map((f) => [key(f), f.path]));
  const known = new Map<string, number>();
  for (const f of state.unchanged) if (pathOf.get(key(f)) === f.path) known.set(key(f), f.keys);
  const groups = new Map<string, ReadFile[]>();
  for (const f of read) groups.set(f.resource ?? '', [...(groups.get(f.resource ?? '') ?? []), f]);
  // What each resource needs parsed; parsed once, in repository order, so every broken file is named.
  const sourceChanged = new Set<string>();
  const toParse = new Set<ReadFile>();
  const referenceOf = new Map<string, ReadFile>();
  for (const [resource, files] of groups) {
    const source = files.find((f) => normalizeLocale(f.locale) === normalizeLocale(state.sourceLocale));
    if (source !== undefined && !known.has(key(source))) {
      sourceChanged.add(resource);
      for (const f of files) toParse.add(f);
      continue;
    }
    const changed = files.filter((f) => !known.has(key(f)));
    for (const f of changed) toParse.add(f);
    const checkSource = files.find((f) => f.locale === options.checkSourceLocale);
    if (changed.length > 0 && checkSource !== undefined && known.has(key(checkSource))) {
      toParse.add(checkSource);
      referenceOf.set(resource, checkSource);
    }
  }
  const parsed = parsePushFiles(
    read.filter((f) => toParse.has(f)),
    logger,
  );
  const parsedOf = new Map(parsed.map((f) => [key(f), f]));
  const send: CollectedFile[] = [];
  const check: CollectedFile[] = [];
  const references: CollectedFile[] = [];
  const unchanged: UnchangedFile[] = [];
  for (const [resource, files] of groups) {
    if (sourceChanged.has(resource)) {
      const mine = files.map((f) => parsedOf.get(key(f)) as CollectedFile);
      const source = mine.find((f) => normalizeLocale(f.locale) === normalizeLocale(state.sourceLocale));
      const sourceKeys = source?.entries ?? new Map<string, string>();
      for (const f of mine) {
        check.push(f);
        if (!known.has(key(f)) || [...f.entries.keys()].some((k) => !sourceKeys.has(k))) send.push(f);
        else unchanged.push(unchangedOf(f, f.keys));
      }
      continue;
    }
    for (const f of files) {
      const held = known.get(key(f));
      if (held !== undefined) {
        unchanged.push(unchangedOf(f, held));
        continue;
      }
      const p = parsedOf.get(key(f)) as CollectedFile;
      send.push(p);
      check.push(p);
    }
    const reference = referenceOf.get(resource);
    if (reference !== undefined) references.push(parsedOf.get(key(reference)) as CollectedFile);
  }
  const order = new Map(read.map((f, i) => [key(f), i]));
  const byRead = (a: { locale: string; resource?: string }, b: { locale: string; resource?: string }) =>
    (order.get(key(a)) ?? 0) - (order.get(key(b)) ?? 0);
  send.sort(byRead);
  check.sort(byRead);
  unchanged.sort(byRead);
  logUnchanged(logger, unchanged);
  return { send, check, references, unchanged };
}

function unchangedOf(f: { locale: string; path: string; resource?: string }, keys: number): UnchangedFile {
  return { locale: f.locale, path: f.path, ...(f.resource !== undefined && { resource: f.resource }), keys };
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
      read.map(({ locale, path, format, sha256, resource }) => ({
        locale,
        path,
        format,
        sha256,
        ...(resource !== undefined && { resource }),
      })),
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
