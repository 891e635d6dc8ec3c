export const id = 259;
export const ids = [259];
export const modules = {

/***/ 2283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jp: () => (/* binding */ isSelectElement),
/* harmony export */   N6: () => (/* binding */ isPluralElement),
/* harmony export */   ZE: () => (/* binding */ TYPE)
/* harmony export */ });
/**
 * The ICU parser's element types the checks compare with, as constants: importing the parser's own
 * `TYPE` enum and type guards would load the parser into every run that checks a file, while only
 * `parseIcu` needs it. The values are the parser's (packages/formats/test/icu-elements.test.ts compares them).
 */
const TYPE = {
    literal: 0,
    argument: 1,
    select: 5,
    plural: 6,
    pound: 7,
    tag: 8,
};
/** The parser's `isPluralElement`. */
function isPluralElement(element) {
    return element.type === TYPE.plural;
}
/** The parser's `isSelectElement`. */
function isSelectElement(element) {
    return element.type === TYPE.select;
}


/***/ }),

/***/ 7005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ withIcuParser),
/* harmony export */   RL: () => (/* binding */ parseIcu),
/* harmony export */   qZ: () => (/* binding */ unquoted)
/* harmony export */ });
/* unused harmony exports loadIcuParser, IcuParserNotLoaded, parseSimple */
/* harmony import */ var _icu_elements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2283);

// The parser and its generated tables are a chunk of their own in the bundles, compiled only by a
// run that has a text `parseSimple` cannot read (most runs have none): see `loadIcuParser`.
let parser;
let loading;
/**
 * Loads the ICU parser, once. The checks are synchronous: a check that meets a text needing the
 * parser before it is loaded throws `IcuParserNotLoaded`, and `withIcuParser` loads it and runs the
 * check again.
 */
function loadIcuParser() {
    loading ??= __webpack_require__.e(/* import() */ 639).then(__webpack_require__.bind(__webpack_require__, 4639)).then((module) => {
        parser = module.parse;
    });
    return loading;
}
/** Thrown by `parseIcu` for a text that needs the full parser before `loadIcuParser` has finished. */
class IcuParserNotLoaded extends Error {
    constructor() {
        super('the ICU message parser is not loaded: await loadIcuParser() (or run the check through withIcuParser)');
        this.name = 'IcuParserNotLoaded';
    }
}
/**
 * Runs `check` (which must have no effect but its result, so it can run twice), and when it needed
 * the ICU parser before it was loaded, loads it and runs `check` again: a run whose texts never need
 * the parser never loads it.
 */
async function withIcuParser(check) {
    if (parser === undefined) {
        try {
            return check();
        }
        catch (err) {
            if (!(err instanceof IcuParserNotLoaded))
                throw err;
            await loadIcuParser();
        }
    }
    return check();
}
/** Parsed texts kept; past this the memo starts over, so memory stays bounded on huge pushes. */
const MAX_MEMO = 50_000;
const memo = new Map();
/**
 * Parses `text` as ICU (tags read as text), once per distinct text: the checks read each source text
 * once per translation file and each translation twice, and parsing is most of their cost. Locations
 * are kept, which also spares the parser's pass that deletes them. Callers must not change the result.
 * A text `parseSimple` cannot read needs the parser: `IcuParserNotLoaded` until `loadIcuParser` is done.
 */
function parseIcu(text) {
    const simple = parseSimple(text);
    if (simple)
        return { elements: simple };
    let result = memo.get(text);
    if (result === undefined) {
        if (parser === undefined)
            throw new IcuParserNotLoaded();
        try {
            result = { elements: parser(text, { ignoreTag: true, captureLocation: true }) };
        }
        catch (error) {
            result = { error };
        }
        if (memo.size >= MAX_MEMO)
            memo.clear();
        memo.set(text, result);
    }
    return result;
}
const SIMPLE_PARTS = /\{\s*([\p{L}\p{N}_$-]+)\s*\}/gu;
/**
 * Whether a text is made only of literals and plain `{argument}`s: no quotes, no nesting, no `#` or
 * `<` once its arguments are taken out. Not one pattern `^(?:[^{}'#<]|\{…\})*$`: V8 keeps a
 * backtracking entry per character of it and overflows its stack on a text of ten million.
 */
