// App-store listings kept per locale, as fastlane writes them and Weblate's "App store metadata files"
// component syncs them: `fastlane/metadata/android/<locale>/{title,short_description,full_description}.txt`
// and `changelogs/<versionCode>.txt` (fastlane supply; NewPipe, Tusky), `fastlane/metadata/<locale>/
// {name,subtitle,description,keywords,release_notes}.txt` (fastlane deliver) and Thunderbird's
// `app-metadata/<app>/<locale>/`. Each file is one plain text in no translation format, with no key and
// no source to check it against beyond the English folder's file of the same name: locale-sync does
// not sync them, and discovery says so rather than passing over them in silence.
import path from 'node:path';
import { isRead, readCode } from './discover-locale.ts';
import type { LeftOut } from './discover-model.ts';

/** fastlane's listing file names (supply's for Android, deliver's for Apple's stores). */
const LISTING_FILES: ReadonlySet<string> = new Set([
  'title.txt',
  'short_description.txt',
  'full_description.txt',
  'name.txt',
  'subtitle.txt',
  'description.txt',
  'keywords.txt',
  'release_notes.txt',
  'promotional_text.txt',
]);

/**
 * One left-out line per folder of store listings: a folder under a `metadata`-named folder whose
 * locale-named subfolders hold fastlane's listing files (their changelogs and images counted with them).
 */
export function storeListings(files: readonly string[]): LeftOut[] {
  // root (the folder holding the locale folders) → locales, and the number of .txt files under them.
  const roots = new Map<string, { locales: Set<string>; texts: number }>();
  for (const file of files) {
    if (!LISTING_FILES.has(path.posix.basename(file))) continue;
    const localeFolder = path.posix.dirname(file);
    const root = path.posix.dirname(localeFolder);
    if (!root.split('/').some((segment) => segment.includes('metadata'))) continue;
    const code = readCode(path.posix.basename(localeFolder));
    if (code === undefined || !isRead(code)) continue;
    const found = roots.get(root) ?? { locales: new Set<string>(), texts: 0 };
    found.locales.add(path.posix.basename(localeFolder));
    roots.set(root, found);
  }
  const listings: LeftOut[] = [];
  for (const [root, found] of roots) {
    const texts = files.filter((f) => {
      if (!f.startsWith(`${root}/`) || !f.endsWith('.txt')) return false;
      return found.locales.has(f.slice(root.length + 1).split('/')[0] as string);
    }).length;
    listings.push({
      path: `${root}/{locale}/*.txt`,
      reason: `app-store listings (${texts} text files in ${found.locales.size} locales: fastlane's title, descriptions and changelogs, one plain text per file), which locale-sync does not sync: no translation format holds them; keep them with fastlane or Weblate's app-store metadata component`,
    });
  }
  return listings;
}
