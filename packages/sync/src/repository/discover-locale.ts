// How discovery reads a locale code out of a path: the tag as the files layout reads it (readLocale),
// and what discovery needs besides: the spelling's separator, whether a placeholder would spell it so,
// the code Intl would replace it with, and why a code-shaped name is not a locale (`cn`).
import { crowdinOnlyLocale } from './crowdin-codes.ts';
import {
  ANDROID_NON_LOCALE,
  extendedLanguageOf,
  isNoLanguageCode,
  knownLanguage,
  readLocale,
  spellLocale,
} from './locale-spelling.ts';

/** A locale code read from a path. */
export interface ReadCode {
  /** The tag, in canonical case but never replaced by another code (`mo` stays `mo`). */
  locale: string;
  /** The separator the path uses between language and the rest, when it has a rest. */
  separator?: '-' | '_';
  /** True when the path spells it otherwise than the placeholders would (`pt-br`, `sr@latin`). */
  irregular: boolean;
  /** The code Intl would replace it with (`ro` for `mo`), when it is an old alias. */
  aliasOf?: string;
  /** A language locale data has no name for, read from a layout's folder (discover-unnamed.ts). */
  unnamed?: true;
}

/** Why a locale-like code cannot be read as a locale. */
export interface UnreadCode {
  unread: string;
}

/**
 * True when `language` is an assigned ISO 639 code (`cn`, `zz`, `xx` are not). Through the files
 * layout's check, which answers a two-letter language from a list: building `Intl.DisplayNames` here
 * at load cost every run about 10 ms of its start (it loads ICU's language names).
 */
export function isKnownLanguage(language: string): boolean {
  try {
    return knownLanguage(language.toLowerCase());
  } catch {
    return false;
  }
}

let scriptNames: Intl.DisplayNames | undefined;

/** True when `text` is a script code ISO 15924 assigns and locale data names (`Latn`, `shaw`), in any case. */
function isKnownScript(text: string): boolean {
  if (!/^[A-Za-z]{4}$/.test(text)) return false;
  scriptNames ??= new Intl.DisplayNames(['en'], { type: 'script', fallback: 'none' });
  const code = `${text[0]?.toUpperCase()}${text.slice(1).toLowerCase()}`;
  return code !== 'Zzzz' && scriptNames.of(code) !== undefined;
}

// language[_-Script][_-REGION][_-variant…][-x-private…][@modifier]: the language in lower case, as
// every ecosystem writes it, so that `README` or `DE` is never read as a language. BCP 47's private use
// (NodeBB's `public/language/en-x-pirate/`, Transifex's `en@pirate`) is read as the files layout reads it.
const CODE =
  /^([a-z]{2,3})(?:([-_])([A-Za-z]{4}))?(?:([-_])([A-Za-z]{2}|\d{3}))?((?:[-_](?:[A-Za-z0-9]{5,8}|\d[A-Za-z0-9]{3}))*(?:[-_]x(?:[-_][A-Za-z0-9]{1,8})+)?)(?:@([A-Za-z]+))?$/;

// Names of source-tree folders that are also ISO 639-3 codes no project names a translation folder by
// but before `LC_MESSAGES/` (`src` is Logudorese Sardinian, `ext` Extremaduran, `mac` Macedonian's
// bibliographic code; Weblate gives LibreTranslate an `ext/LC_MESSAGES/`): read as
// locales, Android's `ui/i18n/src/main/res/` (AntennaPod) and Compose's `l10n/src/commonMain/` made a
// "locale folder" with no source beside it.
const SOURCE_TREE_NAMES: ReadonlySet<string> = new Set(['src', 'ext', 'mac']);

// gettext modifiers (`sr@latin`, `uz@cyrillic`, `ca@valencia`): a script, or a variant.
const MODIFIER_SCRIPTS: Readonly<Record<string, string>> = { latin: 'Latn', cyrillic: 'Cyrl' };

/** `zh_CN.GB2312`, `de_DE.UTF-8`: a locale, a dot, and a character set (which names a digit). */
const CODESET = /^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*)\.([A-Za-z-]*[0-9][A-Za-z0-9-]*)$/;

/**
 * Where a code stands: `gettext` is a folder followed by `LC_MESSAGES/`, the place gettext's runtime
 * reads a locale's catalogs from, so that a source-tree name there is the language it also names
 * (LibreTranslate's `locales/ext/LC_MESSAGES/messages.po` is Extremaduran, as its header says).
 */
export type CodePlace = 'any' | 'gettext';

/** True when the code was read as a locale (not undefined, not an `unread` reason). */
export function isRead(read: ReadCode | UnreadCode | undefined): read is ReadCode {
  return read !== undefined && !('unread' in read);
}

