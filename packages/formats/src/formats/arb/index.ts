import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { detectIndent, endsWithNewline } from '../../shared/lines.ts';
import { readArb } from './read.ts';
import { serializeFromSource, serializeOver } from './rewrite.ts';
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
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeArb(entries, {
          ...(options.locale !== undefined && { locale: options.locale }),
          ...(options.style?.indent !== undefined && { indent: options.style.indent }),
          ...(options.style?.trailingNewline !== undefined && {
            trailingNewline: options.style.trailingNewline,
          }),
        })
      : serializeFromSource(entries, options.template, options),
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
