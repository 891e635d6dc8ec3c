import type { PullResponse } from '@locale-sync/protocol';
import type { SyncApi } from '../api.ts';
import type { Logger } from '../logger.ts';
import { type PhaseHook, runDirectly } from '../phases.ts';
import type { LocaleChange, OrphanResource } from '../report/plan.ts';
import { loadConfig } from '../repository/config.ts';
import { RepositoryLayout } from '../repository/layout.ts';
import { realRoot } from '../repository/paths.ts';
import { applyWrites } from '../repository/safe-write.ts';
import { fetchPull, pullRequest } from './fetch.ts';
import { needsSourceTexts, type PullOptions } from './options.ts';
import { listKeysOf, type PulledLocale, type PullPlan, planPull } from './plan.ts';
import { applyPullStream } from './streamed.ts';

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
  /** Resources the service holds that no source file of the repository stands for: not written. */
  orphanResources: OrphanResource[];
  /**
   * Translations of the pulled locales the requested status left out, by their status (the server's
   * `heldBack`; empty from a server that does not count them).
   */
  heldBack: NonNullable<PullResponse['heldBack']>;
}

/** Writes a checked pull plan (unless `dryRun`) and reports what changed. */
export async function applyPull(plan: PullPlan, dryRun: boolean): Promise<Omit<PullResult, 'heldBack'>> {
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
    orphanResources: plan.orphanResources,
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
  // Without paths or files, discovery decides whether there are several source files (resources), so
  // the layout is read before the request, the same way push reads it (its source locale inferred
  // alike), and that one reading is what the pull writes through.
  const discovered =
    config.files === undefined && config.paths.size === 0
      ? await RepositoryLayout.read(await realRoot(args.root), config, args.logger, {
          ...(config.sourceLocale !== undefined && { sourceLocale: config.sourceLocale }),
        })
      : undefined;
  const resources = config.files !== undefined || discovered?.multiResource === true;
  const layout = discovered !== undefined ? { layout: discovered } : {};
  if (args.client.pullStream !== undefined && !needsSourceTexts(args.options)) {
    // Streamed: the answer's head is fetched, then each file is applied as it arrives.
    const stream = await phase(PULL_PHASES.fetch, () =>
      (args.client.pullStream as NonNullable<SyncApi['pullStream']>)(pullRequest(args.options, resources)),
    );
    return phase(args.dryRun ? PULL_PHASES.dryRun : PULL_PHASES.write, async () => {
      const result = await applyPullStream({
        root: args.root,
        config,
        answer: stream,
        options: args.options,
        logger: args.logger,
        dryRun: args.dryRun,
        ...layout,
      });
      return {
        dryRun: args.dryRun,
        sourceLocale: result.sourceLocale,
        locales: result.locales,
        changed: result.changedFiles.length > 0,
        changedFiles: result.changedFiles,
        changes: result.locales.map((l) => l.change),
        orphanResources: result.orphanResources,
        heldBack: stream.head.heldBack ?? [],
      };
    });
  }
  const answer = await phase(PULL_PHASES.fetch, () => fetchPull(args.client, args.options, resources));
  return phase(args.dryRun ? PULL_PHASES.dryRun : PULL_PHASES.write, async () => {
    const plan = await planPull({
      root: args.root,
      config,
      options: args.options,
      logger: args.logger,
      ...answer,
      ...layout,
    });
    const result = await applyPull({ ...plan, locales: listKeysOf(plan.locales, args.options) }, args.dryRun);
    return { ...result, heldBack: answer.response.heldBack ?? [] };
  });
}
