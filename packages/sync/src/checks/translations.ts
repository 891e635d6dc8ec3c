import {
  checkPlurals,
  checkTranslation,
  createTextCache,
  type Entries,
  FormatError,
  loadFormat,
  type PluralProblem,
  type TextCache,
  withIcuParser,
} from '@locale-sync/formats/core';
import { normalizeLocale } from '@locale-sync/protocol';
import type { Logger } from '../logger.ts';
import { reportProblems } from '../report/annotations.ts';
import { syncFormatForPath } from '../repository/discovery.ts';
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
  // Every file is checked against the same source texts: each is read once for the whole pull.
  const cache = createTextCache();
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
    const problems = await withIcuParser(() => describeProblems(source, checked, { cache }));
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

/**
 * What is wrong with a translation against its source, one line per problem naming the key and the
 * placeholder: placeholders lost or added, and ICU syntax the translation broke. With `plurals`, also
 * plural forms the translation's locale needs and lacks, by the rules of its file's runtime. The
 * format is the one the layout names for the file, else the one its path says (a Chrome
 * `_locales/<locale>/messages.json` is `chrome`). Pass one `cache` for every file checked against
 * the same source, so each source text is parsed once, not once per file.
 */
export function describeProblems(
  source: SourceTexts,
  item: CheckedTranslation,
  options: { plurals?: boolean; cache?: TextCache } = {},
): string[] {
  const runtime = runtimeOf(item);
  // The file's first look at its source is per source: a push of several resources has one cache.
  const texts = (options.cache ?? createTextCache()).forFile(source.entries);
  const found = checkTranslation(source.entries, item.entries, {
    locale: item.locale,
    ...runtime,
    texts,
    ...(options.plurals && { pluralLocale: item.locale }),
  });
  return [
    ...found.placeholders.map(
      (p) =>
        `key "${p.key}": placeholder ${p.placeholder} ${p.kind === 'missing' ? `of the source (${source.path}) is missing` : `is not in the source (${source.path})`}`,
    ),
    ...found.syntax.map((p) => `key "${p.key}": ${p.message}`),
    ...found.plurals.map(pluralLine),
  ];
}

/**
 * Plural forms a file's locale needs and its texts lack, or that its runtime can never pick, one
 * line each; the rules are those of the file's format (see `checkPlurals`).
 */
export function describePlurals(item: CheckedTranslation, source?: Entries): string[] {
  return checkPlurals(item.entries, item.locale, source, runtimeOf(item)).map(pluralLine);
}

function pluralLine(p: PluralProblem): string {
  return p.kind === 'missing'
    ? `key "${p.key}": ${p.locale} needs the plural form "${p.category}"${p.argument ? ` in argument {${p.argument}}` : ''}, which is missing`
    : `key "${p.key}": ${p.locale} has no plural form "${p.category}"${p.argument ? ` (argument {${p.argument}})` : ''}; it is never used`;
}

/**
 * The format of a file (as given, else from its path), its text and its path (a Symfony
 * `translations/<domain>.<locale>.xlf` is read as Symfony's translator reads it), whose rules the
 * checks follow.
 */
function runtimeOf(item: CheckedTranslation): {
  format?: string;
  content?: string;
  icuQuoting?: boolean;
  path: string;
} {
  const format = item.format ?? syncFormatForPath(item.path)?.name;
  return {
    path: item.path,
    ...(format !== undefined && { format }),
    ...(item.content !== undefined && { content: item.content }),
    ...(item.icuQuoting !== undefined && { icuQuoting: item.icuQuoting }),
  };
}

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
