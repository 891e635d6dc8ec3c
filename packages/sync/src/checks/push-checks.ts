import { createTextCache } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { CollectedFile } from '../push/push.ts';
import { reportProblems } from '../report/annotations.ts';
import { CONFIG_PATH } from '../repository/config.ts';
import { describePlurals, describeProblems, problemKey } from './translations.ts';

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
export function checkPushFiles(
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
): ProblemCounts {
  const { logger } = options;
  const counts: ProblemCounts = new Map();
  const sources = new Map<string, CollectedFile>();
  for (const f of [...(options.references ?? []), ...files]) {
    if (f.locale === options.sourceLocale) sources.set(f.resource ?? '', f);
  }
  if (sources.size === 0) {
    if (files.length === 0) return counts;
    logger.info(
      `no ${options.sourceLocale} file among the pushed files, so translations are not checked against a source; name the source locale with the source-locale input (--source-locale) or "sourceLocale" in ${CONFIG_PATH}`,
    );
    return counts;
  }
  const level = options.strict ? 'error' : 'warning';
  // Every translation is checked against the same source texts: each is read once for the push.
  const cache = createTextCache();
  for (const file of files) {
    // Each translation against its own resource's source file.
    const source = sources.get(file.resource ?? '');
    if (source === undefined) continue;
    // A locale of a file holding every locale travels as JSON but follows that file's format's rules.
    const checked = file.partOf === undefined ? file : { ...file, format: file.partOf.format };
    const problems =
      file === source
        ? describePlurals(checked)
        : describeProblems(source, checked, { plurals: true, cache });
    if (problems.length === 0) continue;
    counts.set(problemKey(file.path, file.partOf && file.locale), problems.length);
    // A locale of a file holding every locale: the annotations point at the lines of that file.
    reportProblems(logger, file.path, problems, level, file.partOf?.text ?? file.content);
  }
  if (options.strict && counts.size > 0) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    throw new SyncError(
      `${total} translation problem${total === 1 ? '' : 's'} in ${counts.size} file${counts.size === 1 ? '' : 's'} (see the errors above); nothing was sent. Fix them, or push without strict to send them as warnings`,
    );
  }
  return counts;
}
