// A Laravel language file with its keys sorted, for a new file whose sibling translations are kept
// sorted by their tool while the source group is not: each item moves with the comment lines above
// it, the group's header comment stays first, and commas end the items as the array's did.
import { lastBlankLineEnd } from '../../shared/header.ts';
import { compareKeys } from '../../shared/key-order.ts';
import type { PhpArray, PhpItem } from './model.ts';
import { readPhp } from './read.ts';

/**
 * `text` with the items of each array sorted by key (`compareKeys`), where each item of the array
 * stands on lines of its own; an array written otherwise (two items on a line), and a file of
 * assignments, stay in their order.
 */
export function sortedPhp(text: string): string {
  const file = readPhp(text);
  if (file.assigned) return text;
  const { root } = file;
  return text.slice(0, root.open) + sortedArray(text, root) + text.slice(root.close);
}

interface Chunk {
  item: PhpItem;
  /** Offset in the file after the chunk's line break. */
  to: number;
  /** The item's text with the lines above it that are its own, up to its line break. */
  text: string;
  /** Offset of the item's end within `text` (where a comma goes). */
  end: number;
  comma: boolean;
}

/** The text between `array`'s brackets, its items sorted where they stand on lines of their own. */
function sortedArray(text: string, array: PhpArray): string {
  const inner = (item: PhpItem, from: number, to: number): string =>
    item.value.kind === 'array'
      ? text.slice(from, item.value.open) + sortedArray(text, item.value) + text.slice(item.value.close, to)
      : text.slice(from, to);
  const afterOpen = lineEnd(text, array.open);
  const chunks = afterOpen === undefined ? undefined : ownLines(text, array, afterOpen, inner);
  if (afterOpen === undefined || chunks === undefined || chunks.length < 2) {
    // Kept in order: only the nested arrays are sorted.
    let out = '';
    let at = array.open;
    for (const item of array.items) {
      if (item.value.kind !== 'array') continue;
      out += text.slice(at, item.value.open) + sortedArray(text, item.value);
      at = item.value.close;
    }
    return out + text.slice(at, array.close);
  }
  const from = (chunks.at(-1) as Chunk).to;
  // The first item's comment up to its last blank line is the array's header: it stays first.
  const first = chunks[0] as Chunk;
  const leading = first.text.slice(0, first.item.start - afterOpen);
  // Read from the line break before it, so that a blank line right after the bracket counts.
  const headerEnd = lastBlankLineEnd(`\n${leading}`) - 1;
  const header = headerEnd < 0 ? '' : leading.slice(0, headerEnd);
  chunks[0] = { ...first, text: first.text.slice(header.length), end: first.end - header.length };
  const endsWithComma = (chunks.at(-1) as Chunk).comma;
  const sorted = [...chunks].sort((a, b) => compareKeys(a.item.key, b.item.key, false));
  const body = sorted
    .map((chunk, i) => {
      const wantComma = i < sorted.length - 1 || endsWithComma;
      if (wantComma === chunk.comma) return chunk.text;
      if (wantComma) return `${chunk.text.slice(0, chunk.end)},${chunk.text.slice(chunk.end)}`;
      const comma = chunk.text.indexOf(',', chunk.end);
      return chunk.text.slice(0, comma) + chunk.text.slice(comma + 1);
    })
    .join('');
  return text.slice(array.open, afterOpen) + header + body + text.slice(from, array.close);
}

/**
 * The array's items as chunks, from `from` on, each ending its line; undefined when an item shares a
 * line with another or with its array's bracket.
 */
function ownLines(
  text: string,
  array: PhpArray,
  from: number,
  inner: (item: PhpItem, from: number, to: number) => string,
): Chunk[] | undefined {
  const chunks: Chunk[] = [];
  let at = from;
  for (const item of array.items) {
    const to = lineEnd(text, item.comma === undefined ? item.end : item.comma + 1);
    if (to === undefined || item.start < at || !startsLine(text, item.start)) return undefined;
    chunks.push({
      item,
      to,
      text: inner(item, at, to),
      end: inner(item, at, item.end).length,
      comma: item.comma !== undefined,
    });
    at = to;
  }
  return chunks;
}

const LINE_END = /[ \t]*(?:(?:\/\/|#)[^\n]*)?\r?\n/y;

/** The offset after the line break ending the line `offset` is on, when only a comment follows it there. */
function lineEnd(text: string, offset: number): number | undefined {
  LINE_END.lastIndex = offset;
  const match = LINE_END.exec(text);
  return match === null ? undefined : offset + match[0].length;
}

/** True when only spaces or tabs come before `offset` on its line. */
function startsLine(text: string, offset: number): boolean {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*$/.test(text.slice(start, offset));
}
