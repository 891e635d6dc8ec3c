import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  coverageByLocale,
  type Entries,
  type FillMode,
  FormatError,
  fillMissing,
  getFormat,
  renderOver,
  type TranslationFormat,
} from '@locale-sync/formats';
import {
  type Format,
  normalizeLocale,
  type PullResponse,
  type PullStatus,
  type Structure,
} from '@locale-sync/protocol';
import type { SyncApi } from './api.ts';
import { checkTranslations } from './checks.ts';
import { CONFIG_PATH, loadConfig, type SyncConfig } from './config.ts';
import { compareStrings, discoverFiles, parseFileName } from './discovery.ts';
import { SyncError, UnsafePathError } from './errors.ts';
import { type Logger, safeText } from './logger.ts';
import { realRoot, resolveInside } from './paths.ts';
import { hasChanges, type LocaleChange } from './plan.ts';
import { applyWrites, type CheckedWrite, checkWrites } from './safe-write.ts';

/** What a pull asks the server for. `locales` undefined means every locale but the source. */
export interface PullOptions {
  format: Format;
  structure: Structure;
  status: PullStatus;
  locales?: string[];
  /** What to write for a source key a locale lacks; default `omit`. */
  missing?: FillMode;
  /** Percent of source keys each locale must have, else the pull fails and writes nothing. */
  minCoverage?: number;
}

/** Whether the pull needs the service's source texts: to fill gaps or to measure coverage. */
function needsSourceTexts(options: PullOptions): boolean {
  return (options.missing ?? 'omit') !== 'omit' || (options.minCoverage ?? 0) > 0;
}

/** One pulled locale and what it does to its file. */
export interface PulledLocale {
  locale: string;
  /** Repository path of the file, with `/`. */
  path: string;
  status: 'created' | 'updated' | 'unchanged';
  keys: number;
  change: LocaleChange;
}

/** A pull, checked against the disk and ready to write. */
export interface PullPlan {
  sourceLocale: string;
  locales: PulledLocale[];
  writes: CheckedWrite[];
}

/** What a pull did (or, in a dry run, would do). */
export interface PullResult {
  dryRun: boolean;
  sourceLocale: string;
  locales: PulledLocale[];
  /** True when at least one file was (or would be) written. */
  changed: boolean;
  /** Repository paths written (or that would be written), with `/`. */
  changedFiles: string[];
  changes: LocaleChange[];
}

/** A pull answer, with the service's source texts when the options need them. */
export interface PullAnswer {
  response: PullResponse;
  sourceTexts?: Entries;
}

/**
 * Sends one signed pull, and one more for the source texts when `missing` fills gaps or
 * `minCoverage` is set and the answer does not carry the source locale.
 */
export async function fetchPull(client: SyncApi, options: PullOptions): Promise<PullAnswer> {
  const response = await client.pull({
    format: options.format,
    structure: options.structure,
    status: options.status,
    ...(options.locales !== undefined && { locales: options.locales }),
  });
  if (!needsSourceTexts(options)) return { response };
  return { response, sourceTexts: await fetchSourceTexts(client, response) };
}

/**
 * The project's source texts (key → text), as the service holds them: from the pull answer when it
 * carries the source locale, else from one more signed pull of the source locale alone.
 */
async function fetchSourceTexts(client: SyncApi, response: PullResponse): Promise<Entries> {
  const sourceLocale = normalizeLocale(response.sourceLocale);
  const answered = response.files.find((f) => normalizeLocale(f.locale) === sourceLocale);
  const file =
    answered ??
    (
      await client.pull({
        format: 'json',
        structure: 'flat',
        status: 'approved',
        locales: [response.sourceLocale],
      })
    ).files.find((f) => normalizeLocale(f.locale) === sourceLocale);
  if (file === undefined) {
    throw new SyncError(
      `the server did not answer the source locale ${safeText(response.sourceLocale)}, needed to fill gaps or measure coverage; nothing was written`,
    );
  }
  try {
    return getFormat(file.format).parse(file.content);
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    throw new SyncError(
      `the server's source file (${safeText(response.sourceLocale)}) cannot be read: ${err.message}; nothing was written`,
    );
  }
}

/**
 * Fails the pull when a locale has less than `minCoverage` percent of the source keys, naming every
 * such locale and how many keys it lacks. Logs each locale's coverage.
 */
function enforceCoverage(
  prepared: ReadonlyArray<{ locale: string; entries: Entries }>,
  source: Entries,
  sourceLocale: string,
  minCoverage: number,
  logger: Logger,
): void {
  const translations = new Map(
    prepared.filter((p) => p.locale !== sourceLocale).map((p) => [p.locale, p.entries]),
  );
  const measured = coverageByLocale(source, translations);
  for (const m of measured) {
    logger.info(`${m.locale}: ${formatPercent(m.percent)} of ${m.total} source keys translated`);
  }
  const gaps = measured.filter((m) => m.percent < minCoverage);
  if (gaps.length === 0) return;
  const list = gaps
    .map((g) => `${g.locale} ${formatPercent(g.percent)} (${g.missing.length} of ${g.total} keys missing)`)
    .join(', ');
  throw new SyncError(
    `${gaps.length} locale${gaps.length === 1 ? ' is' : 's are'} below the minimum coverage of ${formatPercent(minCoverage)}: ${list}; nothing was written`,
  );
}

