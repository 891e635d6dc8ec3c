import type { LocalePlan, PushFile, PushSource } from '@locale-sync/protocol';
import type { PushAnswer, PushFileBytes, PushFileSource, SyncApi } from '../api.ts';
import type { ProblemCounts } from '../checks/push-checks.ts';
import { problemKey } from '../checks/translations.ts';
import { unknownLocales } from '../describe-error.ts';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { type PhaseHook, runDirectly } from '../phases.ts';
import {
  describeOrphan,
  describeRename,
  type LocaleChange,
  MAX_KEYS_LISTED,
  type OrphanResource,
} from '../report/plan.ts';
import { CONFIG_PATH, loadConfig, type SyncConfig } from '../repository/config.ts';
import { checkOneByOne, type PushedFile, type UnchangedFile } from './collect.ts';
import { type KeptBytes, readPushFiles, readToSend } from './read.ts';
import { fileKey, planPush, UNCHANGED_NOTE } from './state.ts';

/** What a push did (or, in a dry run, would do). */
export interface PushResult {
  dryRun: boolean;
  /** The files sent. */
  files: PushedFile[];
  /** The files not sent because the service already holds them (changed-only push). */
  unchangedFiles: UnchangedFile[];
  /**
   * The server's answer, with the files not sent added as unchanged (`files`, `locales`, `plan` and
   * `keys.unchanged` cover every file of the repository). With `listKeys`, each locale's key lists
   * hold their first keys and `counts` says how many there are; `keys` holds the totals.
   */
  response: PushAnswer;
  /** The server's plan per locale, with each locale's file path. */
  changes: LocaleChange[];
  /** Resources the service holds that no source file of the repository stands for (never deleted). */
  orphanResources: OrphanResource[];
}

/**
 * Sends one signed push of `files` and maps the server's per-locale plan to changes. Each file's
 * bytes kept from the hashing read are sent and let go as the body gets to them; a file past the
 * budget is read again then (see `readToSend`), and one changed or removed since it was checked cuts
 * the body off (the server stores nothing) and fails the push, naming the file.
 */
