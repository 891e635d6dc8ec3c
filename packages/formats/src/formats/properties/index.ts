import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { newFileEscapes } from '../../shared/escaping.ts';
import { withSiblingHeader } from '../../shared/header.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseProperties, readProperties } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { separatorOf, withSeparator } from './separator.ts';
import { serializeProperties } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: readProperties(content).blocks.map((block) => block.key),
  };
}

/** Java `.properties`: flat keys, comments and layout kept when writing over an existing file. */
export const properties: TranslationFormat = {
  name: 'properties',
  extensions: ['.properties'],
  structures: ['flat'],
  parse: parseProperties,
  // A new locale's bundle is the source bundle with the texts written over it, as Crowdin writes one:
  // its header comment block, and each kept property's comment; non-ASCII text is escaped as its
  // sibling translations escape it.
  // Its separator is the sibling's where the sibling has one (separator.ts).
  serialize: (entries, options) => {
    const separator = options.sibling === undefined ? undefined : separatorOf(options.sibling);
    if (options.template === undefined)
      return serializeProperties(entries, {
        ...(options.style?.trailingNewline !== undefined && {
          trailingNewline: options.style.trailingNewline,
        }),
        ...(separator !== undefined && { separator }),
        asciiOnly: newFileEscapes(undefined, options.sibling),
      });
    const template = separator === undefined ? options.template : withSeparator(options.template, separator);
    return withSiblingHeader(
      serializeOver(entries, template, options, true),
      options.sibling,
      readProperties,
    );
  },
  detectStyle,
  serializeOver: (entries, existing, options) => serializeOver(entries, existing, options),
  needsTemplate: true,
};
