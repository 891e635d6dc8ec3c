import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { type BlockFile, rewriteBlocks, sortedBlocks } from '../../shared/blocks.ts';
import { escapesNonAscii, newFileEscapes } from '../../shared/escaping.ts';
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
    SEPARATOR.lastIndex = keyEnd(body);
    const match = SEPARATOR.exec(body)?.[0];
    if (match) separator = match;
  }
  return { separator, asciiOnly: escapesNonAscii(content) ?? false, eol: file.eol };
}

const SEPARATOR = /[ \t\f]*[=:]?[ \t\f]*/y;

/**
 * Where the key opening `line` ends: at its first unescaped `=`, `:` or white space, or at a
 * backslash before a line break. A loop, as `quotedEnd` is: V8 matches `(?:[^\\=:\s]|\\.)*` with
 * one backtracking entry per character.
 */
function keyEnd(line: string): number {
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (c === '\\') {
      const next = line[i + 1];
      if (next === undefined || /[\n\r\u2028\u2029]/.test(next)) break;
      i += 2;
    } else if (c === '=' || c === ':' || /\s/.test(c)) {
      break;
    } else {
      i++;
    }
  }
  return i;
}

/**
 * Writes `entries` over an existing bundle. For a new bundle written over its source (`options.sibling`
 * set), the escaping of non-ASCII text is the sibling translation's when the source cannot tell:
 * Keycloak's English messages are ASCII, its translations escape `ü` as `\u00FC`.
 */
export function serializeOver(
  entries: Entries,
  existing: string,
  options: SerializeOptions,
  /** Written from the source bundle for a new locale: a key defined twice is written once, the keys sorted when `options.sortKeys`. */
  newFile = false,
): string {
  const read = readProperties(existing);
  const file = newFile && options.sortKeys === true ? sortedBlocks(read) : read;
  const style = {
    ...detectPropertiesStyle(existing, read),
    asciiOnly: newFileEscapes(existing, options.sibling),
  };
  if (file.blocks.length === 0 && file.trailing.trim() === '') {
    return serializeProperties(entries, {
      ...style,
      trailingNewline: endsWithNewline(existing) || existing === '',
    });
  }
  return rewriteBlocks(file, entries, (key, value) => propertiesLine(key, value, style), newFile);
}
