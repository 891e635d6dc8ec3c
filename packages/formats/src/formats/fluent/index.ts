import type { ParseOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { serializeFromSource } from './new-file.ts';
import { fluentEntries, readFluent } from './read.ts';
import { rewriteFluent } from './rewrite.ts';
import { serializeFluent } from './write.ts';

/** Parses a Fluent file into entries: `message`, `message.attribute`, `-term`, `-term.attribute`. */
export function parseFluent(content: string, options: ParseOptions = {}): Entries {
  return new Map(fluentEntries(readFluent(content, options.warn)).map((entry) => [entry.key, entry.value]));
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '    ',
    trailingNewline: endsWithNewline(content),
    keyOrder: fluentEntries(readFluent(content)).map((entry) => entry.key),
  };
}

/** Project Fluent `.ftl`, read with @fluent/syntax; written over an existing file entry by entry. */
export const fluent: TranslationFormat = {
  name: 'fluent',
  extensions: ['.ftl'],
  structures: ['flat'],
  parse: parseFluent,
  // A new file takes the shape of its source file, as Pontoon and Crowdin write one (new-file.ts).
  serialize: (entries, options) =>
    options.template === undefined
      ? serializeFluent(entries)
      : serializeFromSource(entries, options.template),
  needsTemplate: true,
  detectStyle,
  serializeOver: (entries, existing) => rewriteFluent(entries, existing),
};
