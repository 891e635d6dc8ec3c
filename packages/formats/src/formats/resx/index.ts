import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseResx } from './read.ts';
import { rewriteResx } from './rewrite.ts';
import { serializeResx } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '  ',
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
  serialize: (entries) => serializeResx(entries),
  detectStyle,
  serializeOver: (entries, existing) => rewriteResx(entries, existing),
};
