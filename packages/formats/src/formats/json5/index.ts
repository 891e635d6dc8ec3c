import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { renderTree, serializeJson } from '../json/write.ts';
import { readJson5 } from './read.ts';
import { rewriteJson5, treeLikeSource } from './rewrite.ts';

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
  serialize: (entries, { structure, style, template }) => {
    const tree =
      structure === 'nested' && template !== undefined ? treeLikeSource(entries, template) : undefined;
    const indent = style?.indent ?? '  ';
    if (tree === undefined) {
      return serializeJson(entries, {
        structure,
        indent,
        ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
      });
    }
    const text = renderTree(tree, { indent, eol: '\n', colon: ': ', escape: JSON.stringify }, '');
    return style?.trailingNewline === false ? text : `${text}\n`;
  },
  detectStyle,
  serializeOver: rewriteJson5,
  needsTemplate: true,
};
