import path from 'node:path';
import { normalizeLocale } from '@locale-sync/protocol';
import { z } from 'zod';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { usePlainParsers } from '../plain-zod.ts';
import { CONFIG_PATH, DEFAULT_OUTPUT_DIR, type SyncConfig } from './config.ts';
import { closest } from './did-you-mean.ts';
import { syncFormatForExtension, wireExtensions, wireFormatForExtension } from './discovery.ts';
import { parseFilesEntries } from './files-config.ts';
import { ownCodeFor, readLocale } from './locale-spelling.ts';

// The checks of `.locale/config.json`'s text, apart from `loadConfig` (config.ts), which imports this
// module only when the repository has a config: it holds the one zod schema a plain run would build.

const KNOWN_FIELDS = ['$schema', 'files', 'outputDir', 'paths', 'sourceLocale'];

/** What each field holds, for the message of a field with the wrong type. */
const FIELD_EXAMPLES = new Map([
  ['$schema', 'a URL string'],
  ['outputDir', 'a folder, e.g. "outputDir": "locales"'],
  ['paths', 'locale → file, e.g. "paths": {"de": "locales/de.json"}'],
  ['sourceLocale', 'a locale code, e.g. "sourceLocale": "en"'],
  ['(root)', 'an object, e.g. {"files": [{"source": "locales/{locale}.json"}]}'],
]);

/** The config's shape; built the first time a config is read, since most repositories have none. */
function buildConfigSchema() {
  usePlainParsers();
  return z.looseObject({
    $schema: z.string().optional(),
    outputDir: z.string().min(1, 'must not be empty').optional(),
    paths: z.record(z.string(), z.string().min(1, 'must not be empty')).optional(),
    sourceLocale: z.string().optional(),
    files: z.unknown().optional(),
  });
}
let configSchema: ReturnType<typeof buildConfigSchema> | undefined;

/** "did you mean" the known field closest to a mistyped one, else the list of known fields. */
export function suggestField(field: string): string {
  const known = KNOWN_FIELDS.filter((name) => !name.startsWith('$'));
  // A third of the name may be wrong (ouputDir, outputdir, outDir is too far): closer guesses mislead.
  const best = closest(field, known);
  return best === undefined ? `known fields: ${known.join(', ')}` : `did you mean "${best}"?`;
}

