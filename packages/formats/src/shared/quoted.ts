/**
 * Where the quoted string opening at `start` (`text[start]` is its quote) ends: the index after its
 * closing quote, or -1 when the text ends first. A backslash escapes the character after it.
 *
 * A loop and not a regular expression: V8 runs `"(?:[^"\\]|\\.)*"` with one backtracking entry per
 * character and throws "Maximum call stack size exceeded" on a string of about ten million, and the
 * unrolled form `"[^"\\]*(?:\\.[^"\\]*)*"` does the same on a string of millions of escapes.
 */
export function quotedEnd(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === quote) return i + 1;
    if (c === '\\') i++;
  }
  return -1;
}
