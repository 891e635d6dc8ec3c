// Plural checks on real translations that their runtimes read as complete: a plural form of one count
// may leave the number out, and Flutter's `=1` is the `one` category.
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, checkPlurals, getFormat } from '../src/index.ts';

describe('a form that holds one count', () => {
  // AntennaPod, ui/i18n/src/main/res/values{,-ar}/strings.xml (num_subscriptions).
  const source = getFormat('android').parse(`<resources>
    <plurals name="num_subscriptions">
        <item quantity="one">%d subscription</item>
        <item quantity="other">%d subscriptions</item>
    </plurals>
</resources>`);
  const arabic = getFormat('android').parse(`<resources>
    <plurals name="num_subscriptions">
        <item quantity="zero">لا اشتراكات</item>
        <item quantity="one">اشتراك واحد</item>
        <item quantity="two">اشتراكان</item>
        <item quantity="few">%d اشتراكات</item>
        <item quantity="many">%d اشتراكًا</item>
        <item quantity="other">%d اشتراك</item>
    </plurals>
</resources>`);

  it('lets Arabic zero, one and two say their count in words (each holds one number)', () => {
    expect(checkPlaceholders(source, arabic, { locale: 'ar', format: 'android' })).toEqual([]);
  });

  it('still asks for the number in a form that holds several counts', () => {
    const few = new Map(arabic).set('num_subscriptions[few]', 'اشتراكات');
    expect(checkPlaceholders(source, few, { locale: 'ar', format: 'android' })).toEqual([
      { key: 'num_subscriptions[few]', placeholder: '%d', kind: 'missing' },
    ]);
  });

  it('asks for the number in Latvian zero, which holds 0, 10 to 20, 30…', () => {
    const latvian = new Map([
      ['num_subscriptions[zero]', 'abonementu'],
      ['num_subscriptions[one]', '%d abonements'],
      ['num_subscriptions[other]', '%d abonementi'],
    ]);
    expect(checkPlaceholders(source, latvian, { locale: 'lv', format: 'android' })).toEqual([
      { key: 'num_subscriptions[zero]', placeholder: '%d', kind: 'missing' },
    ]);
  });
});

describe("Flutter's exact selectors", () => {
  // lichess-org/mobile, lib/l10n/app_ru.arb (activitySolvedNbPuzzles).
  const russian = new Map([
    [
      'activitySolvedNbPuzzles',
      '{count, plural, =1{Решена {count} тактическая задача} few{Решены {count} тактические задачи} many{Решены {count} тактических задач} other{Решены {count} тактических задач}}',
    ],
  ]);

  it('reads =1 as the one category in an ARB file, as gen-l10n passes it to Intl.pluralLogic', () => {
    expect(checkPlurals(russian, 'ru', undefined, { format: 'arb' })).toEqual([]);
  });

  it('reads =1 as the number 1 alone elsewhere: Russian one (1, 21, 31…) is missing', () => {
    expect(checkPlurals(russian, 'ru', undefined, { format: 'json' })).toEqual([
      { key: 'activitySolvedNbPuzzles', locale: 'ru', category: 'one', kind: 'missing', argument: 'count' },
    ]);
  });

  it('reads =0 and =2 as zero and two in ARB (Arabic)', () => {
    const arabic = new Map([
      [
        'n',
        '{count, plural, =0{لا شيء} =1{واحد} =2{اثنان} few{{count} قليلة} many{{count} كثيرة} other{{count}}}',
      ],
    ]);
    expect(checkPlurals(arabic, 'ar', undefined, { format: 'arb' })).toEqual([]);
  });
});
