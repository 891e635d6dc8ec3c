// Kodi's source language. Kodi add-ons keep their texts in language add-on folders,
// `resources/language/resource.language.<locale>/strings.po`, and Kodi's translation workflow
// (Weblate, formerly Transifex) takes British English, `resource.language.en_gb`, as the source:
// its catalog holds the msgids with empty msgstrs, and `en_us`, `en_au` are translations of it.
import type { Group } from './discover-model.ts';

/** True when a group is Kodi's language add-on folders (`resource.language.\0/strings.po`). */
export function isKodiLanguageGroup(group: Group): boolean {
  return /(^|\/)resource\.language\.\0\//.test(group.template);
}

/** `en-GB`, Kodi's source language, when a Kodi language folder of it is among the groups. */
export function kodiSourceLocale(groups: readonly Group[]): string | undefined {
  return groups.some((g) => isKodiLanguageGroup(g) && g.members.has('en-GB')) ? 'en-GB' : undefined;
}
