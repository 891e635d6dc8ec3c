import type { Entries } from '../model.ts';
import { lastBlankLineEnd } from './header.ts';
import { compareKeys } from './key-order.ts';

/**
 * An entry of a line-oriented file (properties, .strings) as written: `leading` is the comments and
 * blank lines above it, `raw` its own text with its line break. Joining every block's leading and
 * raw, then `trailing`, gives the file back byte for byte.
 */
export interface Block {
  key: string;
  value: string;
  leading: string;
  raw: string;
  /** 1-based line where the entry starts. */
  line: number;
  /** A later entry has the same key and counts instead (Java and Apple keep the last value). */
  shadowed?: boolean;
}

/** A line-oriented file as blocks, with what follows the last entry and its line break. */
export interface BlockFile {
  blocks: Block[];
  trailing: string;
  eol: string;
}

/** The line break a file uses: `\r\n` when its first line break is one, else `\n`. */
export function detectEol(content: string): string {
  const match = /\r\n|\n/.exec(content);
  return match?.[0] ?? '\n';
}

/**
 * The warning for a key defined twice in a line-oriented file, whose reader keeps the last value;
 * marks the earlier block as shadowed.
 */
export function duplicateKey(
  earlier: Block,
  key: string,
  line: number,
): { message: string; key: string; line: number } {
  earlier.shadowed = true;
  return {
    message: `key "${key}" is defined twice (lines ${earlier.line} and ${line}); the last value is used`,
    key,
    line,
  };
}

/**
 * Writes `entries` over the file the blocks came from. Unchanged entries keep their exact text and
 * the comments above them; changed ones keep their comments and get a line from `render`; removed
 * ones take their own comment (the lines directly above, up to a blank line) with them; new ones
 * follow the last entry. The trailing newline is kept as it was. A key defined twice keeps its
 * earlier definition as written, the last one edited; with `once` (a new file written from its
 * source) it is written once, at its first place, with its text, and later definitions go.
 */
export function rewriteBlocks(
  file: BlockFile,
  entries: Entries,
  render: (key: string, value: string) => string,
  once = false,
): string {
  // Pieces joined once: appending to one string entry by entry is slow on files of thousands.
  const pieces: string[] = [];
  // The blank lines a removed entry leaves, written only when what follows does not start with its
  // own: an Xcode file has a blank line between commented entries, and removing one keeps one.
  let held = '';
  const push = (piece: string): void => {
    if (held !== '' && !/^[ \t]*\r?\n/.test(piece)) pieces.push(held);
    held = '';
    pieces.push(piece);
  };
  const written = new Set<string>();
  for (const block of file.blocks) {
    const value = once && written.has(block.key) ? undefined : entries.get(block.key);
    if (once) written.add(block.key);
    if (value === undefined) {
      const left = detached(block.leading);
      if (left.trim() !== '') push(left);
      else if (held === '') held = left;
      continue;
    }
    push(block.leading);
    // An entry a later one overrides is kept as written; the last one is what is edited.
    if ((block.shadowed && !once) || value === block.value) {
      pieces.push(block.raw);
    } else {
      const lineBreak = block.raw.endsWith('\r\n') ? '\r\n' : block.raw.endsWith('\n') ? '\n' : '';
      pieces.push(render(block.key, value) + lineBreak);
    }
  }
  const known = new Set(file.blocks.map((block) => block.key));
  let added = '';
  for (const [key, value] of entries) {
    if (!known.has(key)) added += render(key, value) + file.eol;
  }
  // New entries follow the blank line; a trailing one of the file's own replaces it.
  if (held !== '' && (added !== '' || !/^[ \t]*\r?\n/.test(file.trailing))) pieces.push(held);
  let out = pieces.join('');
  if (added && file.blocks.length === 0) {
    // A file of comments only: they are its header, and the entries follow them.
    const header =
      file.trailing === '' || file.trailing.endsWith('\n') ? file.trailing : file.trailing + file.eol;
    return header + added;
  }
  if (added) {
    if (out !== '' && !out.endsWith('\n')) out += file.eol;
    out += added;
    // A file that did not end with a line break still does not.
    if (file.trailing === '' && file.blocks.length > 0 && !file.blocks.at(-1)?.raw.endsWith('\n')) {
      out = out.slice(0, -file.eol.length);
    }
  }
  return out + file.trailing;
}

/** The part of a comment run that is separated from its entry by a blank line (a file header). */
function detached(leading: string): string {
  const lines = leading.split(/(?<=\n)/);
  for (let i = lines.length - 1; i >= 0; i--) {
    if ((lines[i] as string).trim() === '') return lines.slice(0, i + 1).join('');
  }
  return '';
}

/**
 * The file with its entries sorted by key (`compareKeys`), each with the comments right above it;
 * its header (the first entry's comments up to their last blank line) stays first, and its last line
 * ends as the file's did.
 */
export function sortedBlocks(file: BlockFile): BlockFile {
  const first = file.blocks[0];
  if (first === undefined) return file;
  const end = lastBlankLineEnd(first.leading);
  const header = end < 0 ? '' : first.leading.slice(0, end);
  const lineBreak = /\r?\n$/;
  const lastBreak = lineBreak.exec(file.blocks.at(-1)?.raw ?? '')?.[0] ?? '';
  const blocks = file.blocks
    .map((block, i) => ({
      ...block,
      leading: i === 0 ? block.leading.slice(header.length) : block.leading,
      raw: lineBreak.test(block.raw) ? block.raw : block.raw + file.eol,
    }))
    .sort((a, b) => compareKeys(a.key, b.key, false));
  const head = blocks[0] as Block;
  blocks[0] = { ...head, leading: header + head.leading };
  const tail = blocks.at(-1) as Block;
  if (lastBreak === '') blocks[blocks.length - 1] = { ...tail, raw: tail.raw.replace(lineBreak, '') };
  return { ...file, blocks };
}
