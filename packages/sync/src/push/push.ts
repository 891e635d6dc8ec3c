import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Entries, FormatError, getFormat, serializeJson } from '@locale-sync/formats/core';
import {
  type Format,
  type LocalePlan,
  normalizeLocale,
  type PushFile,
  type PushResponse,
  type PushSource,
} from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import { checkPushFiles, DEFAULT_SOURCE_LOCALE, type ProblemCounts } from '../checks/push-checks.ts';
import { problemKey } from '../checks/translations.ts';
import { unknownLocales } from '../describe-error.ts';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { type PhaseHook, runDirectly } from '../phases.ts';
import { describeOrphan, type LocaleChange, type OrphanResource } from '../report/plan.ts';
import { CONFIG_PATH, loadConfig, type SyncConfig } from '../repository/config.ts';
import { DISCOVERY_DIRS, type MultiLocaleFormat } from '../repository/discovery.ts';
import { heldLocales } from '../repository/held-locales.ts';
import { type LayoutFile, resolvePushFiles } from '../repository/layout.ts';
import { wireLocale } from '../repository/locale-spelling.ts';
import { realRoot, resolveInside } from '../repository/paths.ts';
import { selectPushFiles, UNCHANGED_NOTE } from './state.ts';

/**
 * The file a locale's texts were read from when that file holds every locale (an Xcode String
 * Catalog): the locale is sent as flat JSON, and the checks read the file's own format and lines.
 */
export interface PartOf {
  format: MultiLocaleFormat;
  /** The whole file's text. */
  text: string;
}

/** A translation file read and checked, ready to send. */
export interface CollectedFile extends PushFile {
  locale: string;
  format: Format;
  /** The file's resource (its source file's path) when the layout has several source files. */
  resource?: string;
  /** Keys in the file. */
  keys: number;
  /** The file's texts, as parsed. */
  entries: Entries;
  /** Set when these texts are one locale of a file holding every locale. */
  partOf?: PartOf;
}

/**
 * A translation file as read from the repository, with the SHA-256 (hex) of the content a push
 * sends; not parsed yet. A file holding every locale is read as one such file per locale.
 */
export interface ReadFile extends Omit<LayoutFile, 'format' | 'holdsEveryLocale'> {
  format: Format;
  content: string;
  sha256: string;
  /** Set when the content is one locale of a file holding every locale. */
  partOf?: PartOf;
}

/** A file the service already holds at the same hash: not sent. */
export interface UnchangedFile {
  locale: string;
  path: string;
  /** Its resource, when the layout has several source files. */
  resource?: string;
  /** Keys the file had when it was pushed. */
  keys: number;
}

/** What a push did (or, in a dry run, would do). */
export interface PushResult {
  dryRun: boolean;
  /** The files sent. */
  files: CollectedFile[];
  /** The files not sent because the service already holds them (changed-only push). */
  unchangedFiles: UnchangedFile[];
  /**
   * The server's answer, with the files not sent added as unchanged (`files`, `locales`, `plan` and
   * `keys.unchanged` cover every file of the repository).
   */
  response: PushResponse;
  /** The server's plan per locale, with each locale's file path. */
  changes: LocaleChange[];
  /** Resources the service holds that no source file of the repository stands for (never deleted). */
  orphanResources: OrphanResource[];
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
  options: { sourceLocale?: string } = {},
): Promise<CollectedFile[]> {
  return parsePushFiles(
    await readPushFiles(root, config, logger, options),
    logger,
    options.sourceLocale ?? pushSourceLocale(undefined, config),
  );
}

