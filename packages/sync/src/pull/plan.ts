import {
  type Entries,
  FormatError,
  loadFormat,
  loadFormats,
  renderOver,
  type TranslationFormat,
} from '@locale-sync/formats/core';
import {
  normalizeLocale,
  type PulledFile,
  type PullHead,
  type PullResponse,
  type Structure,
} from '@locale-sync/protocol';
import { checkTranslations, problemKey } from '../checks/translations.ts';
import { SyncError, UnsafePathError } from '../errors.ts';
import { type Logger, safeText, silentLogger } from '../logger.ts';
import {
  describeOrphan,
  hasChanges,
  type LocaleChange,
  listFirstKeys,
  type OrphanResource,
} from '../report/plan.ts';
import { CONFIG_PATH, type SyncConfig } from '../repository/config.ts';
import { compareStrings } from '../repository/discovery.ts';
import { type HeldLocale, heldLocales, spellingOf } from '../repository/held-locales.ts';
import { type LocaleFile, RepositoryLayout } from '../repository/layout.ts';
import { realRoot } from '../repository/paths.ts';
import { type CheckedWrite, checkWrites } from '../repository/safe-write.ts';
import { SourceFileTexts } from '../repository/source-file-texts.ts';
import { newFileText } from '../repository/text-encoding.ts';
import type { SourceTexts } from './fetch.ts';
import { diffEntries, type KeptShape, mergeIntoFile } from './merge.ts';
import { nextcloudScript, twinApp, twinPathOf } from './nextcloud-twin.ts';
import { needsSourceTexts, type PullOptions } from './options.ts';
import { type NewFileStyle, styleOf, usualStyle } from './structure.ts';
import { readTemplates } from './template.ts';

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
  /** Resources the service holds that no source file of the repository stands for: not written. */
  orphanResources: OrphanResource[];
}

/** One locale of the answer, parsed, with the file it goes to and (once checked) its target. */
export interface Prepared {
  locale: string;
  /** The resource (its source file's path) in a layout of several source files; undefined: the default. */
  resource?: string;
  file: LocaleFile;
  format: TranslationFormat;
  /** What the service has for the locale at the requested status. */
  service: Entries;
  /** What will be written: the service's texts merged into the repository's file. */
  entries: Entries;
  /** The checked target, with the file's text now. */
  target: CheckedWrite;
  /** The structure of the existing file, when it has one. */
  structure?: Structure;
  /** Why the file is left as it is, when it is. */
  untouched?: string;
  /** Set when the file holds every locale: how it spells this one, and its texts there now (if any). */
  held?: { spelling: string; before?: Entries };
  /** Nextcloud's `l10n/<locale>.js` beside the file, written from it, and the app it registers. */
  twin?: { target: CheckedWrite; app: string };
}

/**
 * Turns a pull answer into checked writes without writing anything. Every locale is validated (server
 * data is untrusted) and given its file by the repository layout (where push reads it; a new file
 * where the repository keeps the others). The service's texts are merged into the existing file: a
 * key leaves the file only when the service says it left the source (`obsoleteKeys`); a key the
 * service lacks (never pushed, ignored on push, not at the requested status) keeps the file's value.
 * A file is left untouched, with a warning, when the service has no source strings at all, has
 * nothing for the locale, or when the file cannot be read. Every target is checked to stay inside the
 * repository. The stages, in order: read the answer, check the targets, merge into the files, fill
 * and measure, check the translations, choose new files' structure, render.
 */
