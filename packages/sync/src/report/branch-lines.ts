import type { BranchMerge } from '@locale-sync/protocol';

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
