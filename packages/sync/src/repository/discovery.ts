import path from 'node:path';
import {
  type FormatInfo,
  formatInfoForExtension,
  formatInfoForPath,
  formatInfos,
} from '@locale-sync/formats/core';
import { FORMATS, type Format, normalizeLocale } from '@locale-sync/protocol';
import { isNoLanguageCode, knownLanguage, mediaWikiLocale } from './locale-spelling.ts';

/** Folders searched for translation files, relative to the repository root (spec, section 1). */
export const DISCOVERY_DIRS = [
  'locales',
  'i18n',
  'translations',
  'src/locales',
  'src/i18n',
  'src/translations',
] as const;

/**
 * Formats whose one file holds every locale (an Xcode String Catalog, Godot's CSV translations, Twine's strings). The
 * wire does not carry them: the sync sends each locale the file holds as flat JSON, and writes what
 * it pulls back into the file.
 */
export const MULTI_LOCALE_FORMATS = ['xcstrings', 'godot-csv', 'twine'] as const;
/** One of MULTI_LOCALE_FORMATS. */
export type MultiLocaleFormat = (typeof MULTI_LOCALE_FORMATS)[number];
/** The format of a repository file the sync reads: one the wire carries, or one holding every locale. */
export type FileFormat = Format | MultiLocaleFormat;

/** True when `format` names a format whose one file holds every locale. */
export function isMultiLocale(format: string): format is MultiLocaleFormat {
  return (MULTI_LOCALE_FORMATS as readonly string[]).includes(format);
}

/** One translation file of the repository. */
export interface TranslationFile {
  /** Canonical BCP 47 code (`pt-BR`); for a file holding every locale, its source locale. */
  locale: string;
  /** Repository-relative path with `/` separators, as the repository spells it (`locales/pt_BR.json`). */
  path: string;
  /** Format name (`json`, `yaml`, …, or `xcstrings` for a file holding every locale). */
  format: FileFormat;
}

/** True when the wire carries `format` (the formats package may read more formats than the wire has). */
function onTheWire(format: FormatInfo): boolean {
  return (FORMATS as readonly string[]).includes(format.name);
}

/** True when the sync reads files of `format`: the wire carries it, or its one file holds every locale. */
function syncedFormat(format: FormatInfo): boolean {
  return onTheWire(format) || isMultiLocale(format.name);
}

/**
 * The format owning an extension, when the sync API carries it (the formats package may read more
 * formats than the wire has).
 */
export function wireFormatForExtension(ext: string): FormatInfo | undefined {
  const format = formatInfoForExtension(ext);
  return format && onTheWire(format) ? format : undefined;
}

/**
 * The format owning an extension when the sync reads its files: a format the wire carries, or one
 * whose file holds every locale (`.xcstrings`), sent per locale.
 */
export function syncFormatForExtension(ext: string): FormatInfo | undefined {
  const format = formatInfoForExtension(ext);
  return format && syncedFormat(format) ? format : undefined;
}

/**
 * The format of a repository path, when the sync API carries it: a format that owns the path by its
 * layout (`_locales/de/messages.json` is `chrome`), else the extension's.
 */
export function wireFormatForPath(file: string): FormatInfo | undefined {
  const format = formatInfoForPath(file);
  return format && onTheWire(format) ? format : undefined;
}

/**
 * The format of a repository path when the sync reads its files: a format the wire carries (by the
 * path's layout, else its extension), or one whose file holds every locale (`.xcstrings`), sent per locale.
 */
export function syncFormatForPath(file: string): FormatInfo | undefined {
  const format = formatInfoForPath(file);
  return format && syncedFormat(format) ? format : undefined;
}

/** Extensions of the formats the sync API carries. */
export function wireExtensions(): string[] {
  const infos = formatInfos();
  return FORMATS.flatMap((name) => [...(infos.find((f) => f.name === name)?.extensions ?? [])]);
}

/**
 * Reads a file name as `<locale>.<ext>`: the locale normalised and the format owning the extension,
 * or a reason why it is not a translation file.
 */
export function parseFileName(name: string): { locale: string; format: Format } | { skip: string } {
  const ext = path.posix.extname(name);
  const format = wireFormatForExtension(ext);
  if (!format) return { skip: `extension "${ext}" is not a known translation format` };
  const stem = name.slice(0, name.length - ext.length);
  if (isNoLanguageCode(stem.toLowerCase()))
    return { skip: `"${stem}" names no language (MediaWiki's qqq is message documentation)` };
  const locale = mediaWikiLocale(stem) ?? normalizeLocale(stem);
  if (locale === undefined) return { skip: `"${stem}" is not a locale code` };
  // As discovery reads every other path: a code no locale data knows (Invidious's `sgn.json`, ISO 639's
  // collection "sign languages", kept as `{}`; `cn.json`) is left out, not sent as a locale of its own.
  const language = locale.split('-')[0] as string;
  if (!knownLanguage(language.toLowerCase())) return { skip: `"${language}" is not a language code` };
  return { locale, format: format.name as Format };
}

/**
 * Whether a file's first bytes are a Qt Linguist file's (`<TS` as an element), which `.ts` shares
 * with TypeScript: a `.ts` file is read as Qt Linguist only when it says so.
 */
export function isQtLinguistHead(head: string | undefined): boolean {
  return head !== undefined && /<TS[\s>/]/.test(head);
}

/** Code-unit order: the same on every machine, unlike `localeCompare`. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
