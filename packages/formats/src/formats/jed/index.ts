import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { jedEntries, readJed } from './read.ts';
import { rewriteJed } from './rewrite.ts';
import { serializeJed } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...jedEntries(readJed(content)).keys()],
  };
}

/**
 * WordPress JED JSON (`wp i18n make-json`, read by @wordpress/i18n): messages keyed by gettext's
 * msgid (with its context), plural forms as `key[0]`, `key[1]`…; the header and everything but the
 * changed translations kept as written. Only a `files` entry naming `jed` makes a `.json` this format.
 */
export const jed: TranslationFormat = {
  name: 'jed',
  extensions: ['.json'],
  structures: ['flat'],
  parse: (content, options) => jedEntries(readJed(content, options)),
  serialize: (entries, { locale, style }) =>
    serializeJed(entries, {
      ...(locale !== undefined && { locale }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver: rewriteJed,
};
