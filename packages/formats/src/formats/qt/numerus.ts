// Qt Linguist's numerus table (qttools src/linguist/shared/numerus.cpp): how many `<numerusform>`s a
// language has, in which order, and which one a count picks (lrelease writes the rule into the .qm and
// QTranslator applies it to the int that `tr(…, n)` is given). Each form is named here by the CLDR
// category that holds the same counts, which is how the service spells plural forms as keys.
import type { PluralRule } from '../../checks/plural-rules.ts';

type Select = (n: number) => number;

interface NumerusEntry {
  /** ISO 639 codes of the languages Qt lists for the entry; `pt-BR` is French style (see below). */
  languages: readonly string[];
  /** The CLDR category each form stands for, in Qt's form order. */
  forms: readonly string[];
  select: Select;
}

const between = (n: number, low: number, high: number): boolean => n >= low && n <= high;
/** Qt's LEAD_1000: the count divided by 1000 until it is below 1000 (11, 11 000, 11 000 000 → 11). */
const lead1000 = (n: number): number => {
  let lead = n;
  while (lead >= 1000) lead = Math.floor(lead / 1000);
  return lead;
};

const TABLE: readonly NumerusEntry[] = [
  {
    languages: [
      'om',
      'hy',
      'dz',
      'bi',
      'my',
      'zh',
      'fj',
      'gn',
      'hu',
      'id',
      'ja',
      'jv',
      'ko',
      'ms',
      'na',
    ].concat(['fa', 'su', 'th', 'bo', 'tr', 'vi', 'yo', 'za']),
    forms: ['other'],
    select: () => 0,
  },
  {
    languages: ['ab', 'aa', 'af', 'sq', 'am', 'as', 'ay', 'az', 'ba', 'eu', 'bn', 'bh', 'bg', 'km', 'kw']
      .concat(['co', 'da', 'nl', 'en', 'eo', 'et', 'fo', 'fi', 'fy', 'gl', 'ka', 'de', 'el', 'kl', 'gu'])
      .concat(['ha', 'he', 'hi', 'ia', 'ie', 'it', 'kn', 'ks', 'kk', 'rw', 'ky', 'ku', 'rn', 'lo', 'la'])
      .concat(['ln', 'mg', 'ml', 'mr', 'mn', 'ne', 'no', 'nb', 'nn', 'oc', 'or', 'ps', 'pt', 'pa', 'qu'])
      .concat(['rm', 'st', 'tn', 'sn', 'sd', 'si', 'ss', 'so', 'es', 'sw', 'sv', 'tg', 'ta', 'tt', 'te'])
      .concat(['to', 'ts', 'tk', 'tw', 'ug', 'ur', 'uz', 'vo', 'wo', 'xh', 'yi', 'zu']),
    forms: ['one', 'other'],
    select: (n) => (n === 1 ? 0 : 1),
  },
  // Brazilian Portuguese is here too (Qt lists Portuguese with the country Brazil).
  { languages: ['br', 'fr', 'ti'], forms: ['one', 'other'], select: (n) => (n <= 1 ? 0 : 1) },
  {
    languages: ['lv'],
    forms: ['one', 'other', 'zero'],
    select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n !== 0 ? 1 : 2),
  },
  { languages: ['is'], forms: ['one', 'other'], select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : 1) },
  {
    languages: ['dv', 'gd', 'iu', 'ik', 'ga', 'gv', 'mi', 'sm', 'sa'],
    forms: ['one', 'two', 'other'],
    select: (n) => (n === 1 ? 0 : n === 2 ? 1 : 2),
  },
  {
    languages: ['sk', 'cs'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n === 1 ? 0 : between(n, 2, 4) ? 1 : 2),
  },
  {
    languages: ['mk'],
    forms: ['one', 'two', 'other'],
    select: (n) => (n % 10 === 1 ? 0 : n % 10 === 2 ? 1 : 2),
  },
  {
    languages: ['lt'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n % 10 !== 0 && !between(n % 100, 10, 19) ? 1 : 2),
  },
  {
    languages: ['bs', 'be', 'hr', 'ru', 'sr', 'sh', 'uk'],
    forms: ['one', 'few', 'many'],
    select: (n) =>
      n % 10 === 1 && n % 100 !== 11 ? 0 : between(n % 10, 2, 4) && !between(n % 100, 10, 19) ? 1 : 2,
  },
  {
    languages: ['pl'],
    forms: ['one', 'few', 'many'],
    select: (n) => (n === 1 ? 0 : between(n % 10, 2, 4) && !between(n % 100, 10, 19) ? 1 : 2),
  },
  {
    languages: ['mo', 'ro'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n === 1 ? 0 : n === 0 || between(n % 100, 1, 19) ? 1 : 2),
  },
  {
    languages: ['sl'],
    forms: ['one', 'two', 'few', 'other'],
    select: (n) => (n % 100 === 1 ? 0 : n % 100 === 2 ? 1 : between(n % 100, 3, 4) ? 2 : 3),
  },
  {
    languages: ['mt'],
    forms: ['one', 'few', 'many', 'other'],
    select: (n) => (n === 1 ? 0 : n === 0 || between(n % 100, 1, 10) ? 1 : between(n % 100, 11, 19) ? 2 : 3),
  },
  {
    languages: ['cy'],
    forms: ['zero', 'one', 'two', 'many', 'other'],
    select: (n) => (n === 0 ? 0 : n === 1 ? 1 : between(n, 2, 5) ? 2 : n === 6 ? 3 : 4),
  },
  {
    languages: ['ar'],
    forms: ['zero', 'one', 'two', 'few', 'many', 'other'],
    select: (n) =>
      n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : between(n % 100, 3, 10) ? 3 : !between(n % 100, 0, 2) ? 4 : 5,
  },
  {
    languages: ['tl', 'fil'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n <= 1 ? 0 : [4, 6, 9].includes(n % 10) ? 1 : 2),
  },
  {
    languages: ['ca'],
    forms: ['one', 'many', 'other'],
    select: (n) => (n === 1 ? 0 : lead1000(n) === 11 ? 1 : 2),
  },
];

