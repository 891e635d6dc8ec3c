import { coverage, type Entries, fillMissing } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SourceTexts } from './fetch.ts';

// The pull loads this module on demand (plan.ts), with the gap filler, which shares its code.
export { fillMissing };

/** One pulled file to measure: its locale, resource (undefined: the default one), path and texts. */
export interface MeasuredFile {
  locale: string;
  resource?: string;
  path: string;
  entries: Entries;
}

/** A locale's coverage over all the resources of the pull. */
interface LocaleCoverage {
  locale: string;
  total: number;
  missing: number;
  percent: number;
  /** Files that lack keys, with how many, in path order; only when the pull has several resources. */
  gaps: Array<{ path: string; missing: number }>;
}

/**
 * Fails the pull when a locale has less than `minCoverage` percent of the source keys, naming every
 * such locale and how many keys it lacks. Logs each locale's coverage. With several resources a
 * locale's figure counts the source keys of every resource of the pull (each file measured against its
 * own resource's source), and the failure names the locale's files that lack keys.
 */
export function enforceCoverage(
  files: readonly MeasuredFile[],
  sources: SourceTexts,
  sourceLocale: string,
  minCoverage: number,
  logger: Logger,
): void {
  const measured = coverageByLocale(files, sources, sourceLocale);
  for (const m of measured) {
    logger.info(`${m.locale}: ${formatPercent(m.percent)} of ${m.total} source keys translated`);
  }
  const below = measured.filter((m) => m.percent < minCoverage);
  if (below.length === 0) return;
  const list = below
    .map((g) => {
      const where = g.gaps.length === 0 ? '' : `: ${g.gaps.map((f) => `${f.path} ${f.missing}`).join(', ')}`;
      return `${g.locale} ${formatPercent(g.percent)} (${g.missing} of ${g.total} keys missing${where})`;
    })
    .join(', ');
  throw new SyncError(
    `${below.length} locale${below.length === 1 ? ' is' : 's are'} below the minimum coverage of ${formatPercent(minCoverage)}: ${list}; nothing was written`,
  );
}

/**
 * Each locale's coverage, in the order locales first appear: every resource the pull has a file of
 * counts for every locale, so a resource a locale has no file of counts as wholly missing.
 */
function coverageByLocale(
  files: readonly MeasuredFile[],
  sources: SourceTexts,
  sourceLocale: string,
): LocaleCoverage[] {
  const resources = [...new Set(files.map((f) => f.resource ?? ''))];
  const several = resources.some((r) => r !== '');
  const byLocale = new Map<string, MeasuredFile[]>();
  for (const file of files) {
    if (file.locale === sourceLocale) continue;
    byLocale.set(file.locale, [...(byLocale.get(file.locale) ?? []), file]);
  }
  return [...byLocale].map(([locale, own]) => {
    let total = 0;
    let missing = 0;
    const gaps: LocaleCoverage['gaps'] = [];
    for (const resource of resources) {
      const source = sources.get(resource) ?? new Map<string, string>();
      const file = own.find((f) => (f.resource ?? '') === resource);
      const measured = coverage(source, file?.entries ?? new Map(), { locale });
      total += measured.total;
      missing += measured.missing.length;
      if (several && measured.missing.length > 0) {
        gaps.push({ path: file?.path ?? resource, missing: measured.missing.length });
      }
    }
    gaps.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { locale, total, missing, percent: total === 0 ? 100 : ((total - missing) * 100) / total, gaps };
  });
}

/** `87.5%`, `100%`: one decimal at most, never rounded up to the threshold. */
function formatPercent(value: number): string {
  return `${Math.floor(value * 10) / 10}%`;
}