function isSimple(text) {
    return !/[{}'#<]/.test(text.replace(SIMPLE_PARTS, ''));
}
/**
 * Most texts are literals with plain arguments (`Hello {name}`); for those the elements are read
 * directly, as the parser would give them, without the parser's cost. Undefined for anything else.
 */
function parseSimple(text) {
    if (!isSimple(text))
        return undefined;
    const elements = [];
    let last = 0;
    for (const match of text.matchAll(SIMPLE_PARTS)) {
        if (match.index > last)
            elements.push({ type: _icu_elements_js__WEBPACK_IMPORTED_MODULE_0__/* .TYPE */ .ZE.literal, value: text.slice(last, match.index) });
        elements.push({ type: _icu_elements_js__WEBPACK_IMPORTED_MODULE_0__/* .TYPE */ .ZE.argument, value: match[1] });
        last = match.index + match[0].length;
    }
    if (last < text.length)
        elements.push({ type: _icu_elements_js__WEBPACK_IMPORTED_MODULE_0__/* .TYPE */ .ZE.literal, value: text.slice(last) });
    return elements;
}
/**
 * Stands for an apostrophe in a text whose format does not quote: a character ICU gives no meaning, of
 * the same length, so the parser reads `'{name}'` as an argument between two literal characters.
 */
const NOT_A_QUOTE = '\uE000';
/** `text` with its apostrophes made ordinary characters for the ICU parser. */
function unquoted(text) {
    return text.includes("'") ? text.replaceAll("'", NOT_A_QUOTE) : text;
}


/***/ }),

/***/ 5259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bn: () => (/* binding */ PluralTally),
  Eu: () => (/* binding */ checkPlurals),
  YP: () => (/* binding */ groupKeys),
  sE: () => (/* binding */ groupRule),
  jY: () => (/* binding */ pluralGroupOf),
  e6: () => (/* binding */ singleCount)
});

// UNUSED EXPORTS: PLURAL_CATEGORIES, mayNamePluralForm, pluralCategories, pluralKey

// EXTERNAL MODULE: ../../packages/formats/src/gettext.ts
var gettext = __webpack_require__(6441);
// EXTERNAL MODULE: ../../packages/formats/src/checks/icu.ts
var icu = __webpack_require__(7005);
// EXTERNAL MODULE: ../../packages/formats/src/checks/icu-elements.ts
var icu_elements = __webpack_require__(2283);
// EXTERNAL MODULE: ../../packages/formats/src/checks/plural-categories.ts
var plural_categories = __webpack_require__(6235);
// EXTERNAL MODULE: ../../packages/formats/src/formats/qt/numerus.ts
var numerus = __webpack_require__(3688);
;// CONCATENATED MODULE: ../../packages/formats/src/checks/plural-rules.ts


/**
 * The runtime that reads a format's plural keys: Rails (rails-i18n) for YAML, Android for
 * strings.xml, gettext for PO, Qt's numerus table for Qt Linguist; CLDR (Intl.PluralRules, as
 * i18next, every ICU library and Apple's stringsdict) otherwise.
 */
function pluralRuntimeOf(format) {
    if (format === 'yaml')
        return 'rails';
    if (format === 'android')
        return 'android';
    if (format === 'po' || format === 'jed')
        return 'gettext';
    if (format === 'qt')
        return 'qt';
    return 'cldr';
}
/** Counts tried to learn which numbers a form holds: enough for every CLDR and gettext rule in use. */
const INTEGERS = [...Array.from({ length: 201 }, (_, i) => i), 1000, 10_000, 100_000, 1_000_000, 2_000_000];
const DECIMALS = [0.1, 0.5, 1.1, 1.5, 2.5, 5.5, 21.5, 101.5];
/** The numbers among the tried counts that `rule` puts in `form`. */
function numbersIn(rule, form) {
    return (rule.integers ? INTEGERS : [...INTEGERS, ...DECIMALS]).filter((n) => rule.select(n) === form);
}
/** The one number `form` holds under `rule` (`one` in English: 1), or undefined when it holds more or none. */
function onlyNumberIn(rule, form) {
    const numbers = numbersIn(rule, form);
    return numbers.length === 1 ? numbers[0] : undefined;
}
/**
 * The one positive whole count `form` holds (`one` in English and, under rails-i18n, in French,
 * whose `one` also holds 0 and fractions), or undefined. A text for a single count may say it in
 * words ("une heure"); 0 is left aside because runtimes offer a `zero` form or `=0` for it.
 */
function onlyCountIn(rule, form) {
    const counts = INTEGERS.filter((n) => n > 0 && rule.select(n) === form);
    return counts.length === 1 ? counts[0] : undefined;
}
/**
 * The CLDR rule of `locale` (`Intl.PluralRules`), cardinal or ordinal. `pt_BR` is read as `pt-BR`.
 * Throws a RangeError naming the code when it is not a locale.
 */
function plural_rules_cldrRule(locale, type = 'cardinal') {
    let rules;
    try {
        rules = new Intl.PluralRules(locale.replace(/_/g, '-'), { type });
    }
    catch {
        throw new RangeError(`"${locale}" is not a locale code (expected BCP 47, such as de, pt-BR or zh-Hant)`);
    }
    const found = rules.resolvedOptions().pluralCategories;
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => found.includes(c));
    return { forms, select: (n) => rules.select(n), integers: false };
}
/**
 * The rule `runtime` applies to `locale`; undefined for gettext when neither the header nor the
 * usual table gives one.
 */
