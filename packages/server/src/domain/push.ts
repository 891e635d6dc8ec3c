import type { LocalePlan, PushResource, PushSource, ResourceRename } from '@locale-sync/protocol';
import type { ProjectRecord, PushAuth, PushInput, PushOutcome } from '../storage/types.ts';
import { type Awaitable, andThen, sequence } from './awaitable.ts';
import { type FileStateWrites, fileStateWrites, type ResourceKey } from './file-states.ts';
import { checkStringLimit, ResourceLimitError } from './project-limits.ts';
import { type PlanState, type PlanWrites, planPush } from './push-plan.ts';
import { findRename, type ResourceRenames } from './resource-rename.ts';
import { checkSourceLocale } from './source-locale.ts';

export type { Awaitable } from './awaitable.ts';

/** One resource's stored strings and translations, as the planner reads them. */
export type ResourceState = Omit<PlanState, 'sourceLocale'> & {
  /**
   * Set when `strings` holds only the keys the push sends, each an active source key of the
   * resource (a backend's read of a resource whose source file the push does not send, see
   * `readState`): the resource's counts then come from `resourceKeys`, not from `strings`.
   */
  sentKeysOnly?: true;
};

/** One resource's planned writes. */
export interface ResourceWrites {
  resource: string;
  writes: PlanWrites;
}

/** What one resource holds on main: its active source keys, and its string rows (obsolete ones and plural forms too). */
export interface StoredCounts {
  keys: number;
  strings: number;
}

/** A translation file a push sends: its resource, locale and entries. */
export interface SentFile {
  resource: string;
  locale: string;
  entries: ReadonlyMap<string, string>;
}

/** A push's sent files by (resource, locale): a pair one file sends, and a pair several files send. */
export interface SentPairs {
  /** Files alone in sending their (resource, locale): a backend may compare them with what is stored. */
  single: SentFile[];
  /** (resource, locale) pairs sent by several files, whose stored translations are read whole. */
  repeated: Array<{ resource: string; locale: string }>;
}

/** Splits a push's sent files by whether another file sends the same (resource, locale), in body order. */
export function sentPairs(sent: readonly SentFile[]): SentPairs {
  const byResource = new Map<string, Map<string, SentFile[]>>();
  for (const file of sent) {
    let byLocale = byResource.get(file.resource);
    if (!byLocale) {
      byLocale = new Map();
      byResource.set(file.resource, byLocale);
    }
    const files = byLocale.get(file.locale);
    if (files) files.push(file);
    else byLocale.set(file.locale, [file]);
  }
  const pairs: SentPairs = { single: [], repeated: [] };
  for (const byLocale of byResource.values()) {
    for (const [first, ...others] of byLocale.values()) {
      if (first === undefined) continue;
      if (others.length === 0) pairs.single.push(first);
      else pairs.repeated.push({ resource: first.resource, locale: first.locale });
    }
  }
  return pairs;
}

/**
 * The storage primitives a push runs on. A backend implements each once, and runs `runPush` inside
 * one transaction that it serializes with every other push to the same project.
 */
