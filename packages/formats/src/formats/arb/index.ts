import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { readArb } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeArb } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readArb(content).entries.keys()],
  };
}

/** Flutter ARB: flat JSON of ICU messages; `@@locale` and `@key` metadata kept over existing files. */
export const arb: TranslationFormat = {
  name: 'arb',
  extensions: ['.arb'],
  structures: ['flat'],
  parse: (content, options) => readArb(content, options).entries,
  serialize: (entries, { style, locale }) =>
    serializeArb(entries, {
      ...(locale !== undefined && { locale }),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
