// Joomla 3's language files: `language/<tag>/<tag>.ini` (the main file) and `<tag>.<extension>.ini`
// (`language/en-GB/en-GB.com_content.ini`, `administrator/language/de-DE/de-DE.mod_login.sys.ini`),
// the language tag in the folder and again before the name, as Joomla 3's Language class loads them
// (Joomla 4 and later drop the name's tag: `language/de-DE/com_content.ini`, a folder per locale
// that the other readings find). The tag in the name makes every locale's file name its own, so no
// other reading pairs `en-GB.com_content.ini` with `de-DE.com_content.ini`: this step does, and its
// entries replace what the folder reading made of these files, and of the language packs'
// `<tag>.localise.php` classes, which hold no texts.
import { readCode } from './discover-locale.ts';
import { type FoundLayout, KIND_NAMES, type LeftOut } from './discover-model.ts';
import { isRead } from './discover-readings.ts';

const JOOMLA3 = /^((?:.*\/)?language)\/([^/]+)\/\2((?:\.[^/]+)?)\.ini$/;
/** A language pack's `<tag>.localise.php`: a PHP class of Joomla's (plural rules, search words), no texts. */
const LOCALISE = /^(?:.*\/)?language\/([^/]+)\/\1\.localise\.php$/;

/** Joomla 3's files by their `language` folder, then by locale (the folder's tag as written). */
interface LanguageFolder {
  /** Locale → the tag as the folder spells it and the files. */
  locales: Map<string, { code: string; files: string[] }>;
}

/** The `language/` folders holding Joomla 3's `<tag>/<tag>[.<name>].ini` files. */
function languageFolders(files: readonly string[]): Map<string, LanguageFolder> {
  const folders = new Map<string, LanguageFolder>();
  for (const file of files) {
    const match = JOOMLA3.exec(file);
    if (!match) continue;
    const code = match[2] as string;
    const read = readCode(code);
    if (!isRead(read)) continue;
    const prefix = match[1] as string;
    const folder = folders.get(prefix) ?? { locales: new Map() };
    folders.set(prefix, folder);
    const locale = folder.locales.get(read.locale) ?? { code, files: [] };
    folder.locales.set(read.locale, locale);
    locale.files.push(file);
  }
  return folders;
}

/**
 * Replaces, for each `language/` folder whose source locale has Joomla 3's files, what the other
 * readings made of them with Joomla 3's entries: `language/{locale}/{locale}.ini` for the main file
 * and `language/{locale}/{locale}.*.ini` for the others. Their files are no longer orphans.
 */
export function joomla3Layouts<Orphan extends LeftOut>(
  files: readonly string[],
  sourceLocale: string,
  layouts: FoundLayout[],
  orphans: Orphan[],
): { layouts: FoundLayout[]; orphans: Orphan[] } {
  const taken = new Set<string>();
  const found: FoundLayout[] = [];
  for (const [prefix, folder] of languageFolders(files)) {
    const source = folder.locales.get(sourceLocale);
    if (source === undefined) continue;
    // The tag as the folders spell it: Joomla's own `en-GB`, `de-DE`.
    const placeholder = '{locale}';
    const main = `${prefix}/${source.code}/${source.code}.ini`;
    const kinds: Array<{ pattern: string; test: (file: string, code: string) => boolean }> = [];
    if (source.files.includes(main))
      kinds.push({
        pattern: `${prefix}/${placeholder}/${placeholder}.ini`,
        test: (f, c) => f.endsWith(`/${c}.ini`),
      });
    if (source.files.some((f) => f !== main))
      kinds.push({
        pattern: `${prefix}/${placeholder}/${placeholder}.*.ini`,
        test: (f, c) => !f.endsWith(`/${c}.ini`),
      });
    for (const { pattern, test } of kinds) {
      const translations = new Map<string, string[]>();
      for (const [locale, { code, files: held }] of folder.locales) {
        const mine = held.filter((f) => test(f, code));
        for (const f of mine) taken.add(f);
        if (locale !== sourceLocale && mine.length > 0) translations.set(locale, mine);
      }
      found.push({
        entry: { source: pattern },
        kind: KIND_NAMES.folder,
        legacy: false,
        sources: source.files.filter((f) => test(f, source.code)),
        translations,
      });
    }
  }
  if (taken.size === 0) return { layouts, orphans };
  for (const file of files) if (LOCALISE.test(file)) taken.add(file);
  // A layout made of these files only is the folder reading's: Joomla 3's entries replace it.
  const kept = layouts.filter((l) => !(l.sources.length > 0 && l.sources.every((s) => taken.has(s))));
  return {
    layouts: [...kept, ...found],
    orphans: orphans.filter((o) => !taken.has(o.path)),
  };
}