/**
 * Reads `text` as a locale code as repositories spell it (`pt-BR`, `pt_BR`, `zh_Hans`, `sr@latin`,
 * `de-simple`). Returns undefined when it does not look like a code at all (`common`, `values`), and an
 * `unread` reason when it looks like one but names no language (`cn`, `zhtw` is not even shaped so).
 */
export function readCode(text: string, place: CodePlace = 'any'): ReadCode | UnreadCode | undefined {
  // A source-tree name is a language only where gettext's runtime reads one (before LC_MESSAGES/).
  if (SOURCE_TREE_NAMES.has(text) && place !== 'gettext') return undefined;
  let read = readCodes.get(text);
  if (read === undefined) {
    read = readCodeOf(text) ?? null;
    if (readCodes.size >= MAX_READ_CODES) readCodes.clear();
    // Frozen: every path part spelled the same shares one answer.
    readCodes.set(text, read === null ? null : Object.freeze(read));
  }
  return read ?? undefined;
}

/** Texts read by `readCode`, at most MAX_READ_CODES of them (null: no code). */
const readCodes = new Map<string, ReadCode | UnreadCode | null>();
const MAX_READ_CODES = 4096;

/**
 * `readCode` itself, without its memory: discovery reads every part of every path, so a layout of
 * ten files per locale read each locale's folder name ten times, each with an `Intl` call
 * (docs/performance.md, section 53).
 */
function readCodeOf(text: string): ReadCode | UnreadCode | undefined {
  // Java's bundle name of a variant without a region (`Bundle_ca__valencia`: toBundleName leaves the
  // country empty between its two `_`).
  const javaVariant = /^([a-z]{2,3})__([A-Za-z0-9]{5,8})$/.exec(text);
  if (javaVariant !== null) {
    const read = readCode(`${javaVariant[1]}_${javaVariant[2]}`);
    return isRead(read) ? { ...read, irregular: true } : read;
  }
  // A POSIX locale name with its character set (django-cms's `cms/locale/zh_CN.GB2312/`, beside
  // `zh_CN/`): reported, never read as the locale before the dot.
  const codeset = CODESET.exec(text);
  if (codeset !== null && isRead(readCode(codeset[1] as string))) {
    return {
      unread: `"${text}" names a character set (${codeset[2]}) after the locale, as POSIX locale names do`,
    };
  }
  // Crowdin's `kab-KAB` (Kabyle) and `sr-SP` (Serbian), whose regions name no country.
  const crowdin = crowdinOnlyLocale(text);
  if (crowdin !== undefined)
    return { locale: crowdin, separator: text.includes('_') ? '_' : '-', irregular: true };
  const extended = extendedLanguageOf(text);
  if (extended !== undefined)
    return { locale: extended, separator: text.includes('_') ? '_' : '-', irregular: true };
  const match = CODE.exec(text);
  if (!match) return undefined;
  const [, language, sep1, script, sep2, , variantText, modifier] = match as unknown as [
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    string | undefined,
    string,
    string | undefined,
  ];
  // `mul.lproj/` (String Catalogs holding several languages) names no locale, and is no mistake either.
  if (isNoLanguageCode(language)) return undefined;
  if (!isKnownLanguage(language)) return { unread: `"${language}" is not a language code` };
  const separators = new Set([sep1, sep2, ...(variantText.match(/[-_]/g) ?? [])].filter(Boolean));
  if (separators.size > 1) return { unread: `"${text}" mixes "-" and "_"` };
  if (modifier !== undefined) {
    // A script's own four letters after `@`, in any case (`uz@Latn` in qBittorrent's Qt catalogs,
    // GNOME's Shavian `en@shaw`), are a script, as the files layout reads them (`uz-Latn`, `en-Shaw`).
    const isScript = MODIFIER_SCRIPTS[modifier.toLowerCase()] !== undefined || isKnownScript(modifier);
    const known = isScript && script === undefined;
    if (!known && (modifier.length < 5 || modifier.length > 8))
      return { unread: `"@${modifier}" is not a script or a variant` };
  }
  // The tag as the files layout reads it: the same spelling rules, no alias folded.
  const locale = readLocale(text, 'locale');
  if (locale === undefined) return { unread: `"${text}" is not a valid locale code` };
  const canonical = Intl.getCanonicalLocales(locale)[0] as string;
  const separator = [...separators][0] as '-' | '_' | undefined;
  const respelled = separator === undefined ? locale : locale.replaceAll('-', separator);
  const irregular = modifier !== undefined || respelled !== text;
  const aliasOf = canonical.toLowerCase() !== locale.toLowerCase() ? canonical : undefined;
  return {
    locale,
    ...(separator !== undefined && { separator }),
    irregular,
    ...(aliasOf !== undefined && { aliasOf }),
  };
}

