import type { BranchState, LocalePlan, PushResource } from '@locale-sync/protocol';
import type { ProjectRecord, PushInput, PushOutcome } from '../../storage/types.ts';
import { checkStringLimit } from '../project-limits.ts';
import { compareResources, type PushTransaction, type ResourceState, runPush } from '../push.ts';
import { planPush } from '../push-plan.ts';
import { checkSourceLocale } from '../source-locale.ts';
import { defaultResourceAlias, renamed } from './alias.ts';
import { type Steps, wait } from './drive.ts';
import { runMerges } from './merge.ts';
import type { BranchPrimitives } from './primitives.ts';
import { applyInMemory, compose, diffOverlay, emptyState, type OverlayState } from './state.ts';

/** How many branches a project may have, and how long an untouched one lives. */
export interface BranchPolicy {
  maxBranches: number;
  /** Milliseconds without a push, translation or merge after which a branch is removed. */
  idleMs: number;
}

/**
 * A push to main (domain/push.ts), then what it lets merged branches move to main (merge.ts), after
 * removing idle branches. A dry run changes nothing.
 */
export function* mainPush(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  input: PushInput,
  policy: BranchPolicy,
): Steps<PushOutcome> {
  const branchStrings = input.maxStrings === undefined ? 0 : yield* wait(branches.countStrings(project.id));
  const outcome = yield* wait(runPush(main, project, input, branchStrings));
  if (input.dryRun) return outcome;
  yield* removeIdle(branches, project.id, input.now, policy);
  // A merged branch whose pending keys this push does not bring is left out: nothing happened to it.
  const merges = (yield* runMerges(main, branches, project, input.now)).filter(
    (m) => m.moved > 0 || m.deleted,
  );
  return merges.length > 0 ? { ...outcome, merges } : outcome;
}

/**
 * A push to a project branch: planned exactly as a push to main would be, over main's state with the
 * branch's differences on top, and stored as the branch's differences only. Main and every other
 * branch stay as they are; keys the branch's source file lacks become obsolete on the branch only.
 * The first push to a branch creates it, within the project's branch limit.
 */
export function* branchPush(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  name: string,
  input: PushInput,
  policy: BranchPolicy,
): Steps<PushOutcome> {
  if (!input.dryRun) yield* removeIdle(branches, project.id, input.now, policy);
  let branch = yield* wait(branches.findBranch(project.id, name));
  let overlay = branch ? yield* wait(branches.readOverlay(branch.id)) : new Map<string, OverlayState>();
  const pushed = input.files.map((f) => ({ ...f, resource: f.resource ?? '' }));
  const pushedResources = [...new Set(pushed.map((f) => f.resource))];
  // Main's default resource seen under the name main's next push will give it (alias.ts).
  const alias = pushedResources.includes('')
    ? null
    : yield* defaultResourceAlias(main, project.id, pushedResources);
  // The branch's differences in the default resource follow it, unless it has some in the new name.
  const movesOverlay = alias !== null && overlay.has('') && !overlay.has(alias);
  if (movesOverlay) overlay = renamed(overlay, '', alias);
  let stored = yield* wait(main.resourceKeys(project.id));
  if (alias !== null) stored = renamed(stored, '', alias);
  const resources = [...new Set([...pushedResources, ...overlay.keys()])];
  const read = resources.map((r) => (r === alias ? '' : r));
  let mainState = yield* wait(main.readState(project.id, read, project.supportedLocales));
  if (alias !== null) mainState = renamed(mainState, '', alias);
  const effective = compose(mainState, overlay);

  checkSourceLocale(project.key, project.sourceLocale, pushed, (r) => {
    const state = effective.get(r);
    return state === undefined ? 0 : activeKeys(state);
  });
  const plan: LocalePlan[] = [];
  const writes: Array<{ resource: string; state: OverlayState }> = [];
  const final = new Map(effective);
  const keysAfter = new Map([...stored].map(([resource, counts]) => [resource, counts.keys]));
  for (const [resource, state] of effective) keysAfter.set(resource, activeKeys(state));
  for (const resource of pushedResources) {
    const state = effective.get(resource) ?? emptyState();
    const files = pushed.filter((f) => f.resource === resource);
    const result = planPush(
      { sourceLocale: project.sourceLocale, ...state },
      files.map((f) => ({ locale: f.locale, entries: f.entries, format: f.format })),
    );
    for (const entry of result.plan) plan.push(resource === '' ? entry : { ...entry, resource });
    const after = applyInMemory(state, result.writes);
    final.set(resource, after);
    keysAfter.set(resource, activeKeys(after));
    writes.push({ resource, state: diffOverlay(mainState.get(resource), after, overlay.get(resource)) });
  }
  const sentSource = new Set(pushed.filter((f) => f.locale === project.sourceLocale).map((f) => f.resource));
  const summary: PushResource[] = [...keysAfter]
    .sort(([a], [b]) => compareResources(a, b))
    .map(([resource, keys]) => ({ resource, keys, inPush: sentSource.has(resource) }));
  const outcome: PushOutcome = {
    plan,
    resources: summary,
    branchState: branchStateOf(mainState, final, project),
  };
  if (input.maxStrings !== undefined) {
    let storedStrings = yield* wait(branches.countStrings(project.id));
    for (const counts of stored.values()) storedStrings += counts.strings;
    let addedStrings = 0;
    for (const w of writes)
      addedStrings += w.state.strings.size - (overlay.get(w.resource)?.strings.size ?? 0);
    checkStringLimit(project.key, input.maxStrings, storedStrings, addedStrings);
  }
  if (input.dryRun) return outcome;
  if (!branch) {
    const count = (yield* wait(branches.listBranches(project.id))).length;
    if (count >= policy.maxBranches) throw branchLimit(project, name, policy.maxBranches);
    branch = yield* wait(branches.createBranch(project.id, name, input.now));
  }
  for (const w of writes) yield* wait(branches.writeOverlay(branch.id, w.resource, w.state));
  if (movesOverlay)
    yield* wait(branches.writeOverlay(branch.id, '', { strings: new Map(), translations: new Map() }));
  // A push reopens a merged branch: its pull request was reopened, or the name reused.
  yield* wait(branches.touchBranch(branch.id, input.now, null));
  // The audit trail holds branch pushes too; the ref the client sent names the branch.
  yield* wait(main.recordPush(project.id, input.source, plan, input.now, input.auth));
  return outcome;
}

