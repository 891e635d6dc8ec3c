import { type Entries, getFormat } from '@locale-sync/formats/core';
import { type Format, normalizeLocale, type PushFile } from '@locale-sync/protocol';
import { noSourceMessage, type ProblemCounts, PushChecks } from '../checks/push-checks.ts';
import { SyncError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SyncConfig } from '../repository/config.ts';
import type { IcuQuotingOf } from '../repository/layout.ts';
import { logRecord } from './log-record.ts';
import { parseLogged } from './parse-logged.ts';
import { type KeptBytes, type PartOf, type ReadFile, readPushFiles, readText } from './read.ts';
import { logUnchanged, type PushPlan } from './state.ts';

/** A translation file read and parsed: its text and its entries, alive while it is checked. */
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
 * A file the push sends, as the checks left it: where it is, how many keys it holds, and the hash
 * and length of its bytes; not its texts, which are read again (and compared with the hash) while
 * the body is sent.
 */
export interface PushedFile extends ReadFile {
  /** Keys in the file. */
  keys: number;
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

/** What the checks of a push leave: the files to send, the files not sent, and problems per file. */
export interface CheckedPush {
  send: PushedFile[];
  unchanged: UnchangedFile[];
  problems: ProblemCounts;
}

/**
 * Reads, parses and checks the files of a push plan one at a time, in repository order, and lets
 * each go once checked: what stays is each file's key count and problem count, and the source
 * files the others are checked against (each resource's, parsed first and kept to the end). The
 * log reads as if every file had been parsed before any was checked: each file's reading in order,
 * then (when none is broken) the files left unchanged, then each file's problems. Every broken file
 * is logged as an error on its file and line, then this throws; with `strict`, so do problems.
 * Either way nothing has been sent.
 */
export async function checkOneByOne(args: {
  rootReal: string;
  plan: PushPlan;
  /**
   * The bytes kept from the hashing read (`readPushFiles`): a kept file is not read again, and the
   * bytes of a file this decides not to send are let go.
   */
  kept?: KeptBytes;
  /** The locale of the checks' source files. */
  checkSourceLocale: string;
  strict: boolean;
  /** Whether apostrophes quote in a file, as its tool's configuration says (`RepositoryLayout.icuQuotingOf`). */
  icuQuotingOf?: IcuQuotingOf;
  logger: Logger;
  /** Told of each file once parsed (a test watches how many are alive at once). */
  onParsed?: (file: CollectedFile) => void;
}): Promise<CheckedPush> {
  const { plan, logger } = args;
  const parsed = (file: ReadFile, text: string, log: Logger) => {
    const out = parseFile(file, text, log, plan.sourceLocale);
    if (out !== undefined) args.onParsed?.(out);
    return out;
  };
  // The files every other is compared with: each resource's source file for the checks and, where
  // the source changed, the service's source file (which keys it lacks). Parsed first, kept.
  const sourceLocale = normalizeLocale(plan.sourceLocale);
  const changedSources = new Set(
    plan.files.filter((p) => p.action === 'recheck').map((p) => p.file.resource ?? ''),
  );
  const kept = new Map<ReadFile, { file: CollectedFile | undefined; log: ReturnType<typeof logRecord> }>();
  let checked = 0;
  let anySource = false;
  for (const { file, action } of plan.files) {
    if (action === 'unchanged') continue;
    if (action !== 'reference') checked++;
    const checkSource = file.locale === args.checkSourceLocale;
    anySource ||= checkSource;
    const serviceSource =
      changedSources.has(file.resource ?? '') && normalizeLocale(file.locale) === sourceLocale;
    if (!checkSource && !serviceSource) continue;
    const log = logRecord();
    kept.set(file, { file: parsed(file, await readText(args.rootReal, file, args.kept), log), log });
  }
  const sources = new Map<string, CollectedFile>();
  const serviceSources = new Map<string, CollectedFile>();
  // Each resource's checks' source: a reference, else a checked file (as checkPushFiles picks it).
  for (const references of [true, false]) {
    for (const { file, action } of plan.files) {
      const source = kept.get(file)?.file;
      if (source === undefined || (action === 'reference') !== references) continue;
      if (file.locale === args.checkSourceLocale) sources.set(file.resource ?? '', source);
      if (normalizeLocale(file.locale) === sourceLocale) serviceSources.set(file.resource ?? '', source);
    }
  }

  const checks = new PushChecks(sources, {
    strict: args.strict,
    ...(args.icuQuotingOf !== undefined && { icuQuotingOf: args.icuQuotingOf }),
  });
  const readLog = logRecord();
  const checkLog = logRecord();
  const send: PushedFile[] = [];
  const unchanged: UnchangedFile[] = [];
  let broken = 0;
  // One variable for every file, emptied before the next file is read: a variable of the loop's
  // body kept the file before (its text and entries) alive while the next was read and parsed, and
  // the collections meanwhile promoted it.
  let collected: CollectedFile | undefined;
  for (const { file, action, heldKeys } of plan.files) {
    collected = undefined;
    if (action === 'unchanged') {
      args.kept?.drop(file.path);
      unchanged.push(unchangedOf(file, heldKeys ?? 0));
      continue;
    }
    const source = kept.get(file);
    if (source !== undefined) {
      source.log.replay(readLog);
      collected = source.file;
    } else {
      collected = parsed(file, await readText(args.rootReal, file, args.kept), readLog);
    }
    if (collected === undefined) {
      broken++;
      continue;
    }
    if (action === 'reference') {
      args.kept?.drop(file.path);
      unchanged.push(unchangedOf(file, heldKeys ?? 0));
      continue;
    }
    // Once a file is broken the push stops before any problem is shown: checking the rest is moot.
    if (broken === 0) await checks.check(collected, checkLog);
    // Files are read at once (paths.ts): each file still ends its turn of the event loop, so a pass
    // over thousands of files lets timers and I/O in between, and ends the job that kept its texts.
    await nextTurn();
    if (action === 'send' || holdsKeyBeyond(collected.entries, serviceSources.get(file.resource ?? ''))) {
      send.push({ ...file, keys: collected.keys });
    } else {
      args.kept?.drop(file.path);
      unchanged.push(unchangedOf(file, collected.keys));
    }
  }
  readLog.replay(logger);
  if (broken > 0) throw brokenFilesError(broken);
  logUnchanged(logger, unchanged);
  if (!anySource && checked > 0) logger.info(noSourceMessage(args.checkSourceLocale));
  checkLog.replay(logger);
  return { send, unchanged, problems: checks.finish() };
}

/** True when `entries` hold a key the source file lacks (no source file: any key). */
function holdsKeyBeyond(entries: Entries, source: CollectedFile | undefined): boolean {
  for (const key of entries.keys()) if (!source?.entries.has(key)) return true;
  return false;
}

/** The error that stops a push with broken files, once each was logged. */
function brokenFilesError(broken: number): SyncError {
  return new SyncError(
    `${broken} translation file${broken === 1 ? '' : 's'} could not be read (see the errors above); nothing was sent. Fix the file${broken === 1 ? '' : 's'} and run again`,
  );
}

function unchangedOf(f: ReadFile, keys: number): UnchangedFile {
  return { locale: f.locale, path: f.path, ...(f.resource !== undefined && { resource: f.resource }), keys };
}

/**
 * Parses one file's text; the file of `sourceLocale` is read as the source (a gettext source
 * catalog's empty msgstr is its msgid). Logs the file's key count, or its error on its file and
 * line (then returns undefined).
 */
function parseFile(
  file: ReadFile,
  content: string,
  logger: Logger,
  sourceLocale: string,
): CollectedFile | undefined {
  const entries = parseLogged(logger, file.path, (warn) =>
    getFormat(file.format).parse(content, {
      path: file.path,
      locale: file.locale,
      source: normalizeLocale(file.locale) === normalizeLocale(sourceLocale),
      warn,
    }),
  );
  if (entries === undefined) return undefined;
  const keys = entries.size;
  logger.info(`${file.path}: locale ${file.locale}, ${keys} key${keys === 1 ? '' : 's'}`);
  return {
    locale: file.locale,
    path: file.path,
    format: file.format,
    ...(file.resource !== undefined && { resource: file.resource }),
    content,
    keys,
    entries,
    ...(file.partOf !== undefined && { partOf: file.partOf }),
  };
}

/**
 * Reads and parses every translation file of the repository (the config's `paths`, or discovery),
 * all at once: for a look at every file's texts together (the checks over a corpus), not for a push,
 * which parses them one at a time. Every broken file is logged as an error on its file and line,
 * then this throws.
 */
export async function collectPushFiles(
  root: string,
  config: SyncConfig,
  logger: Logger,
  options: { sourceLocale?: string } = {},
): Promise<CollectedFile[]> {
  const { rootReal, files, kept, sourceLocale } = await readPushFiles(root, config, logger, options);
  const out: CollectedFile[] = [];
  let broken = 0;
  for (const file of files) {
    const collected = parseFile(file, await readText(rootReal, file, kept), logger, sourceLocale);
    if (collected === undefined) broken++;
    else out.push(collected);
  }
  if (broken > 0) throw brokenFilesError(broken);
  return out;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
