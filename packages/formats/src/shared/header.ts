// A new file written from its source file keeps the source's header comment (the file comment
// above the first entry, a blank line apart) only where its sibling translations have it too: Xcode
// copies the whole file when a language is added (Ice Cubes' `uk.lproj/InfoPlist.strings` keeps
// "Created by Thomas Durand"), while translations a service wrote start at their first entry.
import type { BlockFile } from './blocks.ts';

/** The header of a line-oriented file: its first entry's leading text up to its last blank line. */
function headerOf(file: BlockFile): string {
  const leading = file.blocks[0]?.leading ?? '';
  const blank = /\r?\n[ \t]*\r?\n(?![\s\S]*\r?\n[ \t]*\r?\n)/.exec(leading);
  return blank === null ? '' : leading.slice(0, blank.index + blank[0].length);
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
