import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PO_CONTEXT_SEPARATOR } from '../gettext.ts';
import type { Entries } from '../model.ts';
import { type IcuParse, parseIcu, unquoted } from './icu.ts';
import { isPluralElement, isSelectElement, TYPE } from './icu-elements.ts';
import { isLaravelJson } from './laravel.ts';
import { isPlainText } from './plain.ts';
import type { RuntimeOptions } from './plural-rules.ts';
import {
  groupKeys,
  groupRule,
  mayNamePluralForm,
  type PluralKey,
  pluralGroupOf,
  singleCount,
} from './plurals.ts';
import { slangPlaceholders } from './slang.ts';
import { isSymfonyParameter, symfonyReadingOf, takeSymfonyParameters } from './symfony.ts';
import { createTextCache, type FileTexts } from './text-cache.ts';

/** A placeholder found in one text but not the other, for one key. */
export interface PlaceholderProblem {
  key: string;
  /**
   * As written in the normalised form of its syntax: `{name}`, `{{name}}`, `%s`, `%1$s`, `%0`,
   * `%(name)s`, `%{name}`, `<x id="INTERPOLATION"/>`.
   */
  placeholder: string;
  /** `missing`: in the source, not in the translation; `extra`: in the translation only. */
  kind: 'missing' | 'extra';
}

/**
 * `{{name}}` and `{{ name, format }}` (i18next, Handlebars, Vue); the name is trimmed where it is
 * read. No `\s*` around a lazy `([^{}]+?)`: V8 tried each split of a long run of spaces, quadratic.
 */
const DOUBLE_BRACES = /\{\{([^{}]+)\}\}/g;
/** `%{name}` (Ruby, Rails). */
const RUBY = /%\{([^{}]+)\}/g;
/**
 * printf: `%s`, `%d`, `%1$s`, `%(name)s`, `%.2f`, `%ld`, `%@` (Apple). `%%` is a literal percent sign.
 * The space flag and rare conversions (`%o`, `%c`, `%n`…) are left out: "100% of" and "20%off" are
 * prose far more often than placeholders. A width starts with 1–9 (a leading 0 is the flag), as in
 * C: with `\d+` V8 tried every split of `%000…` between flags and width, quadratic in its length.
 */
