import type { ResourceRename } from '@locale-sync/protocol';
import type { ParsedPushFile } from '../storage/types.ts';
import { type Awaitable, andThen } from './awaitable.ts';

/** What a backend tells about a resource for the rename rule. */
export interface ResourceSource {
  /** Whether it holds strings (active or obsolete). */
  strings: boolean;
  /** The path its source file was last pushed from; null when no applied push recorded one. */
  path: string | null;
}

/** The storage primitives the rename rule reads and writes, inside the push's transaction. */
export interface ResourceRenames {
  /** For each of `resources`: whether it holds strings and its source file's last pushed path. */
  resourceSources(projectId: number, resources: readonly string[]): Awaitable<Map<string, ResourceSource>>;
  /**
   * The resources holding strings whose source file was last pushed from `path`, or, for one with no
   * recorded path, that are named `path` (a named resource is its source file's path).
   */
  resourcesPushedFrom(projectId: number, path: string): Awaitable<string[]>;
  /**
   * Gives resource `from` the name `to` (which holds no strings): its strings with their translations,
   * states and obsolete keys, its remembered files, its recorded source path, and the project
   * branches' differences in it (of each branch that has none in `to`).
   */
  renameResource(projectId: number, from: string, to: string): Awaitable<void>;
  /** Records the path each resource's source file was pushed from. */
  recordSourcePaths(
    projectId: number,
    sources: ReadonlyArray<{ resource: string; path: string }>,
    now: number,
  ): Awaitable<void>;
}

/**
 * The rename a push to main makes before it is planned, so that a repository going from one source
 * file to several (or back) keeps everything the service holds (docs/protocol.md, Resources):
 * - the push names resources and not the default one, the default resource holds strings whose
 *   source file was last pushed from the path of exactly one named resource R's source file (its
 *   file of the source locale in the push, else R itself), and R holds no strings: `'' → R`;
 * - the push sends only the default resource, with its source file, the default resource holds no
 *   strings, and exactly one named resource was last pushed from that file's path: `R → ''`.
 * Null when neither applies.
 */
export function findRename(
  tx: ResourceRenames,
  projectId: number,
  sourceLocale: string,
  files: ReadonlyArray<Pick<ParsedPushFile, 'resource' | 'locale' | 'path'>>,
): Awaitable<ResourceRename | null> {
  const named = [...new Set(files.map((f) => f.resource ?? ''))];
  const sourcePath = (resource: string) =>
    files.find((f) => (f.resource ?? '') === resource && f.locale === sourceLocale)?.path;
  if (!named.includes('')) {
    return andThen(tx.resourceSources(projectId, ['', ...named]), (sources) => {
      const previous = sources.get('');
      if (previous === undefined || !previous.strings || previous.path === null) return null;
      const matches = named.filter(
        (r) => sources.get(r)?.strings !== true && (sourcePath(r) ?? r) === previous.path,
      );
      return matches.length === 1 ? { from: '', to: matches[0] as string } : null;
    });
  }
  const path = sourcePath('');
  if (named.length > 1 || path === undefined) return null;
  return andThen(tx.resourceSources(projectId, ['']), (sources) =>
    sources.get('')?.strings === true
      ? null
      : andThen(tx.resourcesPushedFrom(projectId, path), (found) => {
          const others = found.filter((r) => r !== '');
          return others.length === 1 ? { from: others[0] as string, to: '' } : null;
        }),
  );
}
