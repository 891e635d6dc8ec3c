// A Laravel application's source locale, as its `config/app.php` sets it. Laravel's localization
// docs: `locale` is the application's default language, and `fallback_locale` the language used
// "when the default language does not contain a given translation string", the one every other
// translates. Both are plain PHP: `'fallback_locale' => 'en'`, or `env('APP_FALLBACK_LOCALE', 'en')`
// whose default is what a repository says (the environment is the deployment's, not the repository's).
import { readCode } from './discover-locale.ts';
import type { DiscoverOptions, Group } from './discover-model.ts';
import { isRead } from './discover-readings.ts';

/** Enough of `config/app.php` to reach its locale settings (Laravel's own file is about 6 KB). */
const CONFIG_BYTES = 16_384;

/** The Laravel root of a group under `lang/` or `resources/lang/` (`''`, `app/`), if it is one. */
function laravelRoot(group: Group): string | undefined {
  const match = /^(.*?)(?:resources\/)?lang\/\0(?:\/|\.json$)/.exec(group.template);
  return match ? (match[1] as string) : undefined;
}

/** A setting's value in a config file's text: `'name' => 'xx'` or `'name' => env('VAR', 'xx')`. */
export function configValue(text: string, name: string): string | undefined {
  const setting = new RegExp(
    `['"]${name}['"]\\s*=>\\s*(?:env\\(\\s*['"][^'"]*['"]\\s*,\\s*)?['"]([^'"]+)['"]`,
  ).exec(text);
  return setting?.[1];
}

/**
 * The source locale `config/app.php` gives the Laravel application whose `lang/` or `resources/lang/`
 * holds the groups: its `fallback_locale`, else its `locale`, when `lang/` holds that locale.
 */
export async function laravelSourceLocale(
  groups: readonly Group[],
  head: DiscoverOptions['head'],
): Promise<{ locale: string; reason: string } | undefined> {
  if (head === undefined) return undefined;
  const roots = new Map<string, Set<string>>();
  for (const group of groups) {
    const root = laravelRoot(group);
    if (root === undefined) continue;
    const locales = roots.get(root) ?? new Set<string>();
    for (const locale of group.members.keys()) locales.add(locale);
    roots.set(root, locales);
  }
  for (const [root, locales] of roots) {
    const config = `${root}config/app.php`;
    const text = await head(config, CONFIG_BYTES);
    if (text === undefined) continue;
    for (const name of ['fallback_locale', 'locale']) {
      const value = configValue(text, name);
      const read = value === undefined ? undefined : readCode(value);
      if (isRead(read) && locales.has(read.locale))
        return { locale: read.locale, reason: `the '${name}' of ${config}` };
    }
  }
  return undefined;
}
