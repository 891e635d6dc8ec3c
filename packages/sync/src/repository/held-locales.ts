// A file that holds every locale of its resource (an Xcode String Catalog): which part of it holds
// locale X. Push reads each part as a file of its own; pull writes each part back into the file.
import type { Entries } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { HeldLocales } from './layout.ts';
import { readLocale, spellLocale, unmapSpelling, wireLocale } from './locale-spelling.ts';
import { localeMapExample } from './localemap-example.ts';

/** One locale of a file holding every locale. */
export interface HeldLocale {
  /** The locale as the service stores it (`pt-BR`). */
  locale: string;
  /** The locale as the file spells it. */
  spelling: string;
  entries: Entries;
}

/**
 * The locales a file holds (`byLocale`: the format's `parseLocales`, keyed by the file's spellings,
 * the source first), keyed by the locale as the service stores it, in the file's order. A spelling
 * no locale can be read from is left out with a warning; two spellings of one locale are an error
 * naming both.
 */
export function heldLocales(
  byLocale: ReadonlyMap<string, Entries>,
  held: HeldLocales,
  file: string,
  logger: Logger,
): Map<string, HeldLocale> {
  const out = new Map<string, HeldLocale>();
  for (const [spelling, entries] of byLocale) {
    const read = unmapSpelling(spelling, held.localeMap) ?? readLocale(spelling);
    if (read === undefined) {
      logger.warning(
        `${file}: "${spelling}" is not a locale code, so its texts are not synced (name its code in "localeMap" of the files entry, e.g. ${localeMapExample(spelling)})`,
        { file },
      );
      continue;
    }
    const locale = wireLocale(read);
    const earlier = out.get(locale);
    if (earlier !== undefined) {
      throw new SyncError(
        `${file}: "${earlier.spelling}" and "${spelling}" are one locale (${locale}) on the service; keep one of them in the file, or give one a code of its own with "localeMap" in the files entry`,
        { file },
      );
    }
    out.set(locale, { locale, spelling, entries });
  }
  return out;
}

/**
 * How the file spells `locale`: as it does now, else as `localeMap` says, else as a BCP 47 tag (the
 * way Xcode names a catalog's languages: `de`, `pt-BR`, `zh-Hans`).
 */
export function spellingOf(
  locale: string,
  present: ReadonlyMap<string, HeldLocale>,
  held: HeldLocales,
): string {
  return present.get(wireLocale(locale))?.spelling ?? spellLocale(locale, 'locale', held.localeMap);
}
