import type { PullResult } from '../pull/run.ts';

/** `1 file`, `3 files`. */
function files(count: number): string {
  return `${count} file${count === 1 ? '' : 's'}`;
}

/**
 * The files a pull looked at: one per locale, and each file it wrote besides (Nextcloud's twin
 * `l10n/<locale>.js`, written with its JSON).
 */
function fileCount(result: PullResult): number {
  const ofLocales = new Set(result.locales.map((l) => l.path));
  return result.locales.length + result.changedFiles.filter((p) => !ofLocales.has(p)).length;
}

/**
 * One line saying what a pull did, for the log: `wrote 2 of 3 files: locales/de.json, …`, `the 1
 * file is up to date; nothing written`; with `dryRun`, what it would write. Paths are as given: a
 * caller that prints to a terminal escapes them first.
 */
export function describePull(result: PullResult, paths: readonly string[] = result.changedFiles): string {
  const total = fileCount(result);
  if (result.changed) {
    return `${result.dryRun ? 'would write' : 'wrote'} ${result.changedFiles.length} of ${files(total)}: ${paths.join(', ')}`;
  }
  if (total === 0) return 'no file pulled; nothing written';
  return `${total === 1 ? 'the 1 file is' : `all ${files(total)} are`} up to date; nothing written`;
}

/** The job summary's closing sentence: `2 of 3 files changed.`, `The 1 file is up to date.` */
export function pullNote(result: PullResult): string {
  const total = fileCount(result);
  if (result.changed) {
    return `${result.changedFiles.length} of ${files(total)} ${result.dryRun ? 'would change' : 'changed'}.`;
  }
  if (total === 0) return 'No file pulled.';
  return `${total === 1 ? 'The 1 file is' : `All ${files(total)} are`} up to date.`;
}

/**
 * One line per locale and status that the pull's `status` left behind, with the setting that would
 * bring them (`setting('translated')`: the action's `status: translated`, the CLI's `--status
 * translated`): `3 translations of de are translated but not approved; status: translated pulls them`.
 */
export function heldBackLines(
  result: PullResult,
  setting: (status: 'translated' | 'all') => string,
): string[] {
  return result.heldBack.map(({ locale, status, count }) => {
    const what = `${count} translation${count === 1 ? '' : 's'} of ${locale} ${count === 1 ? 'is' : 'are'}`;
    return status === 'translated'
      ? `${what} translated but not approved; ${setting('translated')} pulls ${count === 1 ? 'it' : 'them'}`
      : `${what} ${count === 1 ? 'a draft' : 'drafts'}; ${setting('all')} pulls ${count === 1 ? 'it' : 'them'}`;
  });
}
