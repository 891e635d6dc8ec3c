import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { languageEntries, parseTwineLocales, readTwine } from './read.ts';
import { rewriteTwineLocales } from './rewrite.ts';
import { serializeTwine } from './write.ts';

/** The language a single-locale reading or writing means: the one asked for when the file has it, else the developer language. */
function languageOf(content: string, locale: string | undefined): string {
  const { languages } = readTwine(content);
  if (locale !== undefined && languages.includes(locale)) return locale;
  return locale ?? languages[0] ?? 'en';
}

function detectStyle(content: string): FileStyle {
  const file = readTwine(content);
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...languageEntries(file, file.languages[0] ?? 'en').keys()],
  };
}

/**
 * Twine's strings file (scelis/twine; Organic Maps's `data/strings/strings.txt`): every language of
 * each key in one text file, read as twine reads it. Its single-locale view is the language asked for,
 * else the developer language (the first the file names); `parseLocales` and `rewriteLocales` read and
 * write every language at once.
 */
export const twine: TranslationFormat = {
  name: 'twine',
  extensions: ['.txt'],
  structures: ['flat'],
  parse: (content, options) =>
    languageEntries(readTwine(content, options), languageOf(content, options?.locale)),
  serialize: (entries, { locale }) => serializeTwine(entries, locale ?? 'en'),
  detectStyle,
  serializeOver: (entries, existing, { locale }) =>
    rewriteTwineLocales(existing, new Map([[languageOf(existing, locale), entries]])),
  parseLocales: parseTwineLocales,
  rewriteLocales: (existing, byLocale) => rewriteTwineLocales(existing, byLocale),
};
