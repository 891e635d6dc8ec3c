// How a group is written in .locale/config.json: its locale placeholder, its `localeMap`, its
// `files` entry, and its path with the placeholder for messages.
import path from 'node:path';
import { type LocalePlaceholder, spellCode } from './discover-locale.ts';
import type { Group } from './discover-model.ts';
import type { FilesEntry } from './files-config.ts';

/** The group's path with its placeholder: `locales/{locale}/common.json`. */
export function describeTemplate(group: Group): string {
  return group.template.replace('\0', placeholderOf(group));
}

/** The placeholder a group's paths spell their locales with, as they do, else as the tool does. */
export function placeholderOf(group: Group): LocalePlaceholder {
  if (group.kind === 'android') return '{android}';
  // Codes spelled with each separator, counted once per locale. Where both are found, the one most
  // codes use is the layout's (PPSSPP's 43 `assets/lang/pt_BR.ini` beside one `lt-LT.ini`): a new file
  // is spelled as most are, the others named in `localeMap`; a tie keeps `{locale}`.
  let underscored = 0;
  let hyphenated = 0;
  for (const spellings of group.members.values()) {
    const separators = new Set(spellings.map((s) => s.read.separator));
    if (separators.has('_')) underscored++;
    if (separators.has('-')) hyphenated++;
  }
  if (underscored > hyphenated) return '{locale_}';
  if (hyphenated > 0) return '{locale}';
  // No code with a region or script: the tool's own spelling decides what a new one looks like.
  if (group.kind === 'gettext' || group.ext === '.po' || group.ext === '.properties') return '{locale_}';
  if (group.kind === 'underscored') return '{locale_}';
  if (group.ext === '.php') return '{locale_}'; // Laravel's lang/pt_BR/
  if (group.template.split('/').includes('_locales') || group.format === 'chrome') return '{locale_}'; // Chrome's messages
  // Symfony's `translations/messages.pt_BR.yaml`; a JSON file named with its locale alone in a
  // `translations/` folder is no Symfony domain (Home Assistant's `src/translations/en.json`, whose
  // translations are `pt-BR.json`, `zh-Hans.json`).
  if (
    (group.kind === 'dotted' || (group.kind === 'stem' && group.ext !== '.json')) &&
    group.template.split('/').includes('translations')
  )
    return '{locale_}';
  return '{locale}';
}

/** The codes a group spells otherwise than its placeholder would: its `localeMap`. */
export function localeMapOf(
  group: Group,
  placeholder: LocalePlaceholder,
): Record<string, string> | undefined {
  const map: Record<string, string> = {};
  for (const [locale, spellings] of group.members) {
    const code = spellings[0]?.code as string;
    // An old code alone (Penpot's `jpn_JP.po`, a `values-tl/`) is its successor's on the service, which
    // pull is then asked for: the map names that code, so a deleted file comes back under its own name.
    const alias = spellings[0]?.read.aliasOf;
    const key = alias !== undefined && !group.members.has(alias) ? alias : locale;
    // A language locale data has no name for (`cak`) is read by the files layout only as named here.
    const unnamed = spellings[0]?.read.unnamed === true;
    if ((unnamed || spellCode(key, placeholder) !== code) && map[key] === undefined) map[key] = code;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The `files` entry of one group, with its source as the companion or as the source-locale file. */
export function entryFor(group: Group, companionIsSource: boolean): FilesEntry {
  const placeholder = placeholderOf(group);
  const template = group.template.replace('\0', placeholder);
  const localeMap = localeMapOf(group, placeholder);
  const entry: FilesEntry =
    companionIsSource && group.companion !== undefined
      ? { source: group.companion, translation: template }
      : { source: template };
  if (localeMap) entry.localeMap = localeMap;
  if (group.format !== undefined) entry.format = group.format;
  return entry;
}

/** The file name of a group with `{name}` for what varies between its siblings. */
export function namePattern(group: Group): string {
  const placeholder = placeholderOf(group);
  const base = path.posix.basename(group.template);
  switch (group.kind) {
    case 'dotted':
      return `{name}.${placeholder}${group.ext}`;
    case 'underscored':
      return `{name}_${placeholder}${group.ext}`;
    case 'hyphenated':
      return `{name}-${placeholder}${group.ext}`;
    default:
      return base.includes('\0') ? base.replace('\0', placeholder) : `{name}${group.ext}`;
  }
}