const PRINTF_BODY =
  /%(?:(\d+)\$|\(([^)\s]+)\))?[-+0#]*(?:[1-9]\d*|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?([sdifuxXeEgG@])/
    .source;
const PRINTF = new RegExp(`%%|${PRINTF_BODY}`, 'g');
/**
 * Positional `%0`…`%9` (JabRef's properties, Qt): a digit not followed by another digit or by `$`
 * (`%1$s` is printf). Read as `%0` even before a letter (JabRef's "The %0s are the same").
 */
const POSITIONAL_OR_PRINTF = new RegExp(`%%|%\\d(?![\\d$])|${PRINTF_BODY}`, 'g');
/** Whether a text uses positional `%0`…`%9` at all. */
const HAS_POSITIONAL = /(?<!%)(?:%%)*%\d(?![\d$])/;
/**
 * `{name}` and `{0}` when the text is not valid ICU, with a format after a comma or, as .NET and
 * Python write it, a colon (`{0:N2}`, `{1,-10}`), read as `{0}`.
 */
const SINGLE_BRACES = /\{\s*([\p{L}\p{N}_$.-]+)\s*(?:[,:][^{}]*)?\}/gu;
/**
 * XLIFF inline elements as parsers keep them in a text: `<x id="…" equiv-text="…"/>` (Angular),
 * `<ph id="0" equiv="…" disp="…"/>` (XLIFF 2.0), `<g id="1">…</g>`. Tools match them by element and
 * id; `equiv-text`, `disp` and the native code inside `<ph>`, `<bpt>`, `<ept>`, `<it>` are hints.
 */
const INLINE_WITH_CODE = /<(ph|bpt|ept|it)\b((?:[^>"']|"[^"]*"|'[^']*')*)(?<!\/)>[\s\S]*?<\/\1>/g;
const INLINE = /<(x|ph|bx|ex|g|bpt|ept|it|pc|sc|ec)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const INLINE_CLOSE = /<\/(?:g|pc)\s*>/g;
const ID_ATTRIBUTE = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** Options of `extractPlaceholders`. */
export interface ExtractOptions {
  /** Read `%0`…`%9` as placeholders. Default: when the text has one (see `comparePlaceholders`). */
  positional?: boolean;
  /**
   * Read printf (`%s`, `%d`…). Default true. Rails interpolates only `%{name}` and `%<name>s`, so in
   * its YAML `%d` and `%B` are strftime patterns (`date.formats`) a translation rightly changes.
   */
  printf?: boolean;
  /** How a text is read as ICU: `parseIcu` unless a cache of the checks (text-cache.ts) reads it. */
  parse?: (text: string) => IcuParse;
  /**
   * Whether an apostrophe quotes ICU syntax (`'{name}'` is the literal text `{name}`), as it does in
   * an ICU MessageFormat message. Default true; false reads an apostrophe as the character it is
   * (gettext, printf and brace formats that do not quote: see `icuQuotingOf`).
   */
  icuQuoting?: boolean;
  /**
   * Read Symfony's translator parameters `%name%` first (each as written), and the explicit
   * intervals of its plural forms (`{0}`, `]1,Inf[`) as no placeholder: the texts of a Symfony
   * domain that is not `+intl-icu` (see `symfonyReadingOf`). Default false.
   */
  symfonyParameters?: boolean;
  /**
   * With `symfonyParameters`, the parameters of the source a translation is read against: read
   * first, where `strtr` would replace them (see `takeSymfonyParameters`).
   */
  sourceParameters?: readonly string[];
}

/** `%<name>s` (Ruby's formatted interpolation, which Rails I18n accepts). */
const RUBY_FORMATTED = /%<([^<>\s]+)>[-+0# ]*(?:[1-9]\d*)?(?:\.\d+)?[a-zA-Z]/g;

/**
 * The placeholders of a text, grouped by syntax (XLIFF inline elements, Ruby, printf, then braces),
 * each in a normalised spelling: `<x id="INTERPOLATION"/>`, `%{name}`, printf (`%s`, `%1$s`,
 * `%(name)s`, `%.2f` as written), `%0`, `{{name}}`, and ICU arguments as `{name}` (plural, select and
 * formatted arguments included, options searched too). ICU is read with
 * @formatjs/icu-messageformat-parser; a text that is not valid ICU falls back to matching `{name}`.
 */
export function extractPlaceholders(text: string, options: ExtractOptions = {}): string[] {
  const found: string[] = [];
  let rest = text;
  if (rest.includes('<')) {
    const inline = (_: string, name: string, attributes: string): string => {
      const id = ID_ATTRIBUTE.exec(attributes);
      if (id) found.push(`<${name} id="${id[1] ?? id[2]}"/>`);
      return ' ';
    };
    rest = rest.replace(INLINE_WITH_CODE, inline).replace(INLINE, inline).replace(INLINE_CLOSE, ' ');
  }
  if (options.symfonyParameters) rest = takeSymfonyParameters(rest, found, options.sourceParameters);
  // Ruby's and printf's placeholders all start with `%`: most texts have none, and skip three passes.
  if (rest.includes('%')) {
    rest = rest.replace(RUBY, (_, name: string) => {
      found.push(`%{${name.trim()}}`);
      return ' ';
    });
    rest = rest.replace(RUBY_FORMATTED, (match) => {
      found.push(match);
      return ' ';
    });
    if (options.printf ?? true) {
      const positional = options.positional ?? HAS_POSITIONAL.test(rest);
      rest = rest.replace(positional ? POSITIONAL_OR_PRINTF : PRINTF, (match) => {
        if (match !== '%%') found.push(match);
        return ' ';
      });
    }
  }
  if (!rest.includes('{')) return found;
  if (options.icuQuoting === false) rest = unquoted(rest);
  // ICU first: an option body holding an argument (`one {{x}}`) looks like `{{x}}` but is ICU.
  const parse = options.parse ?? parseIcu;
  if (collectIcu(rest, found, parse)) return found;
  rest = rest.replace(DOUBLE_BRACES, (_, inner: string) => {
    found.push(`{{${(inner.split(',')[0] as string).trim()}}}`);
    return ' ';
  });
  if (rest.includes('{') && !collectIcu(rest, found, parse)) {
    for (const match of rest.matchAll(SINGLE_BRACES)) found.push(`{${match[1]}}`);
  }
  return found;
}

/** Adds the ICU arguments of `text` to `found`; false (adding nothing) when it is not valid ICU. */
function collectIcu(text: string, found: string[], parse: (text: string) => IcuParse): boolean {
  const parsed = parse(text);
  if (!('elements' in parsed)) return false;
  collectArguments(parsed.elements, found);
  return true;
}

function collectArguments(elements: MessageFormatElement[], found: string[]): void {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      collectArguments(element.children, found);
      continue;
    }
    found.push(`{${element.value}}`);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) collectArguments(option.value, found);
    }
  }
}

/**
 * Fluent's placeholders: the variables (`{ $name }`, also as a selector or a function's argument) and
 * the term references (`{ -brand }`) of the text's placeables; text outside braces is never one.
 */
export function fluentPlaceholders(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let inside = '';
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    inside += depth > 0 || char === '}' ? char : ' ';
  }
  for (const match of inside.matchAll(/(?<![\w$-])\$[a-zA-Z][\w-]*|\{\s*(-[a-zA-Z][\w-]*)/g)) {
    found.push(`{ ${match[1] ?? match[0]} }`);
  }
  return found;
}

/**
 * Laravel's placeholders: `:name`, spelt `:Name` or `:NAME` to capitalise the value (the same
 * placeholder, so read in lower case). A colon after a letter or digit (`10:30`, `a:b`) is not one.
 */
export function laravelPlaceholders(text: string): string[] {
  return [...text.matchAll(/(?<![\w:]):([a-zA-Z_][a-zA-Z0-9_]*)/g)].map(
    (m) => `:${(m[1] as string).toLowerCase()}`,
  );
}

/**
 * A Chrome extension message's placeholders: `$NAME$` (named in its `placeholders`, case-insensitive,
 * so read in upper case) and the positional substitutions `$1`…`$9`; `$$` is a dollar sign.
 */
export function chromePlaceholders(text: string): string[] {
  return [...text.replace(/\$\$/g, '').matchAll(/\$([a-zA-Z0-9_@]+)\$|\$([1-9])/g)].map((m) =>
    m[1] !== undefined ? `$${m[1].toUpperCase()}$` : `$${m[2]}`,
  );
}

/** Signal Desktop's `placeholder_format_custom` for Smartling, `(\$.+?\$)`, as a JavaScript pattern. */
const SMARTLING_DOLLAR = /\$.+?\$/gs;

/**
 * Smartling's placeholders in a file whose directives read each text as ICU (`string_format_paths`
 * `icu: [*\/messageformat]`, with apostrophes quoting as ICU's) and add a custom pattern of `$name$`
 * (`placeholder_format_custom`, the only custom pattern the smartling format accepts): the spans that
 * pattern matches, then the ICU arguments of what is left.
 */
export function smartlingPlaceholders(text: string): string[] {
  const found: string[] = [];
  const rest = text.includes('$')
    ? text.replace(SMARTLING_DOLLAR, (match) => {
        found.push(match);
        return ' ';
      })
    : text;
  return [...found, ...extractPlaceholders(rest, { printf: false, icuQuoting: true })];
}

/**
 * Magento's placeholders (`Phrase\Renderer\Placeholder`): `%1`, `%2`… for the phrase's arguments
 * in order, and `%name` for a named one (`__('%name', ['name' => …])`). Nothing else is one: Magento
 * has no printf, and `100 %` is a percent sign.
 */
export function magentoPlaceholders(text: string): string[] {
  return [...text.matchAll(/%(\d+|[A-Za-z_]\w*)/g)].map((m) => `%${m[1]}`);
}

/** Go's fmt verbs: `%s`, `%d`, `%v`, `%q`, `%.2f`, `%[1]s` (an explicit argument index). */
const GO_VERB = /%%|%(?:\[\d+\])?[-+#0]*(?:[1-9]\d*|\*)?(?:\.(?:\d+|\*)?)?(?:\[\d+\])?[vTtdsqxXeEfFgG]/g;
/** A Go template action: `{{.Name}}`, `{{ .Count }}`, `{{- .Name -}}` (its inside: see `actionBody`). */
const GO_ACTION = /\{\{([^{}]*)\}\}/g;

/**
 * The inside of a Go template action without its trim markers and the spaces by them. Not
 * `-?\s*([^{}]*?)\s*-?` in the pattern: V8 tried each split of a long run of spaces, quadratic.
 */
function actionBody(inner: string): string {
  const start = inner.startsWith('-') ? 1 : 0;
  const end = inner.length > start && inner.endsWith('-') ? inner.length - 1 : inner.length;
  return inner.slice(start, end).trim();
}

/**
 * go-i18n's placeholders: Go template actions (`{{.Name}}`, spelt `{{ .Name }}` or with trim
 * markers, so read without the spaces) and fmt verbs (`%s`, `%d`, `%[1]s`); `%%` is a percent sign.
 */
export function goPlaceholders(text: string): string[] {
  const found: string[] = [];
  const rest = text.replace(GO_ACTION, (_, inner: string) => {
    found.push(`{{${actionBody(inner).replace(/\s+/g, ' ')}}}`);
    return ' ';
  });
  for (const match of rest.matchAll(GO_VERB)) if (match[0] !== '%%') found.push(match[0]);
  return found;
}

/**
 * Qt's placeholders: `%1`…`%99` (QString::arg, up to two digits) and `%n` (the count of `tr(…, n)`),
 * each also spelt with `L` for a localised number (`%L1`, `%Ln`), which is the same placeholder.
 * Nothing else is one: Qt has no `%s`, and `%%` is no escape there.
 */
export function qtPlaceholders(text: string): string[] {
  return [...text.matchAll(/%L?(\d{1,2}|n)/g)].map((m) => `%${m[1] === 'n' ? 'n' : Number(m[1])}`);
}

/**
 * A stringsdict text's placeholders: the variables of its format key (`%#@files@`, also with a
 * position, `%1$#@files@`) and printf (`%d`, `%@`, `%1$@`, `%lld`).
 */
export function stringsdictPlaceholders(text: string): string[] {
  const found: string[] = [];
  const rest = text.replace(/%(?:\d+\$)?#@([^@\s]*)@/g, (_, name: string) => {
    found.push(`%#@${name}@`);
    return ' ';
  });
  return [...found, ...extractPlaceholders(rest, { positional: false, icuQuoting: false })];
}

/**
 * Whether a format's texts are ICU MessageFormat messages, where an apostrophe quotes syntax, as each
 * format's own tool reads them: Java's `MessageFormat` (`.properties`: `'{0}'` is literal, `''` an
 * apostrophe), Transifex's ICU (structured JSON) quote; gettext (`.po`, JED: Transmission's `'{name}'`
 * is an argument in quotes), Apple's `.strings` and String Catalogs, Android, .NET (`{0}`, escaped as
 * `{{`), INI and VS Code's NLS files never do. ARB does not by default: Flutter's gen-l10n reads an
 * apostrophe as an ordinary character unless `l10n.yaml` sets `use-escaping: true` (its
 * message_parser.dart; `RuntimeOptions.icuQuoting` carries that setting). The formats with
 * placeholders of their own (`OWN_PLACEHOLDERS`) are read by their own rules.
 */
const ICU_QUOTING: Record<string, boolean> = {
  properties: true,
  arb: false,
  'structured-json': true,
  smartling: true,
  po: false,
  jed: false,
  strings: false,
  stringsdict: false,
  xcstrings: false,
  'godot-csv': false,
  twine: false,
  android: false,
  resx: false,
  ini: false,
  vscode: false,
  /** Symfony's `strtr` over parameters; a `+intl-icu` domain is read by PHP's ICU MessageFormatter. */
  symfony: false,
  'symfony-icu': true,
};

/**
 * Whether apostrophes quote in a text of `format` translating `sourceText`: as `ICU_QUOTING` says; for
 * a format whose files may or may not hold ICU (JSON: FormatJS or i18next; YAML; XLIFF: Symfony's
 * `+intl-icu` domains or Angular's; JSON5), when the source text is an ICU message with an argument
 * (`{name}`, a plural): i18next's `{{name}}` is not ICU, and neither is its translation.
 */
export function icuQuotingOf(
  format: string | undefined,
  sourceText: string,
  parse: (text: string) => IcuParse = parseIcu,
): boolean {
  const fixed = ICU_QUOTING[format ?? ''];
  if (fixed !== undefined) return fixed;
  // Rails' `%{name}` is read before ICU, and is not an ICU argument.
  const text = sourceText.includes('%{') ? sourceText.replace(RUBY, ' ') : sourceText;
  if (!text.includes('{')) return false;
  const parsed = parse(text);
  return 'elements' in parsed && parsed.elements.some((element) => element.type !== TYPE.literal);
}

/** Formats whose placeholders have a syntax of their own, which ICU and printf do not describe. */
const OWN_PLACEHOLDERS: Record<string, (text: string) => string[]> = {
  fluent: fluentPlaceholders,
  php: laravelPlaceholders,
  /** Not a format: the JSON files Laravel's translator loads (`lang/de.json`: `isLaravelJson`). */
  'laravel-json': laravelPlaceholders,
  chrome: chromePlaceholders,
  csv: magentoPlaceholders,
  'go-i18n': goPlaceholders,
  smartling: smartlingPlaceholders,
  qt: qtPlaceholders,
  stringsdict: stringsdictPlaceholders,
  /** Not a format: JSON whose source looks like slang's (see `looksLikeSlang`). */
  slang: slangPlaceholders,
};

/**
 * Formats (and slang's JSON) whose texts are never ICU messages: their runtimes read their own
 * placeholders (Fluent's `{ $name }`, Laravel's `:name`, Qt's `%1`…) and nothing of ICU, so a text
 * the ICU parser refuses is no fault there. Smartling's files, whose texts are ICU, are not among them.
 */
const NOT_ICU = new Set([
  'fluent',
  'php',
  'laravel-json',
  'chrome',
  'csv',
  'go-i18n',
  'qt',
  'stringsdict',
  'slang',
  'symfony',
]);

/**
 * Formats whose own tools have no printf (i18next, FormatJS, vue-i18n, Laravel's JSON, VS Code's NLS,
 * Angular's and Symfony's XLIFF, Flutter's gen-l10n, Transifex's ICU, .NET's `String.Format`): a `%`
 * in their translations is printf only when the source text has printf too (an iOS export's XLIFF, a
 * JSON file fed to sprintf). Elsewhere it is the percent sign of prose, as in the Hungarian "50%-hez"
 * (to 50 %) and "50%-e" (50 % of it), which printf's grammar reads as `%-he` and `%-e`.
 */
const PRINTF_IF_SOURCE_HAS = new Set([
  'json',
  'json5',
  'vscode',
  'xliff',
  'arb',
  'structured-json',
  'resx',
  'symfony',
  'symfony-icu',
]);
/** One printf placeholder as `extractPlaceholders` gives it (`%%` is never given). */
const PRINTF_ALONE = new RegExp(`^${PRINTF_BODY}$`);

/**
 * Whether printf is read in a translation of `format` whose source has `sourceFound`: never in Rails'
 * YAML (see `ExtractOptions.printf`), only when the source has printf or `%0`…`%9` in
 * `PRINTF_IF_SOURCE_HAS`.
 */
function printfInTranslation(format: string | undefined, sourceFound: readonly string[]): boolean {
  if (format === 'yaml') return false;
  if (format === undefined || !PRINTF_IF_SOURCE_HAS.has(format)) return true;
  // Positional `%0` is read in the same pass as printf, so a source that has one turns it on too.
  return sourceFound.some(
    (placeholder) => PRINTF_ALONE.test(placeholder) || POSITIONAL_ALONE.test(placeholder),
  );
}

/** A `%` placeholder with a position or a name (`%1$s`, `%(name)s`, `%{name}`, `%<name>s`, `%[1]d`). */
const POSITIONED = /^%(\d|\(|\{|<|\[)/;
/** `%0`…`%9` as `extractPlaceholders` gives it. */
const POSITIONAL_ALONE = /^%\d$/;

/**
 * printf placeholders without a position or name: their number matters, not just their presence.
 * A Symfony parameter `%name%` (the only `%` placeholder that ends with `%`) is named.
 */
function counted(placeholder: string): boolean {
  return placeholder.startsWith('%') && !POSITIONED.test(placeholder) && !isSymfonyParameter(placeholder);
}

function tally(placeholders: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const placeholder of placeholders) {
    counts.set(placeholder, counted(placeholder) ? (counts.get(placeholder) ?? 0) + 1 : 1);
  }
  return counts;
}

/**
 * Compares the placeholders of a source text and its translation: each one the translation lacks is
 * `missing`, each one it adds is `extra`. Named and numbered placeholders are compared by presence
 * (an ICU plural may use `{count}` in some branches only); unnumbered printf ones by count.
 * `%0`…`%9` are placeholders when the source uses them, so "%5 indirim" (Turkish for "5% off") is
 * not one. With `format: 'yaml'` (Rails), printf is not read (see `ExtractOptions.printf`); in the
 * formats of `PRINTF_IF_SOURCE_HAS`, a translation's printf is read only when its source has printf.
 */
export function comparePlaceholders(
  source: string,
  translation: string,
  options: { format?: string; texts?: FileTexts; icuQuoting?: boolean } = {},
): Array<{ placeholder: string; kind: 'missing' | 'extra' }> {
  const own = options.format === undefined ? undefined : OWN_PLACEHOLDERS[options.format];
  const printf = options.format !== 'yaml';
  const { texts } = options;
  const sourceFound = texts
    ? sourcePlaceholders(source, options.format, texts, options.icuQuoting)
    : own
      ? own(source)
      : extractPlaceholders(source, {
          printf,
          icuQuoting: options.icuQuoting ?? icuQuotingOf(options.format, source),
          symfonyParameters: options.format === 'symfony',
        });
  const positional = sourceFound.some((p) => POSITIONAL_ALONE.test(p));
  const want = tally(sourceFound);
  const have = tally(
    own
      ? own(translation)
      : extractPlaceholders(translation, {
          positional,
          printf: printfInTranslation(options.format, sourceFound),
          icuQuoting: options.icuQuoting ?? icuQuotingOf(options.format, source, texts?.source),
          ...(options.format === 'symfony' && {
            symfonyParameters: true,
            sourceParameters: sourceFound.filter(isSymfonyParameter),
          }),
          ...(texts && { parse: texts.translation }),
        }),
  );
  const problems: Array<{ placeholder: string; kind: 'missing' | 'extra' }> = [];
  for (const [placeholder, count] of want) {
    for (let i = have.get(placeholder) ?? 0; i < count; i++) problems.push({ placeholder, kind: 'missing' });
  }
  for (const [placeholder, count] of have) {
    for (let i = want.get(placeholder) ?? 0; i < count; i++) problems.push({ placeholder, kind: 'extra' });
  }
  return problems;
}

/** A source text's placeholders as `comparePlaceholders` reads them for `format`, once per text. */
function sourcePlaceholders(
  text: string,
  format: string | undefined,
  texts: FileTexts,
  quoting: boolean | undefined,
): string[] {
  const own = format === undefined ? undefined : OWN_PLACEHOLDERS[format];
  if (own) return texts.sourcePlaceholders(text, `own:${format}`, own);
  const printf = format !== 'yaml';
  const icuQuoting = quoting ?? icuQuotingOf(format, text, texts.source);
  const symfonyParameters = format === 'symfony';
  const reading = `${printf ? 'printf' : 'no-printf'}${icuQuoting ? '' : ':no-quoting'}${symfonyParameters ? ':symfony' : ''}`;
  return texts.sourcePlaceholders(text, reading, (t) =>
    extractPlaceholders(t, { printf, icuQuoting, symfonyParameters, parse: texts.source }),
  );
}

/**
 * Whether the ICU texts of a file read apostrophes as ordinary characters, so its syntax is judged on
 * them so read: ARB unless its tool quotes (gen-l10n without `use-escaping`), or any file whose
 * options say apostrophes do not quote. Other formats keep ICU's reading for the syntax check.
 */
export function apostrophesAreText(options: RuntimeOptions): boolean {
  return options.icuQuoting === false || (options.icuQuoting === undefined && options.format === 'arb');
}

/** Options of `checkPlaceholders`: the translation's locale and its file's runtime. */
export interface PlaceholderCheckOptions extends RuntimeOptions {
  /** The translation's locale: with it, a plural form that holds one count may leave placeholders out. */
  locale?: string;
  /**
   * The texts read so far (`createTextCache().forFile()`): pass the same to `checkMessageSyntax` of
   * the file, and take every file's from one cache, so each source text is parsed once per push.
   */
  texts?: FileTexts;
}

/**
 * Checks every translated key against its source text. A plural form the source does not have
 * (`items_few` in Russian) is compared with the source's `other` form; a gettext message with its
 * msgid (and its forms with msgid_plural). In a plural form, a placeholder the source's group shows
 * in any form may appear (Russian `one` holds 21 too, so it shows the number), and a form that holds
 * a single count in the translation's locale may leave placeholders out ("one item", a Rails
 * `zero` "nobody"). A translation that breaks its source's ICU syntax is left to `checkMessageSyntax`.
 */
export function checkPlaceholders(
  source: Entries,
  translation: Entries,
  options: PlaceholderCheckOptions = {},
): PlaceholderProblem[] {
  const scope = placeholderScope(source, translation, options);
  const problems: PlaceholderProblem[] = [];
  for (const [key, text] of translation) placeholderProblemsOfKey(scope, key, text, problems);
  return problems;
}

/** What `checkPlaceholders` works out once per file, for every key of it. */
export interface PlaceholderScope {
  source: Entries;
  translation: Entries;
  options: PlaceholderCheckOptions;
  texts: FileTexts;
  /**
   * The format whose placeholders are read: `options.format`, `slang` for a slang JSON file, or
   * `symfony` / `symfony-icu` for a Symfony translation resource (`symfonyFormatOf`).
   */
  format: string | undefined;
  /** Whether that format has placeholders of its own (`OWN_PLACEHOLDERS`). */
  own: boolean;
  /** `apostrophesAreText(options)`: ICU syntax is judged with apostrophes read as characters. */
  plainApostrophes: boolean;
  /** Whether the ICU syntax of the texts is judged: not for a format whose texts are never ICU (`NOT_ICU`). */
  judgesIcuSyntax: boolean;
  compareOptions: { format?: string; texts: FileTexts; icuQuoting?: boolean };
}

/** The formats Symfony's translator loads, whose texts it reads by its own rules under its layout. */
const SYMFONY_LOADED = new Set(['xliff', 'yaml', 'php']);

/**
 * The reading of a file that Symfony's translator loads (`symfonyReadingOf` its path): `symfony`
 * for a domain read with `strtr` (parameters `%name%`, then `{{ name }}` and `{name}`; plural
 * intervals are no placeholder, apostrophes are characters, ICU syntax is not judged, Laravel's
 * `:name` is not read), `symfony-icu` for a `+intl-icu` domain (ICU MessageFormat, apostrophes
 * quoting); undefined for any other file.
 */
export function symfonyFormatOf(format: string | undefined, path: string | undefined): string | undefined {
  if (format === undefined || !SYMFONY_LOADED.has(format)) return undefined;
  const reading = symfonyReadingOf(path);
  if (reading === undefined) return undefined;
  return reading === 'icu' ? 'symfony-icu' : 'symfony';
}

/** The scope of `checkPlaceholders` over one translation file. */
export function placeholderScope(
  source: Entries,
  translation: Entries,
  options: PlaceholderCheckOptions,
): PlaceholderScope {
  const texts = options.texts ?? createTextCache().forFile();
  // A JSON file of slang's (the Flutter package) has slang's placeholders and links; one Laravel
  // loads (`lang/de.json`) has Laravel's.
  const format =
    options.format === 'json' && isLaravelJson(options.path)
      ? 'laravel-json'
      : options.format === 'json' && texts.sourceLooksLikeSlang(source)
        ? 'slang'
        : (symfonyFormatOf(options.format, options.path) ?? options.format);
  return {
    source,
    translation,
    options,
    texts,
    format,
    own: OWN_PLACEHOLDERS[format ?? ''] !== undefined,
    plainApostrophes: apostrophesAreText(options),
    judgesIcuSyntax: !NOT_ICU.has(format ?? ''),
    compareOptions: {
      ...(format !== undefined && { format }),
      texts,
      ...(options.icuQuoting !== undefined && { icuQuoting: options.icuQuoting }),
    },
  };
}

/** Adds to `problems` the placeholder problems of one translated key (see `checkPlaceholders`). */
export function placeholderProblemsOfKey(
  scope: PlaceholderScope,
  key: string,
  text: string,
  problems: PlaceholderProblem[],
): void {
  const { source, translation, options, texts, format, own } = scope;
  const group = mayNamePluralForm(key) ? pluralGroupOf(key, translation, source) : undefined;
  const sourceText = referenceText(key, group, source, translation, options.format);
  if (sourceText === undefined || text === '') return;
  if (texts.shortcuts && passes(sourceText, text, own, texts)) return;
  if (!own && scope.judgesIcuSyntax && brokenIcu(sourceText, text, texts, scope.plainApostrophes)) return;
  const found = comparePlaceholders(sourceText, text, scope.compareOptions);
  if (found.length === 0) return;
  if (!group) {
    for (const problem of found) problems.push({ key, ...problem });
    return;
  }
  const shown = new Set(
    [
      ...groupKeys(group, source).map((k) => source.get(k) as string),
      ...(group.style === 'index' ? gettextSources(group, translation) : []),
    ].flatMap((t) => sourcePlaceholders(t, format, texts, options.icuQuoting)),
  );
  const rule = options.locale === undefined ? undefined : groupRule(group, options.locale, options);
  // Unknown rules (no locale) cannot tell which counts a form holds: leaving placeholders out passes.
  const single =
    rule === undefined || !rule.forms.includes(group.category) || singleCount(group, rule) !== undefined;
  for (const problem of found) {
    if (problem.kind === 'extra' && shown.has(problem.placeholder)) continue;
    if (problem.kind === 'missing' && single) continue;
    problems.push({ key, ...problem });
  }
}

/**
 * The source text a translated key is compared with: the source's text for the key, else (a form
 * only the translation has) its group's `other` form. A gettext message whose source file has no text
 * for it (an untranslated catalog, or no source file entry) is compared with its msgid (the key,
 * after any context), its plural forms with msgid_plural: gettext's own notion of the source text.
 * A source file that holds texts (a `.pot` read as a template, or an `en.po` whose msgids are
 * identifiers) is compared as it is.
 */
function referenceText(
  key: string,
  group: PluralKey | undefined,
  source: Entries,
  translation: Entries,
  format: string | undefined,
): string | undefined {
  const stated = source.get(key) ?? (group ? source.get(group.otherKey) : undefined);
  if (format !== 'po' || (stated !== undefined && stated !== '')) return stated;
  if (group?.style === 'index') {
    const [msgid, plural] = gettextSources(group, translation);
    return group.category === '0' ? msgid : (plural ?? msgid);
  }
  if (key.endsWith('[msgid_plural]')) return stated;
  return key.slice(key.indexOf(PO_CONTEXT_SEPARATOR) + 1);
}

/** A gettext plural message's msgid (from the key) and msgid_plural (from its `[msgid_plural]` entry). */
function gettextSources(group: PluralKey, translation: Entries): string[] {
  const msgid = group.base.slice(group.base.indexOf(PO_CONTEXT_SEPARATOR) + 1);
  const plural = translation.get(`${group.base}[msgid_plural]`);
  return plural === undefined ? [msgid] : [msgid, plural];
}

/**
 * A translation that has no placeholder problem, known without reading it in full: its source's
 * own text (read the same way, it has the same placeholders: positional `%0` is read in it exactly
 * when the source has one), or, for the formats read as ICU and printf, a plain text (plain.ts)
 * with the same set of `{name}` arguments as a plain source, which compares them by presence.
 */
export function passes(sourceText: string, text: string, own: boolean, texts: FileTexts): boolean {
  if (text === sourceText) return true;
  if (own) return false;
  return texts.samePlainSource(sourceText, text);
}

/** A translation that is not ICU where its source is: the syntax check reports it, once. */
function brokenIcu(sourceText: string, text: string, texts: FileTexts, plainApostrophes: boolean): boolean {
  const read = plainApostrophes ? unquoted : (t: string) => t;
  return (
    sourceText.includes('{') &&
    text.includes('{') &&
    isIcu(texts.source(read(sourceText))) &&
    !isIcu(texts.translation(read(text)))
  );
}

/** A translation that breaks the ICU message syntax its source follows. */
export interface SyntaxProblem {
  key: string;
  /** What is wrong and where, e.g. `invalid ICU message: expect argument closing brace at line 1, column 1 of the text`. */
  message: string;
}

/**
 * Finds translations that are not valid ICU where their source is an ICU message with arguments
 * (an unbalanced brace, a misspelt `plural`): such a text fails at run time in every ICU library.
 * Sources that are not ICU (or have no `{…}` at all) are not judged.
 */
export function checkMessageSyntax(
  source: Entries,
  translation: Entries,
  options: { texts?: FileTexts } & Pick<RuntimeOptions, 'format' | 'icuQuoting' | 'path'> = {},
): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const scope = placeholderScope(source, translation, options);
  if (!scope.judgesIcuSyntax) return problems;
  const { texts, plainApostrophes } = scope;
  for (const [key, text] of translation) {
    const problem = syntaxProblemOfKey(source, translation, texts, key, text, plainApostrophes);
    if (problem !== undefined) problems.push(problem);
  }
  return problems;
}

/**
 * The syntax problem of one translated key, if any (see `checkMessageSyntax`); with
 * `plainApostrophes` (`apostrophesAreText`), both texts are parsed with apostrophes as characters.
 */
export function syntaxProblemOfKey(
  source: Entries,
  translation: Entries,
  texts: FileTexts,
  key: string,
  text: string,
  plainApostrophes = false,
): SyntaxProblem | undefined {
  const { shortcuts } = texts;
  // A plain text is valid ICU (plain.ts): nothing to report, whatever its source.
  if (text === '' || (shortcuts && isPlainText(text))) return undefined;
  const sourceText = source.get(key) ?? source.get(pluralGroupOf(key, translation, source)?.otherKey ?? '');
  if (sourceText === undefined || !sourceText.includes('{')) return undefined;
  // The source's own text is ICU when the source is.
  if (shortcuts && text === sourceText) return undefined;
  const read = plainApostrophes ? unquoted : (t: string) => t;
  if (!isIcu(texts.source(read(sourceText)))) return undefined;
  const parsed = texts.translation(read(text));
  if (!('error' in parsed)) return undefined;
  const err = parsed.error;
  const location = (err as { location?: { start?: { line: number; column: number } } }).location?.start;
  const where = location ? ` at line ${location.line}, column ${location.column} of the text` : '';
  // The parser names errors like EXPECT_ARGUMENT_CLOSING_BRACE; a person reads words.
  const reason = (err instanceof Error ? err.message : String(err)).toLowerCase().replace(/_/g, ' ');
  return { key, message: `invalid ICU message: ${reason}${where}` };
}

/** Whether the ICU parser accepted the text (`{{name}}`, i18next's syntax, is refused). */
function isIcu(parsed: IcuParse): boolean {
  return 'elements' in parsed;
}