export interface PushTransaction extends ResourceRenames {
  /**
   * The strings of `resources` (all of them, obsolete ones included) and their translations in
   * `locales`. Given `sent` (a push's translation files), a backend may read the translations of
   * those files' (resource, locale) only, and answer SAME_AS_SENT (push-plan.ts) for a stored one
   * equal to what its file sends: the planner reads nothing else of them. Given `sourced` too (the
   * resources whose source file the push sends), the planner needs no source text of the other
   * resources as long as every key sent to them is an active source key: a backend may then leave
   * the texts out (`sourceText` '' and `position` 0, KEY_ONLY in push-plan.ts), or hand back only
   * the sent keys (`sentKeysOnly`). A resource where a sent key is anything else is read whole.
   */
  readState(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
    sent?: readonly SentFile[],
    sourced?: ReadonlySet<string>,
  ): Awaitable<Map<string, ResourceState>>;
  /**
   * Every resource that has strings (active or obsolete), with its counts (one grouped read, which
   * the resource and strings limits share); those of `known` may be left out (the caller counts
   * them from the state it read).
   */
  resourceKeys(projectId: number, known?: readonly string[]): Awaitable<Map<string, StoredCounts>>;
  /** Writes the planned strings, obsolete marks and translations of resources, each named once. */
  applyWrites(projectId: number, writes: readonly ResourceWrites[], now: number): Awaitable<void>;
  /** Records the push for the audit trail. */
  recordPush(
    projectId: number,
    source: PushSource | undefined,
    plan: LocalePlan[],
    now: number,
    auth: PushAuth | undefined,
  ): Awaitable<void>;
  /** Writes what the push remembers and forgets of files (the changed-only push's state). */
  applyFileStates(projectId: number, writes: FileStateWrites, now: number): Awaitable<void>;
}

/**
 * A push, written once for every backend: read the state of the resources the push names, plan
 * each resource (domain/push-plan.ts), then, unless it is a dry run, apply the writes, record the
 * push and what the changed-only push remembers. Keys are unique within a resource, and a push ends
 * keys only in the resources whose source file it sends. Runs synchronously when every primitive
 * answers synchronously (SQLite's, inside its one transaction). `branchStrings`: the string rows the
 * project's branches hold, counted against `input.maxStrings` with main's.
 */
export function runPush(
  tx: PushTransaction,
  project: ProjectRecord,
  input: PushInput,
  branchStrings = 0,
): Awaitable<PushOutcome> {
  return andThen(findRename(tx, project.id, project.sourceLocale, input.files), (rename) =>
    rename === null
      ? planAndApply(tx, project, input, branchStrings, null)
      : input.dryRun
        ? planAndApply(tx, project, input, branchStrings, rename)
        : andThen(tx.renameResource(project.id, rename.from, rename.to), () =>
            planAndApply(tx, project, input, branchStrings, rename),
          ),
  );
}

/**
 * The push itself, after a rename (resource-rename.ts) was made, or, on a dry run, not made: the
 * renamed resource is then read under its stored name, so the dry run plans what the push would.
 */
