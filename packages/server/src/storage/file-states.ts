import type { LocalePlan } from '@locale-sync/protocol';
import type { ParsedPushFile, PushedFileState } from './types.ts';

/** What an applied push changes in the remembered files of its project. */
export interface FileStateWrites {
  /** Files whose locale's memory becomes this file. */
  remember: PushedFileState[];
  /** Locales sent whose memory is dropped: pushing the same file again would not be a no-op. */
  forget: string[];
  /** Keys this push ended: an unsent locale holding a pushed translation of one is forgotten too. */
  ended: string[];
}

/**
 * Decides, for one applied push, which files the service remembers (the changed-only push skips a
 * file only while sending it again would change nothing). A file is remembered when it was applied
 * in full: a file with ignored keys is not (the same bytes would store them once the source has the
 * keys, and its warning must show on every push). A push whose source ends keys forgets the unsent
 * locales that hold a pushed translation of one: sending that file would keep the key alive as a
 * plural form, or report it ignored.
 */
export function fileStateWrites(
  sourceLocale: string,
  files: readonly ParsedPushFile[],
  plan: readonly LocalePlan[],
  ended: readonly string[],
): FileStateWrites {
  const planOf = new Map(plan.map((p) => [p.locale, p]));
  const remember: PushedFileState[] = [];
  const forget: string[] = [];
  for (const file of files) {
    const ignored = planOf.get(file.locale)?.ignored.length ?? 0;
    if (file.sha256 === undefined || file.format === undefined || ignored > 0) {
      forget.push(file.locale);
      continue;
    }
    remember.push({
      locale: file.locale,
      path: file.path,
      format: file.format,
      sha256: file.sha256,
      keys: file.entries.size,
      sourceLocale,
    });
  }
  return { remember, forget, ended: [...ended] };
}
