import type { TranslationStatus } from '@locale-sync/protocol';
import type { ProjectRecord } from '../../storage/types.ts';
import type { PushTransaction } from '../push.ts';
import { type Steps, wait } from './drive.ts';
import type { BranchPrimitives } from './primitives.ts';
import { compose, type OverlayState } from './state.ts';

/** One translation a translator makes on a branch (the admin CLI's `translations set --branch`). */
export interface BranchTranslation {
  branch: string;
  resource: string;
  key: string;
  locale: string;
  value: string;
  status: TranslationStatus;
  now: number;
}

/**
 * Sets a translation on a branch, leaving main as it is. The repository value it had stays, so a
 * push that still sends that stale value keeps the translator's work, as on main. Answers what was
 * missing: the branch, or the key (absent or obsolete on the branch).
 */
export function* setBranchTranslation(
  main: PushTransaction,
  branches: BranchPrimitives,
  project: ProjectRecord,
  t: BranchTranslation,
): Steps<'ok' | 'no_branch' | 'no_key'> {
  const branch = yield* wait(branches.findBranch(project.id, t.branch));
  if (!branch) return 'no_branch';
  const overlay = yield* wait(branches.readOverlay(branch.id));
  const mainState = yield* wait(main.readState(project.id, [t.resource], project.supportedLocales));
  const effective = compose(mainState, overlay).get(t.resource);
  const string = effective?.strings.get(t.key);
  if (!string || string.obsolete) return 'no_key';
  const before = overlay.get(t.resource);
  const previous = before?.translations.get(t.locale)?.get(t.key);
  const onMain = mainState.get(t.resource)?.translations.get(t.locale)?.get(t.key);
  const current = effective?.translations.get(t.locale)?.get(t.key);
  const next: OverlayState = {
    strings: before?.strings ?? new Map(),
    translations: new Map([...(before?.translations ?? [])].map(([l, m]) => [l, new Map(m)])),
  };
  let byKey = next.translations.get(t.locale);
  if (!byKey) {
    byKey = new Map();
    next.translations.set(t.locale, byKey);
  }
  byKey.set(t.key, {
    value: t.value,
    status: t.status,
    repoValue: current?.repoValue ?? null,
    baseValue: previous ? previous.baseValue : (onMain?.value ?? null),
  });
  yield* wait(branches.writeOverlay(branch.id, t.resource, next));
  yield* wait(branches.touchBranch(branch.id, t.now, branch.mergedAt));
  return 'ok';
}
