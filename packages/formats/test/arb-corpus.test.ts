import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { type FormatWarning, renderOver } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const file = path.join(corpus, 'flutter-gallery/lib/l10n/intl_en.arb');

describe.skipIf(!existsSync(file))(`flutter-gallery's intl_en.arb (needs ${file})`, () => {
  const content = existsSync(file) ? readFileSync(file, 'utf8') : '';

  it('reads shrineProductChambrayShirt, defined twice, as its last value, with warnings naming both lines', () => {
    const warnings: FormatWarning[] = [];
    const entries = arb.parse(content, { warn: (w) => warnings.push(w) });
    expect(entries.get('shrineProductChambrayShirt')).toBe('Chambray shirt');
    expect(warnings).toEqual([
      {
        message:
          '"shrineProductChambrayShirt" is defined twice (lines 2725 and 2757); the last value is used',
        line: 2757,
        key: 'shrineProductChambrayShirt',
      },
      {
        message:
          '"@shrineProductChambrayShirt" is defined twice (lines 2726 and 2758); the last value is used',
        line: 2758,
        key: '@shrineProductChambrayShirt',
      },
    ]);
  });

  it('edits the last definition and keeps the first one as written', () => {
    const entries = arb.parse(content);
    entries.set('shrineProductChambrayShirt', 'Chambray-Hemd');
    const out = renderOver(arb, entries, 'flat', content);
    const lines = out.split('\n');
    expect(lines[2724]).toBe('  "shrineProductChambrayShirt": "Chambray shirt",');
    expect(lines[2756]).toBe('  "shrineProductChambrayShirt": "Chambray-Hemd",');
    expect(out.replace('"Chambray-Hemd"', '"Chambray shirt"')).toBe(content);
  });
});
