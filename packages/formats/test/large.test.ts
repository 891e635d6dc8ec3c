import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

// Behaviour at size; the time it takes is measured by bench/formats-scale.ts, not asserted here.
describe('large files', () => {
  it.each(['json', 'yaml', 'properties', 'po', 'arb', 'xliff', 'strings', 'android', 'fluent', 'ini'])(
    'reads, writes and rewrites 5000 keys in %s exactly',
    (name) => {
      const format = getFormat(name);
      // Fluent reads `{name}` as a message reference and spells it `{ name }`: its texts as Fluent writes them.
      const placeholder = name === 'fluent' ? '{ $name }' : '{name}';
      const entries = new Map(
        Array.from({ length: 5000 }, (_, i) => [`k${i}`, `Text ${i} for ${placeholder}`]),
      );
      const written = format.serialize(entries, { structure: 'flat' });
      expect(format.parse(written)).toEqual(entries);
      const changed = new Map([...entries].map(([key, text]) => [key, `${text}!`]));
      changed.delete('k20');
      expect(format.parse(renderOver(format, changed, 'flat', written))).toEqual(changed);
    },
  );
});
