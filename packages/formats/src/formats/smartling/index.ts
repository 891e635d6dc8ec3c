import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { indentOf } from '../json/write.ts';
import { readSmartling, smartlingEntries } from './read.ts';
import { rewriteSmartling } from './rewrite.ts';
import { serializeSmartling } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: indentOf(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: readSmartling(content).messages.map((m) => m.key),
  };
}

/**
 * Smartling's JSON with inline directives (Signal Desktop's `_locales/<locale>/messages.json`): a
 * leading `"smartling"` member whose `translate_paths` name each message's text (`*\/messageformat`,
 * an ICU message) and instruction (`*\/description`). The directives and descriptions are kept and
 * never sent as texts; a new translation is the source file with the translations as its texts.
 */
export const smartling: TranslationFormat = {
  name: 'smartling',
  extensions: ['.json'],
  structures: ['flat'],
  parse: (content, options) => smartlingEntries(readSmartling(content, options)),
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeSmartling(entries, {
          ...(options.style?.indent !== undefined && { indent: options.style.indent }),
          ...(options.style?.trailingNewline !== undefined && {
            trailingNewline: options.style.trailingNewline,
          }),
        })
      : rewriteSmartling(entries, options.template, options.template),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing, options) => rewriteSmartling(entries, existing, options.template),
};
