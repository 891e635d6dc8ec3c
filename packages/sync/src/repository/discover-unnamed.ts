// Languages locale data has no name for yet, read where a layout's own source says a locale is.
// ISO 639-3 assigns thousands of three-letter languages ICU has no name for (Kaqchikel `cak`, Mixtec
// `mix`, Triqui `trs`, which Pontoon localizes Mozilla's projects into); read everywhere, every
// `lib/` or `app/` folder would be one. A folder of such a name is read as that language only where
// the layout's source folder is and with the very file the source has there (Monitor's
// `locales/cak/app.ftl` beside `locales/en/app.ftl`), as Pontoon's and Crowdin's configurations take
// every folder there, and as aapt2 reads any three letters in a `values-` folder.
import { isKnownLanguage, isRead, readCode } from './discover-locale.ts';
import type { Kind, SourcedGroup } from './discover-model.ts';
import { isNoLanguageCode } from './locale-spelling.ts';

// The layouts whose locale is a whole folder's name.
const FOLDER_KINDS: ReadonlySet<Kind> = new Set(['folder', 'gettext', 'lproj']);

/**
 * Adds to each layout with a source the files at its locale's place whose folder is named with three
 * lower-case letters locale data does not know as a language; each is read as that language, with
 * `unnamed` set so that the entry's `localeMap` names it (the files layout reads no such code else).
 */
export function readUnnamedLanguages(layouts: readonly SourcedGroup[], files: readonly string[]): void {
  for (const { group, source } of layouts) {
    if (!FOLDER_KINDS.has(group.kind) || source === '') continue;
    const [prefix, suffix] = group.template.split('\0') as [string, string];
    for (const file of files) {
      if (!file.startsWith(prefix) || !file.endsWith(suffix)) continue;
      const code = file.slice(prefix.length, file.length - suffix.length);
      if (!/^[a-z]{3}$/.test(code) || group.members.has(code)) continue;
      if (isNoLanguageCode(code) || isKnownLanguage(code)) continue;
      // A name read otherwise (a source-tree name, `src`) or not at all is left as it is.
      const read = readCode(code, group.kind === 'gettext' ? 'gettext' : 'any');
      if (read === undefined || isRead(read)) continue;
      group.members.set(code, [
        {
          kind: group.kind,
          template: group.template,
          code,
          read: { locale: code, irregular: true, unnamed: true },
          path: file,
        },
      ]);
    }
  }
}
