// The source locale a repository's translation service configuration names: Crowdin's `crowdin.yml`
// (`files: - source: /locales/ja-JP.yml`, Misskey's) and the Transifex client's `.tx/config`
// (`source_lang = en_US`, Roundcube's). Whoever set up the service chose the source there, so it
// wins over the English that discovery would otherwise take (Misskey has en-US.yml beside its
// Japanese source).
import { readCode } from './discover-locale.ts';
import type { Group } from './discover-model.ts';
import { isRead } from './discover-readings.ts';
import type { ServiceConfigs } from './discover-service-configs.ts';

import { TRANSIFEX_FILE } from './discover-service-configs.ts';

/** A Crowdin source path as a pattern: `*` within a folder, `**` across folders. */
function sourcePattern(source: string): RegExp {
  const escaped = source.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const body = escaped.replace(/\*\*\/|\*\*|\*|\?/g, (token) =>
    token === '**/' ? '(?:.*/)?' : token === '**' ? '.*' : token === '*' ? '[^/]*' : '[^/]',
  );
  return new RegExp(`^${body}$`);
}

/**
 * The source locale the repository's Crowdin or Transifex configuration names, when every source
 * it names that discovery read is of one locale (Crowdin), or its `source_lang` is one the layouts
 * hold (Transifex); with the file that says so.
 */
export function serviceSourceLocale(
  groups: readonly Group[],
  configs: ServiceConfigs,
): { locale: string; reason: string } | undefined {
  const localeOf = new Map<string, string>();
  for (const group of groups)
    for (const [locale, readings] of group.members) for (const r of readings) localeOf.set(r.path, locale);
  const { crowdin, transifex: tx } = configs;
  if (crowdin !== undefined) {
    const locales = new Set<string>();
    for (const { source } of crowdin.entries) {
      if (source === undefined) continue;
      const pattern = sourcePattern(source);
      for (const [file, locale] of localeOf) if (pattern.test(file)) locales.add(locale);
    }
    if (locales.size === 1)
      return { locale: [...locales][0] as string, reason: `the source in ${crowdin.file}` };
  }
  if (tx !== undefined) {
    const held = new Set(localeOf.values());
    const langs = new Set(
      [...tx.matchAll(/^[ \t]*source_lang[ \t]*=[ \t]*(\S+)/gm)].map((m) => readCode(m[1] as string)),
    );
    const locales = new Set(
      [...langs].flatMap((read) => (isRead(read) && held.has(read.locale) ? [read.locale] : [])),
    );
    if (locales.size === 1)
      return { locale: [...locales][0] as string, reason: `the source_lang of ${TRANSIFEX_FILE}` };
  }
  return undefined;
}
