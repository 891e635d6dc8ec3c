import { normalizeLocale } from '@locale-sync/protocol';
import { type CrowdinPlaceholder, crowdinSpelling } from './crowdin-codes.ts';

/**
 * The placeholders that spell a locale in a `files` path: `{locale}` (`pt-BR`), `{locale_}` (`pt_BR`),
 * `{language}` (`pt`), `{region}` (`BR`), `{android}` (the resource qualifier: `pt-rBR`, `b+sr+Latn`).
 */
export const LOCALE_PLACEHOLDERS = ['locale', 'locale_', 'language', 'region', 'android'] as const;
/** One of LOCALE_PLACEHOLDERS. */
export type LocalePlaceholder = (typeof LOCALE_PLACEHOLDERS)[number];

/** The project's code → the repository's spelling, used as is in place of a placeholder. */
export type LocaleMap = Readonly<Record<string, string>>;

// gettext modifiers that name a script; any other modifier is read as a BCP 47 variant (`ca@valencia`).
const MODIFIER_SCRIPTS: Readonly<Record<string, string>> = { latin: 'Latn', cyrillic: 'Cyrl' };
// The same, by script: glibc's locale names have these two (`sr_RS@latin`, `uz_UZ@cyrillic`).
const SCRIPT_MODIFIERS: Readonly<Record<string, string>> = { Latn: 'latin', Cyrl: 'cyrillic' };

// Built the first time a language outside TWO_LETTER_LANGUAGES is read, not at load: it loads ICU's
// language names, about 14 ms of an action's start, which most runs never need.
let languageNames: Intl.DisplayNames | undefined;

/**
 * The two-letter language subtags ICU's English language names know (`languageNames.of` answers
 * them): a path's locale is nearly always one of these, and they are checked without ICU's names.
 * `test/locale-spelling.test.ts` holds this list to `Intl.DisplayNames` for every pair of letters.
 */
export const TWO_LETTER_LANGUAGES: ReadonlySet<string> = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de ' +
    'dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ' +
    'ie ig ii ik in io is it iu iw ja ji jv jw ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ' +
    'ln lo lt lu lv mg mh mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa ' +
    'pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th ' +
    'ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
);

// ISO 639's codes for no one language: multiple (`mul`, Xcode's `mul.lproj/` of String Catalogs that
// hold every language), undetermined, no linguistic content, uncoded. ICU names them, yet no
// translation is in one of them.
// And MediaWiki's `qqq` (message documentation: what each message is for, kept as `i18n/qqq.json`
// beside the translations) and `qqx` (a debug language showing message names): codes of ISO 639's
// private-use range, which MediaWiki and translatewiki.net treat as no language.
const NO_LANGUAGE_CODES: ReadonlySet<string> = new Set(['mul', 'und', 'zxx', 'mis', 'qqq', 'qqx']);

// MediaWiki's own codes for Serbian's two scripts (LanguageCode's nonstandard code mapping, T117845):
// read as BCP 47 they would be regions (Ecuador, and no region at all).
const MEDIAWIKI_CODES: Readonly<Record<string, string>> = { 'sr-ec': 'sr-Cyrl', 'sr-el': 'sr-Latn' };

/** The BCP 47 tag of MediaWiki's own code for a Serbian script (`sr-ec` → `sr-Cyrl`), if `code` is one. */
export function mediaWikiLocale(code: string): string | undefined {
  return MEDIAWIKI_CODES[code.toLowerCase()];
}

/** MediaWiki's code for `locale` (`sr-Cyrl` → `sr-ec`), when it has one of its own. */
export function mediaWikiCode(locale: string): string | undefined {
  return Object.entries(MEDIAWIKI_CODES).find(([, tag]) => tag === locale)?.[0];
}

/** True when `language` (lower case) is a code for no one language: `mul`, `und`, `zxx`, `mis`, MediaWiki's `qqq`, `qqx`. */
export function isNoLanguageCode(language: string): boolean {
  return NO_LANGUAGE_CODES.has(language);
}

/**
 * True when ICU's English language names know `language` (a lower-case language subtag): without
 * building `Intl.DisplayNames` for a two-letter one. Discovery reads codes with it too.
 */
