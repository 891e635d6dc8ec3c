import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LOCATIONS_PER_PHRASE, mergePhraseTally } from '../../src/domain/phrases.ts';

const location = fc.record(
  { url: fc.string(), path: fc.string(), element: fc.string(), extra: fc.string() },
  { requiredKeys: [] },
);

describe('phrase merging (domain)', () => {
  it('adds counts (1 when absent) and keeps each distinct location once, known fields only, up to the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(location, { maxLength: 40 }), { maxLength: 8 }),
        fc.array(fc.nat(5)),
        (reports, counts) => {
          let tally: ReturnType<typeof mergePhraseTally> | undefined;
          let expectedCount = 0;
          reports.forEach((locations, i) => {
            const count = counts[i];
            tally = mergePhraseTally(tally, {
              sourceText: 'Hi',
              locations,
              ...(count !== undefined && { count }),
            });
            expectedCount += count ?? 1;
          });
          if (tally === undefined) return;
          expect(tally.count).toBe(expectedCount);
          const ids = tally.locations.map((l) => JSON.stringify(l));
          expect(new Set(ids).size).toBe(ids.length);
          expect(tally.locations.length).toBeLessThanOrEqual(MAX_LOCATIONS_PER_PHRASE);
          for (const l of tally.locations)
            expect(Object.keys(l).every((k) => ['url', 'path', 'context', 'element'].includes(k))).toBe(true);
          const distinct = new Set(
            reports.flat().map((l) => JSON.stringify({ url: l.url, path: l.path, element: l.element })),
          );
          expect(tally.locations.length).toBe(Math.min(distinct.size, MAX_LOCATIONS_PER_PHRASE));
        },
      ),
    );
  });
});
