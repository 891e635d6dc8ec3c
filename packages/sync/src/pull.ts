import { readFile } from 'node:fs/promises';
import {
  coverageByLocale,
  type Entries,
  type FileStyle,
  type FillMode,
  FormatError,
  fillMissing,
  getFormat,
  loadFormat,
  loadFormats,
  renderOver,
  type TranslationFormat,
} from '@locale-sync/formats/core';
import {
  type Format,
  normalizeLocale,
  type PullResponse,
  type PullStatus,
  type Structure,
} from '@locale-sync/protocol';
import type { SyncApi } from './api.ts';
import { checkTranslations } from './checks.ts';
import { loadConfig, type SyncConfig } from './config.ts';
import { compareStrings } from './discovery.ts';
import { SyncError, UnsafePathError } from './errors.ts';
import { type LocaleFile, RepositoryLayout } from './layout.ts';
import { type Logger, safeText } from './logger.ts';
import { realRoot, resolveInside } from './paths.ts';
import { hasChanges, type LocaleChange, type PhaseHook, runDirectly } from './plan.ts';
import { applyWrites, type CheckedWrite, checkWrites } from './safe-write.ts';

/** What a pull asks the server for. `locales` undefined means every locale but the source. */
export interface PullOptions {
  /**
   * The format of files the pull creates; undefined: the format of the repository's files, else JSON.
   * An existing file of another format is an error (never a second file for one locale).
   */
  format?: Format;
  /** The structure of files the pull creates; undefined: as the repository's files, else flat. Existing files keep theirs. */
  structure?: Structure;
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
  // Flat JSON carries any key and text unchanged; each file is then written in its own format.
  const response = await client.pull({
    format: 'json',
    structure: 'flat',
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
    return (await loadFormat(file.format)).parse(file.content);
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

/** One locale of the answer, parsed, with the file it goes to. */
interface Prepared {
  locale: string;
  file: LocaleFile;
  format: TranslationFormat;
  /** What the service has for the locale at the requested status. */
  service: Entries;
  /** What will be written: the service's texts merged into the repository's file. */
  entries: Entries;
  /** Why the file is left as it is, when it is. */
  untouched?: string;
}

/**
 * Turns a pull answer into checked writes without writing anything. Every locale is validated (server
 * data is untrusted) and given its file by the repository layout (where push reads it; a new file
 * where the repository keeps the others). The service's texts are merged into the existing file: a
 * key leaves the file only when the service says it left the source (`obsoleteKeys`); a key the
 * service lacks (never pushed, ignored on push, not at the requested status) keeps the file's value.
 * A file is left untouched, with a warning, when the service has no source strings at all, has
 * nothing for the locale, or when the file cannot be read. Every target is checked to stay inside the
 * repository.
 */
export async function planPull(args: {
  root: string;
  config: SyncConfig;
  response: PullResponse;
  options: PullOptions;
  logger: Logger;
  /** The service's source texts; needed when `options.missing` fills gaps or `minCoverage` is set. */
  sourceTexts?: Entries;
  /** The repository's files, when the caller read them already. */
  layout?: RepositoryLayout;
}): Promise<PullPlan> {
  const { config, response, options, logger } = args;
  if (needsSourceTexts(options) && args.sourceTexts === undefined) {
    throw new Error('planPull: sourceTexts are required with missing or minCoverage');
  }
  const rootReal = await realRoot(args.root);
  const layout = args.layout ?? (await RepositoryLayout.read(rootReal, config, logger));
  const requested = options.locales === undefined ? undefined : new Set(options.locales);
  const seen = new Set<string>();
  const prepared: Prepared[] = [];
  // The formats' code is loaded on demand: those the server used to carry the answer, here.
  await loadFormats(response.files.map((f) => f.format));
  for (const answered of response.files) {
    const locale = normalizeLocale(answered.locale);
    if (locale === undefined) {
      throw new UnsafePathError(
        `the server answered a file for "${safeText(answered.locale)}", which is not a locale code; refusing the whole pull (nothing was written)`,
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
    const service = readAnswer(locale, answered.format, answered.content);
    const file = layout.fileFor(locale, options.format);
    prepared.push({ locale, file, format: await loadFormat(file.format), service, entries: service });
  }
  prepared.sort((a, b) => compareStrings(a.locale, b.locale));
  const sourceLocale = normalizeLocale(response.sourceLocale) ?? response.sourceLocale;

  // Every target is checked (and read) before anything is rendered or written.
  const checked = await checkWrites(
    rootReal,
    prepared.map((p) => ({ path: p.file.path, content: '' })),
  );
  const obsolete = new Set(response.obsoleteKeys ?? []);
  const noSource = response.sourceKeys === 0;
  if (noSource && prepared.length > 0) {
    logger.warning(
      'the service has no source strings for this project yet (it was never pushed, or every push was refused): no file is changed; push the source file first',
    );
  }
  const structures = new Map<string, Structure>();
  prepared.forEach((item, index) => {
    const existing = (checked[index] as CheckedWrite).existing;
    if (noSource) {
      item.untouched = 'left as it is: the service has no source strings yet';
      return;
    }
    if (existing === undefined) return;
    let before: Entries;
    try {
      before = item.format.parse(existing, { path: item.file.path });
      structures.set(item.locale, styleOf(item.format, existing)?.structure ?? 'flat');
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      logger.warning(
        `${item.file.path} cannot be read as ${item.format.name} (${why}); it is left as it is`,
        {
          file: item.file.path,
          ...(err instanceof FormatError && err.line !== undefined && { line: err.line }),
        },
      );
      item.untouched = 'left as it is: the file cannot be read';
      return;
    }
    if (item.service.size === 0) {
      logger.warning(
        `${item.file.path}: the service has no ${options.status} translations for ${item.locale}; the file is left as it is`,
        { file: item.file.path },
      );
      item.untouched = `left as it is: no ${options.status} translations in the service`;
      item.entries = before;
      return;
    }
    item.entries = mergeIntoFile(before, item.service, obsolete);
  });

  if (args.sourceTexts !== undefined) {
    const source = args.sourceTexts;
    const writable = prepared.filter((p) => p.untouched === undefined);
    if ((options.minCoverage ?? 0) > 0) {
      enforceCoverage(writable, source, sourceLocale, options.minCoverage as number, logger);
    }
    const mode = options.missing ?? 'omit';
    if (mode !== 'omit') {
      for (const item of writable) {
        if (item.locale !== sourceLocale) {
          item.entries = fillMissing(source, item.entries, mode, { locale: item.locale });
        }
      }
    }
  }

  const problems = await checkTranslations({
    rootReal,
    config,
    sourceLocale: response.sourceLocale,
    // The file as it is now: its header tells the PO plural rules, its lines where each key is.
    translations: prepared.flatMap((p, index) => {
      if (p.untouched !== undefined) return [];
      const existing = (checked[index] as CheckedWrite).existing;
      return [
        {
          locale: p.locale,
          path: p.file.path,
          entries: p.entries,
          ...(existing !== undefined && { content: existing }),
        },
      ];
    }),
    logger,
  });
  const newFileStructures = new Map<string, Structure>();
  for (const item of prepared) {
    if (item.untouched !== undefined || newFileStructures.has(item.format.name)) continue;
    newFileStructures.set(
      item.format.name,
      options.structure ?? (await usualStructure(rootReal, layout, item.format, sourceLocale)),
    );
  }
  const locales: PulledLocale[] = [];
  const writes: CheckedWrite[] = [];
  prepared.forEach((item, index) => {
    const target = checked[index] as CheckedWrite;
    const existing = target.existing;
    const path = item.file.path;
    if (item.untouched !== undefined) {
      if (existing === undefined) return;
      const change = diffEntries(item.locale, path, item.entries, item.entries);
      change.note = item.untouched;
      locales.push({ locale: item.locale, path, status: 'unchanged', keys: item.entries.size, change });
      return;
    }
    if (existing === undefined && item.entries.size === 0) {
      // No translations yet (or none with the requested status): an empty new file is only noise.
      logger.info(`${item.locale}: no ${options.status} translations yet; ${path} is not created`);
      return;
    }
    const before = existing === undefined ? new Map<string, string>() : item.format.parse(existing, { path });
    const structure = structures.get(item.locale) ?? newFileStructures.get(item.format.name) ?? 'flat';
    const content = renderOver(item.format, item.entries, structure, existing, {
      locale: item.locale,
      path,
    });
    const change = diffEntries(item.locale, path, before, item.entries);
    const problemCount = problems.get(path);
    if (problemCount !== undefined) change.problems = problemCount;
    const status = existing === undefined ? 'created' : content === existing ? 'unchanged' : 'updated';
    if (status === 'updated' && !hasChanges(change))
      change.note = `same texts, rewritten as ${item.format.name}`;
    locales.push({ locale: item.locale, path, status, keys: item.entries.size, change });
    writes.push({ ...target, content });
  });
  return { sourceLocale: response.sourceLocale, locales, writes };
}

/**
 * The service's texts merged into a repository file's: every key of the file stays with its value
 * unless the service has a value (replaced) or knows it left the source (removed); keys only the
 * service has follow, in its order.
 */
export function mergeIntoFile(file: Entries, service: Entries, obsolete: ReadonlySet<string>): Entries {
  const merged: Entries = new Map();
  for (const [key, value] of file) {
    const current = service.get(key);
    if (current !== undefined) merged.set(key, current);
    else if (!obsolete.has(key)) merged.set(key, value);
  }
  for (const [key, value] of service) if (!merged.has(key)) merged.set(key, value);
  return merged;
}

/** Parses one file of the answer (whatever format the server used to carry it). */
function readAnswer(locale: string, formatName: string, content: string): Entries {
  const format = getFormat(formatName);
  try {
    return format.parse(content);
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    throw new SyncError(
      `the server's ${format.name} file for locale ${locale} cannot be read: ${err.message}; nothing was written`,
    );
  }
}

function styleOf(format: TranslationFormat, content: string): FileStyle | undefined {
  try {
    return format.detectStyle(content);
  } catch {
    return undefined;
  }
}

/**
 * The structure a new file of `format` takes when the pull does not say: the one the repository's
 * existing files of that format use (the source file first), else flat (the spec's default).
 */
async function usualStructure(
  rootReal: string,
  layout: RepositoryLayout,
  format: TranslationFormat,
  sourceLocale: string,
): Promise<Structure> {
  const candidates = layout
    .files()
    .filter((f) => f.format === format.name)
    .sort((a, b) => Number(b.locale === sourceLocale) - Number(a.locale === sourceLocale));
  for (const file of candidates) {
    try {
      const text = await readFile(await resolveInside(rootReal, file.path, 'read'), 'utf8');
      const style = styleOf(format, text);
      if (style !== undefined) return style.structure;
    } catch {
      // An unreadable file says nothing about the layout; try the next one.
    }
  }
  return 'flat';
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

/** The phases of a pull, in order, as the actions' log groups name them. */
export const PULL_PHASES = {
  fetch: 'Pull',
  write: 'Write files',
  dryRun: 'Compare with the repository (dry run)',
} as const;

/** The whole pull: config, one signed request, checks, writes; each phase through `phase`. */
export async function runPull(args: {
  root: string;
  client: SyncApi;
  logger: Logger;
  options: PullOptions;
  dryRun: boolean;
  /** How each phase is shown (a log group, progress); default: just run it. */
  phase?: PhaseHook;
}): Promise<PullResult> {
  const phase = args.phase ?? runDirectly;
  // The config is checked first, so a mistake in it costs no request.
  const config = await loadConfig(args.root, args.logger);
  const answer = await phase(PULL_PHASES.fetch, () => fetchPull(args.client, args.options));
  return phase(args.dryRun ? PULL_PHASES.dryRun : PULL_PHASES.write, async () => {
    const plan = await planPull({
      root: args.root,
      config,
      options: args.options,
      logger: args.logger,
      ...answer,
    });
    return applyPull(plan, args.dryRun);
  });
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