const ENGLISH = TABLE[1] as NumerusEntry;
const FRENCH = TABLE[2] as NumerusEntry;
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The numerus entry of a language as a `TS` file's `language` attribute or a locale spells it
 * (`de`, `pt_BR`, `sr@latin`, `zh-Hant`). Qt falls back to English rules for a language it does not
 * list, and so does this.
 */
function entryOf(language: string | undefined): NumerusEntry {
  const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
  const code = tag.split('-')[0]?.toLowerCase() ?? '';
  if (code === 'pt' && /^pt-br$/i.test(tag)) return FRENCH;
  return TABLE.find((entry) => entry.languages.includes(code)) ?? ENGLISH;
}

/** The CLDR categories of a language, in CLDR order; none for a code Intl does not know. */
function cldrCategories(language: string | undefined): string[] {
  try {
    const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
    const found = new Intl.PluralRules(tag === '' ? 'en' : tag).resolvedOptions()
      .pluralCategories as string[];
    return CLDR_ORDER.filter((category) => found.includes(category));
  } catch {
    return [];
  }
}

/**
 * The category each `<numerusform>` of a `count`-form message stands for, in form order: Qt's forms
 * of the language first, then, for forms past Qt's count (a Transifex file that writes Russian with
 * CLDR's four), the language's CLDR categories not used yet (Russian `other`), then any other
 * category, in CLDR order. Undefined past six forms.
 */
export function numerusCategories(language: string | undefined, count = 0): string[] | undefined {
  const forms = [...entryOf(language).forms];
  for (const category of [...cldrCategories(language), ...CLDR_ORDER]) {
    if (forms.length >= count) break;
    if (!forms.includes(category)) forms.push(category);
  }
  return forms.length >= count ? forms : undefined;
}

/** The rule QTranslator applies to `language`: its forms as CLDR categories, whole counts only. */
export function qtPluralRule(language: string): PluralRule {
  const entry = entryOf(language);
  return {
    forms: entry.forms,
    select: (n) => entry.forms[entry.select(Math.abs(Math.trunc(n)))] as string,
    integers: true,
  };
}
