// Twine (scelis/twine) keeps every locale of every string in one text file, from which `twine
// generate-all-localization-files` writes each platform's files: Organic Maps's
// `data/strings/strings.txt` is `[[section]]`, then `[key]`, then one `en = text` line per locale.
// Its path names no locale, so no layout finds it: it is told by its first bytes and read in the
// `twine` format, a files entry of its own holding every locale (as an Xcode String Catalog).
import path from 'node:path';
import type { DiscoverOptions } from './discover-model.ts';
import { compareStrings } from './discovery.ts';

/**
 * The first bytes of a Twine file: comment lines allowed, a `[[section]]` line, blank or comment lines,
 * a `[key]` line, then an indented `<language> = ` line (or an attribute first: `comment = `, `tags = `).
 */
const TWINE_HEAD =
  /^\uFEFF?(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*\[\[[^\]\n]+\]\][ \t]*\r?\n(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*\[[^\]\n]+\][ \t]*\r?\n[ \t]+[A-Za-z][A-Za-z0-9-]*[ \t]*=/;

/** The `.txt` files whose first bytes are Twine's, in path order. */
export async function twineFiles(files: readonly string[], head: DiscoverOptions['head']): Promise<string[]> {
  if (head === undefined) return [];
  const found: string[] = [];
  for (const file of files) {
    if (path.posix.extname(file).toLowerCase() !== '.txt') continue;
    const text = await head(file);
    if (text !== undefined && TWINE_HEAD.test(text)) found.push(file);
  }
  return found.sort(compareStrings);
}
