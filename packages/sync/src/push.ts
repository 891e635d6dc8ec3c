import { readFile } from 'node:fs/promises';
import { type Entries, FormatError, getFormat } from '@locale-sync/formats';
import type { Format, PushFile, PushResponse, PushSource } from '@locale-sync/protocol';
import type { SyncApi } from './api.ts';
import { CONFIG_PATH, loadConfig, type SyncConfig } from './config.ts';
import { DISCOVERY_DIRS } from './discovery.ts';
import { SyncError } from './errors.ts';
import { resolvePushFiles } from './layout.ts';
import type { Logger } from './logger.ts';
import { realRoot, resolveInside } from './paths.ts';
import { type LocaleChange, type PhaseHook, runDirectly } from './plan.ts';
import { checkPushFiles, DEFAULT_SOURCE_LOCALE, type ProblemCounts } from './push-checks.ts';

/** A translation file read and checked, ready to send. */
export interface CollectedFile extends PushFile {
  locale: string;
  format: Format;
  /** Keys in the file. */
  keys: number;
  /** The file's texts, as parsed. */
  entries: Entries;
}

/** What a push did (or, in a dry run, would do). */
export interface PushResult {
  dryRun: boolean;
  files: CollectedFile[];
  response: PushResponse;
  /** The server's plan per locale, with each locale's file path. */
  changes: LocaleChange[];
}

/**
 * Reads every translation file of the repository (the config's `paths`, or discovery) and checks that
 * each parses. Every broken file is logged as an error on its file and line, then the push fails before
 * anything is sent.
 */
export async function collectPushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
): Promise<CollectedFile[]> {
  const rootReal = await realRoot(root);
  const found = await resolvePushFiles(rootReal, config, logger);
  if (found.length === 0) {
    throw new SyncError(
      `no translation files found: looked for files named <locale>.<extension> (json, yml, po, xlf, arb, properties, strings, xml) in ${DISCOVERY_DIRS.map((d) => `${d}/`).join(', ')} below ${root}; name files like locales/de.json, or list them under "paths" in ${CONFIG_PATH}`,
    );
  }
  const files: CollectedFile[] = [];
  let broken = 0;
  for (const file of found) {
    let content: string;
    try {
      const absolute = await resolveInside(rootReal, file.path, 'read');
      content = await readFile(absolute, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new SyncError(`${file.path} (locale ${file.locale}, from ${CONFIG_PATH}) does not exist`, {
          file: CONFIG_PATH,
        });
      }
      throw err;
    }
    let entries: Entries;
    try {
      entries = getFormat(file.format).parse(content, {
        path: file.path,
        warn: (w) =>
          logger.warning(`${file.path}: ${w.message}`, {
            file: file.path,
            ...(w.line !== undefined && { line: w.line }),
          }),
      });
    } catch (err) {
      if (!(err instanceof FormatError)) throw err;
      broken++;
      logger.error(`${file.path}: ${err.message}`, {
        file: file.path,
        ...(err.line !== undefined && { line: err.line }),
      });
      continue;
    }
    const keys = entries.size;
    logger.info(`${file.path}: locale ${file.locale}, ${keys} key${keys === 1 ? '' : 's'}`);
    files.push({ locale: file.locale, path: file.path, format: file.format, content, keys, entries });
  }
  if (broken > 0) {
    throw new SyncError(
      `${broken} translation file${broken === 1 ? '' : 's'} could not be read (see the errors above); nothing was sent. Fix the file${broken === 1 ? '' : 's'} and run again`,
    );
  }
  return files;
}

/** Sends one signed push of `files` and maps the server's per-locale plan to changes. */
export async function sendPush(
  client: SyncApi,
  files: readonly CollectedFile[],
  options: { source?: PushSource; dryRun: boolean; logger?: Logger; problems?: ProblemCounts },
): Promise<PushResult> {
  const wire: PushFile[] = files.map(({ locale, path, format, content }) => ({
    locale,
    path,
    format,
    content,
  }));
  const response = await client.push(wire, {
    ...(options.source !== undefined && { source: options.source }),
    ...(options.dryRun && { dryRun: true }),
  });
  const pathOf = new Map(files.map((f) => [f.locale, f.path]));
  const changes: LocaleChange[] = response.plan.map((plan) => {
    const path = pathOf.get(plan.locale);
    const problems = path === undefined ? undefined : options.problems?.get(path);
    return {
      locale: plan.locale,
      ...(path !== undefined && { path }),
      created: plan.created,
      updated: plan.updated,
      obsolete: plan.obsolete,
      kept: plan.kept,
      ignored: plan.ignored,
      unchanged: plan.unchanged,
      ...(problems !== undefined && { problems }),
    };
  });
  for (const change of changes) {
    const ignored = change.ignored ?? [];
    if (ignored.length === 0) continue;
    // Keys the source locale lacks are dropped by the service: usually a typo or a key removed from
    // the source but left behind in a translation.
    const shown =
      ignored.slice(0, 10).join(', ') + (ignored.length > 10 ? `, … (${ignored.length - 10} more)` : '');
    options.logger?.warning(
      `${change.path ?? change.locale}: ${ignored.length} key${ignored.length === 1 ? ' is' : 's are'} not in the source locale and ${ignored.length === 1 ? 'was' : 'were'} not stored: ${shown}`,
      change.path !== undefined ? { file: change.path } : {},
    );
  }
  return { dryRun: options.dryRun, files: [...files], response, changes };
}

/**
 * The source locale push checks use: the setting (`source-locale`, `--source-locale`), else the
 * config's `sourceLocale`, else `en`.
 */
export function pushSourceLocale(setting: string | undefined, config: SyncConfig): string {
  return setting ?? config.sourceLocale ?? DEFAULT_SOURCE_LOCALE;
}

/** The phases of a push, in order, as the actions' log groups name them. */
export const PUSH_PHASES = {
  read: 'Read and check translation files',
  push: 'Push',
  dryRun: 'Push (dry run)',
} as const;

/** The whole push: config, files, checks, one signed request; each phase through `phase`. */
export async function runPush(args: {
  root: string;
  client: SyncApi;
  logger: Logger;
  dryRun: boolean;
  source?: PushSource;
  /** Undefined: the config's `sourceLocale`, else `en`. */
  sourceLocale?: string;
  strict?: boolean;
  /** How each phase is shown (a log group, progress); default: just run it. */
  phase?: PhaseHook;
}): Promise<PushResult> {
  const phase = args.phase ?? runDirectly;
  const { files, problems } = await phase(PUSH_PHASES.read, async () => {
    const config = await loadConfig(args.root, args.logger);
    const collected = await collectPushFiles(args.root, config, args.logger);
    const counts = checkPushFiles(collected, {
      sourceLocale: pushSourceLocale(args.sourceLocale, config),
      strict: args.strict ?? false,
      logger: args.logger,
    });
    return { files: collected, problems: counts };
  });
  return phase(args.dryRun ? PUSH_PHASES.dryRun : PUSH_PHASES.push, () => {
    args.logger.info(`sending ${files.length} file${files.length === 1 ? '' : 's'}`);
    return sendPush(args.client, files, {
      dryRun: args.dryRun,
      logger: args.logger,
      problems,
      ...(args.source !== undefined && { source: args.source }),
    });
  });
}
