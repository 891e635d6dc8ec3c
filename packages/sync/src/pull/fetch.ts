import { type Entries, FormatError, loadFormat } from '@locale-sync/formats/core';
import { normalizeLocale, type PullResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import { SyncError } from '../errors.ts';
import { safeText } from '../logger.ts';
import { needsSourceTexts, type PullOptions } from './options.ts';

/** A pull answer, with the service's source texts when the options need them. */
export interface PullAnswer {
  response: PullResponse;
  sourceTexts?: Entries;
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
  // Flat JSON carries any key and text unchanged; each file is then written in its own format.
  const response = await client.pull({
    format: 'json',
    structure: 'flat',
    status: options.status,
    ...(options.locales !== undefined && { locales: options.locales }),
    ...(resources && { resources: 'all' as const }),
  });
  if (!needsSourceTexts(options)) return { response };
  return { response, sourceTexts: await fetchSourceTexts(client, response) };
}

/**
 * The project's source texts (key → text), as the service holds them: from the pull answer when it
 * carries the source locale, else from one more signed pull of the source locale alone.
 */
async function fetchSourceTexts(client: SyncApi, response: PullResponse): Promise<Entries> {
  const sourceLocale = normalizeLocale(response.sourceLocale);
  if ((response.resources ?? []).some((r) => r.resource !== '')) {
    throw new SyncError(
      'filling gaps (missing) and a minimum coverage (min-coverage) work on projects of one source file; this project has several resources in the service. Pull without them',
    );
  }
  const answered = response.files.find((f) => normalizeLocale(f.locale) === sourceLocale);
  const file =
    answered ??
    (
      await client.pull({
        format: 'json',
        structure: 'flat',
        status: 'approved',
        locales: [response.sourceLocale],
      })
    ).files.find((f) => normalizeLocale(f.locale) === sourceLocale);
  if (file === undefined) {
    throw new SyncError(
      `the server did not answer the source locale ${safeText(response.sourceLocale)}, needed to fill gaps or measure coverage; nothing was written`,
    );
  }
  try {
    return (await loadFormat(file.format)).parse(file.content);
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    throw new SyncError(
      `the server's source file (${safeText(response.sourceLocale)}) cannot be read: ${err.message}; nothing was written`,
    );
  }
}