async function sendPush(
  client: SyncApi,
  rootReal: string,
  kept: KeptBytes,
  files: readonly PushedFile[],
  options: {
    source?: PushSource;
    dryRun: boolean;
    logger?: Logger;
    problems?: ProblemCounts;
    listKeys?: number | undefined;
    listKeysTotal?: number | undefined;
  },
): Promise<PushResult> {
  const pushOptions = {
    ...(options.source !== undefined && { source: options.source }),
    ...(options.dryRun && { dryRun: true }),
  };
  const source = pushFileSource(rootReal, kept, files);
  const response: PushAnswer = await (client.pushStream !== undefined
    ? client.pushStream(source, {
        ...pushOptions,
        listKeys: options.listKeys,
        listKeysTotal: options.listKeysTotal,
      })
    : readAll(source).then((wire) => client.push(wire, pushOptions))
  ).catch((err: unknown) => {
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
      ...(plan.counts !== undefined && { counts: plan.counts }),
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
 * The files of a push as its body reads them: one at a time, each taken from the kept bytes (or
 * read again from the repository past their budget).
 */
function pushFileSource(rootReal: string, kept: KeptBytes, files: readonly PushedFile[]): PushFileSource {
  return {
    contentBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    async *files() {
      // Each file is taken in a call of its own: this generator, suspended while the body writes the
      // file and reads the next, then holds no file's bytes (held, they were promoted by the
      // collections that ran meanwhile, and two files' bytes were alive while the next was read).
      for (const file of files) yield await toSend(rootReal, kept, file);
    },
  };
}

async function toSend(rootReal: string, kept: KeptBytes, file: PushedFile): Promise<PushFileBytes> {
  const { locale, path, format, resource } = file;
  const bytes = await readToSend(rootReal, file, kept);
  return { locale, path, format, bytes, ...(resource !== undefined && { resource }) };
}

/** Every file of a source, as the content strings `SyncApi.push` takes (a client without pushStream). */
async function readAll(source: PushFileSource): Promise<PushFile[]> {
  const files: PushFile[] = [];
  for await (const file of source.files()) {
    if (!('bytes' in file)) {
      files.push(file);
      continue;
    }
    const { bytes, resource, ...rest } = file;
    const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    files.push({ ...rest, content, ...(resource !== undefined && { resource }) });
  }
  return files;
}

/**
 * The service refused a push for locales its project lacks: which files hold them, and the two ways
 * out (add the locales to the project, or keep those files out of the push).
 */
function unknownLocaleError(
  unknown: { unknownLocales: string[]; supportedLocales: string[] },
  files: readonly PushedFile[],
): SyncError {
  // Named once each, whatever the service sends (one per file before it deduplicated them).
  const locales = [...new Set(unknown.unknownLocales)];
  const held = locales.map((locale) => {
    const paths = files.filter((f) => f.locale === locale).map((f) => f.path);
    return paths.length > 0 ? `${locale} (${paths.join(', ')})` : locale;
  });
  const many = locales.length > 1;
  const all = [...unknown.supportedLocales, ...locales].join(',');
  const unknownFiles = files.filter((f) => locales.includes(f.locale));
  const paths = unknownFiles.map((f) => f.path);
  const those = paths.length > 1 || many ? 'those files' : 'the file';
  // A file holding every locale is pushed with all of them: the project needs each one it holds.
  // "paths" maps one file per locale: a layout of resources (several source files) leaves files out
  // with its entry's "ignore" instead.
  const keepOut = unknownFiles.some((f) => f.partOf !== undefined)
    ? `; ${[...new Set(unknownFiles.filter((f) => f.partOf !== undefined).map((f) => f.path))].join(', ')} holds every locale, and each one it holds is pushed`
    : unknownFiles.some((f) => f.resource !== undefined)
      ? `, or keep ${those} out of the push: list ${those === 'the file' ? 'it' : 'them'} under "ignore" in ${those === 'the file' ? 'its' : 'their'} entry of "files" in ${CONFIG_PATH} ("ignore": [${paths.map((p) => JSON.stringify(p)).join(', ')}])`
      : `, or keep ${those} out of the push (list the files to push under "paths" in ${CONFIG_PATH})`;
  return new SyncError(
    `the project has no locale${many ? 's' : ''} ${held.join(', ')}: its locales are ${unknown.supportedLocales.join(', ')}; nothing was sent. Add ${many ? 'them' : 'it'} to the project on the server (locale-sync-server project update --key <project-key> --locales ${all})${keepOut}`,
  );
}

/**
 * The source locale push checks use when it is set: the setting (`source-locale`, `--source-locale`),
 * else the config's `sourceLocale`; undefined when neither is (the push then takes discovery's, else
 * `en`, as pull does).
 */
export function pushSourceLocale(setting: string | undefined, config: SyncConfig): string | undefined {
  return setting ?? config.sourceLocale;
}

/** The phases of a push, in order, as the actions' log groups name them. */
export const PUSH_PHASES = {
  read: 'Read and check translation files',
  push: 'Push',
  dryRun: 'Push (dry run)',
} as const;

/**
 * The whole push: config, files, checks, one signed request; each phase through `phase`. Every file
 * is hashed first; files the service already holds at the same hash are not parsed, checked or sent
 * (state.ts), and are reported as unchanged. The others are parsed and checked one at a time and
 * let go (collect.ts), then sent one at a time as the request's body takes them: their bytes kept
 * from the hashing read, within a budget (`KEPT_BYTES`), else read again. A push never holds every
 * file's parsed text, only each resource's source file while the files are checked.
 */
export async function runPush(args: {
  root: string;
  client: SyncApi;
  logger: Logger;
  dryRun: boolean;
  source?: PushSource;
  /** Undefined: the config's `sourceLocale`, else the one discovery chose, else `en`. */
  sourceLocale?: string;
  strict?: boolean;
  /** How each phase is shown (a log group, progress); default: just run it. */
  phase?: PhaseHook;
  /**
   * Keys kept of each locale's created, updated and obsolete lists of the service's answer, the
   * rest counted (the actions' reports show MAX_KEYS_LISTED); undefined: every key (the CLI's
   * `--json` lists them all). A push of a million new strings is answered with a million names.
   */
  listKeys?: number;
  /** The budget of file bytes kept from the hashing read for the checks and the send (`KEPT_BYTES`). */
  keptBytes?: number;
}): Promise<PushResult> {
  const phase = args.phase ?? runDirectly;
  let localResources = new Set<string>();
  const { rootReal, kept, checked } = await phase(PUSH_PHASES.read, async () => {
    const config = await loadConfig(args.root, args.logger);
    const setLocale = pushSourceLocale(args.sourceLocale, config);
    const read = await readPushFiles(args.root, config, args.logger, {
      ...(setLocale !== undefined && { sourceLocale: setLocale }),
      ...(args.keptBytes !== undefined && { keptBytes: args.keptBytes }),
    });
    const { sourceLocale } = read;
    localResources = new Set(read.files.map((f) => f.resource ?? ''));
    const plan = await planPush(args.client, read.files, {
      checkSourceLocale: sourceLocale,
      logger: args.logger,
    });
    return {
      rootReal: read.rootReal,
      kept: read.kept,
      checked: await checkOneByOne({
        rootReal: read.rootReal,
        plan,
        kept: read.kept,
        checkSourceLocale: sourceLocale,
        strict: args.strict ?? false,
        icuQuotingOf: read.icuQuotingOf,
        logger: args.logger,
      }),
    };
  });
  return phase(args.dryRun ? PUSH_PHASES.dryRun : PUSH_PHASES.push, async () => {
    const { send, unchanged, problems } = checked;
    const skipped =
      unchanged.length === 0
        ? ''
        : `; ${unchanged.length} file${unchanged.length === 1 ? ' is' : 's are'} unchanged since the last push and not sent`;
    args.logger.info(`sending ${send.length} file${send.length === 1 ? '' : 's'}${skipped}`);
    const sent =
      send.length > 0
        ? await sendPush(args.client, rootReal, kept, send, {
            dryRun: args.dryRun,
            logger: args.logger,
            problems,
            listKeys: args.listKeys,
            ...(args.listKeys !== undefined && {
              listKeysTotal: listedInAll(args.listKeys, send, unchanged),
            }),
            ...(args.source !== undefined && { source: args.source }),
          })
        : nothingSent(args.dryRun);
    return reportOrphans(withUnchanged(sent, unchanged), localResources, args.logger);
  });
}

/**
 * The most keys of each kind a push's answer needs to list in all: the reports list at most
 * MAX_KEYS_LISTED per locale they name over the whole report (report/key-budget.ts), and each file
 * at most `listKeys`, so an answer of ten files per locale need hold no more keys than one of one
 * file per locale. The locales are counted as the repository spells them, the sent files' apart
 * from the unchanged files': the service may spell a sent file's locale otherwise in its answer, so
 * that one locale counts twice in a report; this bound is never below the reports'.
 */
function listedInAll(
  listKeys: number,
  send: readonly PushedFile[],
  unchanged: readonly UnchangedFile[],
): number {
  const locales = new Set(send.map((f) => f.locale)).size + new Set(unchanged.map((f) => f.locale)).size;
  return Math.max(listKeys, MAX_KEYS_LISTED) * locales;
}

/**
 * Logs a resource the service renamed first, and names the resources the service holds that no source
 * file of the repository stands for: a warning each, and the list in the result for the job summary.
 * Nothing is deleted.
 */
function reportOrphans(result: PushResult, local: ReadonlySet<string>, logger: Logger): PushResult {
  for (const rename of result.response.renamed ?? []) logger.info(describeRename(rename, result.dryRun));
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
