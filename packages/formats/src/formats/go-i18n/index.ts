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
  serialize: (entries, options) => {
    const { style, path, template } = options;
    const syntax = path === undefined ? 'toml' : syntaxOf('', path);
    // A new file follows the source's shape (a v1 list of `id`/`translation` items, as Hugo themes
    // keep, or a v2 map; its comments, order and quoting): its messages with this locale's texts.
    if (template !== undefined && syntaxOf(template) === syntax && messagesIn(template)) {
      return endingAs(template, rewriteGoI18n(entries, template, options));
    }
    return serializeGoI18n(entries, {
      syntax,
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    });
  },
  detectStyle,
  serializeOver: rewriteGoI18n,
  needsTemplate: true,
};

/** Whether `text` is a go-i18n file with at least one message, whose shape a new file can take. */
function messagesIn(text: string): boolean {
  try {
    return parseGoI18n(text).size > 0;
  } catch {
    return false;
  }
}

/**
 * `text` ending as `model` does: the source's last messages, untranslated, leave the blank line that
 * stood before them, which a new file does not keep.
 */
function endingAs(model: string, text: string): string {
  const ending = (t: string) => /\s*$/.exec(t)?.[0] ?? '';
  return text.slice(0, text.length - ending(text).length) + ending(model);
}
