import type { TranslationFormat } from '../../contract.ts';
import { newFileEscapes } from '../../shared/escaping.ts';
import { parseJson } from './read.ts';
import { serializeJsonLikeSource, serializeJsonOver } from './rewrite.ts';
import { detectJsonStyle, isJsonColon, serializeJson } from './write.ts';

/** JSON as a format: flat or nested, with arrays (slang's lists); a rewrite edits the existing file in place. */
export const json: TranslationFormat = {
  name: 'json',
  extensions: ['.json'],
  parse: (content, options) => parseJson(content, options),
  serialize: (entries, { structure, style, template, sibling }) => {
    const text =
      (template !== undefined ? serializeJsonLikeSource(entries, template, { structure }) : undefined) ??
      serializeJson(entries, {
        structure,
        arrays: true,
        ...(template !== undefined && structure === 'nested' && { holesLike: sourceValue(template) }),
        ...(style?.indent !== undefined && { indent: style.indent }),
        ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
        // A new file on one line, as its siblings are, spells its colon as they do.
        ...(isJsonColon(style?.syntax) && { colon: style.syntax }),
      });
    // A new file escapes non-ASCII text as `\u00FC` where its source or siblings do (Python's
    // json.dump, PHP's json_encode): outside strings JSON has no such character, so all of it is text.
    return newFileEscapes(template, sibling)
      ? text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      : text;
  },
  detectStyle: (content) => detectJsonStyle(content),
  serializeOver: serializeJsonOver,
  needsTemplate: true,
};

/** The source file as JSON.parse reads it, for its arrays' lengths; undefined when it does not. */
function sourceValue(template: string): unknown {
  try {
    return JSON.parse(template);
  } catch {
    return undefined;
  }
}
