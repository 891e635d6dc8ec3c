import { createTextCache, withIcuParser } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { CollectedFile } from '../push/collect.ts';
import { reportProblems } from '../report/annotations.ts';
import { CONFIG_PATH } from '../repository/config.ts';
import type { IcuQuotingOf } from '../repository/layout.ts';
import { describePlurals, describeProblems } from './describe.ts';
import { problemKey } from './translations.ts';

/** Where the source locale of push checks comes from, when nothing names it. */
export const DEFAULT_SOURCE_LOCALE = 'en';

/** Problems found per file (`problemKey` → count); empty when every file is clean. */
export type ProblemCounts = Map<string, number>;

/**
 * Checks the files about to be pushed, before anything is sent: each translation against the source
 * file (placeholders lost or added, broken ICU syntax, plural forms its locale needs and lacks),
 * and the source file's own plural forms. Problems are warnings on their file; with `strict` they are
 * errors and the push stops here, so nothing reaches the service.
 */
export async function checkPushFiles(
  files: readonly CollectedFile[],
  options: {
    sourceLocale: string;
    strict: boolean;
    logger: Logger;
    /**
     * Source files not among `files` (unchanged, so not sent), one per resource: translations are
     * checked against their resource's.
     */
    references?: readonly CollectedFile[];
  },
): Promise<ProblemCounts> {
  const sources = new Map<string, CollectedFile>();
  for (const f of [...(options.references ?? []), ...files]) {
    if (f.locale === options.sourceLocale) sources.set(f.resource ?? '', f);
  }
  const checks = new PushChecks(sources, options);
  if (sources.size === 0) {
    if (files.length > 0) options.logger.info(noSourceMessage(options.sourceLocale));
    return checks.finish();
  }
  for (const file of files) await checks.check(file, options.logger);
  return checks.finish();
}

/** Said when no file of the push is in the source locale, so nothing is checked. */
export function noSourceMessage(sourceLocale: string): string {
  return `no ${sourceLocale} file among the pushed files, so translations are not checked against a source; name the source locale with the source-locale input (--source-locale) or "sourceLocale" in ${CONFIG_PATH}`;
}

/**
 * The push checks, one file at a time (see `checkPushFiles`): each translation against its own
 * resource's source file, kept here for the whole push, and each source file's own plural forms.
 * A file is let go once checked; what stays is its count of problems.
 */
export class PushChecks {
  readonly #sources: ReadonlyMap<string, CollectedFile>;
  readonly #strict: boolean;
  readonly #icuQuotingOf: IcuQuotingOf | undefined;
  readonly #counts: ProblemCounts = new Map();
  // Every translation is checked against the same source texts: each is read once for the push.
  readonly #cache = createTextCache();

  /**
   * `sources`: each resource's source file (`''`: the default resource); `icuQuotingOf`: whether
   * apostrophes quote in a file, as its tool's configuration says (Flutter's `use-escaping`).
   */
  constructor(
    sources: ReadonlyMap<string, CollectedFile>,
    options: { strict: boolean; icuQuotingOf?: IcuQuotingOf },
  ) {
    this.#sources = sources;
    this.#strict = options.strict;
    this.#icuQuotingOf = options.icuQuotingOf;
  }

  /**
   * Checks one file against its resource's source file (none: not checked) and logs its problems
   * on it, as warnings, or errors with `strict`. Loads the ICU parser first when a text needs it.
   */
  async check(file: CollectedFile, logger: Logger): Promise<void> {
    const source = this.#sources.get(file.resource ?? '');
    if (source === undefined) return;
    // A locale of a file holding every locale travels as JSON but follows that file's format's rules.
    const quoting = this.#icuQuotingOf?.(file.path);
    const checked = {
      ...file,
      ...(file.partOf !== undefined && { format: file.partOf.format }),
      ...(quoting !== undefined && { icuQuoting: quoting }),
    };
    const problems = await withIcuParser(() =>
      file === source
        ? describePlurals(checked)
        : describeProblems(source, checked, { plurals: true, cache: this.#cache }),
    );
    if (problems.length === 0) return;
    this.#counts.set(problemKey(file.path, file.partOf && file.locale), problems.length);
    // A locale of a file holding every locale: the annotations point at the lines of that file.
    reportProblems(
      logger,
      file.path,
      problems,
      this.#strict ? 'error' : 'warning',
      file.partOf?.text ?? file.content,
    );
  }

  /** The problems counted; with `strict` and any problem, throws: nothing is to be sent. */
  finish(): ProblemCounts {
    if (this.#strict && this.#counts.size > 0) {
      const total = [...this.#counts.values()].reduce((a, b) => a + b, 0);
      const files = this.#counts.size;
      throw new SyncError(
        `${total} translation problem${total === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} (see the errors above); nothing was sent. Fix them, or push without strict to send them as warnings`,
      );
    }
    return this.#counts;
  }
}
