/** Small text helpers shared by the formats. */

/**
 * A function from offset to 1-based line and column, for files that need the line of every entry:
 * the line starts are found once, so a large file is not scanned again for each entry.
 */
export function lineLocator(content: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < content.length; i++) {
    if (content.charCodeAt(i) === 10) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
}

/** 1-based line and column of an offset in `content`. */
export function positionOf(content: string, offset: number): { line: number; column: number } {
  const before = content.slice(0, offset);
  const lastNewline = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastNewline };
}

/** The leading whitespace of the first indented line, or `fallback` when no line is indented. */
export function detectIndent(content: string, fallback = '  '): string {
  const match = /\n([ \t]+)\S/.exec(content);
  return match?.[1] ?? fallback;
}

/** Whether the text ends with a line break. */
export function endsWithNewline(content: string): boolean {
  return /\n$/.test(content);
}

/** Removes a UTF-8 byte order mark, which editors on Windows still write. */
export function stripBom(content: string): string {
  return content.replace(/^\uFEFF/, '');
}

/** Adds or removes the final line break so the text matches `wanted`. */
export function withTrailingNewline(text: string, wanted: boolean): string {
  const bare = text.replace(/\r?\n$/, '');
  return wanted ? `${bare}\n` : bare;
}
