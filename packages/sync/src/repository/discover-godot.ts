// Godot's CSV translations keep every locale of each key in one file, a column per locale under a
// header row (`keys,en,de,fr`; Godot's ResourceImporterCSVTranslation: the first column's header is
// any value, every other header a locale, a header starting with `_` a column Godot ignores, `?context`
// and `?plural` special columns). locale-sync reads any other `.csv` as Magento's two-column
// `key,text` rows, so such a file is told by its header and read in the `godot-csv` format, a files
// entry of its own holding every locale (as an Xcode String Catalog): read as Magento's, its header
// row would be a phrase, and a file named for a locale (`translations/en.csv`) the source of a layout
// pull would add `de.csv` files to.
import path from 'node:path';
import { isRead, readCode } from './discover-locale.ts';
import type { DiscoverOptions } from './discover-model.ts';
import { compareStrings } from './discovery.ts';

/** Headers of the first column Godot's own docs and projects give it. */
const KEY_HEADERS: ReadonlySet<string> = new Set(['keys', 'key', 'id', 'ids']);

/**
 * True when the first line of a CSV file is Godot's translation header: a first field, then fields
 * that are each a locale code, a column Godot skips (`_notes`) or a special one (`?context`), with two
 * locales at least, or one after a first field named as keys are (`keys,en`).
 */
export function isGodotCsvHead(head: string): boolean {
  const line = /^\uFEFF?([^\r\n]*)/.exec(head)?.[1] ?? '';
  const [first, ...rest] = line.split(',').map((field) => field.trim().replace(/^"(.*)"$/, '$1'));
  if (first === undefined || rest.length === 0) return false;
  let locales = 0;
  for (const field of rest) {
    if (field.startsWith('_') || field.startsWith('?')) continue;
    if (!isRead(readCode(field))) return false;
    locales++;
  }
  return locales >= 2 || (locales === 1 && KEY_HEADERS.has(first.toLowerCase()));
}

/** The `.csv` files whose first line is Godot's translation header, in path order. */
export async function godotCsvFiles(
  files: readonly string[],
  head: DiscoverOptions['head'],
): Promise<string[]> {
  if (head === undefined) return [];
  const found: string[] = [];
  for (const file of files) {
    if (path.posix.extname(file).toLowerCase() !== '.csv') continue;
    const text = await head(file, 1_024);
    if (text !== undefined && isGodotCsvHead(text)) found.push(file);
  }
  return found.sort(compareStrings);
}
