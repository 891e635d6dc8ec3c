import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { withSiblingHeader } from '../../shared/header.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseStrings, readStrings } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeStrings } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: readStrings(content).blocks.map((block) => block.key),
  };
}

/** Apple `.strings`: flat keys, comments kept when writing over an existing file. */
export const strings: TranslationFormat = {
  name: 'strings',
  extensions: ['.strings'],
  structures: ['flat'],
  parse: parseStrings,
  // A new locale's file is the source file with the texts written over it, as Crowdin writes one:
  // its header comment (where the sibling translations have it), and each kept string's comment
  // (which Xcode's import writes too).
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeStrings(
          entries,
          options.style?.trailingNewline === undefined
            ? {}
            : { trailingNewline: options.style.trailingNewline },
        )
      : withSiblingHeader(
          serializeOver(entries, options.template, options, true),
          options.sibling,
          readStrings,
        ),
  detectStyle,
  serializeOver: (entries, existing, options) => serializeOver(entries, existing, options),
  needsTemplate: true,
};