export function knownLanguage(language: string): boolean {
  if (TWO_LETTER_LANGUAGES.has(language)) return true;
  if (isNoLanguageCode(language)) return false;
  if (language.length === 2) return false;
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return languageNames.of(language) !== undefined;
}

// Android resource qualifiers that come after the locale, or stand without one: a folder named with
// them holds another configuration of the resources, not a translation (values-night, values-v21).
export const ANDROID_NON_LOCALE =
  /^(?:ldrtl|ldltr|sw\d+dp|w\d+dp|h\d+dp|small|normal|large|xlarge|long|notlong|round|notround|widecg|nowidecg|highdr|lowdr|port|land|square|car|desk|television|appliance|watch|vrheadset|night|notnight|[a-z]*dpi|nodpi|anydpi|tvdpi|finger|notouch|stylus|keysexposed|keyshidden|keyssoft|nokeys|qwerty|12key|navexposed|navhidden|nonav|dpad|trackball|wheel|v\d+|mcc\d+|mnc\d+)$/i;

/**
 * Reads a locale as a repository spells it in place of `placeholder` and returns its BCP 47 tag with
 * case and separators made canonical (`pt_br` → `pt-BR`, `zh_Hans` → `zh-Hans`, `sr@latin` → `sr-Latn`,
 * `ca@valencia` → `ca-valencia`, Android's `pt-rBR` and `b+sr+Latn`), or undefined when the text is
 * not a locale. Legacy codes are NOT folded into their successors (`mo` stays `mo`, `sh` stays `sh`):
 * a file named `mo.yml` beside `ro.yml` is its own file. A language subtag no locale data knows (`cn`,
 * `zhtw`, Android's `night` or `v21`) is not a locale: name such a spelling in `localeMap`.
 */
export function readLocale(text: string, placeholder: LocalePlaceholder = 'locale'): string | undefined {
  let tag: string;
  if (placeholder === 'android') {
    const bcp = /^b\+([A-Za-z0-9+]+)$/.exec(text);
    // aapt2 reads a language of two or three letters in the classic form (`values-fil`, `values-ast`).
    const classic = /^([a-z]{2,3})(?:-r([A-Z]{2}))?$/.exec(text);
    if (bcp) tag = (bcp[1] as string).replaceAll('+', '-');
    else if (classic && !ANDROID_NON_LOCALE.test(classic[1] as string)) {
      tag = classic[2] === undefined ? (classic[1] as string) : `${classic[1]}-${classic[2]}`;
      // aapt2 takes any three letters there as a language: ISO 639-3's that locale data has no name
      // for yet are languages too (Wikipedia's values-azb/, values-skr/, values-mnw/).
      if ((classic[1] as string).length === 3) return canonicalCase(tag, true);
    } else return undefined;
  } else if (placeholder === 'region') {
    return undefined;
  } else {
    const at = text.indexOf('@');
    if (at >= 0) {
      const modifier = text.slice(at + 1).toLowerCase();
      const base = text.slice(0, at);
      const script = MODIFIER_SCRIPTS[modifier];
      // glibc puts the script after the region (`sr_RS@latin`); BCP 47 before it (`sr-Latn-RS`).
      const [language, ...rest] = base.split(/[-_]/);
      tag = script === undefined ? `${base}-${modifier}` : [language, script, ...rest].join('-');
    } else {
      // Java's bundle name of a variant without a region (`ca__valencia`, toBundleName's empty country).
      tag = text.replace(/^([a-z]{2,3})__(?=[A-Za-z0-9]{5,8}$)/, '$1_');
    }
  }
  const extended = extendedLanguageOf(tag);
  if (extended !== undefined) return extended;
  const mediawiki = mediaWikiLocale(tag);
  const canonical = mediawiki ?? canonicalCase(tag.replaceAll('_', '-'));
  if (canonical === undefined) return undefined;
  if (placeholder === 'language' && canonical.includes('-')) return undefined;
  return canonical;
}

