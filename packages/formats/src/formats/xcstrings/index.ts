import type { SerializeOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseCatalog, parseLocales, readCatalog } from './read.ts';
import { rewriteLocales } from './rewrite.ts';
import { serializeCatalog } from './write.ts';

/** Writes one locale's texts over a catalog: `options.locale`, else the catalog's source language. */
function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const locale = options.locale ?? readCatalog(existing).sourceLanguage;
  return rewriteLocales(existing, new Map([[locale, entries]]));
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '  ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseCatalog(content).keys()],
  };
}

/**
 * Xcode String Catalog (`.xcstrings`): every locale in one JSON file. Its single-locale view is the
 * source language; `parseLocales` and `rewriteLocales` read and write every locale at once.
 */
export const xcstrings: TranslationFormat = {
  name: 'xcstrings',
  extensions: ['.xcstrings'],
  structures: ['flat'],
  parse: parseCatalog,
  serialize: (entries, { locale }) => serializeCatalog(entries, locale),
  detectStyle,
  serializeOver,
  parseLocales,
  rewriteLocales: (existing, byLocale) => rewriteLocales(existing, byLocale),
};