export async function planPull(args: {
  root: string;
  config: SyncConfig;
  response: PullResponse;
  options: PullOptions;
  logger: Logger;
  /**
   * The service's source texts of each resource; needed when `options.missing` fills gaps or
   * `minCoverage` is set.
   */
  sourceTexts?: SourceTexts;
  /** The repository's files, when the caller read them already. */
  layout?: RepositoryLayout;
}): Promise<PullPlan> {
  const { config, response, options, logger } = args;
  if (needsSourceTexts(options) && args.sourceTexts === undefined) {
    throw new Error('planPull: sourceTexts are required with missing or minCoverage');
  }
  const rootReal = await realRoot(args.root);
  const layout =
    args.layout ??
    (await RepositoryLayout.read(rootReal, config, logger, {
      sourceLocale: config.sourceLocale ?? response.sourceLocale,
    }));
  const { answered, orphans } = await readAnswerFiles(response, options, layout, logger);
  const prepared = await checkTargets(rootReal, answered);
  const sourceLocale = normalizeLocale(response.sourceLocale) ?? response.sourceLocale;
  warnNoSource(
    prepared.map((p) => p.resource ?? ''),
    response,
    logger,
  );
  mergeIntoFiles(prepared, response, options, logger);
  if (args.sourceTexts !== undefined) {
    await fillAndMeasure(prepared, args.sourceTexts, sourceLocale, options, logger);
  }
  // Each resource's source file, read once for the checks, new files' layout and templates.
  const texts = new SourceFileTexts(rootReal);
  const problems = await checkTranslations({
    rootReal,
    layout,
    sourceLocale: response.sourceLocale,
    translations: translationsOf(prepared),
    logger,
    texts,
  });
  const newFileStyles = await structuresOfNewFiles(rootReal, layout, prepared, options, sourceLocale, texts);
  const writable = prepared.filter((p) => p.untouched === undefined);
  const templates = await readTemplates(texts, layout, writable, sourceLocale, logger);
  return {
    sourceLocale: response.sourceLocale,
    ...renderFiles(prepared, newFileStyles, problems, templates, sourceLocale, options, logger),
    orphanResources: orphans,
  };
}

export type Answered = Omit<Prepared, 'target'>;

/** What reading an answer's files one by one keeps between them. */
export interface AnswerReading {
  options: PullOptions;
  layout: RepositoryLayout;
  logger: Logger;
  /** The resources the repository has source files for. */
  ours: Set<string>;
  orphans: Map<string, OrphanResource>;
  /**
   * The default resource when it is empty while the layout names resources: a project never pushed
   * answers its files, which are neither written nor an orphan.
   */
  emptyDefault: boolean;
  requested: Set<string> | undefined;
  /** `[resource, locale]` of every file read so far, as JSON. */
  seen: Set<string>;
}

/** Starts reading an answer's files: its resources checked against the layout's. */
export function startAnswer(
  head: PullHead,
  options: PullOptions,
  layout: RepositoryLayout,
  logger: Logger,
): AnswerReading {
  if (layout.multiResource && head.resources === undefined) {
    throw new SyncError(
      `the "files" of ${CONFIG_PATH} have ${layout.resources().length} source files, but the service answered without resources (it predates them); upgrade the service. Nothing was written`,
    );
  }
  const ours = new Set(layout.multiResource ? layout.resources().map((r) => r.resource) : ['']);
  const orphans = new Map<string, OrphanResource>();
  let emptyDefault = false;
  for (const r of head.resources ?? []) {
    if (ours.has(r.resource)) continue;
    if (r.resource === '' && r.sourceKeys === 0) emptyDefault = true;
    else orphans.set(r.resource, { resource: r.resource, keys: r.sourceKeys });
  }
  const requested = options.locales === undefined ? undefined : new Set(options.locales);
  return { options, layout, logger, ours, orphans, emptyDefault, requested, seen: new Set() };
}

/**
 * One file of the answer: its locale validated, parsed, and given its file by the layout (for its
 * resource); undefined when it is not written (not asked for, or of a resource the repository does
 * not have: an orphan).
 */
export async function readAnswerFile(
  reading: AnswerReading,
  file: PulledFile,
): Promise<Answered | undefined> {
  const { options, layout, logger, ours, orphans, requested, seen } = reading;
  const locale = normalizeLocale(file.locale);
  if (locale === undefined) {
    throw new UnsafePathError(
      `the server answered a file for "${safeText(file.locale)}", which is not a locale code; refusing the whole pull (nothing was written)`,
    );
  }
  const resource = file.resource ?? '';
  const id = JSON.stringify([resource, locale]);
  if (seen.has(id)) {
    const of = resource === '' ? '' : ` of resource ${safeText(resource)}`;
    throw new SyncError(
      `the server answered locale ${locale}${of} twice; refusing the pull (nothing was written)`,
    );
  }
  seen.add(id);
  if (requested && !requested.has(locale)) {
    logger.warning(`the server answered locale ${locale}, which was not asked for; it is not written`);
    return undefined;
  }
  if (!ours.has(resource)) {
    if (!orphans.has(resource) && !(resource === '' && reading.emptyDefault)) {
      orphans.set(resource, { resource });
    }
    return undefined;
  }
  // The formats' code is loaded on demand: the one the server used to carry the answer, here.
  const service = readAnswer(locale, await loadFormat(file.format), file.content);
  const own = resource === '' ? undefined : resource;
  const target = layout.fileFor(locale, options.format, own);
  return {
    locale,
    ...(own !== undefined && { resource: own }),
    file: target,
    format: await loadFormat(target.format),
    service,
    entries: service,
  };
}