function pluralRuleFor(locale, runtime, options = {}) {
    if (runtime === 'gettext') {
        const fromFile = options.pluralForms ??
            (options.content === undefined
                ? undefined
                : ((0,gettext/* poPluralForms */.RS)(options.content) ?? (0,gettext/* jedPluralForms */.h4)(options.content)));
        // A template's header is a placeholder ("nplurals=INTEGER; plural=EXPRESSION;"): use the locale's usual one.
        const read = fromFile === undefined ? undefined : (0,gettext/* compileGettextPlural */.D6)(fromFile);
        const usual = (0,gettext/* gettextPluralForms */.pE)(locale);
        return read ?? (usual === undefined ? undefined : (0,gettext/* compileGettextPlural */.D6)(usual));
    }
    if (runtime === 'rails')
        return railsRule(locale) ?? plural_rules_cldrRule(locale);
    if (runtime === 'qt')
        return (0,numerus/* qtPluralRule */.g)(locale);
    const cldr = plural_rules_cldrRule(locale);
    if (runtime === 'cldr')
        return cldr;
    // Android passes an int to getQuantityString, so a category only fractions reach (ru `other`) is
    // never picked there.
    const reached = new Set(INTEGERS.map((n) => cldr.select(n)));
    return { forms: cldr.forms.filter((f) => reached.has(f)), select: cldr.select, integers: true };
}
const oneOther = (n) => (n === 1 ? 'one' : 'other');
const eastSlavic = (n) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    if (mod10 === 1 && mod100 !== 11)
        return 'one';
    if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14))
        return 'few';
    if (mod10 === 0 || (mod10 >= 5 && mod10 <= 9) || (mod100 >= 11 && mod100 <= 14))
        return 'many';
    return 'other';
};
/** rails-i18n's OneFewOther (Bosnian, Croatian, Serbian): a fraction is judged by its decimals' digits. */
const oneFewOther = (n) => {
    const whole = Number.isInteger(n) ? n : Number(String(n).split('.')[1] ?? '0');
    const mod10 = whole % 10;
    const mod100 = whole % 100;
    if (mod10 === 1 && mod100 !== 11)
        return 'one';
    if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14))
        return 'few';
    return 'other';
};
/**
 * rails-i18n's pluralizations (lib/rails_i18n/common_pluralizations and rails/pluralization, read at
 * svenfuchs/rails-i18n@34be758a: each locale's file names its rule), which follow an older CLDR:
 * French, Portuguese, Spanish and Italian have no `many` there, Hebrew no `two`, Lithuanian no
 * `many`, Azerbaijani and Persian `other` alone. Languages not listed fall back to CLDR.
 */
