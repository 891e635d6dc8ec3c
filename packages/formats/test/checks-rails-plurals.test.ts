import { describe, expect, it } from 'vitest';
import { checkPlurals, getFormat } from '../src/index.ts';

const yaml = getFormat('yaml');

// Lines of rails-i18n (svenfuchs/rails-i18n@34be758a, rails/locale/<locale>.yml), byte for byte:
// each locale's `datetime.distance_in_words.x_seconds` and `less_than_x_seconds`. Rails picks a
// form with the rule rails/pluralization/<locale>.rb names, not with today's CLDR: Portuguese and
// Hebrew are OneOther there, Lithuanian one/few/other, Croatian OneFewOther. Before, push warned
// `pt needs the plural form "many"` (and `he` two, `lt` many) on every plural of these files.
const file = (root: string, body: string) => `---\n${root}:\n  datetime:\n    distance_in_words:\n${body}`;
const en = file(
  'en',
  `      less_than_x_seconds:
        one: less than %{count} second
        other: less than %{count} seconds
      x_seconds:
        one: "%{count} second"
        other: "%{count} seconds"
`,
);
const translations: Record<string, string> = {
  pt: `      less_than_x_seconds:
        one: menos de %{count} segundo
        other: menos de %{count} segundos
      x_seconds:
        one: "%{count} segundo"
        other: "%{count} segundos"
`,
  he: `      less_than_x_seconds:
        zero: פחות משניה אחת
        one: פחות משניה אחת
        other: פחות מ- %{count} שניות
      x_seconds:
        one: שניה אחת
        other: "%{count} שניות"
`,
  lt: `      less_than_x_seconds:
        one: mažiau nei %{count} sekundė
        few: mažiau nei %{count} sekundės
        other: mažiau nei %{count} sekundžių
      x_seconds:
        one: "%{count} sekundė"
        few: "%{count} sekundės"
        other: "%{count} sekundžių"
`,
};

describe('plural forms of Rails YAML, as rails-i18n picks them', () => {
  const source = yaml.parse(en, { path: 'rails/locale/en.yml' });

  for (const [locale, body] of Object.entries(translations)) {
    it(`asks ${locale} for the forms its rails-i18n rule has, no more`, () => {
      const entries = yaml.parse(file(locale, body), { path: `rails/locale/${locale}.yml` });
      expect(checkPlurals(entries, locale, source, { format: 'yaml' })).toEqual([]);
    });
  }

  it('still asks Lithuanian for few, and Croatian (OneFewOther) for few, where a file lacks it', () => {
    const lt = yaml.parse(
      file('lt', '      x_seconds:\n        one: "%{count} sekundė"\n        other: "%{count} sekundžių"\n'),
      { path: 'rails/locale/lt.yml' },
    );
    expect(checkPlurals(lt, 'lt', source, { format: 'yaml' })).toEqual([
      expect.objectContaining({ kind: 'missing', category: 'few' }),
    ]);
    const hr = yaml.parse(
      file('hr', '      x_seconds:\n        one: "%{count} sekunda"\n        other: "%{count} sekundi"\n'),
      { path: 'rails/locale/hr.yml' },
    );
    expect(checkPlurals(hr, 'hr', source, { format: 'yaml' })).toEqual([
      expect.objectContaining({ kind: 'missing', category: 'few' }),
    ]);
  });
});
