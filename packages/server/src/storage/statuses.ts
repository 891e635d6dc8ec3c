import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';

/** The translation statuses a pull at `status` includes: that status and every better one. */
export function statusesAtLeast(status: PullStatus): TranslationStatus[] {
  if (status === 'approved') return ['approved'];
  if (status === 'translated') return ['approved', 'translated'];
  return ['approved', 'translated', 'draft'];
}