const RAILS = [
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
            if (n === 1)
                return 'one';
            if (!Number.isInteger(n))
                return 'other';
            const mod10 = n % 10;
            const mod100 = n % 100;
            if (mod10 >= 2 && mod10 <= 4 && !(mod100 >= 12 && mod100 <= 14))
                return 'few';
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
            if (mod100 >= 11 && mod100 <= 19)
                return 'other';
            if (mod10 === 1)
                return 'one';
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
function railsRule(locale) {
    const language = locale.replace(/_/g, '-').split('-')[0]?.toLowerCase() ?? '';
    const found = RAILS.find((r) => r.languages.includes(language));
    return found && { forms: found.forms, select: found.select, integers: false };
}

;// CONCATENATED MODULE: ../../packages/formats/src/checks/plurals.ts






/**
 * The plural categories CLDR gives `locale` (`ru`: one, few, many, other; `ja`: other), from
 * `Intl.PluralRules`. `pt_BR` is read as `pt-BR`.
 */
function pluralCategories(locale, type = 'cardinal') {
    return cldrRule(locale, type).forms;
}
const KEY_STYLES = [
    // i18next and the JSON/YAML/ARB convention: items_one, items_other.
    { style: 'suffix', pattern: /^(.+)_(zero|one|two|few|many|other)$/s, key: (b, c) => `${b}_${c}` },
    // Android plurals: items[one], items[other].
    { style: 'bracket', pattern: /^(.+)\[(zero|one|two|few|many|other)\]$/s, key: (b, c) => `${b}[${c}]` },
    // Rails YAML: items.one, items.other.
    { style: 'dot', pattern: /^(.+)\.(zero|one|two|few|many|other)$/s, key: (b, c) => `${b}.${c}` },
];
/** The key a style gives one form of a group. */
function pluralKey(style, base, form) {
    if (style === 'index')
        return `${base}[${form}]`;
    if (style === 'numbered')
        return `${base}_${form}`;
    return KEY_STYLES.find((s) => s.style === style).key(base, form);
}
const INDEXED = /^(.+)\[(\d+)\]$/s;
/** i18next JSON v3's numbered form: `key_0` to `key_5` (i18next's rules have six forms at most). */
const NUMBERED = /^(.+)_([0-5])$/s;
/** i18next v1–v3's plural beside the singular `key`, in a source (and a language of two forms). */
const I18NEXT_PLURAL = '_plural';
/**
 * Reads `key` as a plural form (`items_one`, `items[one]`, `items.one`) when one of the maps holds
 * the group's `other` form and at least one other form. A key that merely ends like one
 * (`button_one` alone, `labels.other` alone) is not a plural form. A gettext form `k[2]` is one when
 * a map holds `k[msgid_plural]` (Android's string arrays, `k[0]` without it, are not).
 */
function pluralGroupOf(key, ...maps) {
    if (!(0,plural_categories/* mayNamePluralForm */.j)(key))
        return undefined;
    for (const { style, pattern, key: keyOf } of KEY_STYLES) {
        const match = pattern.exec(key);
        if (!match)
            continue;
        const base = match[1];
        const otherKey = keyOf(base, 'other');
        const isGroup = maps.some((entries) => entries.has(otherKey) &&
            plural_categories/* PLURAL_CATEGORIES */.M.some((category) => category !== 'other' && entries.has(keyOf(base, category))));
        if (isGroup)
            return { base, category: match[2], style, otherKey };
    }
    const numbered = NUMBERED.exec(key);
    if (numbered)
        return numberedGroupOf(numbered[1], numbered[2], maps);
    const indexed = INDEXED.exec(key);
    if (!indexed)
        return undefined;
    const base = indexed[1];
    const holders = maps.filter((entries) => entries.has(base + gettext/* PLURAL_SOURCE */.Pr));
    if (holders.length === 0)
        return undefined;
    const counts = holders.map((entries) => formCount(base, entries)).filter((n) => n > 0);
    const shared = counts.length === 0 ? 1 : Math.min(...counts);
    return {
        base,
        category: String(Number(indexed[2])),
        style: 'index',
        otherKey: `${base}[${shared - 1}]`,
    };
}
/**
 * `base_<index>` read as an i18next v3 numbered form when a map holds `base_0` and `base_1` and one
 * holds `base_plural` (the source's pair, `base` and `base_plural`, says the message is a plural): a
 * `tip_0`, `tip_1`, `tip_2` alone is a list, not a plural. The source's `base_plural` stands for the
 * group (its `other`).
 */
function numberedGroupOf(base, index, maps) {
    if (!maps.some((entries) => entries.has(`${base}_0`) && entries.has(`${base}_1`)))
        return undefined;
    if (!maps.some((entries) => entries.has(base + I18NEXT_PLURAL)))
        return undefined;
    return {
        base,
        category: index,
        style: 'numbered',
        otherKey: base + I18NEXT_PLURAL,
    };
}
/** How many msgstr forms `k[0]`, `k[1]`, … a map holds in a row. */
function formCount(base, entries) {
    let count = 0;
    while (entries.has(`${base}[${count}]`))
        count++;
    return count;
}
/** The keys of a group's forms that `entries` holds (for gettext, `k[msgid_plural]` too). */
function groupKeys(group, entries) {
    if (group.style === 'index') {
        return [...entries.keys()].filter((key) => key === group.base + gettext/* PLURAL_SOURCE */.Pr || INDEXED.exec(key)?.[1] === group.base);
    }
    if (group.style === 'numbered') {
        return [
            group.base,
            group.base + I18NEXT_PLURAL,
            ...[0, 1, 2, 3, 4, 5].map((i) => `${group.base}_${i}`),
        ].filter((key) => entries.has(key));
    }
    return plural_categories/* PLURAL_CATEGORIES */.M.map((c) => pluralKey(group.style, group.base, c)).filter((k) => entries.has(k));
}
/**
 * The rule that picks among a group's forms in `locale`: gettext's for the `index` style, else the
 * runtime of the format (Rails for YAML, Android for strings.xml, CLDR otherwise).
 */
function groupRule(group, locale, options = {}) {
    // i18next v3 numbers a language's forms as gettext's Plural-Forms does (its rules were taken from it).
    if (group.style === 'numbered')
        return pluralRuleFor(locale, 'gettext');
    const runtime = group.style === 'index' ? 'gettext' : pluralRuntimeOf(options.format);
    return pluralRuleFor(locale, runtime, options);
}
/**
 * The one count a form is shown for, if only one: `zero` keys (Rails and i18next pick them for 0
 * alone), `one` in English (1; see `onlyCountIn`), `zero` in Arabic (0). Undefined when the form holds several counts
 * (`one` in Russian: 1, 21, 31…), none, or the rule is unknown.
 */
function singleCount(group, rule) {
    if (group.category === 'zero' && (group.style === 'suffix' || group.style === 'dot'))
        return 0;
    if (rule === undefined)
        return undefined;
    // A CLDR `zero` that holds 0 alone (Arabic's, which Android and Apple pick for 0) is one count too.
    return onlyCountIn(rule, group.category) ?? (onlyNumberIn(rule, group.category) === 0 ? 0 : undefined);
}
/**
 * Checks plural forms against the rules of the file's own runtime (see `pluralRuntimeOf`): key groups
 * (`_one`, `[one]`, `.one`, gettext `[0]`) must have every form the rule picks; ICU `plural` and
 * `selectordinal` arguments every CLDR category, where `=N` stands for a category that holds N alone
 * (`=1` for English `one`, not French `one`, which holds 0 too). Forms a locale never picks are left
 * alone (the runtime ignores them), except gettext indices past `nplurals` (msgfmt rejects them)
 * and ICU selectors that are no category at all (a misspelt `one`). Pass the `source` entries so a
 * group the translation cut down to its `other` form is still recognised.
 */
function checkPlurals(entries, locale, source, options = {}) {
    const tally = new PluralTally(entries, locale, source, options);
    for (const [key, text] of entries)
        tally.add(key, text);
    return tally.problems();
}
/** The keyword of an ICU plural argument, as a word. */
const ICU_PLURAL_WORD = /\b(plural|selectordinal)\b/;
/**
 * `checkPlurals` one key at a time: `add` every entry of the file in order, then `problems` gives
 * what `checkPlurals` gives (the ICU problems in key order, then the groups' missing and extra forms).
 */
class PluralTally {
    #entries;
    #locale;
    #source;
    #options;
    #found = [];
    #groups = new Map();
    constructor(entries, locale, source, options) {
        this.#entries = entries;
        this.#locale = locale;
        this.#source = source;
        this.#options = options;
    }
    /** Reads one entry of the file: its key as a plural form, its text's ICU plurals. */
    add(key, text) {
        const entries = this.#entries;
        const source = this.#source;
        const group = !(0,plural_categories/* mayNamePluralForm */.j)(key)
            ? undefined
            : source
                ? pluralGroupOf(key, entries, source)
                : pluralGroupOf(key, entries);
        if (group) {
            const id = `${group.style}:${group.base}`;
            let found = this.#groups.get(id);
            if (!found) {
                found = { group, present: new Map() };
                this.#groups.set(id, found);
            }
            found.present.set(group.category, key);
        }
        if ((text.includes('plural') || text.includes('selectordinal')) && ICU_PLURAL_WORD.test(text)) {
            const flutter = this.#options.format === 'arb';
            // gen-l10n reads an apostrophe as a character unless `use-escaping` is on (see `icuQuotingOf`).
            const read = flutter && this.#options.icuQuoting !== true ? (0,icu/* unquoted */.qZ)(text) : text;
            this.#found.push(...checkIcuPlurals(key, read, this.#locale, flutter));
        }
    }
    /** The problems of the entries added: call it once, after the last `add`. */
    problems() {
        const problems = this.#found;
        const locale = this.#locale;
        for (const { group, present } of this.#groups.values()) {
            const rule = groupRule(group, locale, this.#options);
            if (rule === undefined)
                continue;
            for (const form of rule.forms) {
                if (!present.has(form))
                    problems.push({
                        key: pluralKey(group.style, group.base, form),
                        locale,
                        category: form,
                        kind: 'missing',
                    });
            }
            if (group.style !== 'index' && group.style !== 'numbered')
                continue;
            for (const [form, key] of present) {
                if (!rule.forms.includes(form))
                    problems.push({ key, locale, category: form, kind: 'extra' });
            }
        }
        return problems;
    }
}
/** The exact selectors Flutter's gen-l10n reads as categories. */
const FLUTTER_EXACT = { zero: '=0', one: '=1', two: '=2' };
/**
 * The problems of the ICU plurals in one text. With `flutter`, `=0`, `=1` and `=2` are the categories
 * `zero`, `one` and `two`, as Flutter's gen-l10n passes them to `Intl.pluralLogic` (Russian 21 takes
 * the `=1` text); elsewhere an exact selector stands for a category only when it holds that number alone.
 */
function checkIcuPlurals(key, text, locale, flutter) {
    const parsed = (0,icu/* parseIcu */.RL)(text);
    // Not ICU (or broken ICU): nothing to check here; the syntax check reports broken ICU.
    if (!('elements' in parsed))
        return [];
    const problems = [];
    const walk = (list) => {
        for (const element of list) {
            if (element.type === icu_elements/* TYPE */.ZE.tag)
                walk(element.children);
            if (!(0,icu_elements/* isPluralElement */.N6)(element) && !(0,icu_elements/* isSelectElement */.Jp)(element))
                continue;
            for (const option of Object.values(element.options))
                walk(option.value);
            if (!(0,icu_elements/* isPluralElement */.N6)(element))
                continue;
            const rule = plural_rules_cldrRule(locale, element.pluralType ?? 'cardinal');
            const selectors = Object.keys(element.options);
            const exact = new Set(selectors.filter((s) => /^=\d+$/.test(s)).map((s) => Number(s.slice(1))));
            for (const category of rule.forms) {
                if (selectors.includes(category))
                    continue;
                if (flutter && selectors.includes(FLUTTER_EXACT[category] ?? ''))
                    continue;
                // `=1` stands for English `one` (1 alone), not French `one` (0, 1 and fractions).
                const held = numbersIn(rule, category);
                if (held.length > 0 && held.every((n) => exact.has(n)))
                    continue;
                problems.push({ key, locale, category, kind: 'missing', argument: element.value });
            }
            for (const selector of selectors) {
                if (selector.startsWith('=') || plural_categories/* PLURAL_CATEGORIES */.M.includes(selector))
                    continue;
                problems.push({ key, locale, category: selector, kind: 'extra', argument: element.value });
            }
        }
    };
    walk(parsed.elements);
    return problems;
}


/***/ }),

