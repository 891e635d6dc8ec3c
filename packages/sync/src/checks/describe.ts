import {
  checkPlurals,
  checkTranslation,
  createTextCache,
  type Entries,
  type PluralProblem,
  type TextCache,
  withIcuParser,
} from '@locale-sync/formats/core';
import { syncFormatForPath } from '../repository/discovery.ts';
import type { CheckedTranslation, SourceChecker, SourceTexts } from './translations.ts';

/**
 * A checker of translations against their source for one run: every file is checked against the
 * same source texts, each parsed once for the whole run (one text cache), and the ICU parser is
 * loaded only by a text that needs it.
 */
export function sourceChecker(): SourceChecker {
  const cache = createTextCache();
  return (source, item) => withIcuParser(() => describeProblems(source, item, { cache }));
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