/** The orphan resources of a read answer, sorted, each told to the log. */
export function finishAnswer(reading: AnswerReading): OrphanResource[] {
  const found = [...reading.orphans.values()].sort((a, b) => compareStrings(a.resource, b.resource));
  for (const orphan of found) reading.logger.warning(describeOrphan(orphan));
  return found;
}

/** The order a pull handles and reports its files in: by locale, then path. */
export function answerOrder(a: Answered, b: Answered): number {
  return compareStrings(a.locale, b.locale) || compareStrings(a.file.path, b.file.path);
}

/**
 * Stage 1: each file of the answer, its locale validated, parsed, and given its file by the layout
 * (for its resource); in locale order. A resource the layout has no source file for is an orphan:
 * reported, not written.
 */
async function readAnswerFiles(
  response: PullResponse,
  options: PullOptions,
  layout: RepositoryLayout,
  logger: Logger,
): Promise<{ answered: Answered[]; orphans: OrphanResource[] }> {
  const reading = startAnswer(response, options, layout, logger);
  // Every format the answer uses, loaded together.
  await loadFormats(response.files.map((f) => f.format));
  const answered: Answered[] = [];
  for (const file of response.files) {
    const item = await readAnswerFile(reading, file);
    if (item !== undefined) answered.push(item);
  }
  const orphans = finishAnswer(reading);
  answered.sort(answerOrder);
  return { answered, orphans };
}

/**
 * Stage 2: every target is checked (and read) before anything is rendered or written; a file holding
 * every locale is one target for all of them.
 */
export async function checkTargets(
  rootReal: string,
  answered: Answered[],
  seen?: Map<string, string>,
): Promise<Prepared[]> {
  const paths = [...new Set(answered.map((p) => p.file.path))];
  const checked = await checkWrites(
    rootReal,
    paths.map((path) => ({ path, content: '' })),
    seen,
  );
  const targetOf = new Map(paths.map((path, index) => [path, checked[index] as CheckedWrite]));
  const twins = await checkTwins(rootReal, answered, seen);
  return answered.map((item) => {
    const twin = twins.get(item.file.path);
    return {
      ...item,
      target: targetOf.get(item.file.path) as CheckedWrite,
      ...(twin !== undefined && { twin }),
    };
  });
}

/**
 * The twin script of each Nextcloud `l10n/<locale>.json` target (nextcloud-twin.ts), checked as a
 * target too, when its folder has such scripts.
 */
async function checkTwins(
  rootReal: string,
  answered: readonly Answered[],
  seen: Map<string, string> | undefined,
): Promise<Map<string, NonNullable<Prepared['twin']>>> {
  const twins = new Map<string, NonNullable<Prepared['twin']>>();
  for (const item of answered) {
    const twinPath = twinPathOf(item.file.path);
    if (twinPath === undefined || twins.has(item.file.path) || item.format.name !== 'json') continue;
    const [target] = await checkWrites(rootReal, [{ path: twinPath, content: '' }], seen);
    const app = await twinApp(rootReal, twinPath, target?.existing);
    if (target !== undefined && app !== undefined) twins.set(item.file.path, { target, app });
  }
  return twins;
}

/**
 * Stage 3: the service's texts merged into each existing file; a file is left untouched when the
 * service has no source strings, the file cannot be read, or the service has nothing for its locale.
 */