/***/ 3688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ numerusCategories),
/* harmony export */   g: () => (/* binding */ qtPluralRule)
/* harmony export */ });
const between = (n, low, high) => n >= low && n <= high;
/** Qt's table in its own order: the first entry that lists a language is the one lrelease uses. */
const TABLE = [
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
        select: (n) => n % 10 === 1 && n % 100 !== 11 ? 0 : between(n % 10, 2, 4) && !between(n % 100, 10, 19) ? 1 : 2,
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
        select: (n) => n === 0 ? 0 : n === 1 ? 1 : n === 2 ? 2 : between(n % 100, 3, 10) ? 3 : n % 100 >= 11 ? 4 : 5,
    },
];
const ONE_FORM = TABLE[0];
const ENGLISH = TABLE[1];
const FRENCH = TABLE[2];
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
function entryOf(language) {
    const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
    const [code = '', territory] = tag.toLowerCase().split('-');
    if (code === '')
        return ENGLISH;
    if (code === 'pt' && (territory === undefined || territory === 'br'))
        return FRENCH;
    return TABLE.find((entry) => entry.languages.includes(code)) ?? ONE_FORM;
}
/** The CLDR categories of a language, in CLDR order; none for a code Intl does not know. */
function cldrCategories(language) {
    try {
        const tag = (language ?? '').replace(/@.*$/, '').replace(/_/g, '-');
        const found = new Intl.PluralRules(tag === '' ? 'en' : tag).resolvedOptions()
            .pluralCategories;
        return CLDR_ORDER.filter((category) => found.includes(category));
    }
    catch {
        return [];
    }
}
/**
 * The category each `<numerusform>` of a `count`-form message stands for, in form order: Qt's forms
 * of the language first, then, for forms past Qt's count (a Transifex file that writes Russian with
 * CLDR's four), the language's CLDR categories not used yet (Russian `other`), then any other
 * category, in CLDR order. Undefined past six forms.
 */
