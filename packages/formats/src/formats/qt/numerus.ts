// Qt Linguist's numerus table, as Qt 6 has it (qttools src/linguist/shared/numerus.cpp, checked at
// qttools a7cc0ff, 2024-10): how many `<numerusform>`s a language has, in which order, and which one a
// count picks (lrelease writes the rule into the .qm and QTranslator applies it to the int that
// `tr(…, n)` is given). Each form is named here by the CLDR category that holds the same counts, which
// is how the service spells plural forms as keys; where Qt's forms differ from CLDR's categories (Czech
// has three, not four; Catalan and Armenian two), Qt's count and order win, as lrelease builds them.
import type { PluralRule } from '../../checks/plural-rules.ts';

type Select = (n: number) => number;

interface NumerusEntry {
  /** ISO 639 codes of the languages Qt lists for the entry (`pt` is here only as Brazil, see below). */
  languages: readonly string[];
  /** The CLDR category each form stands for, in Qt's form order. */
  forms: readonly string[];
  select: Select;
}

const between = (n: number, low: number, high: number): boolean => n >= low && n <= high;

/** Qt's table in its own order: the first entry that lists a language is the one lrelease uses. */
const TABLE: readonly NumerusEntry[] = [
  {
    // Japanese style: one "Universal Form".
    languages: 'bi my zh dz fj gn hu id ja jv ko ms na om fa su tt th bo tr vi yo za'.split(' '),
    forms: ['other'],
    select: () => 0,
  },
  {
    // English style: Singular (1), Plural. Catalan is here since qttools reverted its own Catalan
    // rule (a form for 11) in 2015; `no` is Qt's alias of Norwegian Bokmål.
    languages: ['ab', 'aa', 'af', 'sq', 'am', 'as', 'ay', 'az', 'ba', 'eu', 'bn', 'bg', 'ca', 'kw', 'co']
      .concat(['da', 'nl', 'en', 'eo', 'et', 'fo', 'fi', 'fur', 'fy', 'gl', 'lg', 'ka', 'de', 'el', 'kl'])
      .concat(['gu', 'ha', 'he', 'hi', 'ia', 'ie', 'it', 'kn', 'ks', 'kk', 'km', 'rw', 'ky', 'ku', 'lo'])
      .concat(['la', 'ln', 'lb', 'mg', 'ml', 'mr', 'mn', 'ne', 'nso', 'nb', 'nn', 'no', 'oc', 'or', 'ps'])
      .concat(['pt', 'pa', 'qu', 'rm', 'rn', 'sn', 'sd', 'si', 'so', 'st', 'es', 'sw', 'ss', 'sv', 'tg'])
      .concat(['ta', 'te', 'to', 'ts', 'tn', 'tk', 'ug', 'ur', 'uz', 'vo', 'wo', 'xh', 'yi', 'zu']),
    forms: ['one', 'other'],
    select: (n) => (n === 1 ? 0 : 1),
  },
  {
    // French style: 0 and 1 are singular. Portuguese is listed with the country Brazil (see entryOf);
    // Filipino (`tl` is Qt's alias of it) is here before its own Tagalog entry, which Qt never reaches.
    languages: ['hy', 'br', 'fr', 'fil', 'tl', 'ti', 'wa'],
    forms: ['one', 'other'],
    select: (n) => (n <= 1 ? 0 : 1),
  },
  {
    languages: ['lv'],
    forms: ['one', 'other', 'zero'],
    select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : n !== 0 ? 1 : 2),
  },
  { languages: ['is'], forms: ['one', 'other'], select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 0 : 1) },
  {
    // Irish style: Singular, Dual, Plural (Irish's CLDR few and many are Qt's Plural).
    languages: ['dv', 'iu', 'ik', 'ga', 'gv', 'mi', 'se', 'sm', 'sa'],
    forms: ['one', 'two', 'other'],
    select: (n) => (n === 1 ? 0 : n === 2 ? 1 : 2),
  },
  {
    // Scottish Gaelic: 1/11, 2/12, Few (3–19), Many.
    languages: ['gd'],
    forms: ['one', 'two', 'few', 'other'],
    select: (n) => (n === 1 || n === 11 ? 0 : n === 2 || n === 12 ? 1 : between(n, 3, 19) ? 2 : 3),
  },
  {
    // Singular, Paucal (2–4), Plural: CLDR's `many` (fractions) has no form in Qt.
    languages: ['sk', 'cs'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n === 1 ? 0 : between(n, 2, 4) ? 1 : 2),
  },
  {
    // Qt's compiled rule tests n % 10 (its gettext string says n % 100; the .qm holds the former).
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
    // `sh` is Qt's alias of Serbian.
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
    // `mo` is Qt's alias of Romanian.
    languages: ['ro', 'mo'],
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
    // Nullar, Singular, Dual (2–5), Sexal (6), Plural.
    languages: ['cy'],
    forms: ['zero', 'one', 'two', 'many', 'other'],
    select: (n) => (n === 0 ? 0 : n === 1 ? 1 : between(n, 2, 5) ? 2 : n === 6 ? 3 : 4),
  },
  {
    languages: ['ar'],
    forms: ['zero', 'one', 'two', 'few', 'many', 'other'],
    select: (n) =>
      n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : between(n % 100, 3, 10) ? 3 : n % 100 >= 11 ? 4 : 5,
  },
];

const ONE_FORM = TABLE[0] as NumerusEntry;
const ENGLISH = TABLE[1] as NumerusEntry;
const FRENCH = TABLE[2] as NumerusEntry;
const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The numerus entry of a language as a `TS` file's `language` attribute or a locale spells it
 * (`de`, `pt_BR`, `sr@latin`, `zh-Hant`), found as lrelease finds it (Translator::languageAndTerritory,
 * then getNumerusInfo):
 * - Portuguese is French style with the country Brazil, and `pt` alone is Brazil too: Qt gives a
 *   language without a country its most likely one (QLocale("pt") is pt_BR). `pt_PT`: English style.
 * - A language the table does not list gets no rule in the `.qm`, and QTranslator then always takes
 *   the first form: one form, as Japanese.
 * - No language at all (a file without `language`, read without a locale): English style.
 * - Unlike Qt, a `@variant` is set aside (`sr@latin` is Serbian; Qt would not know the code).
 */
function entryOf(language: string | undefined): NumerusEntry {
  const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
  const [code = '', territory] = tag.toLowerCase().split('-');
  if (code === '') return ENGLISH;
  if (code === 'pt' && (territory === undefined || territory === 'br')) return FRENCH;
  return TABLE.find((entry) => entry.languages.includes(code)) ?? ONE_FORM;
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