/** `87.5%`, `100%`: one decimal at most, never rounded up to the threshold. */
function formatPercent(value: number): string {
  return `${Math.floor(value * 10) / 10}%`;
}

/**
 * Turns a pull answer into checked writes without writing anything: every locale is validated (server
 * data is untrusted), given its target (`paths[locale]`, or `<outputDir>/<spelling>.<ext>` keeping the
 * repository's spelling such as `pt_BR.json`), rendered over the existing file in its style, and
 * compared key by key with it. Every target is checked to stay inside the repository.
 */
export async function planPull(args: {
  root: string;
  config: SyncConfig;
  response: PullResponse;
  options: PullOptions;
  logger: Logger;
  /** The service's source texts; needed when `options.missing` fills gaps or `minCoverage` is set. */
  sourceTexts?: Entries;
}): Promise<PullPlan> {
  const { config, response, options, logger } = args;
  if (needsSourceTexts(options) && args.sourceTexts === undefined) {
    throw new Error('planPull: sourceTexts are required with missing or minCoverage');
  }
  const rootReal = await realRoot(args.root);
  await warnAboutOutputDir(rootReal, config, logger);
  const spellings = await existingSpellings(rootReal, config.outputDir);
  const requested = options.locales === undefined ? undefined : new Set(options.locales);
  const seen = new Set<string>();
  const prepared: { locale: string; path: string; entries: Entries; format: TranslationFormat }[] = [];
  for (const file of response.files) {
    const locale = normalizeLocale(file.locale);
    if (locale === undefined) {
      throw new UnsafePathError(
        `the server answered a file for "${safeText(file.locale)}", which is not a locale code; refusing the whole pull (nothing was written)`,
      );
    }
    if (seen.has(locale)) {
      throw new SyncError(
        `the server answered locale ${locale} twice; refusing the pull (nothing was written)`,
      );
    }
    seen.add(locale);
    if (requested && !requested.has(locale)) {
      logger.warning(`the server answered locale ${locale}, which was not asked for; it is not written`);
      continue;
    }
    if (file.format !== options.format) {
      throw new SyncError(
        `the server answered locale ${locale} in format "${safeText(file.format)}" instead of the requested ${options.format}; nothing was written`,
      );
    }
    const format = getFormat(file.format);
    let entries: Entries;
    try {
      entries = format.parse(file.content);
    } catch (err) {
      if (!(err instanceof FormatError)) throw err;
      throw new SyncError(
        `the server's ${format.name} file for locale ${locale} cannot be read: ${err.message}; nothing was written`,
      );
    }
    const configured = config.paths.get(locale);
    if (
      configured !== undefined &&
      !format.extensions.includes(path.posix.extname(configured).toLowerCase())
    ) {
      throw new SyncError(
        `${CONFIG_PATH}: "paths.${locale}" is "${configured}", not a ${format.name} file (${format.extensions.join(', ')}); pull with the format of that file, or change the path`,
        { file: CONFIG_PATH },
      );
    }
    const target =
      configured ??
      path.posix.join(
        config.outputDir,
        spellings.get(spellingKey(locale, format.name)) ?? `${locale}${format.extensions[0] ?? ''}`,
      );
    prepared.push({ locale, path: target, entries, format });
  }
  prepared.sort((a, b) => compareStrings(a.locale, b.locale));
  const sourceLocale = normalizeLocale(response.sourceLocale) ?? response.sourceLocale;
  if (args.sourceTexts !== undefined) {
    const source = args.sourceTexts;
    if ((options.minCoverage ?? 0) > 0) {
      enforceCoverage(prepared, source, sourceLocale, options.minCoverage as number, logger);
    }
    const mode = options.missing ?? 'omit';
    if (mode !== 'omit') {
      for (const item of prepared) {
        if (item.locale !== sourceLocale) {
          item.entries = fillMissing(source, item.entries, mode, { locale: item.locale });
        }
      }
    }
  }

  // Every target is checked before any file is rendered or written.
  const checked = await checkWrites(
    rootReal,
    prepared.map((p) => ({ path: p.path, content: '' })),
  );
  const problems = await checkTranslations({
    rootReal,
    config,
    sourceLocale: response.sourceLocale,
    translations: prepared,
    logger,
  });
  const locales: PulledLocale[] = [];
  const writes: CheckedWrite[] = [];
  prepared.forEach((item, index) => {
    const target = checked[index] as CheckedWrite;
    const existing = target.existing;
    if (existing === undefined && item.entries.size === 0) {
      // No translations yet (or none with the requested status): an empty new file is only noise.
      logger.info(`${item.locale}: no ${options.status} translations yet; ${item.path} is not created`);
      return;
    }
    let before: Entries = new Map();
    if (existing !== undefined) {
      try {
        before = item.format.parse(existing);
      } catch (err) {
        logger.warning(
          `${item.path} is not a valid ${item.format.name} file (${err instanceof Error ? err.message : String(err)}); it will be replaced`,
          {
            file: item.path,
            ...(err instanceof FormatError && err.line !== undefined && { line: err.line }),
          },
        );
      }
    }
    const content = renderOver(item.format, item.entries, options.structure, existing, {
      locale: item.locale,
    });
    const change = diffEntries(item.locale, item.path, before, item.entries);
    const problemCount = problems.get(item.path);
    if (problemCount !== undefined) change.problems = problemCount;
    const status = existing === undefined ? 'created' : content === existing ? 'unchanged' : 'updated';
    if (status === 'updated' && !hasChanges(change)) {
      // Same texts, different bytes: the layout changes (flat to nested, or a file that did not parse).
      change.note = `same texts, rewritten as ${options.structure} ${item.format.name}`;
    }
    locales.push({ locale: item.locale, path: item.path, status, keys: item.entries.size, change });
    writes.push({ ...target, content });
  });
  return { sourceLocale: response.sourceLocale, locales, writes };
}

