// Which files discovery reads by their extension: a format the sync carries, a format the formats
// package reads but the sync does not carry (reported), or a format whose one file holds every locale
// (a layout of its own).
import { formatInfoForExtension } from '@locale-sync/formats/core';
import { isMultiLocale, wireFormatForExtension } from './discovery.ts';

// Formats real projects keep translations in that locale-sync does not read (yet): found, reported,
// left out. A format the registry reads is never in this list's way (the registry is asked first).
const UNREAD_FORMATS: ReadonlyMap<string, string> = new Map([
  [
    '.tr',
    'Luanti (Minetest) translation files (`<textdomain>.<locale>.tr`, whose source is the `template.txt` beside them)',
  ],
  // Zotero's and older Mozilla add-ons' `chrome/locale/<locale>/*.dtd`, beside the `.properties` and
  // `.ftl` that are read.
  ['.dtd', 'Mozilla DTD entity files (`<!ENTITY key "text">`, XUL\'s strings)'],
  // Dolibarr's `langs/<locale_>/*.lang`: `key=text` lines, read by its own Translate class.
  ['.lang', 'Dolibarr language files (`langs/<locale_>/*.lang`, `key=text` lines)'],
]);

/** True when `ext` (with its dot) belongs to a format whose one file holds every locale (`.xcstrings`). */
export function holdsEveryLocale(ext: string): boolean {
  const format = formatInfoForExtension(ext);
  return format !== undefined && isMultiLocale(format.name);
}

/** The name of the format `ext` (with its dot) belongs to, when the sync reads it. */
export function readableFormat(ext: string): string | undefined {
  return wireFormatForExtension(ext)?.name;
}

/**
 * The name of a format discovery finds but the sync does not carry (yet), if `ext` is one: a format
 * the formats package reads that is not on the wire, or one of UNREAD_FORMATS (Luanti's `.tr`).
 */
export function unreadFormat(ext: string): string | undefined {
  if (readableFormat(ext) !== undefined) return undefined;
  return formatInfoForExtension(ext)?.name ?? UNREAD_FORMATS.get(ext);
}
