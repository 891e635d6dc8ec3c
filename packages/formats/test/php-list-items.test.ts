import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

const php = getFormat('php');

// Filament (filamentphp/filament@0e4b9b9b, packages/tables/resources/lang/{en,de}/filters/
// query-builder.php): the lines of a `summary` array, byte for byte, wrapped in `<?php return [...]`.
// English writes `0 => ', '` in one place and `', '` without a key in another; PHP keys both 0, and
// Filament reads `values_glue.0`. The push stopped before: `an entry without "key =>"`, 32 files.
const wrap = (body: string) => `<?php\n\nreturn [\n\n${body}\n];\n`;
const en = wrap(`                'summary' => [
                    'direct' => ':attribute is :values',
                    'inverse' => ':attribute is not :values',
                    'values_glue' => [
                        ', ',
                        'final' => ' or ',
                    ],
                ],`);
const de = wrap(`                'summary' => [
                    'direct' => ':attribute ist :values',
                    'inverse' => ':attribute ist nicht :values',
                    'values_glue' => [
                        ', ',
                        'final' => ' oder ',
                    ],
                ],`);

describe('PHP entries without a key, keyed as PHP keys them', () => {
  it('reads a list item as the next whole number, as `0 =>` would be', () => {
    const entries = php.parse(de, { path: 'packages/tables/resources/lang/de/filters/query-builder.php' });
    expect([...entries]).toEqual([
      ['summary.direct', ':attribute ist :values'],
      ['summary.inverse', ':attribute ist nicht :values'],
      ['summary.values_glue.0', ', '],
      ['summary.values_glue.final', ' oder '],
    ]);
    const keyed = wrap(`    'values_glue' => [\n        0 => ', ',\n        'final' => ' or ',\n    ],`);
    expect([...php.parse(keyed).keys()]).toEqual(['values_glue.0', 'values_glue.final']);
  });

  it('numbers items after the largest whole-number key, as PHP does', () => {
    const file =
      "<?php\nreturn [\n    'a' => [\n        5 => 'five',\n        'six',\n        'x' => 'y',\n        'seven',\n    ],\n];\n";
    expect([...php.parse(file).keys()]).toEqual(['a.5', 'a.6', 'a.x', 'a.7']);
  });

  it('writes a changed item in place, the file otherwise byte for byte', () => {
    const path = 'packages/tables/resources/lang/de/filters/query-builder.php';
    expect(renderOver(php, php.parse(de, { path }), 'nested', de, { path })).toBe(de);
    const entries = php.parse(de, { path });
    entries.set('summary.values_glue.0', '; ');
    const written = renderOver(php, entries, 'nested', de, { path });
    expect(written).toBe(de.replace("                        ', ',", "                        '; ',"));
    expect(php.parse(en).get('summary.values_glue.final')).toBe(' or ');
  });
});
