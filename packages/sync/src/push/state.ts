import { baseWithoutApiVersion } from '@locale-sync/client';
import { normalizeLocale, type PushStateResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import type { Logger } from '../logger.ts';
import type { ReadFile } from './read.ts';

/** How a file the service already holds is shown in the plan and the job summary. */
export const UNCHANGED_NOTE = 'unchanged since the last push, not sent';

/**
 * What a push does with one file:
 * - `send`: parsed, checked and sent;
 * - `unchanged`: the service holds it at this hash; neither parsed nor sent;
 * - `reference`: held, and the checks' source file of a resource whose translations changed: parsed
 *   only to check them against, not sent;
 * - `recheck`: held, in a resource whose source file changed: parsed and checked (the new source may
 *   break it), sent only when it holds a key the new source lacks.
 */
export type FileAction = 'send' | 'unchanged' | 'reference' | 'recheck';

/** A file of the repository and what the push does with it. */
export interface PlannedFile {
  file: ReadFile;
  action: FileAction;
  /** Keys the service holds for the file, when it holds it at this hash. */
  heldKeys?: number;
}

/** What a push parses, checks and sends, file by file, before any file is parsed. */
export interface PushPlan {
  /** The source locale of the service (its answer), else the checks': its file is read as the source. */
  sourceLocale: string;
  /** Every file of the repository, in repository order. */
  files: PlannedFile[];
}

/** Identifies a file of a push by its locale and resource (absent or `''`: the default resource). */
export function fileKey(locale: string, resource: string | undefined): string {
  return JSON.stringify([resource ?? '', normalizeLocale(locale) ?? locale]);
}

/**
 * Decides what a push sends (the changed-only push), resource by resource, from the files' hashes
 * alone. The service says which files it holds at the same hash (POST /api/sync/push/state); a
 * server without that step, one whose body limit refuses the list (413), or a client without the
 * step, gets every file. With a resource's source file
 * unchanged, only its changed files are parsed, checked and sent (plus the checks' source file,
 * parsed as their reference). A changed source file is sent with every changed file of its resource
 * and every translation holding a key the new source lacks: how such a file applies depends on the
 * source (the key may now be stored, or live on as a plural form); every file of that resource is
 * then parsed and checked, as the new source may break translations that did not change.
 */
export async function planPush(
  client: SyncApi,
  read: readonly ReadFile[],
  options: { checkSourceLocale: string; logger: Logger },
): Promise<PushPlan> {
  const state = await askPushState(client, read, options.logger);
  // The service's source locale decides which file is the source; without its answer, the checks' one.
  if (state === undefined) {
    return { sourceLocale: options.checkSourceLocale, files: read.map((file) => ({ file, action: 'send' })) };
  }
  const key = (f: { locale: string; resource?: string | undefined }) => fileKey(f.locale, f.resource);
  const pathOf = new Map(read.map((f) => [key(f), f.path]));
  const known = new Map<string, number>();
  for (const f of state.unchanged) if (pathOf.get(key(f)) === f.path) known.set(key(f), f.keys);
  const groups = new Map<string, ReadFile[]>();
  for (const f of read) groups.set(f.resource ?? '', [...(groups.get(f.resource ?? '') ?? []), f]);
  const actions = new Map<ReadFile, FileAction>();
  for (const files of groups.values()) {
    const source = files.find((f) => normalizeLocale(f.locale) === normalizeLocale(state.sourceLocale));
    if (source !== undefined && !known.has(key(source))) {
      for (const f of files) actions.set(f, known.has(key(f)) ? 'recheck' : 'send');
      continue;
    }
    for (const f of files) actions.set(f, known.has(key(f)) ? 'unchanged' : 'send');
    const checkSource = files.find((f) => f.locale === options.checkSourceLocale);
    if (checkSource !== undefined && known.has(key(checkSource)) && files.some((f) => !known.has(key(f)))) {
      actions.set(checkSource, 'reference');
    }
  }
  return {
    sourceLocale: state.sourceLocale,
    files: read.map((file) => {
      const heldKeys = known.get(key(file));
      return { file, action: actions.get(file) as FileAction, ...(heldKeys !== undefined && { heldKeys }) };
    }),
  };
}

/**
 * The service's answer to which files it holds, or undefined when it cannot say: a client without
 * the step, a server that answers 404 or 405 (it predates the step), or one that answers 413 (its
 * body limit is smaller than the list of hashes): each then gets every file. Any other error fails
 * the push.
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
    if (status === 413) {
      logger.info(
        `the service refused the hashes of ${read.length} file${read.length === 1 ? '' : 's'} as too large (it answered 413 to POST /api/sync/push/state: its body limit is smaller than the list): every file is sent, as if it held none`,
      );
      return undefined;
    }
    if (status !== 404 && status !== 405) throw err;
    // A 404 from an address that does not end with /api/v1 is a wrong api-url, not a server that
    // predates the step: fail on it, naming the address, rather than send every file to it.
    const url = (err as { url?: unknown }).url;
    if (status === 404 && typeof url === 'string' && baseWithoutApiVersion(url) !== undefined) throw err;
    logger.info(
      `the service does not tell which files it already holds (it answered ${status} to POST /api/sync/push/state): every file is sent`,
    );
    return undefined;
  }
}

/** Logs each file the push does not send because the service holds it. */
export function logUnchanged(
  logger: Logger,
  files: readonly { locale: string; path: string; keys: number }[],
): void {
  for (const f of files) {
    logger.info(
      `${f.path}: locale ${f.locale}, ${f.keys} key${f.keys === 1 ? '' : 's'}, unchanged since the last push: not sent`,
    );
  }
}
