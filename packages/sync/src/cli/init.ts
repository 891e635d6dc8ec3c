import { lstat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { CONFIG_PATH, loadConfig } from '../repository/config.ts';
import { listHeldLocales } from '../repository/discover-held.ts';
import { configFor, discoverRepository, logDiscovery, renderConfig } from '../repository/discover-report.ts';
import { realRoot, resolveInside } from '../repository/paths.ts';
import { writeAtomically } from '../repository/safe-write.ts';

/** What `locale-sync init` was asked. */
export interface InitArgs {
  root: string;
  sourceLocale?: string;
  write: boolean;
  force: boolean;
}

/**
 * `locale-sync init`: discovers the repository's layouts and returns the `.locale/config.json` that
 * describes them; with `write`, writes it, refusing to replace an existing one without `force`.
 */
export async function runInit(args: InitArgs, logger: Logger): Promise<{ config: string; written?: string }> {
  const rootReal = await realRoot(args.root);
  const target = await resolveInside(rootReal, CONFIG_PATH, 'write');
  const exists = await lstat(target).then(
    () => true,
    () => false,
  );
  if (args.write && exists && !args.force) {
    throw new SyncError(
      `${CONFIG_PATH} exists already; nothing was written (run "locale-sync init" to print the configuration and compare, or add --force to replace the file)`,
      { file: CONFIG_PATH },
    );
  }
  // The existing file's source locale is the team's word; its paths and files are what init replaces.
  let sourceLocale = args.sourceLocale;
  if (sourceLocale === undefined && exists) {
    sourceLocale = await loadConfig(rootReal, logger).then(
      (config) => config.sourceLocale,
      (err: unknown) => {
        logger.warning(`${CONFIG_PATH} is not used: ${(err as Error).message}`, { file: CONFIG_PATH });
        return undefined;
      },
    );
  }
  const discovery = await discoverRepository(
    rootReal,
    sourceLocale === undefined ? {} : { sourceLocale },
    logger,
  );
  await listHeldLocales(discovery, rootReal, logger);
  logDiscovery(discovery, logger, { withConfig: false, report: true });
  if (discovery.files.length === 0) {
    throw new SyncError(
      `no translation files found that locale-sync reads; nothing was written (write ${CONFIG_PATH} by hand, see docs/actions.md)`,
    );
  }
  const config = renderConfig(configFor(discovery));
  if (!args.write) return { config };
  await mkdir(path.dirname(target), { recursive: true });
  await writeAtomically(target, config);
  return { config, written: CONFIG_PATH };
}
