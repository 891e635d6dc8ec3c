import type { TranslationFormat } from '../../contract.ts';
import { parseJson } from './read.ts';
import { serializeJsonLikeSource, serializeJsonOver } from './rewrite.ts';
import { detectJsonStyle, serializeJson } from './write.ts';

/** JSON as a format: flat or nested, with arrays (slang's lists); a rewrite edits the existing file in place. */
export const json: TranslationFormat = {
  name: 'json',
  extensions: ['.json'],
  parse: (content, options) => parseJson(content, options),
  serialize: (entries, { structure, style, template }) =>
    (template !== undefined ? serializeJsonLikeSource(entries, template, { structure }) : undefined) ??
    serializeJson(entries, {
      structure,
      arrays: true,
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle: (content) => detectJsonStyle(content),
  serializeOver: serializeJsonOver,
  needsTemplate: true,
};
