/**
 * A push that cannot define any string: it sends no file of the project's source locale, and no
 * resource it names has source keys yet, so every key it sends would be ignored. Most often the
 * repository's source locale is not the project's (`en-US` files, project `en`). The route answers
 * 400 source_locale_mismatch.
 */
export class SourceLocaleError extends Error {
  override name = 'SourceLocaleError';
  readonly sourceLocale: string;
  readonly pushedLocales: string[];

  constructor(projectKey: string, sourceLocale: string, pushedLocales: string[]) {
    const sent = pushedLocales.join(', ');
    super(
      `project ${projectKey}'s source locale is ${sourceLocale}, but this push sends no ${sourceLocale} file (it sends ${sent}) and the project has no source strings for its files yet, so every key would be ignored; nothing was stored. If the repository's source file is another locale (${sent}), make that the project's source locale ("locale-sync-server project update --key ${projectKey} --source <locale>"), or push the ${sourceLocale} source file`,
    );
    this.sourceLocale = sourceLocale;
    this.pushedLocales = pushedLocales;
  }
}

/**
 * Throws SourceLocaleError when `files` hold keys but no file is of `sourceLocale` and none of their
 * resources has an active source key (`sourceKeys` tells per resource).
 */
export function checkSourceLocale(
  projectKey: string,
  sourceLocale: string,
  files: ReadonlyArray<{ resource: string; locale: string; entries: ReadonlyMap<string, string> }>,
  sourceKeys: (resource: string) => number,
): void {
  if (files.some((f) => f.locale === sourceLocale)) return;
  if (!files.some((f) => f.entries.size > 0)) return;
  if (files.some((f) => sourceKeys(f.resource) > 0)) return;
  throw new SourceLocaleError(projectKey, sourceLocale, [...new Set(files.map((f) => f.locale))]);
}
