import type { PushTransaction, ResourceState } from '../push.ts';
import { defaultResourceAlias, renamed } from './alias.ts';
import { type Steps, wait } from './drive.ts';
import type { BranchPrimitives } from './primitives.ts';
import { compose, type Overlay } from './state.ts';

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
  let overlay: Overlay = branch ? yield* wait(branches.readOverlay(branch.id)) : new Map();
  const stored = yield* wait(main.resourceKeys(projectId));
  const resources = [...new Set([...stored.keys(), ...overlay.keys()])];
  let mainState = yield* wait(main.readState(projectId, resources, locales));
  // Main's default resource under the name a branch push gave it, until main's push renames it (alias.ts).
  const alias = yield* defaultResourceAlias(main, projectId, overlay.keys());
  if (alias !== null) {
    mainState = renamed(mainState, '', alias);
    if (!overlay.has(alias)) overlay = renamed(overlay, '', alias);
  }
  return compose(mainState, overlay);
}
