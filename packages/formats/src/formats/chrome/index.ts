import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { indentOf } from '../json/write.ts';
import { chromeEntries, readChrome } from './read.ts';
import { rewriteChrome } from './rewrite.ts';
import { serializeChrome } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: indentOf(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: readChrome(content).map((m) => m.name),
  };
}

/**
 * Chrome extension messages (`_locales/{locale_}/messages.json`): each message's `message` is its
 * text; descriptions and placeholders are kept as written, and a new message takes the source's
 * description and placeholders.
 */
export const chrome: TranslationFormat = {
  name: 'chrome',
  extensions: ['.json'],
  structures: ['flat'],
  parse: (content, options) => chromeEntries(readChrome(content, options)),
  serialize: (entries, { style, template }) =>
    serializeChrome(entries, {
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
      ...(template !== undefined && { template }),
    }),
  detectStyle,
  serializeOver: rewriteChrome,
  needsTemplate: true,
};
