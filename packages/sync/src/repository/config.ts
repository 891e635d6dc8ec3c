import { readFile } from 'node:fs/promises';
import { SyncError, UnsafePathError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { FilesRule } from './files-config.ts';
import { realRoot, resolveInside } from './paths.ts';

/** Where the repository's sync settings live, relative to the root. */
export const CONFIG_PATH = '.locale/config.json';
/** Where pull writes when the config does not say otherwise (spec, section 1). */
export const DEFAULT_OUTPUT_DIR = 'locales';

/** The validated `.locale/config.json`. */
export interface SyncConfig {
  /** True when the file exists. */
  present: boolean;
  /** Repository-relative folder (with `/`) pull writes to; `.` for the root. */
  outputDir: string;
  /** True when the config names `outputDir` (else new files go next to the repository's files). */
  outputDirSet: boolean;
  /** Normalised locale → repository-relative file path (with `/`). */
  paths: Map<string, string>;
  /** The project's source locale, normalised, when the file names it: push checks translations against it. */
  sourceLocale?: string;
  /** The `files` entries, checked and compiled, when the config has them (never with `paths`). */
  files?: FilesRule[];
}

/** Reads and validates `.locale/config.json` below `root`; a missing file gives the defaults. */
export async function loadConfig(root: string, logger: Logger): Promise<SyncConfig> {
  let text: string;
  try {
    // Through the same checks as every file: a config linked to a file outside is not read.
    text = await readFile(await resolveInside(await realRoot(root), CONFIG_PATH, 'read'), 'utf8');
  } catch (err) {
    if (err instanceof UnsafePathError) throw err;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      logger.debug(`no ${CONFIG_PATH}; using the defaults (outputDir "${DEFAULT_OUTPUT_DIR}")`);
      return { present: false, outputDir: DEFAULT_OUTPUT_DIR, outputDirSet: false, paths: new Map() };
    }
    throw new SyncError(`${CONFIG_PATH} cannot be read: ${(err as Error).message}`, { file: CONFIG_PATH });
  }
  // zod and the config's checks are a chunk of their own, loaded only for a repository that has a
  // config: most runs have none, and an action's start then loads no zod at all.
  const { parseConfig } = await import('./config-parse.ts');
  return parseConfig(text, logger);
}
