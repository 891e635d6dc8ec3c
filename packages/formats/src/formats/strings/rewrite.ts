import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { type BlockFile, rewriteBlocks, sortedBlocks } from '../../shared/blocks.ts';
import { quotedEnd } from '../../shared/quoted.ts';
import { readStrings } from './read.ts';
import { serializeStrings, stringsLine } from './write.ts';

/** Writes `entries` over an existing `.strings` file, or over the source file for a new locale (`newFile`). */
export function serializeOver(
  entries: Entries,
  existing: string,
  options: SerializeOptions,
  /** Written from the source file for a new locale: a key defined twice is written once, the keys sorted when `options.sortKeys`. */
  newFile = false,
): string {
  const read = readStrings(existing);
  const file = newFile && options.sortKeys === true ? sortedBlocks(read) : read;
  if (file.blocks.length === 0 && file.trailing.trim() === '') return serializeStrings(entries);
  const equals = equalsOf(file);
  return rewriteBlocks(file, entries, (key, value) => stringsLine(key, value, equals), newFile);
}

/** The spacing around `=` of the file's last entry line (`"k"="v";` or `"k" = "v";`). */
function equalsOf(file: BlockFile): string {
  for (let i = file.blocks.length - 1; i >= 0; i--) {
    const equals = quotedKeyEquals(file.blocks[i]?.raw ?? '');
    if (equals !== undefined) return equals;
  }
  return ' = ';
}

const EQUALS = /[ \t]*=[ \t]*(?=")/y;

/**
 * The spacing around `=` after the first line of `raw` that opens with a quoted key followed by `=`
 * and a quoted value. Scanned with `quotedEnd`: a comment line between key and value may open a
 * quote, and V8 overflows its stack matching a quoted string of millions of characters.
 */
function quotedKeyEquals(raw: string): string | undefined {
  for (let at = 0; at < raw.length; ) {
    let start = at;
    while (raw[start] === ' ' || raw[start] === '\t') start++;
    if (raw[start] === '"') {
      const end = quotedEnd(raw, start);
      if (end === -1) return undefined;
      EQUALS.lastIndex = end;
      const equals = EQUALS.exec(raw)?.[0];
      if (equals !== undefined) return equals;
    }
    const newline = raw.indexOf('\n', start);
    if (newline === -1) return undefined;
    at = newline + 1;
  }
  return undefined;
}
