import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { serializeJson } from '../json/write.ts';
import { readJson5 } from './read.ts';
import { rewriteJson5 } from './rewrite.ts';

function detectStyle(content: string): FileStyle {
  const file = readJson5(content);
  return {
    structure: file.nested ? 'nested' : 'flat',
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...file.entries.keys()],
  };
}

/**
 * JSON5 (Angular's ngx-translate, DSpace): comments, unquoted names, single quotes, trailing commas.
 * Read like JSON, flat or nested; a new file is written as plain JSON (valid JSON5); a rewrite edits
 * the existing file in place, keeping everything JSON5 allows around the texts.
 */
export const json5: TranslationFormat = {
  name: 'json5',
  extensions: ['.json5'],
  parse: (content, options) => readJson5(content, options).entries,
  serialize: (entries, { structure, style }) =>
    serializeJson(entries, {
      structure,
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver: rewriteJson5,
};
