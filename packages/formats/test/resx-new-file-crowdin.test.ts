// A new culture's `.resw` of Files (fixtures/SOURCES.md, files-community), whose translations Crowdin
// writes: its own spelling of the schema header (`id` last, `/>` without a space) where the neutral
// `en-US` file has Visual Studio's, and the neutral file's `<comment>`s copied under each text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['resx']);
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'files-community');
const read = (locale: string) => readFileSync(path.join(fixtures, locale, 'Resources.resw'), 'utf8');
const resx = getFormat('resx');
const source = read('en-US');
const de = read('de-DE');
const fr = read('fr-FR');

describe("a new culture's file where Crowdin wrote the translations (Files)", () => {
  it('is written as its sibling translations are: their header, the source’s comments', () => {
    const out = renderOver(resx, resx.parse(de), 'flat', undefined, { template: source, sibling: fr });
    expect(out).toBe(de);
  });

  it('without a sibling, keeps the neutral file’s header and copies no comment', () => {
    const out = renderOver(resx, resx.parse(de), 'flat', undefined, { template: source });
    expect(out).toContain('<xsd:schema id="root" xmlns=""');
    expect(out).not.toContain('<comment>ICU format');
    expect(resx.parse(out)).toEqual(resx.parse(de));
  });

  it('copies no comment when the sibling holds none of the source’s (a translation Visual Studio made)', () => {
    const bare = fr.replace(/\n\s*<comment>[^<]*<\/comment>/g, '');
    const out = renderOver(resx, resx.parse(de), 'flat', undefined, { template: source, sibling: bare });
    expect(out).toBe(de.replace(/\n\s*<comment>[^<]*<\/comment>/g, ''));
  });
});
