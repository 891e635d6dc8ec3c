// A YAML file written anew keeps the source file's values that are not texts, as the source writes
// them: rails-i18n's `precision: 2`, `significant: false`, `date.order`'s symbols and the nil first
// item of `month_names` (fixtures/SOURCES.md, rails-i18n's rails/locale/en.yml and de.yml). The
// service stores only texts, so a pull that recreates de.yml has nothing else to write them from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['yaml']);
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'rails-i18n');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const yaml = getFormat('yaml');
const en = read('en.yml');
const de = read('de.yml');
const recreate = (entries: Map<string, string>, template: string) =>
  renderOver(yaml, entries, 'nested', undefined, { locale: 'de', path: 'rails/locale/de.yml', template });

describe("a new YAML file from rails-i18n's source", () => {
  it('keeps the numbers and booleans the source has, in its order', () => {
    const out = recreate(yaml.parse(de), en);
    expect(out).toContain(
      [
        '    currency:',
        '      format:',
        '        delimiter: "."',
        '        format: "%n %u"',
        '        precision: 2',
        '        separator: ","',
        '        significant: false',
        '        strip_insignificant_zeros: false',
        '        unit: "€"',
      ].join('\n'),
    );
    expect(out).toContain('        significant: true\n        strip_insignificant_zeros: true\n');
  });

  it('writes a nil list item as the source does (`-`), not `~`', () => {
    const out = recreate(yaml.parse(de), en);
    expect(out).toContain('    abbr_month_names:\n    -\n    - Jan\n');
    expect(out).not.toContain('~');
    // de.yml itself writes them `- ` (Psych's own way): a source written so gives `- `.
    const psychSource = en.replace(/^ {4}-$/gm, '    - ');
    expect(recreate(yaml.parse(de), psychSource)).toContain('    month_names:\n    - \n    - Januar\n');
  });

  it("keeps date.order's symbols where the source has them (rails-i18n's en.yml at 15d338d9 writes `- :year`)", () => {
    const symbols = en.replace(
      '    - year\n    - month\n    - day\n',
      '    - :year\n    - :month\n    - :day\n',
    );
    expect(symbols).not.toBe(en);
    const out = recreate(yaml.parse(de), symbols);
    expect(out).toContain('    order:\n    - :year\n    - :month\n    - :day\n  datetime:\n');
    // The recreated file reads back with the same texts: the values added are none.
    expect(yaml.parse(out)).toEqual(yaml.parse(de));
  });

  it('writes a text the translation has over the value the source has there', () => {
    const entries = new Map([['number.format.precision', 'zwei']]);
    expect(recreate(entries, en)).toContain('      precision: zwei\n');
  });
});

describe("a pull over rails-i18n's de.yml whose month_names lack their nil", () => {
  // de.yml with month_names written without the nil first item: the pull rewrites the list, adds
  // that hole, and writes it the way the file writes its other nils (abbr_month_names' `- `).
  const lacking = de.replace('    month_names:\n    - \n', '    month_names:\n');
  const pull = (existing: string) =>
    renderOver(yaml, yaml.parse(de), 'nested', existing, {
      locale: 'de',
      path: 'rails/locale/de.yml',
      template: en,
    });

  it('writes the nil as the file writes its nils (`- `), not `~`', () => {
    expect(lacking).not.toBe(de);
    const out = pull(lacking);
    expect(out).toContain('    month_names:\n    - \n    - Januar\n');
    expect(out).toContain('    - November\n    - Dezember\n');
    expect(out).not.toContain('~');
    expect(yaml.parse(out)).toEqual(yaml.parse(de));
  });

  it('writes a bare `-` or `- ~` where the file writes its nils so', () => {
    const bare = lacking.replace(/^ {4}- $/gm, '    -');
    expect(pull(bare)).toContain('    month_names:\n    -\n    - Januar\n');
    const tilde = lacking.replace(/^ {4}- $/gm, '    - ~');
    expect(pull(tilde)).toContain('    month_names:\n    - ~\n    - Januar\n');
  });

  it('writes `~` when the file has no nil to follow', () => {
    const none = lacking.replace('    abbr_month_names:\n    - \n', '    abbr_month_names:\n');
    expect(pull(none)).toContain('    month_names:\n    - ~\n    - Januar\n');
  });
});
