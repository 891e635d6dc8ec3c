import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { indentOf } from '../json/write.ts';
import { readStructured, structuredEntries } from './read.ts';
import { rewriteStructured } from './rewrite.ts';
import { serializeStructured } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: indentOf(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: readStructured(content).map((m) => m.key),
  };
}

/**
 * Transifex's structured JSON (`{"key": {"string": "…", "context": "…", "developer_comment": "…",
 * "character_limit": 40}}`, nested groups allowed): each message's text is its `string`.
 */
export const structuredJson: TranslationFormat = {
  name: 'structured-json',
  extensions: ['.json'],
  structures: ['flat'],
  parse: (content, options) => structuredEntries(readStructured(content, options)),
  // A new translation is the source file's messages with the translations as their strings, their
  // notes kept, as Transifex writes a translation file.
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeStructured(entries, {
          ...(options.style?.indent !== undefined && { indent: options.style.indent }),
          ...(options.style?.trailingNewline !== undefined && {
            trailingNewline: options.style.trailingNewline,
          }),
        })
      : rewriteStructured(entries, options.template, options.template),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing, options) => rewriteStructured(entries, existing, options.template),
};
