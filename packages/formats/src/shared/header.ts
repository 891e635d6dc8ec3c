// A new file written from its source file keeps the source's header comment (the file comment
// above the first entry, a blank line apart) only where its sibling translations have it too: Xcode
// copies the whole file when a language is added (Ice Cubes' `uk.lproj/InfoPlist.strings` keeps
// "Created by Thomas Durand"), while translations a service wrote start at their first entry.
import type { BlockFile } from './blocks.ts';

/** The header of a line-oriented file: its first entry's leading text up to its last blank line. */
function headerOf(file: BlockFile): string {
  const leading = file.blocks[0]?.leading ?? '';
  const end = lastBlankLineEnd(leading);
  return end < 0 ? '' : leading.slice(0, end);
}

/**
 * Where `text`'s last blank line ends (-1 without one): the end of the first line break, blank line
 * and line break (`\r?\n[ \t]*\r?\n`) after which no other begins. One scan: a lookahead for "no
 * other after" tried at every line break read the rest of the text each time, quadratic in a long
 * header comment.
 */
export function lastBlankLineEnd(text: string): number {
  // The blank lines that the last one found begins inside of, earliest first: when a later one
  // begins, those ending at or before its start no longer qualify.
  const open: number[] = [];
  for (let start = 0; start < text.length; start++) {
    const end = blankLineFrom(text, start);
    if (end < 0) continue;
    while (open.length > 0 && (open[0] as number) <= start) open.shift();
    open.push(end);
  }
  return open[0] ?? -1;
}

/** The end of a line break, spaces or tabs and a line break starting at `start`, else -1. */
function blankLineFrom(text: string, start: number): number {
  let at = lineBreakEnd(text, start);
  if (at < 0) return -1;
  while (text[at] === ' ' || text[at] === '\t') at++;
  return lineBreakEnd(text, at);
}

/** The end of a `\n` or `\r\n` at `at`, else -1. */
function lineBreakEnd(text: string, at: number): number {
  if (text[at] === '\n') return at + 1;
  return text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : -1;
}

/**
 * `text` (a new file made from its source) without the source's header when `sibling` (a
 * translation of the same resource) does not hold it; else `text`. `read` reads either file.
 */
export function withSiblingHeader(
  text: string,
  sibling: string | undefined,
  read: (content: string) => BlockFile,
): string {
  if (sibling === undefined) return text;
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  let ours: string;
  let theirs: BlockFile;
  try {
    // The first entry's leading text may begin with the byte order mark.
    ours = headerOf(read(text)).replace(/^\uFEFF/, '');
    theirs = read(sibling);
  } catch {
    return text;
  }
  const comment = ours.trim();
  if (comment === '' || (theirs.blocks[0]?.leading ?? '').includes(comment)) return text;
  return bom + text.slice(bom.length + ours.length);
}
