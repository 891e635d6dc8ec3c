import { describe, expect, it } from 'vitest';
import { checkPlaceholders, checkPlurals, pluralGroupOf } from '../src/index.ts';

// i18next JSON v3: the source keeps `key` and `key_plural` (English's two forms), a translation numbers
// its language's forms `key_0`…`key_5` as gettext's Plural-Forms index them (Invidious's ru.json beside
// its en-US.json). They are one message's forms, checked as every other plural's are.
const source = new Map([
  ['generic_views_count', '{{count}} view'],
  ['generic_views_count_plural', '{{count}} views'],
  ['step_1', 'First'],
  ['step_2', 'Second'],
]);

describe('i18next v3 numbered plural forms', () => {
  it('reads key_0…key_5 as the forms of one message beside the source key_plural', () => {
    const ru = new Map([
      ['generic_views_count_0', '{{count}} просмотр'],
      ['generic_views_count_1', '{{count}} просмотра'],
    ]);
    expect(pluralGroupOf('generic_views_count_1', ru, source)).toEqual({
      base: 'generic_views_count',
      category: '1',
      style: 'numbered',
      otherKey: 'generic_views_count_plural',
    });
    // A list of steps is no plural: the source has no step_plural.
    expect(pluralGroupOf('step_1', new Map([...source, ['step_0', 'Zero']]), source)).toBeUndefined();
  });

  it('reports a form the language needs and the file lacks (Russian has three), and one it never picks', () => {
    const ru = new Map([
      ['generic_views_count_0', '{{count}} просмотр'],
      ['generic_views_count_1', '{{count}} просмотра'],
    ]);
    expect(checkPlurals(ru, 'ru', source)).toEqual([
      { key: 'generic_views_count_2', locale: 'ru', category: '2', kind: 'missing' },
    ]);
    const ja = new Map([
      ['generic_views_count_0', '{{count}} 回視聴'],
      ['generic_views_count_1', '{{count}} 回視聴'],
    ]);
    expect(checkPlurals(ja, 'ja', source)).toEqual([
      { key: 'generic_views_count_1', locale: 'ja', category: '1', kind: 'extra' },
    ]);
  });

  it("checks each form's placeholders against the source's plural", () => {
    const ru = new Map([
      ['generic_views_count_0', '{{count}} просмотр'],
      ['generic_views_count_1', '{{count}} просмотра'],
      ['generic_views_count_2', '{{cnt}} просмотров'],
    ]);
    expect(checkPlaceholders(source, ru, { locale: 'ru', format: 'json' })).toEqual([
      { key: 'generic_views_count_2', placeholder: '{{count}}', kind: 'missing' },
      { key: 'generic_views_count_2', placeholder: '{{cnt}}', kind: 'extra' },
    ]);
  });
});
