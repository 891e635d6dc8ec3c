import path from 'node:path';
import { formatForExtension, getFormat, type TranslationFormat } from '@locale-sync/formats';
import { FORMATS, type Format, normalizeLocale } from '@locale-sync/protocol';
import fg from 'fast-glob';
import type { SyncConfig } from './config.ts';
import { CONFIG_PATH } from './config.ts';
import { SyncError } from './errors.ts';
import type { Logger } from './logger.ts';

/** Folders searched for translation files, relative to the repository root (spec, section 1). */
export const DISCOVERY_DIRS = [
  'locales',
  'i18n',
  'translations',
  'src/locales',
  'src/i18n',
  'src/translations',
] as const;

/** One translation file of the repository. */
export interface TranslationFile {
  /** Canonical BCP 47 code (`pt-BR`). */
  locale: string;
  /** Repository-relative path with `/` separators, as the repository spells it (`locales/pt_BR.json`). */
  path: string;
  /** Format name (`json`, `yaml`, …). */
  format: Format;
}

/**
 * The format owning an extension, when the sync API carries it (the formats package may read more
 * formats than the wire has).
 */
export function wireFormatForExtension(ext: string): TranslationFormat | undefined {
  const format = formatForExtension(ext);
  return format && (FORMATS as readonly string[]).includes(format.name) ? format : undefined;
}

/** Extensions of the formats the sync API carries. */
export function wireExtensions(): string[] {
  return FORMATS.flatMap((name) => [...getFormat(name).extensions]);
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
  const locale = normalizeLocale(stem);
  if (locale === undefined) return { skip: `"${stem}" is not a locale code` };
  return { locale, format: format.name as Format };
}

/**
 * Finds `<dir>/<locale>.<ext>` files in the discovery folders below `root`. Files that do not look like
 * translation files are skipped with a debug line. The same locale in two files is an error naming
 * both; `.locale/config.json` `paths` is the way to choose.
 */
export async function discoverFiles(root: string, logger: Logger): Promise<TranslationFile[]> {
  const found = await fg(
    DISCOVERY_DIRS.map((dir) => `${dir}/*`),
    { cwd: root, onlyFiles: true, dot: false, followSymbolicLinks: false, caseSensitiveMatch: true },
  );
  found.sort();
  const byLocale = new Map<string, TranslationFile>();
  const files: TranslationFile[] = [];
  for (const rel of found) {
    const parsed = parseFileName(path.posix.basename(rel));
    if ('skip' in parsed) {
      logger.debug(`skipping ${rel}: ${parsed.skip}`);
      continue;
    }
    const earlier = byLocale.get(parsed.locale);
    if (earlier) {
      throw new SyncError(
        `locale ${parsed.locale} is found twice: ${earlier.path} and ${rel}; keep one, or choose with "paths" in ${CONFIG_PATH} (e.g. {"paths": {"${parsed.locale}": "${earlier.path}"}})`,
        { file: rel },
      );
    }
    const file = { locale: parsed.locale, path: rel, format: parsed.format };
    byLocale.set(parsed.locale, file);
    files.push(file);
    logger.debug(`found ${rel} (locale ${parsed.locale}, format ${parsed.format})`);
  }
  return files;
}

/**
 * The files a push sends: the config's `paths` when it has any (they replace discovery), otherwise
 * what discovery finds.
 */
export async function resolvePushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
): Promise<TranslationFile[]> {
  if (config.paths.size > 0) {
    logger.debug(`using the ${config.paths.size} paths of ${CONFIG_PATH} instead of discovery`);
    return [...config.paths]
      .map(([locale, file]) => ({
        locale,
        path: file,
        format: (wireFormatForExtension(path.posix.extname(file))?.name ?? 'json') as Format,
      }))
      .sort((a, b) => compareStrings(a.path, b.path));
  }
  return discoverFiles(root, logger);
}

/** Code-unit order: the same on every machine, unlike `localeCompare`. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
