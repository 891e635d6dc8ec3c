import { type FormatInfo, formatInfoForExtension, formatInfos } from '@locale-sync/formats/core';
import { SyncError } from '../errors.ts';
import { closest } from './did-you-mean.ts';
import {
  compilePattern,
  type FilePattern,
  PatternError,
  PLACEHOLDERS,
  pathRegex,
  placeholdersOf,
  wildcardsOf,
} from './file-pattern.ts';
import { LOCALE_PLACEHOLDERS, type LocaleMap, readProjectLocale } from './locale-spelling.ts';

/** Where the repository's sync settings live (repeated here so this module imports no config code). */
const CONFIG_FILE = '.locale/config.json';

/** One entry of `files` in `.locale/config.json`, as written. */
export interface FilesEntry {
  /** The source-locale file(s): `*`, `**`, and locale placeholders. */
  source: string;
  /** Where each translation is: every placeholder; omitted when `source` holds a locale placeholder. */
  translation?: string;
  /** The format, when the extension does not say. */
  format?: string;
  /** The project's code → the repository's spelling (`{"zh-Hans": "zh_CN"}`). */
  localeMap?: Record<string, string>;
  /** Globs (relative to the repository, like `source`) of files to leave out. */
  ignore?: string[];
}

/** A `files` entry checked and compiled. */
export interface FilesRule {
  /** Position in `files`, for messages (`files[2]`). */
  index: number;
  entry: FilesEntry;
  source: FilePattern;
  /** The translation template; undefined when `source` holds a locale placeholder (or the format holds every locale). */
  translation?: FilePattern;
  /** The format named by the entry, if any (else each file's extension says). */
  format?: string;
  /** True when the format keeps every locale in one file (`.xcstrings`). */
  multiLocale: boolean;
  localeMap?: LocaleMap;
  ignore: RegExp[];
}

const ENTRY_FIELDS = ['source', 'translation', 'format', 'localeMap', 'ignore'];

/**
 * Checks and compiles the `files` array of `.locale/config.json` (`raw` is the parsed JSON value).
 * Every mistake is a SyncError naming the field (`files[1].translation`) and what to do.
 */
export function parseFilesEntries(raw: unknown, field = 'files'): FilesRule[] {
  const fail = (where: string, why: string) =>
    new SyncError(`${CONFIG_FILE}: field "${where}" ${why}`, { file: CONFIG_FILE });
  if (!Array.isArray(raw) || raw.length === 0) {
    throw fail(
      field,
      'must be a non-empty list of entries like {"source": "locales/en/*.json"} or {"source": "res/values/strings.xml", "translation": "res/values-{android}/strings.xml"}',
    );
  }
  return raw.map((value, index) => parseEntry(value, `${field}[${index}]`, index, fail));
}

