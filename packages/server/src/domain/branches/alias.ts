import type { PushTransaction } from '../push.ts';
import { type Steps, wait } from './drive.ts';

/**
 * The name a branch sees main's default resource under, before main renamed it (domain/resource-rename.ts):
 * the one resource of `named` (those a branch push sends, or a branch holds differences in) that main
 * holds no strings in and that main's default resource's source file was last pushed from. Null when
 * there is none. A branch push does not rename main; it plans over main's default resource seen under
 * that name, and a branch's view shows it so, until the push to main with the new layout renames it.
 */
export function* defaultResourceAlias(
  main: PushTransaction,
  projectId: number,
  named: Iterable<string>,
): Steps<string | null> {
  const candidates = [...new Set(named)].filter((r) => r !== '');
  if (candidates.length === 0) return null;
  const sources = yield* wait(main.resourceSources(projectId, ['', ...candidates]));
  const previous = sources.get('');
  if (previous === undefined || !previous.strings || previous.path === null) return null;
  const matches = candidates.filter((r) => sources.get(r)?.strings !== true && r === previous.path);
  return matches.length === 1 ? (matches[0] as string) : null;
}

/** `map` with the entry of `from` moved to `to`, replacing any there (unchanged when `from` has none). */
export function renamed<T>(map: ReadonlyMap<string, T>, from: string, to: string): Map<string, T> {
  const entry = map.get(from);
  const out = new Map(map);
  if (entry === undefined) return out;
  out.delete(from);
  out.set(to, entry);
  return out;
}
