import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { parseGoI18n, syntaxOf } from './read.ts';
import { rewriteGoI18n } from './rewrite.ts';
import { serializeGoI18n } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseGoI18n(content).keys()],
  };
}

/**
 * go-i18n message files (Go, Hugo): JSON, YAML or TOML, v2 maps (`id: {description, one, other}`
 * or `id: text`) and v1 lists (`- id: … translation: …`). `.toml` is go-i18n's own; a `.json` or
 * `.yaml` file is read as go-i18n when the project's config names the format.
 */
export const goI18n: TranslationFormat = {
  name: 'go-i18n',
  extensions: ['.toml'],
  structures: ['flat'],
  parse: (content, options) => parseGoI18n(content, options),
  serialize: (entries, { style, path }) =>
    serializeGoI18n(entries, {
      syntax: path === undefined ? 'toml' : syntaxOf('', path),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver: rewriteGoI18n,
};
