import type { LocalePlan } from '@locale-sync/protocol';
import type { ParsedPushFile, PushedFileState } from '../storage/types.ts';

/** One file of a resource: what the changed-only push remembers and forgets by. */
export interface FileSlot {
  resource: string;
  locale: string;
}

/** One key of a resource. */
export interface ResourceKey {
  resource: string;
  key: string;
}

/** What an applied push changes in the remembered files of its project. */
export interface FileStateWrites {
  /** Files whose (resource, locale) memory becomes this file. */
  remember: PushedFileState[];
  /** Files sent whose memory is dropped: pushing the same file again would not be a no-op. */
  forget: FileSlot[];
  /** Every file this push sent: the unsent ones are what `ended` may forget. */
  sent: FileSlot[];
  /** Keys this push ended: an unsent file of their resource holding a pushed translation of one is forgotten too. */
  ended: ResourceKey[];
}

/**
 * Decides, for one applied push, which files the service remembers (the changed-only push skips a
 * file only while sending it again would change nothing). A file is remembered when it was applied
 * in full: a file with ignored keys is not (the same bytes would store them once the source has the
 * keys, and its warning must show on every push). A push whose source ends keys forgets the unsent
 * files of that resource that hold a pushed translation of one: sending such a file would keep the
 * key alive as a plural form, or report it ignored.
 */
export function fileStateWrites(
  sourceLocale: string,
  files: readonly ParsedPushFile[],
  plan: readonly LocalePlan[],
  ended: readonly ResourceKey[],
): FileStateWrites {
  const planOf = new Map(plan.map((p) => [slotId(p.resource ?? '', p.locale), p]));
  const remember: PushedFileState[] = [];
  const forget: FileSlot[] = [];
  const sent: FileSlot[] = [];
  for (const file of files) {
    const slot = { resource: file.resource ?? '', locale: file.locale };
    sent.push(slot);
    const ignored = planOf.get(slotId(slot.resource, file.locale))?.ignored.length ?? 0;
    if (file.sha256 === undefined || file.format === undefined || ignored > 0) {
      forget.push(slot);
      continue;
    }
    remember.push({
      resource: slot.resource,
      locale: file.locale,
      path: file.path,
      format: file.format,
      sha256: file.sha256,
      keys: file.entries.size,
      sourceLocale,
    });
  }
  return { remember, forget, sent, ended: [...ended] };
}

/**
 * The keys a push ended, by resource, with the locales the push sent of that resource: the unsent
 * files of the resource holding a pushed translation of one of the keys are to be forgotten.
 */
export function endedByResource(
  writes: FileStateWrites,
): Array<{ resource: string; keys: string[]; sent: string[] }> {
  const out = new Map<string, { resource: string; keys: string[]; sent: string[] }>();
  for (const { resource, key } of writes.ended) {
    let group = out.get(resource);
    if (!group) {
      const sent = writes.sent.filter((f) => f.resource === resource).map((f) => f.locale);
      group = { resource, keys: [], sent };
      out.set(resource, group);
    }
    group.keys.push(key);
  }
  return [...out.values()];
}

function slotId(resource: string, locale: string): string {
  return JSON.stringify([resource, locale]);
}
