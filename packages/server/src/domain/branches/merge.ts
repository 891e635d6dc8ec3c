import type { BranchMerge } from '@locale-sync/protocol';
import type { ProjectRecord } from '../../storage/types.ts';
import type { FileSlot } from '../file-states.ts';
import type { PushTransaction } from '../push.ts';
import type { PlanWrites } from '../push-plan.ts';
import { defaultResourceAlias, renamed } from './alias.ts';
import { type Steps, wait } from './drive.ts';
import type { BranchPrimitives } from './primitives.ts';
import { type BranchRecord, emptyState, type OverlayState, type OverlayTranslation } from './state.ts';

/**
 * Moves the translations made on every merged branch (or only `only`) to main, where main now has
 * their key with the branch's source text. A translation whose key main does not have yet stays on
 * the branch, pending, until a push to main brings it; a branch with nothing pending is deleted.
 *
 * The rule per translation: main without one, or with the same value, or with the value it had when
 * the branch first changed it (main did not change since) → the branch's is stored. Main changed too
 * (a conflict) → the branch's still wins, since it was made for this change; main's value is reported.
 * Main's remembered files of every (resource, locale) that changed are forgotten.
 */
export function* runMerges(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  now: number,
  only?: BranchRecord,
): Steps<BranchMerge[]> {
  const merged = only
    ? [only]
    : (yield* wait(branches.listBranches(project.id))).filter((b) => b.mergedAt !== null);
  const reports: BranchMerge[] = [];
  for (const branch of merged) {
    reports.push(yield* mergeOne(main, branches, project, branch, now, only !== undefined));
  }
  return reports;
}

function* mergeOne(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  branch: BranchRecord,
  now: number,
  closing: boolean,
): Steps<BranchMerge> {
  const overlay = yield* wait(branches.readOverlay(branch.id));
  // A branch that pushed the new layout before main did sees main's default resource under its new
  // name (alias.ts): its translations move into the default resource, which main's push renames.
  const alias = overlay.has('') ? null : yield* defaultResourceAlias(main, project.id, overlay.keys());
  const stored = (resource: string) => (resource === alias ? '' : resource);
  const resources = [...overlay.keys()].map(stored);
  let mainState =
    resources.length === 0
      ? new Map()
      : yield* wait(main.readState(project.id, resources, project.supportedLocales));
  if (alias !== null) mainState = renamed(mainState, '', alias);
  const report: BranchMerge = { branch: branch.name, moved: 0, conflicts: [], pending: 0, deleted: false };
  const forget: FileSlot[] = [];
  for (const [resource, state] of overlay) {
    const m = mainState.get(resource) ?? emptyState();
    const writes: PlanWrites = { strings: [], obsolete: [], translations: [] };
    const left: OverlayState = { strings: state.strings, translations: new Map() };
    for (const [locale, byKey] of state.translations) {
      let changed = false;
      for (const [key, t] of byKey) {
        const onBranch = state.strings.get(key) ?? m.strings.get(key);
        if (!onBranch || onBranch.obsolete) continue; // its key left the branch: nothing to move
        const onMain = m.strings.get(key);
        if (!onMain || onMain.obsolete || onMain.sourceText !== onBranch.sourceText) {
          keep(left, locale, key, t);
          report.pending++;
          continue;
        }
        const current = m.translations.get(locale)?.get(key);
        if (current && current.value === t.value && current.status === t.status) continue;
        if (current && current.value !== t.value && current.value !== t.baseValue) {
          report.conflicts.push({
            ...(resource !== '' && { resource }),
            key,
            locale,
            main: current.value,
            branch: t.value,
          });
        }
        // Main's repository value, when it has one, protects the moved translation against it.
        writes.translations.push({
          key,
          locale,
          value: t.value,
          status: t.status,
          repoValue: current ? current.repoValue : t.repoValue,
        });
        report.moved++;
        changed = true;
      }
      if (changed) forget.push({ resource: stored(resource), locale });
    }
    if (writes.translations.length > 0) {
      yield* wait(main.applyWrites(project.id, [{ resource: stored(resource), writes }], now));
    }
    yield* wait(branches.writeOverlay(branch.id, resource, left));
  }
  if (forget.length > 0) {
    yield* wait(main.applyFileStates(project.id, { remember: [], forget, sent: [], ended: [] }, now));
  }
  if (report.pending === 0) {
    yield* wait(branches.deleteBranch(branch.id));
    report.deleted = true;
  } else if (report.moved > 0 || closing) {
    // Only a merge that did something counts as activity: a branch whose keys never reach main is
    // still removed once idle.
    yield* wait(branches.touchBranch(branch.id, now, branch.mergedAt ?? now));
  }
  return report;
}

function keep(state: OverlayState, locale: string, key: string, t: OverlayTranslation): void {
  let byKey = state.translations.get(locale);
  if (!byKey) {
    byKey = new Map();
    state.translations.set(locale, byKey);
  }
  byKey.set(key, t);
}

/**
 * Closes a branch: merged, it is marked so and its translations move to main now or as main gets
 * their keys (runMerges); not merged, it is deleted. Undefined when the project has no such branch.
 */
export function* closeBranch(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  name: string,
  merged: boolean,
  now: number,
): Steps<{ deleted: boolean; merge?: BranchMerge } | undefined> {
  const branch = yield* wait(branches.findBranch(project.id, name));
  if (!branch) return undefined;
  if (!merged) {
    yield* wait(branches.deleteBranch(branch.id));
    return { deleted: true };
  }
  const marked = { ...branch, mergedAt: branch.mergedAt ?? now };
  const [merge] = yield* runMerges(main, branches, project, now, marked);
  return { deleted: merge?.deleted ?? false, ...(merge && { merge }) };
}