function numerusCategories(language, count = 0) {
    const forms = [...entryOf(language).forms];
    for (const category of [...cldrCategories(language), ...CLDR_ORDER]) {
        if (forms.length >= count)
            break;
        if (!forms.includes(category))
            forms.push(category);
    }
    return forms.length >= count ? forms : undefined;
}
/** The rule QTranslator applies to `language`: its forms as CLDR categories, whole counts only. */
function qtPluralRule(language) {
    const entry = entryOf(language);
    return {
        forms: entry.forms,
        select: (n) => entry.forms[entry.select(Math.abs(Math.trunc(n)))],
        integers: true,
    };
}


/***/ }),

/***/ 6441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ compileGettextPlural),
/* harmony export */   MJ: () => (/* binding */ PO_CONTEXT_SEPARATOR),
/* harmony export */   Pr: () => (/* binding */ PLURAL_SOURCE),
/* harmony export */   RS: () => (/* binding */ poPluralForms),
/* harmony export */   _V: () => (/* binding */ isPoTemplate),
/* harmony export */   ek: () => (/* binding */ nplurals),
/* harmony export */   h4: () => (/* binding */ jedPluralForms),
/* harmony export */   jE: () => (/* binding */ poKey),
/* harmony export */   pE: () => (/* binding */ gettextPluralForms)
/* harmony export */ });
/* harmony import */ var _shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5596);

/**
 * gettext keys. A message is keyed by its msgid; with a context, by `msgctxt + "\u0004" + msgid`
 * (the separator gettext itself uses in .mo files). A plural message becomes `<key>[msgid_plural]`
 * holding its msgid_plural and `<key>[0]`, `<key>[1]`, … holding msgstr[0], msgstr[1], …. In a
 * `.pot` template the texts are the msgids: `<key>` (or `<key>[0]`) holds the msgid and `<key>[1]`
 * the msgid_plural, so a translation and its template have the same keys.
 */
