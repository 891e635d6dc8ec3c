import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Splice, spliceFromEnd } from '../src/shared/splice.ts';

/** The repeated slicing `spliceFromEnd` replaces, as the rewriters wrote it. */
function naive(text: string, splices: readonly Splice[], clamp: boolean): string {
  let out = text;
  let floor = Number.POSITIVE_INFINITY;
  for (const { start, end, text: piece } of splices) {
    out = out.slice(0, start) + piece + out.slice(clamp ? Math.min(end, floor) : end);
    floor = start;
  }
  return out;
}

const input = fc.string({ maxLength: 40 }).chain((text) =>
  fc.tuple(
    fc.constant(text),
    fc
      .array(
        fc
          .tuple(fc.nat(text.length), fc.nat(6), fc.string({ maxLength: 5 }))
          .map(([start, length, piece]) => ({
            start,
            end: Math.min(start + length, text.length),
            text: piece,
          })),
        { maxLength: 8 },
      )
      .map((splices) => splices.sort((a, b) => b.start - a.start || b.end - a.end)),
    fc.boolean(),
  ),
);

describe('spliceFromEnd', () => {
  it('gives the bytes of the repeated slice-and-concatenate, overlapping splices included', () => {
    fc.assert(
      fc.property(input, ([text, splices, clamp]) => {
        expect(spliceFromEnd(text, splices, clamp)).toBe(naive(text, splices, clamp));
      }),
      { numRuns: 2000 },
    );
  });
});