// IANA's language subtag registry: the extended language subtags of Chinese and Arabic, each with its
// prefix. Only these are read: three letters after a language are more often an ISO 3166 alpha-3
// country (`zh-CHN`, `de-CHE`), and `chn`, `che` are languages too.
const EXTENDED_LANGUAGES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    'zh',
    new Set([
      'cdo',
      'cjy',
      'cmn',
      'cnp',
      'cpx',
      'csp',
      'czh',
      'czo',
      'gan',
      'hak',
      'hsn',
      'jax',
      'lzh',
      'mnp',
      'nan',
      'wuu',
      'yue',
    ]),
  ],
  [
    'ar',
    new Set([
      'aao',
      'abh',
      'abv',
      'acm',
      'acq',
      'acw',
      'acx',
      'acy',
      'adf',
      'aeb',
      'aec',
      'afb',
      'ajp',
      'apc',
      'apd',
      'arb',
      'arq',
      'ars',
      'ary',
      'arz',
      'auz',
      'avl',
      'ayh',
      'ayl',
      'ayn',
      'ayp',
      'bbz',
      'pga',
      'shu',
      'ssh',
    ]),
  ],
]);

/**
 * BCP 47's extended language form, a language and one of its registered extended subtags: `zh-yue`
 * is Cantonese, `yue`, as RFC 5646 makes the extended subtag the language (rails-i18n's
 * `rails/locale/zh-YUE.yml`); `ar-arz` is Egyptian Arabic, `arz`.
 */
export function extendedLanguageOf(tag: string): string | undefined {
  const match = /^([a-z]{2})[-_]([A-Za-z]{3})$/.exec(tag);
  if (match === null) return undefined;
  const extended = (match[2] as string).toLowerCase();
  return EXTENDED_LANGUAGES.get(match[1] as string)?.has(extended) ? extended : undefined;
}

/**
 * A locale code of the project as a person or discovery names it (a `localeMap` key): read as
 * `readLocale` reads it, or, for a language of three letters locale data has no name for yet, a
 * well-formed tag in canonical case: ISO 639-3 assigns thousands of those (Kaqchikel `cak`, Mixtec
 * `mix`, which Pontoon localizes Mozilla's projects into: Monitor's `locales/cak/`), as aapt2 takes
 * any three letters in an Android folder. Two letters stay checked: ISO 639-1 is in locale data whole.
 */
export function readProjectLocale(code: string): string | undefined {
  const read = readLocale(code);
  if (read !== undefined || !/^[A-Za-z]{3}(?:[-_]|$)/.test(code)) return read;
  const tag = canonicalCase(code.replaceAll('_', '-'), true);
  return tag === undefined || isNoLanguageCode(tag.split('-')[0] as string) ? undefined : tag;
}

/** `canonicalCase`'s answers by tag (null: not a tag), at most MAX_KEPT_PARTS of them. */
const keptCases = new Map<string, string | null>();

/**
 * `tag` with BCP 47 case (language lower, script title, region upper, variants lower), checked to be a
 * well-formed tag whose language locale data knows (any language, with `anyLanguage`); no alias is
 * replaced. Kept per tag: discovery reads the same few tags in each file's path, and the check builds
 * an `Intl.Locale`.
 */
function canonicalCase(tag: string, anyLanguage = false): string | undefined {
  const id = anyLanguage ? `*${tag}` : tag;
  let found = keptCases.get(id);
  if (found === undefined) {
    found = readCanonicalCase(tag, anyLanguage) ?? null;
    if (keptCases.size >= MAX_KEPT_PARTS) keptCases.clear();
    keptCases.set(id, found);
  }
  return found ?? undefined;
}

function readCanonicalCase(tag: string, anyLanguage: boolean): string | undefined {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return undefined;
  const parts = tag.split('-');
  const out = parts.map((part, index) => {
    if (index === 0) return part.toLowerCase();
    if (/^[A-Za-z]{4}$/.test(part) && index === 1)
      return part[0]?.toUpperCase() + part.slice(1).toLowerCase();
    if (/^[A-Za-z]{2}$|^[0-9]{3}$/.test(part)) return part.toUpperCase();
    return part.toLowerCase();
  });
  const canonical = out.join('-');
  try {
    // Throws for what is not a well-formed tag (a repeated variant, a misplaced subtag).
    new Intl.Locale(canonical);
  } catch {
    return undefined;
  }
  if (!anyLanguage && !knownLanguage(out[0] as string)) return undefined;
  return canonical;
}

