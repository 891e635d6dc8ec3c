import type { BranchMerge, BranchState } from '@locale-sync/protocol';

/**
 * What merged branches moved to main, one line each, then one line per conflict (the same key
 * translated on main and on the branch since the branch began: the branch's value won).
 */
export function mergeLines(merges: readonly BranchMerge[] | undefined): string[] {
  const out: string[] = [];
  for (const m of merges ?? []) {
    const pending = m.pending > 0 ? `, ${m.pending} waiting for their keys on main` : '';
    const state = m.deleted ? 'branch deleted' : 'branch kept';
    out.push(
      `merged translation branch ${m.branch}: ${m.moved} translation${m.moved === 1 ? '' : 's'} moved to main, ${m.conflicts.length} conflict${m.conflicts.length === 1 ? '' : 's'}${pending} (${state})`,
    );
    for (const c of m.conflicts) {
      const where = c.resource === undefined ? '' : `${c.resource}: `;
      out.push(
        `conflict in ${m.branch}: ${where}${c.key} (${c.locale}) was "${c.main}" on main and is now the branch's "${c.branch}"`,
      );
    }
  }
  return out;
}

/** Keys named in one line before "and N more". */
const LISTED = 20;

/**
 * What a push to a project branch left on it: the keys of its own with how many each locale has
 * translated, and the keys it would make obsolete on main once merged.
 */
export function branchStateLines(branch: string, state: BranchState | undefined): string[] {
  if (state === undefined) return [];
  const n = state.keys.length;
  const translated = state.translated.map((t) => `${t.locale} ${t.keys} of ${n}`).join(', ');
  const out = [
    `translation branch ${branch}: ${n} key${n === 1 ? '' : 's'} of its own${n > 0 ? ` (${names(state.keys)})` : ''}${n > 0 && translated !== '' ? `; translated: ${translated}` : ''}`,
  ];
  if (state.obsoleteOnMain.length > 0) {
    out.push(
      `translation branch ${branch} would make obsolete on main once merged: ${names(state.obsoleteOnMain)}`,
    );
  }
  return out;
}

function names(keys: BranchState['keys']): string {
  const shown = keys
    .slice(0, LISTED)
    .map((k) => (k.resource === undefined ? k.key : `${k.resource}: ${k.key}`));
  return keys.length > LISTED ? `${shown.join(', ')} and ${keys.length - LISTED} more` : shown.join(', ');
}
