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
  return { separator, asciiOnly: asciiOnlyIn(content) ?? false, eol: file.eol };
}

/**
 * Whether a bundle escapes non-ASCII text: true when it has `\uXXXX` escapes above ASCII and no raw
 * non-ASCII (ISO-8859-1 style, what `native2ascii` and Java before 9 want), false when it has raw
 * non-ASCII text, undefined when it has neither and cannot tell.
 */
export function asciiOnlyIn(content: string): boolean | undefined {
  if (/[\u007f-\uffff]/.test(content.replace(/^\uFEFF/, ''))) return false;
  return /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/.test(content) ? true : undefined;
}

/**
 * Writes `entries` over an existing bundle. For a new bundle written over its source (`options.sibling`
 * set), the escaping of non-ASCII text is the sibling translation's when the source cannot tell:
 * Keycloak's English messages are ASCII, its translations escape `ü` as `\u00FC`.
 */
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const file = readProperties(existing);
  const own = detectPropertiesStyle(existing, file);
  const asciiOnly =
    asciiOnlyIn(existing) ?? (options.sibling === undefined ? undefined : asciiOnlyIn(options.sibling));
  const style = { ...own, asciiOnly: asciiOnly ?? false };
  if (file.blocks.length === 0 && file.trailing.trim() === '') {
    return serializeProperties(entries, {
      ...style,
      trailingNewline: endsWithNewline(existing) || existing === '',
    });
  }
  return rewriteBlocks(file, entries, (key, value) => propertiesLine(key, value, style));
}
