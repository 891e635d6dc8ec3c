import { normalizeLocale, type PulledFile, type PullHead } from '@locale-sync/protocol';
import { checkTranslations, type SourceTexts } from '../checks/translations.ts';
import type { Logger } from '../logger.ts';
import type { OrphanResource } from '../report/plan.ts';
import type { SyncConfig } from '../repository/config.ts';
import { compareStrings } from '../repository/discovery.ts';
import { RepositoryLayout } from '../repository/layout.ts';
import { realRoot } from '../repository/paths.ts';
import { commitStaged, discardStaged, type StagedWrite, stageWrite } from '../repository/safe-write.ts';
import { SourceFileTexts } from '../repository/source-file-texts.ts';
import type { PullOptions } from './options.ts';
import {
  type Answered,
  answerOrder,
  checkTargets,
  finishAnswer,
  listKeysOf,
  mergeIntoFiles,
  type PulledLocale,
  readAnswerFile,
  renderFiles,
  startAnswer,
  structuresOfNewFiles,
  translationsOf,
  warnNoSource,
} from './plan.ts';
import type { NewFileStyle } from './structure.ts';
import { readTemplates } from './template.ts';

/** A pull answer read as it arrives (`SyncClient.pullStream`). */
export interface PulledStream {
  head: PullHead;
  files: AsyncIterable<PulledFile>;
}

/** What a streamed pull did (or, in a dry run, would do). */
export interface StreamedPullResult {
  sourceLocale: string;
  locales: PulledLocale[];
  changedFiles: string[];
  orphanResources: OrphanResource[];
}

/**
 * Applies a pull answer file by file as it arrives: each file is parsed, merged into the file on
 * disk, checked, rendered and written to a temporary file beside its target, and let go before the
 * next is read, so the run holds one file of the answer at a time (plus the report: each locale's
 * changed keys). Once the whole answer has been read and checked, the temporary files are renamed
 * into place; when anything fails before (the answer is cut short or invalid, a target is refused)
 * they are removed, and no file was changed. Files that hold every locale are the exception: their
 * locales arrive apart, so they are held and written together at the end.
 *
 * The stages and their rules are `planPull`'s; what needs the service's source texts (`missing`,
 * `minCoverage`) measures every file together and goes through `planPull`.
 */
export async function applyPullStream(args: {
  root: string;
  config: SyncConfig;
  answer: PulledStream;
  options: PullOptions;
  logger: Logger;
  dryRun: boolean;
  layout?: RepositoryLayout;
}): Promise<StreamedPullResult> {
  const { config, options, logger } = args;
  const { head } = args.answer;
  const rootReal = await realRoot(args.root);
  const layout =
    args.layout ??
    (await RepositoryLayout.read(rootReal, config, logger, {
      sourceLocale: config.sourceLocale ?? head.sourceLocale,
    }));
  const sourceLocale = normalizeLocale(head.sourceLocale) ?? head.sourceLocale;
  const reading = startAnswer(head, options, layout, logger);
  // What the files share: targets checked, source files read, structures chosen.
  const targets = new Map<string, string>();
  const sources = new Map<string, Promise<SourceTexts | undefined>>();
  const structures = new Map<string, NewFileStyle>();
  const templates = new Map<string, Promise<string | undefined>>();
  // Each resource's source file, read once for the checks, new files' layout and templates.
  const texts = new SourceFileTexts(rootReal);
  const resources: string[] = [];
  // What each applied file leaves behind: its place in the report's order, its report and its staged
  // write. Never the file's parsed entries: those go with the file (at 1,000,000 strings they were
  // most of the run's peak memory when kept to the end).
  const done: Array<{
    locale: string;
    path: string;
    locales: PulledLocale[];
    changed: string[];
    staged: StagedWrite[];
  }> = [];
  const staged: StagedWrite[] = [];
  const held = new Map<string, Answered[]>();

  const apply = async (items: Answered[]): Promise<void> => {
    const prepared = await checkTargets(rootReal, items, targets);
    mergeIntoFiles(prepared, head, options, logger);
    const problems = await checkTranslations({
      rootReal,
      layout,
      sourceLocale: head.sourceLocale,
      translations: translationsOf(prepared),
      logger,
      sources,
      texts,
    });
    await structuresOfNewFiles(rootReal, layout, prepared, options, sourceLocale, texts, structures);
    const writable = prepared.filter((p) => p.untouched === undefined);
    const found = await readTemplates(texts, layout, writable, sourceLocale, logger, templates);
    const rendered = renderFiles(prepared, structures, problems, found, sourceLocale, options, logger);
    const first = items[0] as Answered;
    const entry = {
      locale: first.locale,
      path: first.file.path,
      locales: listKeysOf(rendered.locales, options),
      changed: [] as string[],
      staged: [] as StagedWrite[],
    };
    for (const write of rendered.writes) {
      if (write.existing === write.content) continue;
      entry.changed.push(write.path);
      if (args.dryRun) continue;
      const one = stageWrite(write);
      staged.push(one);
      entry.staged.push(one);
    }
    done.push(entry);
  };

  // The answer's files, each let go as soon as it is read into its entries: held through `apply`,
  // a file's text outlived the collections that ran meanwhile and was promoted with it.
  const files = args.answer.files[Symbol.asyncIterator]();
  let finished = false;
  const nextItem = async (): Promise<{ item: Answered | undefined } | undefined> => {
    const next = await files.next();
    if (next.done) {
      finished = true;
      return undefined;
    }
    return { item: await readAnswerFile(reading, next.value) };
  };
  // One file read and applied, in a call of its own: a loop variable holding the file would keep it
  // (its parsed entries) alive while the next file is awaited, read and parsed.
  const step = async (): Promise<boolean> => {
    const read = await nextItem();
    if (read === undefined) return false;
    const { item } = read;
    if (item === undefined) return true;
    resources.push(item.resource ?? '');
    if (item.file.holdsEveryLocale !== undefined) {
      const group = held.get(item.file.path) ?? [];
      group.push(item);
      held.set(item.file.path, group);
      return true;
    }
    await apply([item]);
    return true;
  };
  try {
    while (await step()) {
      // Each step reads and applies one file.
    }
    const orphanResources = finishAnswer(reading);
    warnNoSource(resources, head, logger);
    for (const group of held.values()) await apply(group.sort(answerOrder));
    // Reported, and renamed, in the order a whole answer is: by locale, then path.
    done.sort((a, b) => compareStrings(a.locale, b.locale) || compareStrings(a.path, b.path));
    if (!args.dryRun) commitStaged(done.flatMap((d) => d.staged));
    return {
      sourceLocale: head.sourceLocale,
      locales: done.flatMap((d) => d.locales),
      changedFiles: done.flatMap((d) => d.changed),
      orphanResources,
    };
  } catch (err) {
    discardStaged(staged);
    throw err;
  } finally {
    // As `for await` does when its body throws: a reader that stops early closes the connection.
    if (!finished) await files.return?.();
  }
}
