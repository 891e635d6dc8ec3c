import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, comparePlaceholders, extractPlaceholders } from '../src/checks/placeholders.ts';
import { pluralRuleFor } from '../src/checks/plural-rules.ts';
import { checkPlurals, pluralGroupOf } from '../src/checks/plurals.ts';
import { compileGettextPlural, poPluralForms } from '../src/gettext.ts';

describe('plural rules of each runtime', () => {
  it('reads gettext Plural-Forms as C, never as code', () => {
    const ru = compileGettextPlural(
      'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    );
    expect(ru?.forms).toEqual(['0', '1', '2']);
    fc.assert(
      fc.property(fc.nat(10_000_000), (n) => {
        const want =
          n % 10 === 1 && n % 100 !== 11
            ? 0
            : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20)
              ? 1
              : 2;
        expect(ru?.select(n)).toBe(String(want));
      }),
    );
    expect(compileGettextPlural('nplurals=INTEGER; plural=EXPRESSION;')).toBeUndefined();
    expect(compileGettextPlural('nplurals=2; plural=process.exit(1);')).toBeUndefined();
  });

  it('finds the Plural-Forms header of a PO text, folded or not', () => {
    const po =
      'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Plural-Forms: nplurals=2; "\n"plural=(n > 1);\\n"\n\nmsgid "a"\nmsgstr "b"\n';
    expect(poPluralForms(po)).toBe('nplurals=2; plural=(n > 1);');
    expect(poPluralForms('msgid "a"\nmsgstr "b"\n')).toBeUndefined();
  });

  it('gives Rails French one/other (rails-i18n), Android Russian no `other` (whole counts only)', () => {
    expect(pluralRuleFor('fr', 'rails')?.forms).toEqual(['one', 'other']);
    expect(pluralRuleFor('fr', 'cldr')?.forms).toEqual(['one', 'many', 'other']);
    expect(pluralRuleFor('ru', 'android')?.forms).toEqual(['one', 'few', 'many']);
    expect(pluralRuleFor('fr', 'android')?.forms).toEqual(['one', 'many', 'other']);
  });
});

describe('gettext plural keys', () => {
  const source = new Map([
    ['k[msgid_plural]', '%d files'],
    ['k[0]', '%d file'],
    ['k[1]', '%d files'],
    ['list[0]', 'a'],
    ['list[1]', 'b'],
  ]);
  const fr = new Map([
    ['k[msgid_plural]', '%d files'],
    ['k[0]', '%d fichier'],
    ['k[1]', '%d de fichiers'],
    ['k[2]', '%d fichiers'],
  ]);

  it('reads k[2] of a French translation as a form of the source group k[1] stands for', () => {
    expect(pluralGroupOf('k[2]', source, fr)).toEqual({
      base: 'k',
      category: '2',
      style: 'index',
      otherKey: 'k[1]',
    });
    expect(pluralGroupOf('k[2]', fr, source)?.otherKey).toBe('k[1]');
    expect(pluralGroupOf('k[0]', source)?.otherKey).toBe('k[1]');
    // Android string arrays have no msgid_plural: not plural forms.
    expect(pluralGroupOf('list[1]', source)).toBeUndefined();
    expect(pluralGroupOf('k[msgid_plural]', source)).toBeUndefined();
    expect(
      pluralGroupOf(
        'items[one]',
        new Map([
          ['items[one]', ''],
          ['items[other]', ''],
        ]),
      )?.style,
    ).toBe('bracket');
  });

  it('needs as many forms as Plural-Forms says, and no more', () => {
    const header = 'nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;';
    expect(checkPlurals(fr, 'fr', source, { format: 'po', pluralForms: header })).toEqual([]);
    const de = 'nplurals=2; plural=(n != 1);';
    expect(checkPlurals(fr, 'de', source, { format: 'po', pluralForms: de })).toEqual([
      { key: 'k[2]', locale: 'de', category: '2', kind: 'extra' },
    ]);
  });
});

describe('ICU =N for a category', () => {
  const hours = new Map([['h', '{hours, plural, =1{1h} other{{hours}h}}']]);
  it('stands for a category that holds N alone', () => {
    expect(checkPlurals(hours, 'en')).toEqual([]);
    expect(checkPlurals(hours, 'de')).toEqual([]);
    expect(checkPlurals(hours, 'pl').map((p) => p.category)).toEqual(['few', 'many']);
    // French one holds 0 and fractions too; Russian one holds 21, 31…
    expect(checkPlurals(hours, 'fr').map((p) => p.category)).toEqual(['one', 'many']);
    expect(checkPlurals(hours, 'ru').map((p) => p.category)).toEqual(['one', 'few', 'many']);
  });

  it('reports a selector that names no category', () => {
    const typo = new Map([['h', '{n, plural, on {a} other {b}}']]);
    expect(checkPlurals(typo, 'en')).toEqual([
      { key: 'h', locale: 'en', category: 'one', kind: 'missing', argument: 'n' },
      { key: 'h', locale: 'en', category: 'on', kind: 'extra', argument: 'n' },
    ]);
  });
});

