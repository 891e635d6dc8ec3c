import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { parseProperties, readProperties } from './read.ts';
import { serializeOver } from './rewrite.ts';
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
  serialize: (entries, { style }) =>
    serializeProperties(entries, {
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
