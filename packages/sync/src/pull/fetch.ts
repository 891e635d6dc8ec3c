import { type Entries, FormatError, loadFormat } from '@locale-sync/formats/core';
import { normalizeLocale, type PullResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import { SyncError } from '../errors.ts';
import { safeText } from '../logger.ts';
import { needsSourceTexts, type PullOptions } from './options.ts';

/** The service's source texts (key → text) of each resource, by resource path (`''`: the default one). */
export type SourceTexts = ReadonlyMap<string, Entries>;

/** A pull answer, with the service's source texts when the options need them. */
export interface PullAnswer {
  response: PullResponse;
  sourceTexts?: SourceTexts;
}

/** The request of a pull: every resource's files when `resources`. */
export function pullRequest(options: PullOptions, resources: boolean): Parameters<SyncApi['pull']>[0] {
  // Flat JSON carries any key and text unchanged; each file is then written in its own format.
  return {
    format: 'json',
    structure: 'flat',
    status: options.status,
    ...(options.locales !== undefined && { locales: options.locales }),
    ...(resources && { resources: 'all' as const }),
  };
}

/**
 * Sends one signed pull, and one more for the source texts when `missing` fills gaps or
 * `minCoverage` is set and the answer does not carry the source locale.
 */
export async function fetchPull(
  client: SyncApi,
  options: PullOptions,
  /** True with a `files` config: every resource's files are asked for (one per locale and resource). */
  resources = false,
): Promise<PullAnswer> {
  const response = await client.pull(pullRequest(options, resources));
  if (!needsSourceTexts(options)) return { response };
  return { response, sourceTexts: await fetchSourceTexts(client, response, resources) };
}

/**
 * The project's source texts, as the service holds them, for every resource the answer has files of:
 * from the pull answer when it carries the source locale, else from one more signed pull of the
 * source locale alone (of every resource when the first pull asked for them).
 */
async function fetchSourceTexts(
  client: SyncApi,
  response: PullResponse,
  resources: boolean,
): Promise<SourceTexts> {
  const sourceLocale = normalizeLocale(response.sourceLocale);
  const isSource = (f: PullResponse['files'][number]) => normalizeLocale(f.locale) === sourceLocale;
  const files = response.files.some(isSource)
    ? response.files.filter(isSource)
    : (
        await client.pull({
          format: 'json',
          structure: 'flat',
          status: 'approved',
          locales: [response.sourceLocale],
          ...(resources && { resources: 'all' as const }),
        })
      ).files.filter(isSource);
  const texts = new Map<string, Entries>();
  for (const file of files) {
    const resource = file.resource ?? '';
    const of = resource === '' ? '' : ` of resource ${safeText(resource)}`;
    try {
      texts.set(resource, (await loadFormat(file.format)).parse(file.content, { once: true }));
    } catch (err) {
      if (!(err instanceof FormatError)) throw err;
      throw new SyncError(
        `the server's source file (${safeText(response.sourceLocale)}${of}) cannot be read: ${err.message}; nothing was written`,
      );
    }
  }
  // Every file the pull writes is measured and filled against its own resource's source texts.
  for (const resource of new Set(response.files.map((f) => f.resource ?? ''))) {
    if (texts.has(resource)) continue;
    const of = resource === '' ? '' : ` of resource ${safeText(resource)}`;
    throw new SyncError(
      `the server did not answer the source locale ${safeText(response.sourceLocale)}${of}, needed to fill gaps or measure coverage; nothing was written`,
    );
  }
  return texts;
}