/** Validates the text of `.locale/config.json`. */
export function parseConfig(text: string, logger: Logger): SyncConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    const line = lineOfJsonError(text, err);
    throw new SyncError(`${CONFIG_PATH} is not valid JSON: ${(err as Error).message}`, {
      file: CONFIG_PATH,
      ...(line !== undefined && { line }),
    });
  }
  configSchema ??= buildConfigSchema();
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
    throw new SyncError(
      `${CONFIG_PATH}: field "${field}" ${issue?.message ?? 'is invalid'} (expected ${FIELD_EXAMPLES.get(field.split('.')[0] ?? '') ?? FIELD_EXAMPLES.get('(root)')})`,
      { file: CONFIG_PATH },
    );
  }
  const data = parsed.data;
  if (data.files !== undefined && data.paths !== undefined) {
    throw new SyncError(
      `${CONFIG_PATH}: fields "files" and "paths" both say where the translation files are; keep one: "files" (several files per locale, patterns) or "paths" (one file per locale)`,
      { file: CONFIG_PATH },
    );
  }
  if (data.files !== undefined && data.outputDir !== undefined) {
    throw new SyncError(
      `${CONFIG_PATH}: field "outputDir" has no effect with "files" (each entry's "translation" says where new files go); remove "outputDir"`,
      { file: CONFIG_PATH },
    );
  }
  const files = data.files === undefined ? undefined : parseFilesEntries(data.files);
  for (const field of Object.keys(data)) {
    if (!KNOWN_FIELDS.includes(field)) {
      logger.warning(`${CONFIG_PATH}: unknown field "${field}" is ignored (${suggestField(field)})`, {
        file: CONFIG_PATH,
      });
    }
  }
  const outputDir =
    data.outputDir === undefined ? DEFAULT_OUTPUT_DIR : normalizeConfigPath(data.outputDir, 'outputDir');
  const paths = new Map<string, string>();
  const spelledAs = new Map<string, string>();
  for (const [code, value] of Object.entries(data.paths ?? {})) {
    const locale = normalizeLocale(code);
    if (locale === undefined) {
      throw new SyncError(
        `${CONFIG_PATH}: field "paths.${code}" is not keyed by a locale code (expected e.g. "de", "pt-BR")`,
        { file: CONFIG_PATH },
      );
    }
    const earlier = spelledAs.get(locale);
    if (earlier !== undefined) {
      // A legacy code (`mo`) is its own file: another key keeps it apart from the code it folds into.
      const legacy = [code, earlier].find((c) => (readLocale(c) ?? locale) !== locale);
      const apart =
        legacy === undefined
          ? ''
          : ` on the service, which reads "${legacy}" as "${locale}"; keep one, or key ${legacy}'s file by a code the service keeps apart (e.g. "paths.${ownCodeFor(legacy)}", or one with a region)`;
      throw new SyncError(
        `${CONFIG_PATH}: fields "paths.${earlier}" and "paths.${code}" are the same locale (${locale})${apart || '; keep one'}`,
        { file: CONFIG_PATH },
      );
    }
    spelledAs.set(locale, code);
    const file = normalizeConfigPath(value, `paths.${code}`);
    const ext = path.posix.extname(file);
    if (syncFormatForExtension(ext) !== undefined && !wireFormatForExtension(ext)) {
      throw new SyncError(
        `${CONFIG_PATH}: field "paths.${code}" names "${value}", a file that holds every locale; "paths" maps one file per locale: name it once in "files" instead ({"files": [{"source": "${value}"}]})`,
        { file: CONFIG_PATH },
      );
    }
    if (!wireFormatForExtension(ext)) {
      throw new SyncError(
        `${CONFIG_PATH}: field "paths.${code}" names "${value}", whose extension is not a known format (known: ${wireExtensions().join(', ')})`,
        { file: CONFIG_PATH },
      );
    }
    paths.set(locale, file);
  }
  const owners = new Map<string, string>();
  for (const [locale, file] of paths) {
    const other = owners.get(file);
    if (other !== undefined) {
      throw new SyncError(`${CONFIG_PATH}: locales ${other} and ${locale} both map to "${file}"`, {
        file: CONFIG_PATH,
      });
    }
    owners.set(file, locale);
  }
  let sourceLocale: string | undefined;
  if (data.sourceLocale !== undefined) {
    sourceLocale = normalizeLocale(data.sourceLocale);
    if (sourceLocale === undefined) {
      throw new SyncError(
        `${CONFIG_PATH}: field "sourceLocale" is not a locale code (expected e.g. "en", got "${data.sourceLocale}")`,
        { file: CONFIG_PATH },
      );
    }
  }
  return {
    present: true,
    outputDir,
    outputDirSet: data.outputDir !== undefined,
    paths,
    ...(sourceLocale !== undefined && { sourceLocale }),
    ...(files !== undefined && { files }),
  };
}

/**
 * Checks a path from the config: relative to the repository, `/` separators, not escaping it.
 * Returns it normalised (`./locales/` → `locales`).
 */
function normalizeConfigPath(value: string, field: string): string {
  const fail = (why: string) =>
    new SyncError(`${CONFIG_PATH}: field "${field}" ${why} (got "${value}")`, { file: CONFIG_PATH });
  if (value.includes('\0')) throw fail('contains a NUL character');
  if (value.includes('\\')) throw fail('must use "/" as the separator, not "\\"');
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value) || path.isAbsolute(value)) {
    throw fail('must be a path relative to the repository root, not an absolute path');
  }
  const normalized = path.posix.normalize(value).replace(/\/+$/, '');
  if (normalized === '..' || normalized.startsWith('../')) throw fail('escapes the repository');
  return normalized === '' ? '.' : normalized;
}

function lineOfJsonError(text: string, err: unknown): number | undefined {
  const message = err instanceof Error ? err.message : '';
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (!position) return undefined;
  return text.slice(0, Number(position[1])).split('\n').length;
}