/** Reads every translation file of the repository and hashes its bytes; nothing is parsed yet. */
export async function readPushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
  options: { sourceLocale?: string } = {},
): Promise<ReadFile[]> {
  const rootReal = await realRoot(root);
  const found = await resolvePushFiles(rootReal, config, logger, options);
  if (found.length === 0 && config.files !== undefined) {
    throw new SyncError(
      `no translation files found: the "files" entries of ${CONFIG_PATH} match no file below ${root} (see the warnings above)`,
      { file: CONFIG_PATH },
    );
  }
  if (found.length === 0) {
    throw new SyncError(
      `no translation files found: looked for files named <locale>.<extension> (json, yml, po, xlf, arb, properties, strings, xml) in ${DISCOVERY_DIRS.map((d) => `${d}/`).join(', ')} below ${root}; name files like locales/de.json, or list them under "paths" in ${CONFIG_PATH}`,
    );
  }
  const sourceLocale = options.sourceLocale ?? pushSourceLocale(undefined, config);
  const read = await Promise.all(
    found.map(async (file): Promise<ReadFile[]> => {
      let bytes: Buffer;
      try {
        bytes = await readFile(await resolveInside(rootReal, file.path, 'read'));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new SyncError(`${file.path} (locale ${file.locale}, from ${CONFIG_PATH}) does not exist`, {
            file: CONFIG_PATH,
          });
        }
        throw err;
      }
      if (file.holdsEveryLocale !== undefined) {
        return splitLocales(file, bytes.toString('utf8'), sourceLocale, logger);
      }
      // The hash is of the bytes; the service hashes the UTF-8 of the content it receives, the same
      // bytes for every UTF-8 file (a file that is not UTF-8 only never matches, and is always sent).
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return [{ ...file, format: file.format as Format, content: bytes.toString('utf8'), sha256 }];
    }),
  );
  return read.flat();
}

/**
 * One file per locale of a file holding every locale: the source first, then by locale. Each is the
 * locale's texts as flat JSON (it carries any key and text unchanged), so that the changed-only push
 * sees each locale's own hash. A translation with no text yet is not sent. The file's source locale
 * must be the run's; a file the format refuses stops the push, naming its line.
 */
function splitLocales(file: LayoutFile, text: string, sourceLocale: string, logger: Logger): ReadFile[] {
  const format = getFormat(file.format);
  let byLocale: Map<string, Entries>;
  try {
    byLocale = (format.parseLocales as NonNullable<typeof format.parseLocales>)(text, {
      path: file.path,
      warn: (w) =>
        logger.warning(`${file.path}: ${w.message}`, {
          file: file.path,
          ...(w.line !== undefined && { line: w.line }),
        }),
    });
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    logger.error(`${file.path}: ${err.message}`, {
      file: file.path,
      ...(err.line !== undefined && { line: err.line }),
    });
    throw new SyncError(
      `${file.path} could not be read (see the error above); nothing was sent. Fix the file and run again`,
    );
  }
  const held = heldLocales(byLocale, file.holdsEveryLocale ?? {}, file.path, logger);
  const [first] = held.values();
  const source = wireLocale(sourceLocale);
  if (first === undefined || first.locale !== source) {
    throw new SyncError(
      `${file.path}: its source language is "${[...byLocale.keys()][0]}", but the source locale of this push is ${source}; set "sourceLocale" in ${CONFIG_PATH} (or the source-locale input, --source-locale) to it, or map it with "localeMap" in the files entry`,
      { file: file.path },
    );
  }
  const partOf: PartOf = { format: file.format as MultiLocaleFormat, text };
  const out: ReadFile[] = [];
  const ordered = [first, ...[...held.values()].slice(1).sort((a, b) => (a.locale < b.locale ? -1 : 1))];
  for (const { locale, entries } of ordered) {
    if (locale !== source && entries.size === 0) {
      logger.debug(`${file.path}: locale ${locale} has no texts yet; not sent`);
      continue;
    }
    const content = entries.size === 0 ? '{}\n' : serializeJson(entries, { structure: 'flat' });
    out.push({
      locale,
      path: file.path,
      format: 'json',
      ...(file.resource !== undefined && { resource: file.resource }),
      content,
      sha256: createHash('sha256').update(content, 'utf8').digest('hex'),
      partOf,
    });
  }
  return out;
}

/**
 * Parses read files, in order; the file of `sourceLocale` is read as the source (a gettext source
 * catalog's empty msgstr is its msgid). Every broken file is logged as an error on its file and
 * line, then this throws: nothing is sent.
 */