function parseEntry(
  value: unknown,
  at: string,
  index: number,
  fail: (where: string, why: string) => SyncError,
): FilesRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw fail(at, 'must be an object like {"source": "locales/{locale}.json"}');
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!ENTRY_FIELDS.includes(key)) {
      const guess = closest(key, ENTRY_FIELDS);
      throw fail(
        `${at}.${key}`,
        `is not a field of a files entry (${guess === undefined ? `fields: ${ENTRY_FIELDS.join(', ')}` : `did you mean "${guess}"?`})`,
      );
    }
  }
  const text = (name: string, optional: boolean): string | undefined => {
    const v = record[name];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'string' || v === '') throw fail(`${at}.${name}`, 'must be a non-empty string');
    return v;
  };
  const compile = (name: string, pattern: string, allowed: readonly string[]): FilePattern => {
    try {
      return compilePattern(pattern, allowed);
    } catch (err) {
      if (err instanceof PatternError) throw fail(`${at}.${name}`, `${err.message} (got "${pattern}")`);
      throw err;
    }
  };
  const sourceText = text('source', false) as string;
  const translationText = text('translation', true);
  const formatName = text('format', true);
  const source = compile('source', sourceText, LOCALE_PLACEHOLDERS);
  const translation =
    translationText === undefined ? undefined : compile('translation', translationText, PLACEHOLDERS);
  let info: FormatInfo | undefined;
  if (formatName !== undefined) {
    const infos = formatInfos();
    info = infos.find((f) => f.name === formatName);
    if (info === undefined) {
      throw fail(
        `${at}.format`,
        `names no known format (got "${formatName}"; formats: ${infos.map((f) => f.name).join(', ')})`,
      );
    }
  } else {
    const last = sourceText.split('/').pop() ?? '';
    const dot = last.lastIndexOf('.');
    if (dot > 0 && !last.slice(dot).includes('*') && !last.slice(dot).includes('{')) {
      info = formatInfoForExtension(last.slice(dot));
    }
  }
  const multiLocale = (info as { multiLocale?: boolean } | undefined)?.multiLocale === true;
  const sourceLocales = placeholdersOf(source).filter((p) => isLocalePlaceholder(p));
  const translationPlaceholders = translation === undefined ? [] : placeholdersOf(translation);
  const translationLocales = translationPlaceholders.filter((p) => isLocalePlaceholder(p));
  if (multiLocale) {
    if (translation !== undefined || sourceLocales.length > 0) {
      throw fail(
        at,
        `uses the ${info?.name} format, which keeps every locale in one file: give only "source" with that file's path, without locale placeholders or "translation"`,
      );
    }
  } else if (translation === undefined) {
    if (sourceLocales.length === 0) {
      throw fail(
        `${at}.translation`,
        `is missing: "source" holds no locale placeholder, so nothing says where translations go (add e.g. "translation": "${suggestTranslation(sourceText)}", or put {locale} in "source")`,
      );
    }
  } else if (!translationLocales.some((p) => p !== 'region')) {
    throw fail(
      `${at}.translation`,
      `holds no locale placeholder, so every locale would share one file (put {locale}, {locale_}, {language} or {android} where the locale goes; got "${translationText}")`,
    );
  }
  if (translationPlaceholders.includes('path') && wildcardsOf(source).globstars !== 1) {
    throw fail(
      `${at}.translation`,
      'holds {path}, which is what "**" matched in "source": "source" needs exactly one "**"',
    );
  }
  const localeMap = parseLocaleMap(record.localeMap, `${at}.localeMap`, fail);
  const ignore = parseIgnore(record.ignore, `${at}.ignore`, fail);
  return {
    index,
    entry: {
      source: sourceText,
      ...(translationText !== undefined && { translation: translationText }),
      ...(formatName !== undefined && { format: formatName }),
      ...(localeMap !== undefined && { localeMap }),
      ...(record.ignore !== undefined && { ignore: record.ignore as string[] }),
    },
    source,
    ...(translation !== undefined && { translation }),
    ...(info !== undefined && formatName !== undefined && { format: info.name }),
    multiLocale,
    ...(localeMap !== undefined && { localeMap }),
    ignore,
  };
}

function isLocalePlaceholder(name: string): boolean {
  return (LOCALE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** A translation template for a source path without placeholders: `res/values/x.xml` → `res/values-{android}/x.xml`. */
function suggestTranslation(source: string): string {
  if (/(^|\/)values\/[^/]+\.xml$/.test(source))
    return source.replace(/(^|\/)values\//, '$1values-{android}/');
  const dot = source.lastIndexOf('.');
  return dot > source.lastIndexOf('/')
    ? `${source.slice(0, dot)}.{locale}${source.slice(dot)}`
    : `${source}.{locale}`;
}

function parseLocaleMap(
  value: unknown,
  at: string,
  fail: (where: string, why: string) => SyncError,
): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw fail(
      at,
      'must map the project\'s locale codes to the repository\'s spellings, like {"zh-Hans": "zh_CN"}',
    );
  }
  const map: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const [code, spelling] of Object.entries(value as Record<string, unknown>)) {
    if (readProjectLocale(code) === undefined) {
      throw fail(`${at}.${code}`, 'is not keyed by a locale code of the project (e.g. "zh-Hans", "pt-BR")');
    }
    if (
      typeof spelling !== 'string' ||
      spelling === '' ||
      /[/\\\0]/.test(spelling) ||
      spelling === '.' ||
      spelling === '..'
    ) {
      throw fail(
        `${at}.${code}`,
        'must be the spelling used in file or folder names: non-empty, without "/" or "\\"',
      );
    }
    const other = seen.get(spelling);
    if (other !== undefined)
      throw fail(at, `gives "${other}" and "${code}" the same spelling "${spelling}"; keep one`);
    seen.set(spelling, code);
    map[code] = spelling;
  }
  return map;
}

function parseIgnore(value: unknown, at: string, fail: (where: string, why: string) => SyncError): RegExp[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) {
    throw fail(at, 'must be a list of globs like ["**/test/**", "locales/en/legacy.json"]');
  }
  return (value as string[]).map((glob, i) => {
    try {
      return pathRegex(compilePattern(glob, [], { trailingGlobstar: true }));
    } catch (err) {
      if (err instanceof PatternError) throw fail(`${at}[${i}]`, `${err.message} (got "${glob}")`);
      throw err;
    }
  });
}