const ANDROID_OLD_CODES: Readonly<Record<string, string>> = { iw: 'he', in: 'id', ji: 'yi' };

/**
 * Reads the qualifiers of an Android resource folder (`values-pt-rBR`, `values-b+sr+Latn`) as the
 * resource merger does. Returns undefined when they hold no locale or more than a locale (`values-night`,
 * `values-de-land` are other configurations, not translations).
 */
export function readAndroidQualifier(qualifiers: string): ReadCode | UnreadCode | undefined {
  if (qualifiers.startsWith('b+')) {
    // BCP 47 form: b+sr+Latn, b+es+419.
    const parts = qualifiers.slice(2).split('+');
    const read = readCode(parts.join('-'));
    if (read === undefined) {
      // A tag the path codes do not spell but BCP 47 does, as the files layout reads it: Wikipedia's
      // `values-b+be+x+old` (be-x-old, Belarusian in the classic orthography).
      const tag = readLocale(qualifiers, 'android');
      if (tag === undefined) return { unread: `"${qualifiers}" is not a BCP 47 qualifier` };
      return { locale: tag, separator: '-', irregular: false };
    }
    if ('unread' in read) return read;
    return { ...read, separator: '-', irregular: false };
  }
  const parts = qualifiers.split('-');
  if (parts.some((p) => ANDROID_NON_LOCALE.test(p))) return undefined;
  const [language, region, ...rest] = parts as [string, string | undefined, ...string[]];
  if (rest.length > 0 || !/^[a-z]{2,3}$/.test(language)) return undefined;
  if (region !== undefined && !/^r[A-Z]{2}$/.test(region)) return undefined;
  // aapt2 reads any two or three letters there as a language; a two-letter one locale data does not
  // know is no ISO 639-1 code (Wikipedia's values-qq/ holds its message documentation, qqq).
  if (language.length === 2 && !isKnownLanguage(language))
    return { unread: `"${language}" is not a language code` };
  const spelled = readLocale(qualifiers, 'android');
  if (spelled === undefined) return { unread: `"${qualifiers}" is not a locale qualifier` };
  // Android names Hebrew, Indonesian and Yiddish `iw`, `in`, `ji` (Java's old codes) and reads them
  // as he, id, yi: so does discovery, the entry's localeMap keeping the folder's spelling.
  const legacy = ANDROID_OLD_CODES[language];
  const locale = legacy === undefined ? spelled : spelled.replace(language, legacy);
  // Another old code (`values-sh`, `values-tl`) is its successor's on the wire, as in any layout.
  const canonical = Intl.getCanonicalLocales(locale)[0] as string;
  const aliasOf = canonical.toLowerCase() !== locale.toLowerCase() ? canonical : undefined;
  return {
    locale,
    ...(region !== undefined && { separator: '-' as const }),
    irregular: legacy !== undefined,
    ...(aliasOf !== undefined && { aliasOf }),
  };
}

// Xcode's first projects named their folders after the language in English; Xcode still reads them.
const XCODE_LEGACY_NAMES: Readonly<Record<string, string>> = {
  English: 'en',
  French: 'fr',
  German: 'de',
  Japanese: 'ja',
  Spanish: 'es',
  Italian: 'it',
  Dutch: 'nl',
};

/** Reads the name of an Xcode `.lproj` folder (`pt-BR`, `zh-Hans`, `pt_BR`, legacy `English`). */
export function readLprojName(name: string): ReadCode | UnreadCode | undefined {
  const legacy = XCODE_LEGACY_NAMES[name];
  if (legacy !== undefined) return { locale: legacy, irregular: true };
  return readCode(name);
}

/** How a locale is written in a path of the given placeholder (`pt-BR`, `pt_BR`, `pt-rBR`). */
export function spellCode(locale: string, placeholder: LocalePlaceholder): string {
  // As pull spells it (a variant after `@` for `{locale_}`: `ca@valencia`), so that a localeMap names
  // every code pull would write otherwise (BookStack's `lang/de_informal/`).
  if (placeholder === '{locale_}') return spellLocale(locale, 'locale_');
  if (placeholder === '{android}') {
    const parts = locale.split('-');
    if (parts.length === 1) return locale;
    if (parts.length === 2 && /^[A-Z]{2}$/.test(parts[1] as string)) return `${parts[0]}-r${parts[1]}`;
    return `b+${parts.join('+')}`;
  }
  return locale;
}

/** The locale placeholders discovery writes. */
export type LocalePlaceholder = '{locale}' | '{locale_}' | '{android}';
