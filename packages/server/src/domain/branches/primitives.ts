import type { Awaitable } from '../push.ts';
import type { BranchRecord, Overlay, OverlayState } from './state.ts';

/**
 * The storage primitives of project branches. A backend implements each once; the use cases
 * (push.ts, merge.ts) run them inside the same transaction as main's push primitives.
 */
export interface BranchPrimitives {
  findBranch(projectId: number, name: string): Awaitable<BranchRecord | undefined>;
  /** Every branch of the project, by name. */
  listBranches(projectId: number): Awaitable<BranchRecord[]>;
  createBranch(projectId: number, name: string, now: number): Awaitable<BranchRecord>;
  /** How many string rows the project's branches hold together (their differences from main). */
  countStrings(projectId: number): Awaitable<number>;
  /** The branch's differences from main, every resource. */
  readOverlay(branchId: number): Awaitable<Overlay>;
  /** Replaces the branch's differences in `resource` with `state`. */
  writeOverlay(branchId: number, resource: string, state: OverlayState): Awaitable<void>;
  /** Sets the branch's last activity and its merge time (null: open). */
  touchBranch(branchId: number, now: number, mergedAt: number | null): Awaitable<void>;
  /** Deletes the branch and everything it holds. */
  deleteBranch(branchId: number): Awaitable<void>;
}