function planAndApply(
  tx: PushTransaction,
  project: ProjectRecord,
  input: PushInput,
  branchStrings: number,
  rename: ResourceRename | null,
): Awaitable<PushOutcome> {
  const pushed = input.files.map((f) => ({ ...f, resource: f.resource ?? '' }));
  const resources = [...new Set(pushed.map((f) => f.resource))];
  const locales = [...new Set(pushed.map((f) => f.locale))];
  const sent = pushed.filter((f) => f.locale !== project.sourceLocale);
  // On a dry run the renamed resource still has its old name in storage.
  const unmade = input.dryRun && rename !== null ? rename : null;
  const stored = (r: string) => (unmade !== null && r === unmade.to ? unmade.from : r);
  const storedResources = resources.map(stored);
  const storedSent = unmade === null ? sent : sent.map((f) => ({ ...f, resource: stored(f.resource) }));
  const sourced = new Set(
    pushed.filter((f) => f.locale === project.sourceLocale).map((f) => stored(f.resource)),
  );
  return andThen(tx.readState(project.id, storedResources, locales, storedSent, sourced), (read) =>
    // A resource read as its sent keys only is counted by resourceKeys, like one the push does not name.
    andThen(
      tx.resourceKeys(
        project.id,
        storedResources.filter((r) => !read.get(r)?.sentKeysOnly),
      ),
      (stored) => {
        const states =
          unmade === null ? read : new Map([...read].map(([r, s]) => [r === unmade.from ? unmade.to : r, s]));
        const plan: LocalePlan[] = [];
        const writes: ResourceWrites[] = [];
        const ended: ResourceKey[] = [];
        const keysAfter = new Map([...stored].map(([resource, counts]) => [resource, counts.keys]));
        let storedStrings = branchStrings;
        for (const counts of stored.values()) storedStrings += counts.strings;
        let addedStrings = 0;
        for (const resource of resources) {
          const state: ResourceState = states.get(resource) ?? {
            strings: new Map(),
            translations: new Map(),
          };
          if (state.sentKeysOnly) continue;
          if (state.strings.size > 0) keysAfter.set(resource, activeSourceKeys(state));
          storedStrings += state.strings.size;
        }
        checkSourceLocale(project.key, project.sourceLocale, pushed, (r) => {
          const state = states.get(r);
          if (state?.sentKeysOnly) return keysAfter.get(r) ?? 0;
          return state === undefined ? 0 : activeSourceKeys(state);
        });
        const resourcesBefore = keysAfter.size;
        for (const resource of resources) {
          const state = states.get(resource) ?? { strings: new Map(), translations: new Map() };
          const files = pushed.filter((f) => f.resource === resource);
          const result = planPush(
            { sourceLocale: project.sourceLocale, ...state },
            files.map((f) => ({ locale: f.locale, entries: f.entries, format: f.format })),
          );
          for (const entry of result.plan) plan.push(resource === '' ? entry : { ...entry, resource });
          writes.push({ resource, writes: result.writes });
          addedStrings += newKeys(state, result.writes);
          for (const key of result.writes.obsolete) ended.push({ resource, key });
          const source = files.find((f) => f.locale === project.sourceLocale);
          if (source) keysAfter.set(resource, source.entries.size);
        }
        const limit = input.maxResources;
        if (limit !== undefined && keysAfter.size > limit && keysAfter.size > resourcesBefore)
          throw new ResourceLimitError(project.key, limit, keysAfter.size - resourcesBefore);
        checkStringLimit(project.key, input.maxStrings, storedStrings, addedStrings);
        const sentSource = new Set(
          pushed.filter((f) => f.locale === project.sourceLocale).map((f) => f.resource),
        );
        const summary: PushResource[] = [...keysAfter]
          .sort(([a], [b]) => compareResources(a, b))
          .map(([resource, keys]) => ({ resource, keys, inPush: sentSource.has(resource) }));
        const outcome: PushOutcome = {
          plan,
          resources: summary,
          ...(rename !== null && { renamed: [rename] }),
        };
        if (input.dryRun) return outcome;
        const sources = new Map<string, string>();
        for (const f of pushed) {
          if (f.locale === project.sourceLocale && !sources.has(f.resource)) sources.set(f.resource, f.path);
        }
        return sequence(
          [
            () => tx.applyWrites(project.id, writes, input.now),
            () => tx.recordPush(project.id, input.source, plan, input.now, input.auth),
            () =>
              tx.recordSourcePaths(
                project.id,
                [...sources].map(([resource, path]) => ({ resource, path })),
                input.now,
              ),
            () =>
              tx.applyFileStates(
                project.id,
                fileStateWrites(project.sourceLocale, pushed, plan, ended),
                input.now,
              ),
          ],
          () => outcome,
        );
      },
    ),
  );
}

/** How many string rows `writes` creates in a resource: keys it writes that the resource has no row of. */
export function newKeys(state: Pick<ResourceState, 'strings'>, writes: Pick<PlanWrites, 'strings'>): number {
  const created = new Set<string>();
  for (const s of writes.strings) if (!state.strings.has(s.key)) created.add(s.key);
  return created.size;
}

/** How many of a resource's strings are active source keys (not obsolete, not a plural form only translations have). */
function activeSourceKeys(state: ResourceState): number {
  let count = 0;
  for (const current of state.strings.values()) {
    if (!current.obsolete && current.pluralOf === null) count++;
  }
  return count;
}

/**
 * The order resources are listed and win in: the default resource first, then by path in code-point
 * order (what SQLite's BINARY and PostgreSQL's "C" collation sort by).
 */
export function compareResources(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return -1;
  if (b === '') return 1;
  return codePointCompare(a, b);
}

function codePointCompare(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
