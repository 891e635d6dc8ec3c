// A gettext template with no translation yet, where its tool's layout says where they go: WordPress's
// `languages/<domain>.pot` (translations `languages/<domain>-<locale>.po`), GNU gettext's
// `po/<domain>.pot` (translations `po/<locale>.po`), and a `locale/<domain>.pot`, the folder gettext's
// runtime reads catalogs from (`bindtextdomain`, Django's and Babel's `locale/`), whose catalogs are
// `locale/<locale>/LC_MESSAGES/<domain>.po` (what `pybabel init -d locale`, Django's `makemessages`
// and `msginit` in that layout write). A template elsewhere (Joplin's `locales/joplin.pot`, whose
// catalogs are `locales/<locale>.po`) says too little about where its catalogs go, and stays unread
// until one exists.
import path from 'node:path';
import { type FoundLayout, KIND_NAMES } from './discover-model.ts';

/** The entry of each lone template in `languages/`, `po/` or `locale/` that no layout reads yet. */
export function loneTemplates(files: readonly string[], layouts: readonly FoundLayout[]): FoundLayout[] {
  const read = new Set(layouts.flatMap((l) => l.sources));
  const found: FoundLayout[] = [];
  for (const file of files) {
    if (!file.endsWith('.pot') || read.has(file)) continue;
    const folder = path.posix.dirname(file);
    const domain = path.posix.basename(file, '.pot');
    const parent = path.posix.basename(folder);
    let translation: string;
    let kind: string;
    if (parent === 'languages') {
      translation = `${folder}/${domain}-{locale_}.po`;
      kind = KIND_NAMES.hyphenated;
    } else if (parent === 'po') {
      translation = `${folder}/{locale_}.po`;
      kind = KIND_NAMES.stem;
    } else if (parent === 'locale') {
      translation = `${folder}/{locale_}/LC_MESSAGES/${domain}.po`;
      kind = KIND_NAMES.gettext;
    } else {
      continue;
    }
    // Two templates in one po/ folder would share its catalogs: neither is taken.
    if (
      parent === 'po' &&
      files.some((f) => f !== file && f.endsWith('.pot') && path.posix.dirname(f) === folder)
    )
      continue;
    found.push({
      entry: { source: file, translation },
      kind,
      legacy: false,
      sources: [file],
      translations: new Map(),
    });
  }
  return found;
}