/** How a placeholder spells a locale a repository did not spell yet. */
export interface SpellingStyle {
  /** The repository writes regions in lower case (`pt-br`). */
  lowerRegion?: boolean;
  /** The layout writes regions in upper case (`pt-BR`): only its own files say so; nothing changes in spelling. */
  upperRegion?: boolean;
  /** The repository writes scripts in lower case (Kodi's `zh_hant_hk`). */
  lowerScript?: boolean;
  /**
   * `{locale_}` writes Latin and Cyrillic scripts as glibc's modifiers (`sr@latin`, `uz@cyrillic`,
   * `sr_RS@latin`): the names msginit, GNOME, Launchpad, Odoo and Weblate give a gettext catalog.
   */
  scriptModifiers?: boolean;
  /**
   * `{locale_}` names a Java resource bundle (`Bundle_{locale_}.properties`): spelled as Java's
   * `ResourceBundle.Control.toBundleName` names it, a variant after the region's place even when
   * there is no region (`ca__valencia`, `ca_ES_valencia`), never after `@`, which Java never reads.
   */
  javaBundle?: boolean;
  /**
   * The layout shows Crowdin's own codes (OBS Studio's `kab-KAB.ini`): `{locale}` and `{locale_}`
   * write a tag Crowdin spells otherwise as Crowdin's placeholder writes it (`sr-Latn` → `sr-CS`).
   */
  crowdin?: CrowdinPlaceholder;
}

/** A tag's language, script and region, as `Intl.Locale` reads them. */
export interface LocaleParts {
  language: string;
  script: string | undefined;
  region: string | undefined;
}

const MAX_KEPT_PARTS = 1024;
const keptParts = new Map<string, LocaleParts>();

/**
 * `new Intl.Locale(tag)`'s language, script and region, kept per tag: a pull of several files per
 * locale spells the same few tags once per new file, a push's discovery reads them once per file,
 * and each `Intl.Locale` costs more than the lookup (docs/performance.md, sections 44 and 53). At
 * most MAX_KEPT_PARTS tags are kept. Throws, as `Intl.Locale` does, for what is not a tag.
 */
export function localeParts(tag: string): LocaleParts {
  let parts = keptParts.get(tag);
  if (parts === undefined) {
    const locale = new Intl.Locale(tag);
    parts = { language: locale.language, script: locale.script, region: locale.region };
    if (keptParts.size >= MAX_KEPT_PARTS) keptParts.clear();
    keptParts.set(tag, parts);
  }
  return parts;
}

/**
 * Spells `tag` (a BCP 47 code) for `placeholder`: `localeMap` first (its value is used as is for the
 * whole-locale placeholders), else `{locale}` `pt-BR`, `{locale_}` `pt_BR` (a variant after `@`,
 * gettext's way: `ca@valencia`), `{language}` `pt`, `{region}` `BR`, `{android}` `pt-rBR` or
 * `b+sr+Latn` when the tag has more than a language and a region.
 */
