import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { indentOf } from '../json/write.ts';
import { splitHeader } from './model.ts';
import { readVscode, vscodeEntries } from './read.ts';
import { rewriteVscode } from './rewrite.ts';
import { serializeVscode } from './write.ts';

function detectStyle(content: string): FileStyle {
  const { header, at } = splitHeader(content);
  return {
    structure: 'flat',
    indent: indentOf(content.slice(at + header.length)),
    trailingNewline: endsWithNewline(content),
    keyOrder: readVscode(content).map((m) => m.key),
  };
}

/**
 * VS Code extensions' NLS files (`package.nls.{locale}.json`, `l10n/bundle.l10n.{locale}.json`): each
 * key's text is its string, or the `message` of a `{"message", "comment"}` object whose comment is
 * kept as written.
 */
export const vscode: TranslationFormat = {
  name: 'vscode',
  extensions: ['.json'],
  structures: ['flat'],
  parse: (content, options) => vscodeEntries(readVscode(content, options)),
  serialize: (entries, { style }) =>
    serializeVscode(entries, {
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver: (entries, existing) => rewriteVscode(entries, existing),
};
