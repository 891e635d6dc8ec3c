import type { PushTransaction, ResourceState } from '../push.ts';
import { type Steps, wait } from './drive.ts';
import type { BranchPrimitives } from './primitives.ts';
import { compose } from './state.ts';

/**
 * What a branch sees of every resource in `locales`: main's state with the branch's differences on
 * top. A branch nothing was pushed to yet sees main.
 */
export function* branchView(
  main: PushTransaction,
  branches: BranchPrimitives,
  projectId: number,
  name: string,
  locales: readonly string[],
): Steps<Map<string, ResourceState>> {
  const branch = yield* wait(branches.findBranch(projectId, name));
  const overlay = branch ? yield* wait(branches.readOverlay(branch.id)) : new Map();
  const stored = yield* wait(main.resourceKeys(projectId));
  const resources = [...new Set([...stored.keys(), ...overlay.keys()])];
  const mainState = yield* wait(main.readState(projectId, resources, locales));
  return compose(mainState, overlay);
}
