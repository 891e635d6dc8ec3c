// Which files discovery reads by their extension: a format the sync carries, a format the formats
// package reads but the sync does not carry (reported), or a format whose one file holds every locale
// (a layout of its own).
import { formatInfoForExtension } from '@locale-sync/formats/core';
import { isMultiLocale, wireFormatForExtension } from './discovery.ts';

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
 * the formats package reads that is not on the wire. (`.csv`, found and left out until Magento's CSV
 * became the `csv` format, was the last one known by its extension alone.)
 */
export function unreadFormat(ext: string): string | undefined {
  if (readableFormat(ext) !== undefined) return undefined;
  return formatInfoForExtension(ext)?.name;
}