export function mergeIntoFiles(
  prepared: Prepared[],
  head: PullHead,
  options: PullOptions,
  logger: Logger,
): void {
  // Keys leave a file only when they left its own resource's source.
  const perResource = new Map((head.resources ?? []).map((r) => [r.resource, r]));
  const obsoleteOf = (resource: string) =>
    new Set(perResource.get(resource)?.obsoleteKeys ?? (resource === '' ? (head.obsoleteKeys ?? []) : []));
  const noSourceIn = noSourceOf(head);
  const heldIn = new Map<string, Map<string, HeldLocale> | FormatError>();
  const warned = new Set<string>();
  for (const item of prepared) {
    const existing = item.target.existing;
    if (noSourceIn(item.resource ?? '')) {
      item.untouched = 'left as it is: the service has no source strings yet';
      continue;
    }
    if (existing === undefined) continue;
    let before: Entries;
    try {
      if (item.file.holdsEveryLocale !== undefined) {
        // The file is read once for all its locales; this locale's texts are its part of it.
        let present = heldIn.get(item.file.path);
        if (present === undefined) {
          present = readHeld(item, existing, logger);
          heldIn.set(item.file.path, present);
        }
        if (present instanceof FormatError) throw present;
        before = present.get(item.locale)?.entries ?? new Map();
        item.held = {
          spelling: spellingOf(item.locale, present, item.file.holdsEveryLocale),
          ...(present.has(item.locale) && { before }),
        };
        item.structure = 'flat';
      } else {
        // Read as renderOver reads it (locale included), so the format's remembered reading serves both.
        before = item.format.parse(existing, { path: item.file.path, locale: item.locale });
        item.structure = styleOf(item.format, existing)?.structure ?? 'flat';
      }
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      // A file holding every locale is named once, not once per locale.
      if (item.file.holdsEveryLocale === undefined || !warned.has(item.file.path)) {
        warned.add(item.file.path);
        logger.warning(
          `${item.file.path} cannot be read as ${item.format.name} (${why}); it is left as it is`,
          {
            file: item.file.path,
            ...(err instanceof FormatError && err.line !== undefined && { line: err.line }),
          },
        );
      }
      item.untouched = 'left as it is: the file cannot be read';
      continue;
    }
    if (item.service.size === 0) {
      const none = `no ${statusWord(options.status)}translations`;
      // A file holding no texts either (Matomo's 962 `{}` files of locales no one translates) is
      // already what the service has: nothing to warn of.
      if (before.size > 0 || item.held !== undefined)
        logger.warning(
          item.held === undefined
            ? `${item.file.path}: the service has ${none} for ${item.locale}; the file is left as it is`
            : `${item.file.path}: the service has ${none} for ${item.locale}; its texts in the file are left as they are`,
          { file: item.file.path },
        );
      item.untouched = `left as it is: ${none} in the service`;
      item.entries = before;
      continue;
    }
    const { entries, keptShapes } = mergeIntoFile(before, item.service, obsoleteOf(item.resource ?? ''));
    item.entries = entries;
    for (const kept of keptShapes) warnKeptShape(item, kept, logger);
  }
}

/** Says that the service's text of a message is not written because the file holds it in another shape. */
function warnKeptShape(item: Answered, kept: KeptShape, logger: Logger): void {
  const keys = (list: readonly string[]) => list.map((key) => `"${key}"`).join(', ');
  logger.warning(
    `${item.file.path}: ${item.locale} holds "${kept.message}" as ${keys(kept.ours)} while the service has it as ${keys(kept.theirs)}; the file's text is kept and the service's is not written: give the text in the service the file's shape, or the file the source's`,
    { file: item.file.path },
  );
}

/** The files a pull writes, as the translation checks take them. */
export function translationsOf(prepared: readonly Prepared[]) {
  // The file as it is now: its header tells the PO plural rules, its lines where each key is.
  return prepared.flatMap((p) =>
    p.untouched !== undefined
      ? []
      : [
          {
            locale: p.locale,
            path: p.file.path,
            format: p.format.name,
            entries: p.entries,
            // Checked against its own resource's source file (several source files per locale).
            ...(p.resource !== undefined && { resource: p.resource }),
            ...(p.target.existing !== undefined && { content: p.target.existing }),
            ...(p.held !== undefined && { everyLocale: true }),
          },
        ],
  );
}

