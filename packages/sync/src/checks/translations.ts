import { type Entries, FormatError, loadFormat } from '@locale-sync/formats/core';
import { normalizeLocale } from '@locale-sync/protocol';
import type { Logger } from '../logger.ts';
import { reportProblems } from '../report/annotations.ts';
import type { RepositoryLayout } from '../repository/layout.ts';
import { SourceFileTexts } from '../repository/source-file-texts.ts';

/** One translation to check against the source: its locale, where it is written, and its texts. */
export interface CheckedTranslation {
  locale: string;
  path: string;
  entries: Entries;
  /** The file's text, when read: a PO file's `Plural-Forms` header comes from it. */
  content?: string;
  /** The resource (source file path) the translation belongs to, when the layout has several. */
  resource?: string;
  /** True when the file holds every locale: its problems are counted per locale (`problemKey`). */
  everyLocale?: boolean;
  /** The format whose rules the checks follow, when known; else the file's extension says. */
  format?: string;
  /**
   * Whether apostrophes quote ICU syntax in the file, as its tool's configuration says (Flutter's
   * `use-escaping`, `RepositoryLayout.icuQuotingOf`); absent, the format's own reading.
   */
  icuQuoting?: boolean;
}

/**
 * Checks pulled translations against the repository's source file (the one the layout names for the
 * translation's resource): a placeholder that the source has and the translation lost (or gained),
 * and a translation that breaks its source's ICU syntax, are warnings on the written file, so a
 * reviewer sees them before they reach production. Returns the number of problems per file (`problemKey`).
 */
export async function checkTranslations(args: {
  rootReal: string;
  layout: RepositoryLayout;
  sourceLocale: string;
  translations: readonly CheckedTranslation[];
  logger: Logger;
  /** Source files read by an earlier call (a streamed pull checks one file at a time), by resource. */
  sources?: Map<string, Promise<SourceTexts | undefined>>;
  /** The source files' texts, shared with the pull's other readers of them. */
  texts?: SourceFileTexts;
}): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const sources = args.sources ?? new Map<string, Promise<SourceTexts | undefined>>();
  const texts = args.texts ?? new SourceFileTexts(args.rootReal);
  // The checks' code (about 70 KB with the formats' checkers) is loaded at the first file that has a
  // source to be checked against: a pull with none (a new repository, a source-less resource) never compiles it.
  let checker: Promise<SourceChecker> | undefined;
  for (const item of args.translations) {
    const key = item.resource ?? '';
    let pending = sources.get(key);
    if (pending === undefined) {
      pending = readSourceEntries(texts, args.layout, args.sourceLocale, item.resource, args.logger);
      sources.set(key, pending);
    }
    const source = await pending;
    if (!source || item.locale === source.locale) continue;
    const quoting = args.layout.icuQuotingOf(item.path);
    const checked = quoting === undefined ? item : { ...item, icuQuoting: quoting };
    checker ??= import('./describe.ts').then((m) => m.sourceChecker());
    const problems = await (await checker)(source, checked);
    if (problems.length === 0) continue;
    counts.set(problemKey(item.path, item.everyLocale ? item.locale : undefined), problems.length);
    reportProblems(args.logger, item.path, problems, 'warning', item.content);
  }
  return counts;
}

/**
 * The key of a file's problem count: its repository path, or for one locale of a file that holds
 * every locale (`locale` given), the path and that locale.
 */
export function problemKey(path: string, locale?: string): string {
  return locale === undefined ? path : `${path}\u0000${locale}`;
}

/** The source side of a comparison: the source file's path and texts. */
export interface SourceTexts {
  locale: string;
  path: string;
  entries: Entries;
}

/** What is wrong with one translation against its source (`describe.ts`), one line per problem. */
export type SourceChecker = (source: SourceTexts, item: CheckedTranslation) => Promise<string[]>;

/**
 * The source locale's file of a resource, as the layout names it (`paths`, discovery, or `files`).
 * Undefined (with a debug line) when there is none or it cannot be read.
 */
async function readSourceEntries(
  texts: SourceFileTexts,
  layout: RepositoryLayout,
  sourceLocale: string,
  resource: string | undefined,
  logger: Logger,
): Promise<SourceTexts | undefined> {
  const locale = normalizeLocale(sourceLocale);
  if (locale === undefined) return undefined;
  const file = await layout.checkSourceFile(locale, resource);
  if (file === undefined) {
    logger.debug(`no ${locale} file in the repository; placeholders are not checked`);
    return undefined;
  }
  try {
    const text = await texts.read(file.path);
    return {
      locale,
      path: file.path,
      entries: (await loadFormat(file.format)).parse(text, { path: file.path, locale, source: true }),
    };
  } catch (err) {
    const why = err instanceof FormatError || err instanceof Error ? err.message : String(err);
    logger.debug(`the source file ${file.path} cannot be read (${why}); placeholders are not checked`);
    return undefined;
  }
}