const PO_CONTEXT_SEPARATOR = '\u0004';
const PLURAL_SOURCE = '[msgid_plural]';
/** The key of a message: its msgid, after its context and the separator when it has one. */
function poKey(msgid, msgctxt) {
    return msgctxt === undefined ? msgid : `${msgctxt}${PO_CONTEXT_SEPARATOR}${msgid}`;
}
/** Whether a path names a gettext template (`.pot`, any case), whose texts are the msgids. */
function isPoTemplate(path) {
    return path !== undefined && /\.pot$/i.test(path);
}
// ---------------------------------------------------------------------------------------------
// Writing a new file
/**
 * `Plural-Forms` headers by language: gettext's own table (gettext 0.21's plural-table.c, what
 * `msginit` writes: checked against it for every two-letter code), and for languages that table lacks,
 * the formulas in common use (Chinese, Indonesian, Thai, Catalan, Bosnian, Arabic). A language not
 * listed gets none (gettext tools then assume two forms): write over a file that has it.
 */
const PLURAL_FORMS = [
    [['ja', 'ko', 'vi', 'th', 'zh', 'id'], 'nplurals=1; plural=0;'],
    [
        [
            'en',
            'de',
            'nl',
            'sv',
            'da',
            'no',
            'nb',
            'nn',
            'fo',
            'fi',
            'et',
            'el',
            'he',
            'it',
            'es',
            'eo',
            'bg',
            'ca',
            'hu',
            'tr',
            'pt',
        ],
        'nplurals=2; plural=(n != 1);',
    ],
    [['fr', 'pt_BR'], 'nplurals=2; plural=(n > 1);'],
    [['ga'], 'nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;'],
    [['lv'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);'],
    [['lt'], 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [
        ['ru', 'uk', 'be', 'sr', 'hr', 'bs'],
        'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    ],
    [['cs', 'sk'], 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
    [['pl'], 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);'],
    [['ro'], 'nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;'],
    [['sl'], 'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);'],
    [
        ['ar'],
        'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
    ],
];
/**
 * The usual gettext `Plural-Forms` header for a locale, when `PLURAL_FORMS` has it: looked up by
 * language and territory first (`pt_BR`), then by language, as msginit looks it up.
 */
function gettextPluralForms(locale) {
    const parts = locale.split(/[-_@.]/);
    const language = parts[0]?.toLowerCase() ?? '';
    const territory = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part));
    const full = territory === undefined ? undefined : `${language}_${territory.toUpperCase()}`;
    const find = (code) => code === undefined ? undefined : PLURAL_FORMS.find(([codes]) => codes.includes(code))?.[1];
    return find(full) ?? find(language);
}
/** The `nplurals` of a `Plural-Forms` header (or of the header block's whole text). */
function nplurals(pluralForms) {
    const match = pluralForms === undefined ? null : /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    return match ? Number(match[1]) : 0;
}
/**
 * Reads a gettext `Plural-Forms` value (`nplurals=3; plural=(n==1 ? 0 : n%10>=2 ? 1 : 2);`) into a
 * rule whose forms are the msgstr indices `'0'` … `'nplurals-1'`. The expression is C as gettext
 * reads it (`?:`, `||`, `&&`, comparisons, `+ - * / %`, `!`, parentheses, `n`, integers); it is
 * parsed here, never evaluated as code. Undefined when the value cannot be read.
 */
function compileGettextPlural(pluralForms) {
    const nplurals = /nplurals\s*=\s*(\d+)/.exec(pluralForms);
    const plural = /plural\s*=\s*([^;]*)/.exec(pluralForms);
    if (!nplurals || !plural)
        return undefined;
    const count = Number(nplurals[1]);
    if (count < 1 || count > 10)
        return undefined;
    let expression;
    try {
        expression = new Parser(plural[1]).parse();
    }
    catch {
        return undefined;
    }
    const forms = Array.from({ length: count }, (_, i) => String(i));
    return {
        forms,
        // An index past nplurals is what msgfmt rejects; it is returned as is so a check can name it.
        select: (n) => String(expression(Math.trunc(n))),
        integers: true,
    };
}
/**
 * The `Plural-Forms` value in the header of a PO file's text, or undefined. The header is the
 * first `msgid ""` entry; its `msgstr` may be split over several quoted lines.
 */
function poPluralForms(content) {
    const start = /^msgid ""[ \t\r]*\n(?:[ \t\r]*\n)*msgstr[ \t]*(?=")/m.exec(content);
    if (!start)
        return undefined;
    // The quoted lines are scanned, not matched by a regular expression: V8 runs `(?:[^"\\]|\\.)*`
    // with one backtracking entry per character and overflows its stack on a header of ten million.
    const parts = [];
    let pos = start.index + start[0].length;
    for (;;) {
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, pos);
        const newline = content.indexOf('\n', pos);
        if (end === -1 || (newline !== -1 && newline < end))
            break;
        parts.push(content.slice(pos + 1, end - 1));
        const next = /[ \t\r]*\n?[ \t]*/y;
        next.lastIndex = end;
        next.exec(content);
        pos = next.lastIndex;
        if (content[pos] !== '"')
            break;
    }
    if (parts.length === 0)
        return undefined;
    const text = parts.join('').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    return /^Plural-Forms:\s*(.*)$/im.exec(text)?.[1]?.trim();
}
/**
 * The `plural-forms` of a JED file's header (`"plural-forms": "nplurals=2; plural=(n != 1);"`), or
 * undefined: the first such member, read as a JSON string.
 */
function jedPluralForms(content) {
    // The string is scanned with `quotedEnd`, for the reason `poPluralForms` gives.
    const name = /"plural-forms"\s*:\s*(?=")/g;
    for (let member = name.exec(content); member !== null; member = name.exec(content)) {
        const start = name.lastIndex;
        const end = (0,_shared_quoted_js__WEBPACK_IMPORTED_MODULE_0__/* .quotedEnd */ .c)(content, start);
        // A string never closed, or one that goes over a line break, is not the member sought.
        const literal = end === -1 ? undefined : content.slice(start, end);
        if (literal === undefined || literal.includes('\n'))
            continue;
        try {
            const value = JSON.parse(literal);
            return typeof value === 'string' ? value : undefined;
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()])/y;
/** A recursive-descent reader of C's expression grammar, limited to what plural formulas use. */
class Parser {
    tokens = [];
    at = 0;
    constructor(source) {
        TOKEN.lastIndex = 0;
        let match = TOKEN.exec(source);
        let end = 0;
        while (match) {
            this.tokens.push(match[1]);
            end = TOKEN.lastIndex;
            match = TOKEN.exec(source);
        }
        if (source.slice(end).trim() !== '')
            throw new Error(`unexpected "${source.slice(end).trim()}"`);
    }
    parse() {
        const expression = this.ternary();
        if (this.at !== this.tokens.length)
            throw new Error(`unexpected "${this.tokens[this.at]}"`);
        return expression;
    }
    peek() {
        return this.tokens[this.at];
    }
    take(token) {
        if (this.tokens[this.at] !== token)
            return false;
        this.at++;
        return true;
    }
    ternary() {
        const test = this.binary(0);
        if (!this.take('?'))
            return test;
        const yes = this.ternary();
        if (!this.take(':'))
            throw new Error('expected ":"');
        const no = this.ternary();
        return (n) => (test(n) !== 0 ? yes(n) : no(n));
    }
    binary(level) {
        const operators = LEVELS[level];
        if (operators === undefined)
            return this.unary();
        let left = this.binary(level + 1);
        for (let op = this.peek(); op !== undefined && operators.includes(op); op = this.peek()) {
            this.at++;
            const right = this.binary(level + 1);
            const l = left;
            left = (n) => apply(op, l(n), right(n));
        }
        return left;
    }
    unary() {
        if (this.take('!')) {
            const operand = this.unary();
            return (n) => (operand(n) === 0 ? 1 : 0);
        }
        if (this.take('-')) {
            const operand = this.unary();
            return (n) => -operand(n);
        }
        if (this.take('(')) {
            const inner = this.ternary();
            if (!this.take(')'))
                throw new Error('expected ")"');
            return inner;
        }
        const token = this.tokens[this.at++];
        if (token === 'n')
            return (n) => n;
        if (token !== undefined && /^\d+$/.test(token)) {
            const value = Number(token);
            return () => value;
        }
        throw new Error(`unexpected ${token === undefined ? 'end' : `"${token}"`}`);
    }
}
/** Binary operators by precedence, loosest first, as in C. */
const LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
];
function apply(op, a, b) {
    switch (op) {
        case '||':
            return a !== 0 || b !== 0 ? 1 : 0;
        case '&&':
            return a !== 0 && b !== 0 ? 1 : 0;
        case '==':
            return a === b ? 1 : 0;
        case '!=':
            return a !== b ? 1 : 0;
        case '<':
            return a < b ? 1 : 0;
        case '>':
            return a > b ? 1 : 0;
        case '<=':
            return a <= b ? 1 : 0;
        case '>=':
            return a >= b ? 1 : 0;
        case '+':
            return a + b;
        case '-':
            return a - b;
        case '*':
            return a * b;
        // Division by zero has no value in C; 0 keeps the rule total instead of throwing mid-check.
        case '/':
            return b === 0 ? 0 : Math.trunc(a / b);
        default:
            return b === 0 ? 0 : a % b;
    }
}


/***/ })

};