/** Whether the service has no source strings for a resource (so its files are left as they are). */
function noSourceOf(head: PullHead): (resource: string) => boolean {
  const perResource = new Map((head.resources ?? []).map((r) => [r.resource, r]));
  return (resource) =>
    (perResource.get(resource)?.sourceKeys ?? (resource === '' ? head.sourceKeys : undefined)) === 0;
}

/**
 * Says once when the files of some (or all) of `resources` stay as they are for want of source
 * strings, or when the project has none at all (whatever files the answer held for this layout).
 */
export function warnNoSource(resources: readonly string[], head: PullHead, logger: Logger): void {
  const noSourceIn = noSourceOf(head);
  const neverPushed =
    head.sourceKeys === 0 && head.resources !== undefined && head.resources.every((r) => r.sourceKeys === 0);
  if (!neverPushed && !resources.some(noSourceIn)) return;
  logger.warning(
    neverPushed || resources.every(noSourceIn)
      ? 'the service has no source strings for this project yet (it was never pushed, or every push was refused): no file is changed; push the source file first'
      : 'the service has no source strings for some resources yet: their files are not changed; push their source files first',
  );
}

/** The locales of a file holding every locale, or the error its format refuses it with. */
function readHeld(item: Answered, existing: string, logger: Logger): Map<string, HeldLocale> | FormatError {
  try {
    const byLocale = (item.format.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(existing, {
      path: item.file.path,
    });
    return heldLocales(byLocale, item.file.holdsEveryLocale ?? {}, item.file.path, logger);
  } catch (err) {
    if (err instanceof FormatError) return err;
    throw err;
  }
}

/**
 * Stage 4: the minimum coverage enforced, and gaps filled as `missing` says, each file against its own
 * resource's source texts. A locale is measured when the pull writes at least one of its files, over
 * every resource (a file left as it is counts with the texts it keeps).
 */
async function fillAndMeasure(
  prepared: Prepared[],
  sources: SourceTexts,
  sourceLocale: string,
  options: PullOptions,
  logger: Logger,
): Promise<void> {
  const mode = options.missing ?? 'omit';
  const measure = (options.minCoverage ?? 0) > 0;
  if (!measure && mode === 'omit') return;
  // The coverage code (with the plural rules it groups keys by) is loaded only by a pull that uses it.
  const { enforceCoverage, fillMissing } = await import('./coverage.ts');
  const writable = prepared.filter((p) => p.untouched === undefined);
  if (measure) {
    const measured = new Set(writable.map((p) => p.locale));
    const files = prepared
      .filter((p) => measured.has(p.locale))
      .map((p) => ({
        locale: p.locale,
        ...(p.resource !== undefined && { resource: p.resource }),
        path: p.file.path,
        entries: p.entries,
      }));
    enforceCoverage(files, sources, sourceLocale, options.minCoverage as number, logger);
  }
  if (mode === 'omit') return;
  for (const item of writable) {
    const source = sources.get(item.resource ?? '');
    if (item.locale !== sourceLocale && source !== undefined) {
      item.entries = fillMissing(source, item.entries, mode, { locale: item.locale });
    }
  }
}

/**
 * Stage 6: the layout each format's new files take (the structure option, else the repository's
 * usual one; the spacing of the repository's files of that format).
 */
export async function structuresOfNewFiles(
  rootReal: string,
  layout: RepositoryLayout,
  prepared: readonly Prepared[],
  options: PullOptions,
  sourceLocale: string,
  texts: SourceFileTexts,
  /** Structures found for earlier files (a streamed pull's), kept and added to. */
  structures = new Map<string, NewFileStyle>(),
): Promise<Map<string, NewFileStyle>> {
  for (const item of prepared) {
    const key = newFileStyleKey(item);
    // Only a file pull creates takes it: an existing one keeps its own.
    if (item.untouched !== undefined || item.held !== undefined || item.target.existing !== undefined)
      continue;
    if (structures.has(key)) continue;
    structures.set(
      key,
      await usualStyle(rootReal, layout, item.format, sourceLocale, options.structure, item.resource, texts),
    );
  }
  return structures;
}

/** A new file's layout is its format's and its resource's (each source file may be spaced its own way). */
function newFileStyleKey(item: Prepared): string {
  return `${item.format.name}\u0001${item.resource ?? ''}`;
}

/**
 * Stage 7: each file rendered over its current text, with its key-level change (new entries of a
 * format that needs it take what the source file holds besides its texts: `templates`).
 */
export function renderFiles(
  prepared: readonly Prepared[],
  newFileStyles: ReadonlyMap<string, NewFileStyle>,
  problems: ReadonlyMap<string, number>,
  templates: ReadonlyMap<Prepared, string>,
  sourceLocale: string,
  options: PullOptions,
  logger: Logger,
): { locales: PulledLocale[]; writes: CheckedWrite[] } {
  const locales: PulledLocale[] = [];
  const writes: CheckedWrite[] = [];
  const heldDone = new Set<string>();
  for (const item of prepared) {
    const { target } = item;
    if (item.file.holdsEveryLocale !== undefined) {
      // Every locale of the file is written at once, where its first locale comes.
      if (heldDone.has(item.file.path)) continue;
      heldDone.add(item.file.path);
      const rendered = renderHeld(
        prepared.filter((p) => p.file.path === item.file.path),
        problems,
        logger,
      );
      locales.push(...rendered.locales);
      if (rendered.write !== undefined) writes.push(rendered.write);
      continue;
    }
    const existing = target.existing;
    const path = item.file.path;
    if (item.untouched !== undefined) {
      if (existing === undefined) continue;
      const change = diffEntries(item.locale, path, item.entries, item.entries);
      change.note = item.untouched;
      if (item.resource !== undefined) change.resource = item.resource;
      locales.push({ locale: item.locale, path, status: 'unchanged', keys: item.entries.size, change });
      continue;
    }
    if (existing === undefined && item.entries.size === 0) {
      // No translations yet (or none with the requested status): an empty new file is only noise.
      logger.info(`${item.locale}: no ${statusWord(options.status)}translations yet; ${path} is not created`);
      continue;
    }
    // The source locale's file (pulled when asked for) is read and written as the source.
    const source = item.locale === sourceLocale;
    const before =
      existing === undefined
        ? new Map<string, string>()
        : item.format.parse(existing, { path, source, locale: item.locale });
    const newStyle = existing === undefined ? newFileStyles.get(newFileStyleKey(item)) : undefined;
    const structure = item.structure ?? newStyle?.structure ?? 'flat';
    const template = templates.get(item);
    const content = renderNaming(path, () =>
      renderOver(item.format, item.entries, structure, existing, {
        locale: item.locale,
        path,
        source,
        ...(template !== undefined && { template }),
        ...(newStyle !== undefined && { newFileStyle: newStyle }),
        ...(newStyle?.sibling !== undefined && { sibling: newStyle.sibling }),
      }),
    );
    const change = diffEntries(item.locale, path, before, item.entries, options.listKeys);
    if (item.resource !== undefined) change.resource = item.resource;
    const problemCount = problems.get(path);
    if (problemCount !== undefined) change.problems = problemCount;
    const status = existing === undefined ? 'created' : content === existing ? 'unchanged' : 'updated';
    if (status === 'updated' && !hasChanges(change))
      change.note = `same texts, rewritten as ${item.format.name}`;
    locales.push({ locale: item.locale, path, status, keys: item.entries.size, change });
    // An existing file is written in its own encoding, a new one in its siblings' (see `newFileText`).
    const encoding = target.encoding ?? newStyle?.encoding;
    writes.push(
      existing === undefined && encoding !== undefined
        ? { ...target, ...newFileText(content, encoding) }
        : { ...target, content },
    );
    if (item.twin !== undefined) {
      const script = nextcloudScript(content, item.twin.app);
      if (script !== undefined) writes.push({ ...item.twin.target, content: script });
      else if (content !== existing)
        logger.warning(
          `${item.twin.target.path} is not ${item.twin.target.existing === undefined ? 'created' : 'rewritten'}: ${path} is not in the shape Nextcloud's translation tool writes, so its twin script cannot follow from it; regenerate ${item.twin.target.path} (translationtool.phar convert-po-files)`,
          { file: item.twin.target.path },
        );
    }
  }
  return { locales, writes };
}

/** A file's text rendered; a format's refusal (two keys one nested file cannot hold) names the file. */
function renderNaming(path: string, render: () => string): string {
  try {
    return render();
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    throw new SyncError(`${path} cannot be written: ${err.message}; nothing was written`);
  }
}

/**
 * Stage 7 for a file holding every locale: each pulled locale's texts written into it at once (the
 * format's `rewriteLocales`: untouched locales and entries stay byte for byte), and each locale's
 * change read back from what was written. A key the file has no string for is not added (the
 * format's own tool adds strings), so the change lists only what the file now holds.
 */
function renderHeld(
  items: readonly Prepared[],
  problems: ReadonlyMap<string, number>,
  logger: Logger,
): { locales: PulledLocale[]; write?: CheckedWrite } {
  const first = items[0] as Prepared;
  const { target, format } = first;
  const path = first.file.path;
  const existing = target.existing;
  if (existing === undefined) {
    logger.warning(`${path} is gone since the repository was read; it is not written`, { file: path });
    return { locales: [] };
  }
  const writable = items.filter((i) => i.untouched === undefined && i.held !== undefined);
  const byLocale = new Map(writable.map((i) => [i.held?.spelling as string, i.entries]));
  const content =
    byLocale.size === 0
      ? existing
      : (format.rewriteLocales as NonNullable<TranslationFormat['rewriteLocales']>)(existing, byLocale);
  const after =
    content === existing
      ? undefined
      : heldLocales(
          (format.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(content, { path }),
          first.file.holdsEveryLocale ?? {},
          path,
          silentLogger,
        );
  const locales: PulledLocale[] = [];
  for (const item of items) {
    const before = item.held?.before;
    // A locale the file does not hold and that is not written: nothing to report.
    if (item.held !== undefined && before === undefined && item.untouched !== undefined) continue;
    if (item.untouched !== undefined || item.held === undefined) {
      const entries = before ?? item.entries;
      const change = diffEntries(item.locale, path, entries, entries);
      change.note = item.untouched ?? 'left as it is: the file cannot be read';
      if (item.resource !== undefined) change.resource = item.resource;
      locales.push({ locale: item.locale, path, status: 'unchanged', keys: entries.size, change });
      continue;
    }
    const now = after === undefined ? before : after.get(item.locale)?.entries;
    if (before === undefined && (now === undefined || now.size === 0)) {
      logger.info(`${item.locale}: no texts for the strings of ${path} yet; the locale is not added to it`);
      continue;
    }
    const entries = now ?? new Map<string, string>();
    const change = diffEntries(item.locale, path, before ?? new Map(), entries);
    if (item.resource !== undefined) change.resource = item.resource;
    const problemCount = problems.get(problemKey(path, item.locale));
    if (problemCount !== undefined) change.problems = problemCount;
    const status = before === undefined ? 'created' : hasChanges(change) ? 'updated' : 'unchanged';
    locales.push({ locale: item.locale, path, status, keys: entries.size, change });
  }
  return { locales, write: { ...target, content } };
}

/** The locales with their key lists cut as `options.listKeys` says (unchanged when it is unset). */
export function listKeysOf(locales: PulledLocale[], options: PullOptions): PulledLocale[] {
  const max = options.listKeys;
  if (max === undefined) return locales;
  return locales.map((l) => ({ ...l, change: listFirstKeys(l.change, max) }));
}

/** Parses one file of the answer (whatever format the server used to carry it). */
function readAnswer(locale: string, format: TranslationFormat, content: string): Entries {
  try {
    // Read once: a remembered reading would keep the file's text and entries until the next file's
    // parse, through the whole of this file's merge, checks and write (and copy the entries).
    return format.parse(content, { once: true });
  } catch (err) {
    if (!(err instanceof FormatError)) throw err;
    throw new SyncError(
      `the server's ${format.name} file for locale ${locale} cannot be read: ${err.message}; nothing was written`,
    );
  }
}

/** The status a pull asks for as a word before "translations": `approved `, `translated `, or none for `all`. */
function statusWord(status: string): string {
  return status === 'all' ? '' : `${status} `;
}
