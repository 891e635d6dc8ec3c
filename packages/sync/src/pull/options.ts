import type { FillMode } from '@locale-sync/formats/core';
import type { Format, PullStatus, Structure } from '@locale-sync/protocol';

/** What a pull asks the server for. `locales` undefined means every locale but the source. */
export interface PullOptions {
  /**
   * The format of files the pull creates; undefined: the format of the repository's files, else JSON.
   * An existing file of another format is an error (never a second file for one locale).
   */
  format?: Format;
  /** The structure of files the pull creates; undefined: as the repository's files, else flat. Existing files keep theirs. */
  structure?: Structure;
  status: PullStatus;
  locales?: string[];
  /** What to write for a source key a locale lacks; default `omit`. */
  missing?: FillMode;
  /** Percent of source keys each locale must have, else the pull fails and writes nothing. */
  minCoverage?: number;
  /**
   * Keys of each kind (created, updated, obsolete) the result keeps per file, the rest only counted
   * (`LocaleChange.counts`); undefined: every key. The actions keep what their reports show.
   */
  listKeys?: number;
}

/** Whether the pull needs the service's source texts: to fill gaps or to measure coverage. */
export function needsSourceTexts(options: PullOptions): boolean {
  return (options.missing ?? 'omit') !== 'omit' || (options.minCoverage ?? 0) > 0;
}
