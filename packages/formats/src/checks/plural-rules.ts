import { qtPluralRule } from '../formats/qt/numerus.ts';
import { compileGettextPlural, gettextPluralForms, jedPluralForms, poPluralForms } from '../gettext.ts';

/**
 * How one runtime picks a plural form for a count: the forms it picks among (CLDR categories, or
 * gettext's msgstr indices `'0'`, `'1'`, …) and which one a number takes.
 */
export interface PluralRule {
  forms: readonly string[];
  select(n: number): string;
  /** True when counts are whole numbers only (Android's `getQuantityString`, gettext's `n`). */
  integers: boolean;
}

/** Whose rules decide a file's plural forms. */
export type PluralRuntime = 'cldr' | 'android' | 'rails' | 'gettext' | 'qt';

/** What a check knows about the file it reads: its format, and for gettext its `Plural-Forms` header. */
export interface RuntimeOptions {
  /** The format's name (`json`, `yaml`, `po`, `android`, …); absent reads plural forms as CLDR does. */
  format?: string;
  /** For `po`: the file's `Plural-Forms` header value; absent, it is read from `content`. */
  pluralForms?: string;
  /**
   * The file's text, for what only the text holds: a PO file's `Plural-Forms` header. Without either,
   * a PO file gets the usual header of its locale.
   */
  content?: string;
  /**
   * The file's repository path, for what only its name tells: a Symfony translation resource
   * (`translations/<domain>.<locale>.xlf`, `.yaml`, `.php`) has its texts read as Symfony's
   * translator reads them (see `symfonyReadingOf`), whatever tool wrote it; a JSON file Laravel
   * loads (`lang/<locale>.json`) has Laravel's `:name` parameters (see `isLaravelJson`).
   */
  path?: string;
  /**
   * Whether an apostrophe quotes ICU syntax in the file's texts, when the file's tool is configured
   * either way (Flutter's `use-escaping` in `l10n.yaml`, read by `locale-sync` for ARB files);
   * absent, the format's own reading (`icuQuotingOf`).
   */
  icuQuoting?: boolean;
}

/**
 * The runtime that reads a format's plural keys: Rails (rails-i18n) for YAML, Android for
 * strings.xml, gettext for PO, Qt's numerus table for Qt Linguist; CLDR (Intl.PluralRules, as
 * i18next, every ICU library and Apple's stringsdict) otherwise.
 */
export function pluralRuntimeOf(format: string | undefined): PluralRuntime {
  if (format === 'yaml') return 'rails';
  if (format === 'android') return 'android';
  if (format === 'po' || format === 'jed') return 'gettext';
  if (format === 'qt') return 'qt';
  return 'cldr';
}

/** Counts tried to learn which numbers a form holds: enough for every CLDR and gettext rule in use. */
const INTEGERS = [...Array.from({ length: 201 }, (_, i) => i), 1000, 10_000, 100_000, 1_000_000, 2_000_000];
const DECIMALS = [0.1, 0.5, 1.1, 1.5, 2.5, 5.5, 21.5, 101.5];

/** The numbers among the tried counts that `rule` puts in `form`. */
export function numbersIn(rule: PluralRule, form: string): number[] {
  return (rule.integers ? INTEGERS : [...INTEGERS, ...DECIMALS]).filter((n) => rule.select(n) === form);
}

/** The one number `form` holds under `rule` (`one` in English: 1), or undefined when it holds more or none. */
export function onlyNumberIn(rule: PluralRule, form: string): number | undefined {
  const numbers = numbersIn(rule, form);
  return numbers.length === 1 ? numbers[0] : undefined;
}

/**
 * The one positive whole count `form` holds (`one` in English and, under rails-i18n, in French,
 * whose `one` also holds 0 and fractions), or undefined. A text for a single count may say it in
 * words ("une heure"); 0 is left aside because runtimes offer a `zero` form or `=0` for it.
 */
export function onlyCountIn(rule: PluralRule, form: string): number | undefined {
  const counts = INTEGERS.filter((n) => n > 0 && rule.select(n) === form);
  return counts.length === 1 ? counts[0] : undefined;
}

/**
 * The CLDR rule of `locale` (`Intl.PluralRules`), cardinal or ordinal. `pt_BR` is read as `pt-BR`.
 * Throws a RangeError naming the code when it is not a locale.
 */
export function cldrRule(locale: string, type: 'cardinal' | 'ordinal' = 'cardinal'): PluralRule {
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale.replace(/_/g, '-'), { type });
  } catch {
    throw new RangeError(`"${locale}" is not a locale code (expected BCP 47, such as de, pt-BR or zh-Hant)`);
  }
  const found = rules.resolvedOptions().pluralCategories as string[];
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => found.includes(c));
  return { forms, select: (n) => rules.select(n), integers: false };
}

/**
 * The rule `runtime` applies to `locale`; undefined for gettext when neither the header nor the
 * usual table gives one.
 */
