import { compareStrings } from './discovery.ts';
import { wireLocale } from './locale-spelling.ts';

/**
 * The locales among `locales` that spell `sourceLocale` more precisely (`en-US` and `en-GB` for `en`,
 * `zh-Hant-TW` for `zh-Hant`): those BCP 47 lookup (RFC 4647, 3.4) falls back from to `sourceLocale`.
 * A repository whose source folder is `en-US` while the project says `en` names its source that way.
 */
export function narrowerSpellings(locales: Iterable<string>, sourceLocale: string): string[] {
  const source = wireLocale(sourceLocale).toLowerCase();
  return [...locales]
    .filter((locale) => wireLocale(locale).toLowerCase().startsWith(`${source}-`))
    .sort(compareStrings);
}

/** The `localeMap` that names `spelling` as the source locale's, as the config shows it: `{"en": "en-US"}`. */
export function sourceLocaleMap(sourceLocale: string, spelling: string): string {
  return `{${JSON.stringify(sourceLocale)}: ${JSON.stringify(spelling)}}`;
}
