/**
 * A push that looks made for another source locale: it sends no file of the project's source locale
 * but one of another locale of the same language (`en-US` files, project `en`), and no resource it
 * names has source keys yet, so every key it sends would be ignored. The route answers 400
 * source_locale_mismatch.
 */
export class SourceLocaleError extends Error {
  override name = 'SourceLocaleError';
  readonly sourceLocale: string;
  readonly pushedLocales: string[];

  constructor(projectKey: string, sourceLocale: string, likelySource: string, pushedLocales: string[]) {
    super(
      `project ${projectKey}'s source locale is ${sourceLocale}, but this push sends no ${sourceLocale} file (it sends ${pushedLocales.join(', ')}) and the project has no source strings for its files yet, so every key would be ignored; nothing was stored. If ${likelySource} is the repository's source locale, make it the project's ("locale-sync-server project update --key ${projectKey} --source ${likelySource}"); otherwise push the ${sourceLocale} source file`,
    );
    this.sourceLocale = sourceLocale;
    this.pushedLocales = pushedLocales;
  }
}

/** A locale's language subtag, lower-cased (`en` for `en-US`). */
function language(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase();
}

/**
 * Throws SourceLocaleError when `files` hold keys, none is of `sourceLocale`, one is of another
 * locale of its language, and none of their resources has an active source key (`sourceKeys` tells
 * per resource). A push of translations alone to such a project (de, fr) stays what it was: taken,
 * every key ignored.
 */
export function checkSourceLocale(
  projectKey: string,
  sourceLocale: string,
  files: ReadonlyArray<{ resource: string; locale: string; entries: ReadonlyMap<string, string> }>,
  sourceKeys: (resource: string) => number,
): void {
  if (files.some((f) => f.locale === sourceLocale)) return;
  const likely = files.find((f) => language(f.locale) === language(sourceLocale));
  if (likely === undefined || !files.some((f) => f.entries.size > 0)) return;
  if (files.some((f) => sourceKeys(f.resource) > 0)) return;
  throw new SourceLocaleError(projectKey, sourceLocale, likely.locale, [
    ...new Set(files.map((f) => f.locale)),
  ]);
}
