import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { fillNewFile } from '../../shared/new-file.ts';
import { xmlIndentOf } from '../../shared/xml.ts';
import { blankResx } from './new-file.ts';
import { parseResx } from './read.ts';
import { rewriteResx } from './rewrite.ts';
import { serializeResx } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: xmlIndentOf(content, '  '),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...parseResx(content).keys()],
  };
}

/** .NET `.resx`: `<data name>` texts; `{Name}.resx` is the neutral source, `{Name}.{culture}.resx` a translation. */
export const resx: TranslationFormat = {
  name: 'resx',
  extensions: ['.resx', '.resw'],
  structures: ['flat'],
  parse: parseResx,
  // A new culture's file takes the neutral file's header (the pull passes it as `template`).
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeResx(entries)
      : fillNewFile(entries, blankResx(options.template), options, {
          parse: parseResx,
          serializeOver: (texts, existing) => rewriteResx(texts, existing),
        }),
  detectStyle,
  serializeOver: (entries, existing) => rewriteResx(entries, existing),
  needsTemplate: true,
};