export function spellLocale(
  tag: string,
  placeholder: LocalePlaceholder,
  localeMap?: LocaleMap,
  style: SpellingStyle = {},
): string {
  const mapped = mappedSpelling(tag, localeMap);
  if (
    mapped !== undefined &&
    (placeholder === 'locale' || placeholder === 'locale_' || placeholder === 'android')
  ) {
    return mapped;
  }
  if (style.crowdin !== undefined && (placeholder === 'locale' || placeholder === 'locale_')) {
    const crowdin = crowdinSpelling(tag, style.crowdin);
    if (crowdin !== undefined) return placeholder === 'locale_' ? crowdin.replaceAll('-', '_') : crowdin;
  }
  const locale = localeParts(tag);
  const language = locale.language;
  const region =
    locale.region === undefined ? undefined : style.lowerRegion ? locale.region.toLowerCase() : locale.region;
  switch (placeholder) {
    case 'language':
      return language;
    case 'region':
      return region ?? '';
    case 'android': {
      const parts = tag.split('-');
      if (parts.length === 1) return language;
      if (parts.length === 2 && locale.region !== undefined) return `${language}-r${locale.region}`;
      return `b+${parts.join('+')}`;
    }
    case 'locale_': {
      const parts = tag.split('-');
      const modifier = style.scriptModifiers ? scriptModifier(parts) : undefined;
      if (modifier !== undefined) return modifier;
      const variants = parts.filter((p, i) => i > 0 && p.length >= 4 && !/^[A-Z][a-z]{3}$/.test(p));
      const rest = parts.filter((p) => !variants.includes(p)).map((p) => inCase(p, locale.region, style));
      const hasScript = parts.some((p, i) => i > 0 && /^[A-Z][a-z]{3}$/.test(p));
      if (style.javaBundle && variants.length > 0 && region === undefined && !hasScript)
        return `${rest[0]}__${variants.join('_')}`;
      // glibc's `language[_territory]@modifier` (Audacity's `ca_ES@valencia.po`).
      if (!style.javaBundle && variants.length === 1 && rest.length <= 2 && !hasScript)
        return `${rest.join('_')}@${variants[0]}`;
      return parts.map((p) => inCase(p, locale.region, style)).join('_');
    }
    default:
      return tag
        .split('-')
        .map((p) => inCase(p, locale.region, style))
        .join('-');
  }
}

/**
 * glibc's name of a tag whose script is Latin or Cyrillic and which has nothing but a language, that
 * script and perhaps a region (`sr-Latn-RS` → `sr_RS@latin`); else undefined.
 */
function scriptModifier(parts: readonly string[]): string | undefined {
  const [language, script, region, ...rest] = parts;
  const modifier = script === undefined ? undefined : SCRIPT_MODIFIERS[script];
  if (modifier === undefined || rest.length > 0) return undefined;
  if (region !== undefined && !/^[A-Z]{2}$/.test(region)) return undefined;
  return `${language}${region === undefined ? '' : `_${region}`}@${modifier}`;
}

/** A region or script subtag of a tag in the repository's case; other subtags as they are. */
function inCase(part: string, region: string | undefined, style: SpellingStyle): string {
  if (style.lowerRegion && part === region) return part.toLowerCase();
  if (style.lowerScript && /^[A-Z][a-z]{3}$/.test(part)) return part.toLowerCase();
  return part;
}

/** The spelling `localeMap` gives `tag`, its keys read as locales. */
export function mappedSpelling(tag: string, localeMap: LocaleMap | undefined): string | undefined {
  if (localeMap === undefined) return undefined;
  for (const [code, spelling] of Object.entries(localeMap)) {
    if (readProjectLocale(code) === tag || code === tag) return spelling;
  }
  return undefined;
}

/** The project's code a `localeMap` spelling stands for, if the map names it. */
export function unmapSpelling(spelling: string, localeMap: LocaleMap | undefined): string | undefined {
  if (localeMap === undefined) return undefined;
  for (const [code, spelled] of Object.entries(localeMap)) {
    if (spelled === spelling) return readProjectLocale(code) ?? code;
  }
  return undefined;
}

/**
 * The locale as the service will store it: the wire canonicalises with `Intl.getCanonicalLocales`,
 * which folds legacy codes (`mo` → `ro`, `sh` → `sr-Latn`, `iw` → `he`). Two files whose codes fold
 * into one wire locale cannot both be synced under their own codes.
 */
export function wireLocale(tag: string): string {
  return normalizeLocale(tag) ?? tag;
}

/**
 * A code the service keeps apart from the one a legacy code folds into there: that code with the
 * legacy one as a private-use subtag (`mo` → `ro-x-mo`, `sh` → `sr-Latn-x-sh`), for the `localeMap`
 * that keeps a legacy code's file a locale of its own.
 */
export function ownCodeFor(legacy: string): string {
  return `${wireLocale(legacy)}-x-${legacy
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8)}`;
}
