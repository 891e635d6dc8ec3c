import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { type BlockFile, rewriteBlocks } from '../../shared/blocks.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { readProperties, stripBreak } from './read.ts';
import { propertiesLine, serializeProperties } from './write.ts';

interface PropertiesStyle {
  separator: string;
  asciiOnly: boolean;
  eol: string;
}

/** The separator, escaping of non-ASCII text and line break an existing file uses. */
function detectPropertiesStyle(content: string, file: BlockFile): PropertiesStyle {
  const first = file.blocks[0];
  let separator = '=';
  if (first) {
    const body = stripBreak(first.raw).replace(/^[ \t\f]+/, '');
    const match = /^(?:[^\\=:\s]|\\.)*([ \t\f]*[=:]?[ \t\f]*)/.exec(body);
    if (match?.[1]) separator = match[1];
  }
  // Escaped non-ASCII and no raw non-ASCII: the file is kept in ISO-8859-1 style.
  const asciiOnly =
    /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/.test(content) && !/[\u007f-\uffff]/.test(content);
  return { separator, asciiOnly, eol: file.eol };
}

export function serializeOver(entries: Entries, existing: string, _options: SerializeOptions): string {
  const file = readProperties(existing);
  const style = detectPropertiesStyle(existing, file);
  if (file.blocks.length === 0 && file.trailing.trim() === '') {
    return serializeProperties(entries, {
      ...style,
      trailingNewline: endsWithNewline(existing) || existing === '',
    });
  }
  return rewriteBlocks(file, entries, (key, value) => propertiesLine(key, value, style));
}