export function parsePushFiles(
  read: readonly ReadFile[],
  logger: Logger,
  sourceLocale: string,
): CollectedFile[] {
  const files: CollectedFile[] = [];
  let broken = 0;
  for (const file of read) {
    let entries: Entries;
    try {
      entries = getFormat(file.format).parse(file.content, {
        path: file.path,
        locale: file.locale,
        source: normalizeLocale(file.locale) === normalizeLocale(sourceLocale),
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
    files.push({
      locale: file.locale,
      path: file.path,
      format: file.format,
      ...(file.resource !== undefined && { resource: file.resource }),
      content: file.content,
      keys,
      entries,
      ...(file.partOf !== undefined && { partOf: file.partOf }),
    });
  }
  if (broken > 0) {
    throw new SyncError(
      `${broken} translation file${broken === 1 ? '' : 's'} could not be read (see the errors above); nothing was sent. Fix the file${broken === 1 ? '' : 's'} and run again`,
    );
  }
  return files;
}

/** Identifies a file of a push by its locale and resource (absent or `''`: the default resource). */
export function fileKey(locale: string, resource: string | undefined): string {
  return JSON.stringify([resource ?? '', normalizeLocale(locale) ?? locale]);
}

/** Sends one signed push of `files` and maps the server's per-locale plan to changes. */
export async function sendPush(
  client: SyncApi,
  files: readonly CollectedFile[],
  options: { source?: PushSource; dryRun: boolean; logger?: Logger; problems?: ProblemCounts },
): Promise<PushResult> {
  const wire: PushFile[] = files.map(({ locale, path, format, content, resource }) => ({
    locale,
    path,
    format,
    content,
    ...(resource !== undefined && { resource }),
  }));
  const response = await client
    .push(wire, {
      ...(options.source !== undefined && { source: options.source }),
      ...(options.dryRun && { dryRun: true }),
    })
    .catch((err: unknown) => {
      const unknown = unknownLocales(err);
      throw unknown === undefined ? err : unknownLocaleError(unknown, files);
    });
  const fileOf = new Map(files.map((f) => [fileKey(f.locale, f.resource), f]));
  const changes: LocaleChange[] = response.plan.map((plan) => {
    const file = fileOf.get(fileKey(plan.locale, plan.resource));
    const path = file?.path;
    const problems =
      file === undefined
        ? undefined
        : options.problems?.get(problemKey(file.path, file.partOf && file.locale));
    return {
      locale: plan.locale,
      ...(plan.resource !== undefined && plan.resource !== '' && { resource: plan.resource }),
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
  return {
    dryRun: options.dryRun,
    files: [...files],
    unchangedFiles: [],
    response,
    changes,
    orphanResources: [],
  };
}

/**
 * The service refused a push for locales its project lacks: which files hold them, and the two ways
 * out (add the locales to the project, or keep those files out of the push).
 */
function unknownLocaleError(
  unknown: { unknownLocales: string[]; supportedLocales: string[] },
  files: readonly CollectedFile[],
): SyncError {
  // A server before the fix named a locale once per file holding it (several resources).
  const unknownLocales = [...new Set(unknown.unknownLocales)];
  const held = unknownLocales.map((locale) => {
    const paths = files.filter((f) => f.locale === locale).map((f) => f.path);
    return paths.length > 0 ? `${locale} (${paths.join(', ')})` : locale;
  });
  const many = unknownLocales.length > 1;
  const all = [...unknown.supportedLocales, ...unknownLocales].join(',');
  const unknownFiles = files.filter((f) => unknownLocales.includes(f.locale));
  const paths = unknownFiles.map((f) => f.path);
  // A file holding every locale is pushed with all of them: the project needs each one it holds.
  const keepOut = unknownFiles.some((f) => f.partOf !== undefined)
    ? `; ${[...new Set(unknownFiles.filter((f) => f.partOf !== undefined).map((f) => f.path))].join(', ')} holds every locale, and each one it holds is pushed`
    : `, or keep ${paths.length > 1 || many ? 'those files' : 'the file'} out of the push (list the files to push under "paths" in ${CONFIG_PATH})`;
  return new SyncError(
    `the project has no locale${many ? 's' : ''} ${held.join(', ')}: its locales are ${unknown.supportedLocales.join(', ')}; nothing was sent. Add ${many ? 'them' : 'it'} to the project on the server (locale-sync-server project update --key <project-key> --locales ${all})${keepOut}`,
  );
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

/**
 * The whole push: config, files, checks, one signed request; each phase through `phase`. Files the
 * service already holds at the same hash are not parsed, checked or sent (state.ts), and are
 * reported as unchanged.
 */
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
  let localResources = new Set<string>();
  const { selection, problems } = await phase(PUSH_PHASES.read, async () => {
    const config = await loadConfig(args.root, args.logger);
    const sourceLocale = pushSourceLocale(args.sourceLocale, config);
    const read = await readPushFiles(args.root, config, args.logger, { sourceLocale });
    localResources = new Set(read.map((f) => f.resource ?? ''));
    const selected = await selectPushFiles(args.client, read, {
      checkSourceLocale: sourceLocale,
      logger: args.logger,
    });
    const counts = checkPushFiles(selected.check, {
      sourceLocale,
      strict: args.strict ?? false,
      logger: args.logger,
      references: selected.references,
    });
    return { selection: selected, problems: counts };
  });
  return phase(args.dryRun ? PUSH_PHASES.dryRun : PUSH_PHASES.push, async () => {
    const { send, unchanged } = selection;
    const skipped =
      unchanged.length === 0
        ? ''
        : `; ${unchanged.length} file${unchanged.length === 1 ? ' is' : 's are'} unchanged since the last push and not sent`;
    args.logger.info(`sending ${send.length} file${send.length === 1 ? '' : 's'}${skipped}`);
    const sent =
      send.length > 0
        ? await sendPush(args.client, send, {
            dryRun: args.dryRun,
            logger: args.logger,
            problems,
            ...(args.source !== undefined && { source: args.source }),
          })
        : nothingSent(args.dryRun);
    return reportOrphans(withUnchanged(sent, unchanged), localResources, args.logger);
  });
}

/**
 * Names the resources the service holds that no source file of the repository stands for: a warning
 * each, and the list in the result for the job summary. Nothing is deleted.
 */
function reportOrphans(result: PushResult, local: ReadonlySet<string>, logger: Logger): PushResult {
  const orphans: OrphanResource[] = (result.response.resources ?? [])
    .filter((r) => !local.has(r.resource) && !(r.resource === '' && r.keys === 0))
    .map((r) => ({ resource: r.resource, keys: r.keys }));
  for (const orphan of orphans) logger.warning(describeOrphan(orphan));
  return { ...result, orphanResources: orphans };
}

/** The result of a push that had nothing to send. */
function nothingSent(dryRun: boolean): PushResult {
  const keys = { created: 0, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 };
  return {
    dryRun,
    files: [],
    unchangedFiles: [],
    response: { dryRun, files: 0, locales: [], keys, plan: [] },
    changes: [],
    orphanResources: [],
  };
}

/** Adds the files not sent to a push's result, as unchanged: the result covers every file. */
function withUnchanged(result: PushResult, unchanged: readonly UnchangedFile[]): PushResult {
  if (unchanged.length === 0) return result;
  const plans: LocalePlan[] = unchanged.map((f) => ({
    locale: f.locale,
    ...(f.resource !== undefined && { resource: f.resource }),
    created: [],
    updated: [],
    obsolete: [],
    kept: [],
    ignored: [],
    unchanged: f.keys,
  }));
  const { response } = result;
  return {
    ...result,
    unchangedFiles: [...unchanged],
    response: {
      ...response,
      files: response.files + unchanged.length,
      locales: [...response.locales, ...unchanged.map((f) => f.locale)],
      keys: {
        ...response.keys,
        unchanged: response.keys.unchanged + unchanged.reduce((n, f) => n + f.keys, 0),
      },
      plan: [...response.plan, ...plans],
    },
    changes: [
      ...result.changes,
      ...unchanged.map((f) => ({
        locale: f.locale,
        ...(f.resource !== undefined && { resource: f.resource }),
        path: f.path,
        created: [],
        updated: [],
        obsolete: [],
        unchanged: f.keys,
        note: UNCHANGED_NOTE,
      })),
    ],
  };
}
