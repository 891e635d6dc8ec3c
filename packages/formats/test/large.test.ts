import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

// A format that scans the rest of the file for every entry takes minutes on files this size; these
// take a few seconds in all. The bound is loose on purpose: it catches quadratic work, not noise.
describe('large files', () => {
  it('reads, writes and rewrites 5000 keys in every format in linear time', () => {
    const started = performance.now();
    for (const name of ['json', 'yaml', 'properties', 'po', 'arb', 'xliff', 'strings', 'android']) {
      const format = getFormat(name);
      const entries = new Map(Array.from({ length: 5000 }, (_, i) => [`k${i}`, `Text ${i} for {name}`]));
      const written = format.serialize(entries, { structure: 'flat' });
      expect(format.parse(written).size).toBe(5000);
      const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
      changed.delete('k20');
      expect(format.parse(renderOver(format, changed, 'flat', written)).size).toBe(4999);
    }
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 90_000);
});
