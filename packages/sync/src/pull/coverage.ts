import { coverageByLocale, type Entries } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';

/**
 * Fails the pull when a locale has less than `minCoverage` percent of the source keys, naming every
 * such locale and how many keys it lacks. Logs each locale's coverage.
 */
export function enforceCoverage(
  prepared: ReadonlyArray<{ locale: string; entries: Entries }>,
  source: Entries,
  sourceLocale: string,
  minCoverage: number,
  logger: Logger,
): void {
  const translations = new Map(
    prepared.filter((p) => p.locale !== sourceLocale).map((p) => [p.locale, p.entries]),
  );
  const measured = coverageByLocale(source, translations);
  for (const m of measured) {
    logger.info(`${m.locale}: ${formatPercent(m.percent)} of ${m.total} source keys translated`);
  }
  const gaps = measured.filter((m) => m.percent < minCoverage);
  if (gaps.length === 0) return;
  const list = gaps
    .map((g) => `${g.locale} ${formatPercent(g.percent)} (${g.missing.length} of ${g.total} keys missing)`)
    .join(', ');
  throw new SyncError(
    `${gaps.length} locale${gaps.length === 1 ? ' is' : 's are'} below the minimum coverage of ${formatPercent(minCoverage)}: ${list}; nothing was written`,
  );
}

/** `87.5%`, `100%`: one decimal at most, never rounded up to the threshold. */
function formatPercent(value: number): string {
  return `${Math.floor(value * 10) / 10}%`;
}
