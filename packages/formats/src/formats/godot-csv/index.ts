import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { localeEntries, parseGodotLocales, readGodotCsv } from './read.ts';
import { localeOf, rewriteGodotLocales } from './rewrite.ts';
import { serializeGodotCsv } from './write.ts';

function detectStyle(content: string): FileStyle {
  const file = readGodotCsv(content);
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...localeEntries(file, file.locales.get(localeOf(file, undefined)) as number).keys()],
  };
}

/**
 * Godot's CSV translations (`keys,en,de,…`): every locale a column of one file, read as Godot 4's
 * importer reads it. Its single-locale view is the locale asked for, else the first locale column;
 * `parseLocales` and `rewriteLocales` read and write every locale at once.
 */
export const godotCsv: TranslationFormat = {
  name: 'godot-csv',
  extensions: ['.csv'],
  structures: ['flat'],
  parse: (content, options) => {
    const file = readGodotCsv(content, options);
    const column = file.locales.get(localeOf(file, options?.locale));
    return column === undefined ? new Map() : localeEntries(file, column, options);
  },
  serialize: (entries, { locale }) => serializeGodotCsv(entries, locale ?? 'en'),
  detectStyle,
  serializeOver: (entries, existing, { locale }) =>
    rewriteGodotLocales(existing, new Map([[localeOf(readGodotCsv(existing), locale), entries]])),
  parseLocales: parseGodotLocales,
  rewriteLocales: (existing, byLocale) => rewriteGodotLocales(existing, byLocale),
};
