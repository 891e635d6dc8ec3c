/** One replacement of `text.slice(start, end)`. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies splices given from the last offset to the first, each to the result of those before it,
 * exactly as `out = out.slice(0, start) + text + out.slice(end)` would, but copying the text once
 * instead of once per splice: V8 flattens the concatenated string at every slice, so the repeated
 * form takes time proportional to edits × file size (quadratic when every entry changes). With
 * `clamp`, a splice ends at the latest where the one applied before it starts
 * (`out.slice(Math.min(end, floor))`), so two removals sharing a blank line take it once. A splice
 * reaching into text an earlier one replaced (unclamped) finishes the old way, with the same bytes.
 */
export function spliceFromEnd(text: string, splices: readonly Splice[], clamp = false): string {
  const tail: string[] = [];
  let floor = text.length;
  let i = 0;
  for (; i < splices.length; i++) {
    const { start, end, text: piece } = splices[i] as Splice;
    const to = clamp ? Math.min(end, floor) : end;
    if (start > floor || to > floor || to < start) break;
    tail.push(text.slice(to, floor), piece);
    floor = start;
  }
  let out = text.slice(0, floor) + tail.reverse().join('');
  let previous: number = i === 0 ? Number.POSITIVE_INFINITY : floor;
  for (; i < splices.length; i++) {
    const { start, end, text: piece } = splices[i] as Splice;
    out = out.slice(0, start) + piece + out.slice(clamp ? Math.min(end, previous) : end);
    previous = start;
  }
  return out;
}
