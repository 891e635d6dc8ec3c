// A file that holds every locale (a String Catalog, Godot's CSV translations, Twine's strings) has no
// translation files to list: `init` reads the locales out of it instead, so the list it prints names
// every locale the project needs, as it does for a folder per locale.
import { formatInfoForPath, getFormat, loadFormats, type TranslationFormat } from '@locale-sync/formats/core';
import type { Logger } from '../logger.ts';
import type { Discovery } from './discover-model.ts';
import { heldLocales } from './held-locales.ts';
import { wireLocale } from './locale-spelling.ts';
import { readInside } from './paths.ts';
import { decodeText } from './text-encoding.ts';

/**
 * Fills each layout of files holding every locale with the locales they hold beside the source
 * locale (as the service stores them, each with its file), read as push reads them. A file that
 * cannot be read is named in a warning and lists nothing.
 */
export async function listHeldLocales(discovery: Discovery, rootReal: string, logger: Logger): Promise<void> {
  const source = wireLocale(discovery.sourceLocale);
  for (const layout of discovery.layouts) {
    if (layout.multiLocale !== true) continue;
    for (const file of layout.sources) {
      const format = await formatOf(file, layout.entry.format);
      if (format?.parseLocales === undefined) continue;
      let byLocale: Map<string, Map<string, string>>;
      try {
        const { text } = decodeText(await readInside(rootReal, file), file);
        byLocale = format.parseLocales(text, { path: file });
      } catch (err) {
        logger.warning(`${file}: its locales could not be listed: ${(err as Error).message}`, { file });
        continue;
      }
      for (const { locale } of heldLocales(byLocale, {}, file, logger).values()) {
        if (locale === source) continue;
        layout.translations.set(locale, [...(layout.translations.get(locale) ?? []), file]);
      }
    }
  }
}

/** The entry's format, else the one the file's path names; loaded, or undefined when none is known. */
async function formatOf(file: string, named: string | undefined): Promise<TranslationFormat | undefined> {
  const name = named ?? formatInfoForPath(file)?.name;
  if (name === undefined) return undefined;
  await loadFormats([name]);
  return getFormat(name);
}
