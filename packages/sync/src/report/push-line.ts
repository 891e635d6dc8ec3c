import type { PushResult } from '../push/push.ts';

/**
 * One line saying what a push did: `pushed 1 file (19 unchanged since the last push, not sent): 0 keys
 * created, 1 updated, 0 obsolete`; with `dryRun`, what it would do.
 */
export function describePush(result: PushResult): string {
  const sent = result.files.length;
  const unchanged = result.unchangedFiles.length;
  const { keys } = result.response;
  const files = `${sent} file${sent === 1 ? '' : 's'}`;
  const skipped = unchanged === 0 ? '' : ` (${unchanged} unchanged since the last push, not sent)`;
  return `${result.dryRun ? 'dry run: would push' : 'pushed'} ${files}${skipped}: ${keys.created} keys created, ${keys.updated} updated, ${keys.obsolete} obsolete`;
}
