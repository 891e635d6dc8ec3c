import type { TranslationFormat } from '../../contract.ts';
import { isPoTemplate } from '../../gettext.ts';
import type { FileStyle } from '../../model.ts';
import { fillNewFile } from '../../shared/new-file.ts';
import { initPo } from './init.ts';
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
  serialize: (entries, options: PoSerializeOptions) => {
    const template = isPoTemplate(options.path);
    // A new locale's catalog is what msginit (or, beside Babel's catalogs, `pybabel init`) makes of
    // the template, with the pulled texts filled in.
    if (options.template !== undefined && options.locale !== undefined && !template) {
      const blank = initPo(options.template, options.locale, options.sibling);
      return fillNewFile(entries, blank, options, { parse: parsePo, serializeOver });
    }
    return serializePo(entries, {
      ...(options.locale !== undefined && { locale: options.locale }),
      ...(template && { template: true }),
    });
  },
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