export function pluralRuleFor(
  locale: string,
  runtime: PluralRuntime,
  options: Pick<RuntimeOptions, 'pluralForms' | 'content'> = {},
): PluralRule | undefined {
  if (runtime === 'gettext') {
    const fromFile =
      options.pluralForms ??
      (options.content === undefined
        ? undefined
        : (poPluralForms(options.content) ?? jedPluralForms(options.content)));
    // A template's header is a placeholder ("nplurals=INTEGER; plural=EXPRESSION;"): use the locale's usual one.
    const read = fromFile === undefined ? undefined : compileGettextPlural(fromFile);
    const usual = gettextPluralForms(locale);
    return read ?? (usual === undefined ? undefined : compileGettextPlural(usual));
  }
  if (runtime === 'rails') return railsRule(locale) ?? cldrRule(locale);
  if (runtime === 'qt') return qtPluralRule(locale);
  const cldr = cldrRule(locale);
  if (runtime === 'cldr') return cldr;
  // Android passes an int to getQuantityString, so a category only fractions reach (ru `other`) is
  // never picked there.
  const reached = new Set(INTEGERS.map((n) => cldr.select(n)));
  return { forms: cldr.forms.filter((f) => reached.has(f)), select: cldr.select, integers: true };
}

type Select = (n: number) => string;

const oneOther: Select = (n) => (n === 1 ? 'one' : 'other');
const eastSlavic: Select = (n) => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14)) return 'few';
  if (mod10 === 0 || (mod10 >= 5 && mod10 <= 9) || (mod100 >= 11 && mod100 <= 14)) return 'many';
  return 'other';
};

/** rails-i18n's OneFewOther (Bosnian, Croatian, Serbian): a fraction is judged by its decimals' digits. */
const oneFewOther: Select = (n) => {
  const whole = Number.isInteger(n) ? n : Number(String(n).split('.')[1] ?? '0');
  const mod10 = whole % 10;
  const mod100 = whole % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14)) return 'few';
  return 'other';
};

/**
 * rails-i18n's pluralizations (lib/rails_i18n/common_pluralizations and rails/pluralization, read at
 * svenfuchs/rails-i18n@34be758a: each locale's file names its rule), which follow an older CLDR:
 * French, Portuguese, Spanish and Italian have no `many` there, Hebrew no `two`, Lithuanian no
 * `many`, Azerbaijani and Persian `other` alone. Languages not listed fall back to CLDR.
 */
const RAILS: ReadonlyArray<{ languages: readonly string[]; forms: readonly string[]; select: Select }> = [
  {
    languages: ['fr', 'ff', 'kab'],
    forms: ['one', 'other'],
    select: (n) => (n >= 0 && n < 2 ? 'one' : 'other'),
  },
  {
    languages: [
      'ak',
      'am',
      'bh',
      'fil',
      'guw',
      'hi',
      'ln',
      'mg',
      'ml',
      'mr',
      'nso',
      'or',
      'pa',
      'ti',
      'tl',
      'wa',
    ],
    forms: ['one', 'other'],
    select: (n) => (n === 0 || n === 1 ? 'one' : 'other'),
  },
  {
    languages: ['ru', 'uk', 'be'],
    forms: ['one', 'few', 'many', 'other'],
    select: eastSlavic,
  },
  {
    languages: ['bs', 'hr', 'sr', 'sh'],
    forms: ['one', 'few', 'other'],
    select: oneFewOther,
  },
  {
    languages: ['cs', 'sk'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n === 1 ? 'one' : n >= 2 && n <= 4 ? 'few' : 'other'),
  },
  {
    languages: ['pl'],
    forms: ['one', 'few', 'many', 'other'],
    select: (n) => {
      if (n === 1) return 'one';
      if (!Number.isInteger(n)) return 'other';
      const mod10 = n % 10;
      const mod100 = n % 100;
      if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14)) return 'few';
      return 'many';
    },
  },
  {
    languages: ['ro', 'mo'],
    forms: ['one', 'few', 'other'],
    select: (n) => (n === 1 ? 'one' : n === 0 || (n % 100 >= 1 && n % 100 <= 19) ? 'few' : 'other'),
  },
  {
    languages: ['lt'],
    forms: ['one', 'few', 'other'],
    select: (n) => {
      const mod10 = n % 10;
      const mod100 = n % 100;
      if (mod100 >= 11 && mod100 <= 19) return 'other';
      if (mod10 === 1) return 'one';
      return mod10 >= 2 && mod10 <= 9 ? 'few' : 'other';
    },
  },
  {
    languages: ['lv'],
    forms: ['one', 'other'],
    select: (n) => (n % 10 === 1 && n % 100 !== 11 ? 'one' : 'other'),
  },
  {
    languages: ['mk'],
    forms: ['one', 'other'],
    select: (n) => (n % 10 === 1 && n !== 11 ? 'one' : 'other'),
  },
  {
    // rails-i18n's Other: one form whatever the count.
    languages: ['az', 'fa', 'id', 'ja', 'km', 'kn', 'ko', 'lo', 'ms', 'pap', 'th', 'vi', 'wo', 'zh', 'yue'],
    forms: ['other'],
    select: () => 'other',
  },
  {
    // rails-i18n's default (OneOther); CLDR has since given some of these a `many` for millions.
    languages: [
      'en',
      'de',
      'nl',
      'sv',
      'da',
      'nb',
      'nn',
      'no',
      'fi',
      'et',
      'el',
      'it',
      'es',
      'ca',
      'bg',
      'bn',
      'eo',
      'eu',
      'fy',
      'gl',
      'he',
      'hu',
      'is',
      'ka',
      'kk',
      'mn',
      'ne',
      'oc',
      'pt',
      'sc',
      'st',
      'sw',
      'ta',
      'tr',
      'ur',
    ],
    forms: ['one', 'other'],
    select: oneOther,
  },
];

function railsRule(locale: string): PluralRule | undefined {
  const language = locale.replace(/_/g, '-').split('-')[0]?.toLowerCase() ?? '';
  const found = RAILS.find((r) => r.languages.includes(language));
  return found && { forms: found.forms, select: found.select, integers: false };
}