/** Removes the project's branches untouched for longer than the policy allows. */
function* removeIdle(
  branches: BranchPrimitives,
  projectId: number,
  now: number,
  policy: BranchPolicy,
): Steps<void> {
  for (const branch of yield* wait(branches.listBranches(projectId))) {
    if (now - branch.updatedAt > policy.idleMs) yield* wait(branches.deleteBranch(branch.id));
  }
}

/**
 * The keys a branch has of its own (active on it, absent or obsolete on main) with how many each
 * translated locale has, and the keys it ends that main still has.
 */
function branchStateOf(
  main: Map<string, ResourceState>,
  branch: Map<string, ResourceState>,
  project: ProjectRecord,
): BranchState {
  const keys: BranchState['keys'] = [];
  const obsoleteOnMain: BranchState['obsoleteOnMain'] = [];
  const translated = new Map<string, number>();
  for (const locale of project.supportedLocales) {
    if (locale !== project.sourceLocale) translated.set(locale, 0);
  }
  for (const resource of [...branch.keys()].sort(compareResources)) {
    const state = branch.get(resource) as ResourceState;
    const onMain = main.get(resource);
    const named = (key: string) => (resource === '' ? { key } : { resource, key });
    const sources = [...state.strings]
      .filter(([, s]) => s.pluralOf === null)
      .sort(([, a], [, b]) => a.position - b.position);
    for (const [key, s] of sources) {
      const m = onMain?.strings.get(key);
      const mainActive = m !== undefined && !m.obsolete;
      if (!s.obsolete && !mainActive) {
        keys.push(named(key));
        for (const [locale, count] of translated) {
          if (state.translations.get(locale)?.has(key)) translated.set(locale, count + 1);
        }
      } else if (s.obsolete && mainActive && m.pluralOf === null) {
        obsoleteOnMain.push(named(key));
      }
    }
  }
  return {
    keys,
    translated: [...translated].map(([locale, n]) => ({ locale, keys: n })),
    obsoleteOnMain,
  };
}

function activeKeys(state: ResourceState): number {
  let n = 0;
  for (const s of state.strings.values()) if (!s.obsolete && s.pluralOf === null) n++;
  return n;
}

/** A push would create a branch past the project's limit (the route answers 409 branch_limit_reached). */
export class BranchLimitError extends Error {
  override name = 'BranchLimitError';
  readonly maxBranches: number;

  constructor(message: string, maxBranches: number) {
    super(message);
    this.maxBranches = maxBranches;
  }
}

function branchLimit(project: ProjectRecord, name: string, max: number): BranchLimitError {
  return new BranchLimitError(
    `project ${project.key} already has ${max} branches (the limit, MAX_BRANCHES_PER_PROJECT), so branch ${name} cannot be created: close or merge pull requests, or delete branches with "locale-sync-server branches delete"`,
    max,
  );
}
