import type { TranslationFormat } from '../../contract.ts';
import { isPoTemplate } from '../../gettext.ts';
import type { FileStyle } from '../../model.ts';
import { parsePo } from './read.ts';
import { type PoSerializeOptions, serializeOver } from './rewrite.ts';
import { serializePo } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: /\n$/.test(content),
    keyOrder: [...parsePo(content).keys()],
  };
}

/** gettext PO/POT: contexts, plural forms, comments and headers kept when writing over a file. */
export const po: TranslationFormat = {
  name: 'po',
  extensions: ['.po', '.pot'],
  structures: ['flat'],
  parse: parsePo,
  serialize: (entries, options: PoSerializeOptions) =>
    serializePo(entries, {
      ...(options.locale !== undefined && { locale: options.locale }),
      ...(isPoTemplate(options.path) && { template: true }),
    }),
  detectStyle,
  serializeOver,
};
