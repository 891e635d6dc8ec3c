// The source locale when nobody set it: as the locale-less source files declare it (XLIFF, Android,
// String Catalogs), else as the repository's crowdin.yml or .tx/config names it, else as a Laravel
// application's config/app.php sets it, else Kodi's en_gb in its language folders, else English, else
// the one regional English the repository has, else en-US.
import path from 'node:path';
import { CONFIG_PATH } from './config.ts';
import { holdsEveryLocale } from './discover-formats.ts';
import { kodiSourceLocale } from './discover-kodi.ts';
import { laravelSourceLocale } from './discover-laravel.ts';
import { readCode } from './discover-locale.ts';
import { AmbiguousLayoutError, type DiscoverOptions, type Group } from './discover-model.ts';
import { isRead } from './discover-readings.ts';
import type { ServiceConfigs } from './discover-service-configs.ts';
import { defaultIsSource } from './discover-sources.ts';
import { serviceSourceLocale } from './discover-tms.ts';
import { compareStrings } from './discovery.ts';

/**
 * The language a locale-less source file declares: XLIFF `source-language`/`srcLang`, Android
 * `tools:locale`, a String Catalog's `sourceLanguage` (Xcode writes it first).
 */
async function declaredLanguage(file: string, head: DiscoverOptions['head']): Promise<string | undefined> {
  if (head === undefined) return undefined;
  const ext = path.posix.extname(file).toLowerCase();
  const catalog = holdsEveryLocale(ext);
  if (!['.xlf', '.xliff', '.xml'].includes(ext) && !catalog) return undefined;
  const text = await head(file);
  if (text === undefined) return undefined;
  const declared = catalog
    ? /"sourceLanguage"\s*:\s*"([^"]+)"/.exec(text)?.[1]
    : /\b(?:source-language|srcLang|tools:locale)\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  const read = declared === undefined ? undefined : readCode(declared);
  return isRead(read) ? read.locale : undefined;
}

/** The source locale discovery chose, and why when it was not plain `en`. */
export interface ChosenSourceLocale {
  locale: string;
  reason?: string;
  /** Set when it was chosen among several: a line the log always shows, saying how to choose another. */
  notice?: string;
}

/**
 * The source locale when nobody set it: as the locale-less source files declare it, else as the
 * repository's Crowdin or Transifex configuration names it, else as Laravel's config/app.php sets
 * it, else English.
 */
export async function chooseSourceLocale(
  readable: readonly Group[],
  catalogs: readonly string[],
  head: DiscoverOptions['head'],
  /** The repository's Crowdin and Transifex configurations, read once for the discovery. */
  services: ServiceConfigs,
): Promise<ChosenSourceLocale> {
  let sourceLocale: string;
  let sourceLocaleReason: string | undefined;
  const declared = new Map<string, string>();
  const sources = [...readable.flatMap((g) => (g.companion === undefined ? [] : [g.companion])), ...catalogs];
  for (const source of sources) {
    const language = await declaredLanguage(source, head);
    if (language !== undefined) declared.set(source, language);
  }
  const languages = new Set(declared.values());
  const all = new Set(readable.flatMap((g) => [...g.members.keys()]));
  if (languages.size > 1) {
    throw new AmbiguousLayoutError(
      `the source files declare different source languages (${[...declared].map(([f, l]) => `${f}: ${l}`).join(', ')}); set "sourceLocale" in .locale/config.json to the one that is right, and leave the others out with "files"`,
    );
  }
  const service = languages.size === 0 ? serviceSourceLocale(readable, services) : undefined;
  const laravel =
    languages.size === 0 && service === undefined ? await laravelSourceLocale(readable, head) : undefined;
  if (languages.size === 1) {
    sourceLocale = [...languages][0] as string;
    sourceLocaleReason = `declared by ${[...declared.keys()][0]}`;
  } else if (service !== undefined) {
    sourceLocale = service.locale;
    if (service.locale !== 'en') sourceLocaleReason = service.reason;
  } else if (laravel !== undefined) {
    sourceLocale = laravel.locale;
    if (laravel.locale !== 'en') sourceLocaleReason = laravel.reason;
  } else if (kodiSourceLocale(readable) !== undefined) {
    sourceLocale = kodiSourceLocale(readable) as string;
    sourceLocaleReason = `Kodi's source language, resource.language.en_gb`;
  } else if (all.has('en')) {
    sourceLocale = 'en';
  } else {
    // A regional English beside a locale-less source (`values-en-rGB/` beside `values/`, `en-GB.lproj/`
    // beside `Base.lproj/`) is a translation of that source, never the source itself.
    const uncompanioned = readable
      .filter((g) => g.companion === undefined && !defaultIsSource(g))
      .flatMap((g) => [...g.members.keys()]);
    // A private-use English (NodeBB's `en-x-pirate/`) is a play on the source, never the source.
    const english = [...new Set(uncompanioned)]
      .filter((l) => l.startsWith('en-') && !l.includes('-x-'))
      .sort(compareStrings);
    if (english.length > 1) return severalEnglish(english);
    sourceLocale = english[0] ?? 'en';
    if (english.length === 1)
      sourceLocaleReason = `the only English locale found; set "sourceLocale" to choose another`;
  }
  return sourceLocaleReason === undefined
    ? { locale: sourceLocale }
    : { locale: sourceLocale, reason: sourceLocaleReason };
}

/**
 * Several English locales and no `en`: `en-US` when it is one of them, the source of Mozilla's
 * (Fluent, Pontoon), Xcode's and .NET's trees that also hold en-GB or en-CA (the Firefox Profiler,
 * Files, AppFlowy); without it, nothing tells which is the source, and the run stops to ask.
 */
function severalEnglish(english: readonly string[]): ChosenSourceLocale {
  const listed = `${english.slice(0, -1).join(', ')} and ${english.at(-1)}`;
  if (english.includes('en-US')) {
    return {
      locale: 'en-US',
      reason: `chosen among ${listed}`,
      notice: `source locale en-US: ${listed} have files and none is "en", so en-US is taken as the source (as Mozilla's, Apple's and Microsoft's tools take it); if another is, set "sourceLocale" in ${CONFIG_PATH} (or the source-locale input, --source-locale)`,
    };
  }
  throw new AmbiguousLayoutError(
    `the source locale could be ${english.slice(0, -1).join(', ')} or ${english.at(-1)}: each has files and none is "en" or "en-US"; set "sourceLocale" in ${CONFIG_PATH} (e.g. {"sourceLocale": "${english[0]}"})`,
  );
}
