// Edits of a PHP file's text: the rewrites change only what changed.

/** A replacement of `text[start, end)`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits; an insertion at an offset comes before a removal starting there. */
export function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, Math.max(at, edit.start)) + edit.text;
    at = Math.max(at, edit.end);
  }
  return out + text.slice(at);
}
