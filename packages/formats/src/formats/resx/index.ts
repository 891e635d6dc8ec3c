import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { fillNewFile } from '../../shared/new-file.ts';
import { xmlIndentOf } from '../../shared/xml.ts';
import { blankResx, withCopiedComments } from './new-file.ts';
import { parseResx, readResx } from './read.ts';
import { rewriteResx } from './rewrite.ts';
import { serializeResx } from './write.ts';

/** The sibling translation when it is a `.resx` that can be read, else the neutral file. */
function siblingOrTemplate(sibling: string | undefined, template: string): string {
  if (sibling === undefined) return template;
  try {
    readResx(sibling);
    return sibling;
  } catch {
    return template;
  }
}

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
  // A new culture's file takes the header of its sibling translation, whose tool writes the next
  // one, else of the neutral file (the pull passes it as `template`); and the neutral file's
  // `<comment>`s where the sibling copies them.
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeResx(entries)
      : withCopiedComments(
          fillNewFile(entries, blankResx(siblingOrTemplate(options.sibling, options.template)), options, {
            parse: parseResx,
            serializeOver: (texts, existing) => rewriteResx(texts, existing),
          }),
          options.template,
          options.sibling,
        ),
  detectStyle,
  serializeOver: (entries, existing) => rewriteResx(entries, existing),
  needsTemplate: true,
};