/** Writes a checked pull plan (unless `dryRun`) and reports what changed. */
export async function applyPull(plan: PullPlan, dryRun: boolean): Promise<PullResult> {
  const changedFiles = dryRun
    ? plan.writes.filter((w) => w.existing !== w.content).map((w) => w.path)
    : await applyWrites(plan.writes);
  return {
    dryRun,
    sourceLocale: plan.sourceLocale,
    locales: plan.locales,
    changed: changedFiles.length > 0,
    changedFiles,
    changes: plan.locales.map((l) => l.change),
  };
}

/** The whole pull: config, one signed request, checks, writes. */
export async function runPull(args: {
  root: string;
  client: SyncApi;
  logger: Logger;
  options: PullOptions;
  dryRun: boolean;
}): Promise<PullResult> {
  const config = await loadConfig(args.root, args.logger);
  const answer = await fetchPull(args.client, args.options);
  const plan = await planPull({
    root: args.root,
    config,
    options: args.options,
    logger: args.logger,
    ...answer,
  });
  return applyPull(plan, args.dryRun);
}

/** Key-level difference between a file on disk and what the server sent. */
export function diffEntries(locale: string, file: string, before: Entries, after: Entries): LocaleChange {
  const created: string[] = [];
  const updated: string[] = [];
  const obsolete: string[] = [];
  let unchanged = 0;
  for (const [key, value] of after) {
    const old = before.get(key);
    if (old === undefined) created.push(key);
    else if (old !== value) updated.push(key);
    else unchanged++;
  }
  for (const key of before.keys()) if (!after.has(key)) obsolete.push(key);
  return { locale, path: file, created, updated, obsolete, unchanged };
}

/**
 * The file names already used in `outputDir`, keyed by canonical locale and format: `pt_BR.json` is
 * where `pt-BR` in JSON goes, `de.yaml` where `de` in YAML goes. A canonical spelling wins over another
 * one for the same locale and format.
 */
async function existingSpellings(rootReal: string, outputDir: string): Promise<Map<string, string>> {
  const spellings = new Map<string, string>();
  let dir: string;
  try {
    dir = outputDir === '.' ? rootReal : await resolveInside(rootReal, outputDir, 'folder');
  } catch (err) {
    if (err instanceof UnsafePathError) {
      throw new UnsafePathError(
        `outputDir "${outputDir}" cannot be written: ${err.message.replace(/^refusing path "[^"]*": /, '')}`,
      );
    }
    throw err;
  }
  let names: string[];
  try {
    names = (await readdir(dir)).sort(compareStrings);
  } catch {
    return spellings;
  }
  for (const name of names) {
    const parsed = parseFileName(name);
    if ('skip' in parsed) continue;
    const key = spellingKey(parsed.locale, parsed.format);
    const stem = name.slice(0, name.length - path.posix.extname(name).length);
    if (!spellings.has(key) || stem === parsed.locale) spellings.set(key, name);
  }
  return spellings;
}

function spellingKey(locale: string, format: string): string {
  return `${locale}\0${format}`;
}

/**
 * Without a config, pull writes to `locales/` as the spec says; when the repository keeps its files
 * elsewhere, say so with the one-line config that would write next to them.
 */
async function warnAboutOutputDir(rootReal: string, config: SyncConfig, logger: Logger): Promise<void> {
  if (config.present) return;
  let files: { path: string }[];
  try {
    files = await discoverFiles(rootReal, { ...logger, debug() {} });
  } catch (err) {
    logger.debug(`discovery for the output folder check failed: ${(err as Error).message}`);
    return;
  }
  const elsewhere = [...new Set(files.map((f) => path.posix.dirname(f.path)))].filter(
    (d) => d !== config.outputDir,
  );
  const dir = elsewhere[0];
  if (dir === undefined) return;
  logger.warning(
    `translation files were found in ${dir}/ but pull writes to ${config.outputDir}/ (the default, as there is no ${CONFIG_PATH}); to write next to them, create ${CONFIG_PATH} with: {"outputDir":"${dir}"}`,
  );
}