describe('placeholders as each tool compares them', () => {
  it('matches XLIFF inline elements by name and id, not by their display text', () => {
    const angular = 'Open <x id="INTERPOLATION" equiv-text="{{ tool.name }}"/>';
    expect(extractPlaceholders(angular)).toEqual(['<x id="INTERPOLATION"/>']);
    expect(
      comparePlaceholders(angular, 'Ouvrir <x id="INTERPOLATION" equiv-text="{{ product.name }}"/>'),
    ).toEqual([]);
    expect(
      comparePlaceholders(angular, 'Ouvrir <x id="INTERPOLATION_1" equiv-text="{{ tool.name }}"/>'),
    ).toEqual([
      { placeholder: '<x id="INTERPOLATION"/>', kind: 'missing' },
      { placeholder: '<x id="INTERPOLATION_1"/>', kind: 'extra' },
    ]);
    const v2 = 'Hallo <ph id="0" equiv="INTERPOLATION" disp="{{ a }}"/> <pc id="1">x</pc>';
    expect(extractPlaceholders(v2)).toEqual(['<ph id="0"/>', '<pc id="1"/>']);
    expect(extractPlaceholders('<ph id="2">&lt;br/&gt;{{x}}</ph>')).toEqual(['<ph id="2"/>']);
  });

  it("reads JabRef's %0-%9 where the source uses them, not in %1$s or prose", () => {
    expect(comparePlaceholders('%0 entry(s) imported', 'Keine Einträge importiert')).toEqual([
      { placeholder: '%0', kind: 'missing' },
    ]);
    expect(comparePlaceholders('Unable to write to %0.', 'Не удалось записать в %s.')).toEqual([
      { placeholder: '%0', kind: 'missing' },
      { placeholder: '%s', kind: 'extra' },
    ]);
    expect(extractPlaceholders('The %0s are the same')).toEqual(['%0']);
    expect(extractPlaceholders('%1$s of %2$d')).toEqual(['%1$s', '%2$d']);
    expect(comparePlaceholders('5% off', '%5 indirim')).toEqual([]);
    expect(comparePlaceholders('100%% sure', '100%% sûr')).toEqual([]);
  });

  it('reads only %{name} and %<name>s in Rails YAML: %d there is strftime', () => {
    expect(comparePlaceholders('%B %d, %Y', '%e. %B %Y', { format: 'yaml' })).toEqual([]);
    expect(comparePlaceholders('%{count} of %<total>d', '%{count}', { format: 'yaml' })).toEqual([
      { placeholder: '%<total>d', kind: 'missing' },
    ]);
  });

  it('lets a plural form show what its source group shows, and a single-count form leave it out', () => {
    const source = new Map([
      ['done[one]', 'Download finished'],
      ['done[other]', '%s downloads finished'],
      ['left.zero', 'No invites left %{link}'],
      ['left.one', 'One invite left %{link}'],
      ['left.other', '%{count} invites left %{link}'],
    ]);
    const ru = new Map([
      ['done[one]', '%s загрузка завершена'],
      ['done[few]', 'загрузки завершены'],
      ['done[many]', '%s загрузок завершено'],
    ]);
    // ru few holds 2, 3, 4, 22…: the number must be there.
    expect(checkPlaceholders(source, ru, { locale: 'ru', format: 'android' })).toEqual([
      { key: 'done[few]', placeholder: '%s', kind: 'missing' },
    ]);
    const fr = new Map([
      ['left.zero', "Plus d'invitations"],
      ['left.one', 'Une invitation %{link}'],
      ['left.other', '%{count} invitations'],
    ]);
    // zero holds 0 alone, rails-i18n French one holds 1 as its only positive count; other holds many.
    expect(checkPlaceholders(source, fr, { locale: 'fr', format: 'yaml' })).toEqual([
      { key: 'left.other', placeholder: '%{link}', kind: 'missing' },
    ]);
  });

  it('compares a PO translation with its msgid, whatever the template holds', () => {
    const template = new Map([['Hello %s', '']]);
    expect(
      checkPlaceholders(template, new Map([['Hello %s', 'Hallo %s']]), { locale: 'de', format: 'po' }),
    ).toEqual([]);
    expect(
      checkPlaceholders(template, new Map([['Hello %s', 'Hallo']]), { locale: 'de', format: 'po' }),
    ).toEqual([{ key: 'Hello %s', placeholder: '%s', kind: 'missing' }]);
  });
});
