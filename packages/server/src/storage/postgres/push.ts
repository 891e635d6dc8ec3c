import type { LocalePlan, PushSource, TranslationStatus } from '@locale-sync/protocol';
import type { FileStateWrites } from '../../domain/file-states.ts';
import {
  type PushTransaction,
  type ResourceState,
  type ResourceWrites,
  type SentFile,
  type StoredCounts,
  sentPairs,
} from '../../domain/push.ts';
import { type CurrentTranslation, KEY_ONLY, type PlanWrites, SAME_AS_SENT } from '../../domain/push-plan.ts';
import type { ResourceSource } from '../../domain/resource-rename.ts';
import { pushSummaryText } from '../push-summary.ts';
import type { PushAuth } from '../types.ts';
import type { Queryable } from './database.ts';
import { applyFileStates } from './file-states.ts';
import {
  byResource,
  type StringRow,
  setTranslation,
  type TranslationRow,
  toCurrentString,
  toCurrentTranslation,
} from './rows.ts';

/**
 * Rows per statement. A statement's cost is mostly per row; what a statement adds (a round trip,
 * planning, the change triggers' one pass over its rows, see change-triggers.ts) is paid once per
 * chunk, so a push of 100,000 strings writes each table in one statement. The bound keeps one
 * statement's parameters (every text, as PostgreSQL array literals) to tens of MiB.
 */
export const PUSH_CHUNK = 100_000;

/** What a push knows is stored for one resource, from the state it read under the project's lock. */
interface Stored {
  /** key → strings.id, for every string of the resource (obsolete ones included). */
  ids: Map<string, string>;
  /** locale → which keys have a translation, for each locale read (of a compared file: its keys only). */
  translations: Map<string, { has(key: string): boolean }>;
  /**
   * Whether the writes hold each translation once: known when the read was given the push's files
   * and none of its locales came in two files (whose keys the push then writes twice).
   */
  writesOnce?: boolean;
}

/**
 * The push's primitives on one transaction. It remembers what the state it read holds, so that each
 * write is the statement it needs: new rows are plain INSERTs (no conflict check, no speculative
 * insertion), changed rows UPDATEs by id that skip a row whose values are already the written ones;
 * each is one set-based statement over `unnest` arrays. That knowledge is exact because every writer
 * of a project's strings (pushes, admin edits) holds the project's row lock (database.ts
 * lockProject) from before its read until its commit.
 */
export class PostgresPush implements PushTransaction {
  private readonly tx: Queryable;
  private readonly stored = new Map<string, Stored>();

  constructor(tx: Queryable) {
    this.tx = tx;
  }

  async readState(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
    sent?: readonly SentFile[],
    sourced?: ReadonlySet<string>,
  ): Promise<Map<string, ResourceState>> {
    const states = new Map<string, ResourceState>();
    const stateOf = byResource<ResourceState>(states, () => ({
      strings: new Map(),
      translations: new Map(),
    }));
    const pairs = sent === undefined ? undefined : sentPairs(sent);
    // A resource whose source file is not sent, and whose every (resource, locale) one file sends,
    // is read as its sent keys only (compareSentKeys); one where that does not answer is read whole.
    const keysOnly = new Set(sourced === undefined ? [] : resources.filter((r) => !sourced.has(r)));
    for (const { resource } of pairs?.repeated ?? []) keysOnly.delete(resource);
    if (pairs !== undefined && keysOnly.size > 0) {
      const files = pairs.single.filter((f) => keysOnly.has(f.resource));
      for (const resource of await this.compareSentKeys(projectId, files, stateOf)) {
        keysOnly.delete(resource);
        states.delete(resource);
      }
    }
    const whole = resources.filter((r) => !keysOnly.has(r));
    for (const resource of whole) {
      this.stored.set(resource, { ids: new Map(), translations: new Map() });
    }
    if (whole.length > 0) {
      for (const r of await this.tx.rows<StringRow & { id: string }>(
        `SELECT id, resource, key, source_text, position, obsolete, plural_of FROM strings
         WHERE project_id = $1 AND resource = ANY($2::text[])`,
        [projectId, whole],
      )) {
        this.stored.get(r.resource)?.ids.set(r.key, r.id);
        stateOf(r.resource).strings.set(r.key, toCurrentString(r));
      }
    }
    if (pairs === undefined) {
      await this.readTranslations(projectId, resources, locales, stateOf);
      return states;
    }
    for (const resource of whole) (this.stored.get(resource) as Stored).writesOnce = true;
    // A (resource, locale) sent by one file is compared with it; one sent twice is read whole.
    for (const { resource, locale } of pairs.repeated) {
      await this.readTranslations(projectId, [resource], [locale], stateOf);
      const stored = this.stored.get(resource);
      if (stored) stored.writesOnce = false;
    }
    await this.compareTranslations(
      pairs.single.filter((f) => !keysOnly.has(f.resource)),
      stateOf,
    );
    return states;
  }

  /**
   * Files of resources whose source the push does not send, compared with what is stored in one
   * statement per locale (its files of every resource together; the locale a parameter, as a locale
   * per row made the planner hash every translation of the table), which answers only the sent keys
   * that are not an active source key, or whose translation is missing or differs from what is
   * sent: each resource's state is then the sent keys (KEY_ONLY, `sentKeysOnly`), SAME_AS_SENT for
   * each key not answered, and what is stored holds the string ids of the keys answered only (the
   * only ones a push of such a file writes).
   * Returns the resources where a sent key is not an active source key: they are to be read whole.
   */
  private async compareSentKeys(
    projectId: number,
    files: readonly SentFile[],
    stateOf: (resource: string) => ResourceState,
  ): Promise<Set<string>> {
    const readWhole = new Set<string>();
    /** Per file: its answered keys that are active source keys, each with its row. */
    const answered = files.map(() => [] as Array<{ key: string; row: SentKeyRow }>);
    const byLocale = new Map<string, number[]>();
    files.forEach((file, f) => {
      const inLocale = byLocale.get(file.locale);
      if (inLocale) inLocale.push(f);
      else byLocale.set(file.locale, [f]);
    });
    for (const [locale, inLocale] of byLocale) {
      // One element per sent key of the locale's files, each file's after the previous one's.
      const resources: string[] = [];
      const keys: string[] = [];
      const values: string[] = [];
      const fileOf: number[] = [];
      for (const f of inLocale) {
        const file = files[f] as SentFile;
        for (const [key, value] of file.entries) {
          resources.push(file.resource);
          keys.push(key);
          values.push(value);
          fileOf.push(f);
        }
      }
      if (keys.length === 0) continue;
      const rows = await this.tx.rows<SentKeyRow>(
        `SELECT w.i::integer AS i, s.id, s.obsolete, s.plural_of, t.string_id IS NOT NULL AS stored,
                t.value, t.status, t.repo_value
           FROM unnest($3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS w(resource, key, value, i)
           LEFT JOIN strings s ON s.project_id = $1 AND s.resource = w.resource AND s.key = w.key
           LEFT JOIN translations t ON t.string_id = s.id AND t.locale = $2
          WHERE s.id IS NULL OR s.obsolete OR s.plural_of IS NOT NULL
             OR (t.status, t.value, t.repo_value) IS DISTINCT FROM ('approved', w.value, w.value)`,
        [projectId, locale, resources, keys, values],
      );
      for (const row of rows) {
        const f = fileOf[row.i - 1] as number;
        if (row.id === null || row.obsolete || row.plural_of !== null) {
          readWhole.add((files[f] as SentFile).resource);
        } else answered[f]?.push({ key: keys[row.i - 1] as string, row });
      }
    }
    files.forEach((file, f) => {
      if (readWhole.has(file.resource)) return;
      let stored = this.stored.get(file.resource);
      if (stored === undefined) {
        stored = { ids: new Map(), translations: new Map(), writesOnce: true };
        this.stored.set(file.resource, stored);
      }
      const state = stateOf(file.resource);
      state.sentKeysOnly = true;
      const byKey = new Map<string, CurrentTranslation>();
      for (const key of file.entries.keys()) {
        state.strings.set(key, KEY_ONLY);
        byKey.set(key, SAME_AS_SENT);
      }
      const has = new Set<string>();
      for (const { key, row: r } of answered[f] as Array<{ key: string; row: SentKeyRow }>) {
        stored.ids.set(key, r.id as string);
        if (!r.stored) {
          byKey.delete(key);
          continue;
        }
        has.add(key);
        byKey.set(key, { value: r.value, status: r.status, repoValue: r.repo_value } as CurrentTranslation);
      }
      state.translations.set(file.locale, byKey);
      stored.translations.set(file.locale, has);
    });
    for (const resource of readWhole) this.stored.delete(resource);
    return readWhole;
  }

  /** Every translation in `locales` of the strings of `resources`, into their states and what is stored. */
  private async readTranslations(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
    stateOf: (resource: string) => ResourceState,
  ): Promise<void> {
    for (const resource of resources) {
      const translations = this.stored.get(resource)?.translations;
      for (const locale of locales) translations?.set(locale, new Set<string>());
    }
    for (const r of await this.tx.rows<TranslationRow>(
      `SELECT s.resource, s.key, t.locale, t.value, t.status, t.repo_value FROM translations t
         JOIN strings s ON s.id = t.string_id
         WHERE s.project_id = $1 AND s.resource = ANY($2::text[]) AND t.locale = ANY($3::text[])`,
      [projectId, resources, locales],
    )) {
      (this.stored.get(r.resource)?.translations.get(r.locale) as Set<string> | undefined)?.add(r.key);
      setTranslation(stateOf(r.resource), r.locale, r.key, toCurrentTranslation(r));
    }
  }

  /**
   * The stored translations of the keys each file sends, compared with it in PostgreSQL, every file
   * in one statement that answers only the sent keys whose translation is missing or differs from
   * what is sent (approved, the sent text as value and as repository value). Each sent key looks its
   * translation up by the primary key (a LATERAL subquery with OFFSET 0, so that the planner keeps
   * it a lookup: with the locale a column of the rows, a join hashed every translation of the
   * table). Every other sent key of a stored string is SAME_AS_SENT; no row's texts come back for it.
   */
  private async compareTranslations(
    files: readonly SentFile[],
    stateOf: (resource: string) => ResourceState,
  ): Promise<void> {
    // One element per sent key of a stored string, every file's after the previous file's.
    const stringIds: string[] = [];
    const locales: string[] = [];
    const values: string[] = [];
    const keys: string[] = [];
    /** Per file: where its elements start, and its sent keys with no stored translation (nor string). */
    const starts: number[] = [];
    const missing: Array<Set<string>> = [];
    for (const file of files) {
      const ids = this.stored.get(file.resource)?.ids;
      starts.push(keys.length);
      const none = new Set<string>();
      missing.push(none);
      for (const [key, value] of file.entries) {
        const id = ids?.get(key);
        if (id === undefined) {
          none.add(key);
          continue;
        }
        stringIds.push(id);
        locales.push(file.locale);
        values.push(value);
        keys.push(key);
      }
    }
    /** Per element: undefined while equal to what is sent, null when missing, else the stored row. */
    const differs = new Array<CurrentTranslation | null | undefined>(keys.length);
    if (keys.length > 0) {
      for (const r of await this.tx.rows<DifferingRow>(
        `SELECT w.i::integer AS i, t.value, t.status, t.repo_value
           FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS w(string_id, locale, value, i)
           LEFT JOIN LATERAL (
             SELECT t.value, t.status, t.repo_value FROM translations t
              WHERE t.string_id = w.string_id AND t.locale = w.locale OFFSET 0) t ON true
          WHERE t.status IS NULL
             OR (t.status, t.value, t.repo_value) IS DISTINCT FROM ('approved', w.value, w.value)`,
        [stringIds, locales, values],
      )) {
        differs[r.i - 1] =
          r.status === null ? null : { value: r.value, status: r.status, repoValue: r.repo_value };
      }
    }
    files.forEach((file, f) => {
      const none = missing[f] as Set<string>;
      const end = starts[f + 1] ?? keys.length;
      const byKey = new Map<string, CurrentTranslation>();
      for (let i = starts[f] as number; i < end; i++) {
        const key = keys[i] as string;
        const found = differs[i];
        if (found === null) none.add(key);
        else byKey.set(key, found ?? SAME_AS_SENT);
      }
      stateOf(file.resource).translations.set(file.locale, byKey);
      // The file's keys are the only ones a push writes in its locale: those not missing have a row.
      this.stored
        .get(file.resource)
        ?.translations.set(file.locale, { has: (key) => file.entries.has(key) && !none.has(key) });
    });
  }

  async resourceKeys(projectId: number, known: readonly string[] = []): Promise<Map<string, StoredCounts>> {
    const rows = await this.tx.rows<{ resource: string; n: string; strings: string }>(
      `SELECT resource, count(*) FILTER (WHERE NOT obsolete AND plural_of IS NULL) AS n, count(*) AS strings
       FROM strings WHERE project_id = $1 AND NOT (resource = ANY($2::text[])) GROUP BY resource`,
      [projectId, known],
    );
    return new Map(rows.map((r) => [r.resource, { keys: Number(r.n), strings: Number(r.strings) }]));
  }

  /**
   * Writes the resources' planned strings, obsolete marks and translations: at most one statement
   * per kind of write (insert, update) and table for up to PUSH_CHUNK rows, whatever the number of
   * resources (a layout of ten source files writes in as many statements as one of one file).
   */
  async applyWrites(projectId: number, writes: readonly ResourceWrites[], now: number): Promise<void> {
    const read = new Map<string, Stored>();
    for (const { resource, writes: w } of writes) {
      read.set(
        resource,
        await this.storedOf(projectId, resource, [...new Set(w.translations.map((t) => t.locale))]),
      );
    }
    const added: Array<PlanWrites['strings'][number] & { resource: string }> = [];
    const changed: Array<PlanWrites['strings'][number] & { id: string }> = [];
    const obsoleteIds: string[] = [];
    for (const { resource, writes: w } of writes) {
      const { ids } = read.get(resource) as Stored;
      for (const s of w.strings) {
        const id = ids.get(s.key);
        if (id === undefined) added.push({ ...s, resource });
        else changed.push({ ...s, id });
      }
    }
    for (const part of chunks(added)) {
      const rows = await this.tx.rows<{ id: string; resource: string; key: string }>(
        `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, plural_of, updated_at)
         SELECT $1, w.resource, w.key, w.source_text, w.position, false, w.plural_of, $2
           FROM unnest($3::text[], $4::text[], $5::text[], $6::integer[], $7::text[])
             AS w(resource, key, source_text, position, plural_of)
         RETURNING id, resource, key`,
        [projectId, now, ...columns(part, (s) => [s.resource, s.key, s.sourceText, s.position, s.pluralOf])],
      );
      for (const r of rows) read.get(r.resource)?.ids.set(r.key, r.id);
    }
    for (const part of chunks(changed)) {
      await this.tx.rows(
        `UPDATE strings s SET source_text = w.source_text, position = w.position, obsolete = false,
           plural_of = w.plural_of,
           updated_at = CASE WHEN s.source_text = w.source_text AND NOT s.obsolete THEN s.updated_at ELSE $1 END
         FROM unnest($2::bigint[], $3::text[], $4::integer[], $5::text[]) AS w(id, source_text, position, plural_of)
         WHERE s.id = w.id
           AND (s.source_text, s.position, s.obsolete, s.plural_of) IS DISTINCT FROM
               (w.source_text, w.position, false, w.plural_of)`,
        [now, ...columns(part, (s) => [s.id, s.sourceText, s.position, s.pluralOf])],
      );
    }
    for (const { resource, writes: w } of writes) {
      const { ids } = read.get(resource) as Stored;
      for (const key of w.obsolete) {
        const id = ids.get(key);
        if (id !== undefined) obsoleteIds.push(id);
      }
    }
    for (const part of chunks(obsoleteIds)) {
      await this.tx.rows(
        'UPDATE strings SET obsolete = true, updated_at = $1 WHERE id = ANY($2::bigint[]) AND NOT obsolete',
        [now, part],
      );
    }
    // A translation of a key with no string row is skipped, as the SQLite backend's INSERT … SELECT skips it.
    const fresh = new TranslationColumns();
    const updated = new TranslationColumns();
    for (const { resource, writes: w } of writes) {
      const stored = read.get(resource) as Stored;
      for (const t of stored.writesOnce ? w.translations : lastOfEach(w.translations)) {
        const id = stored.ids.get(t.key);
        if (id === undefined) continue;
        if (stored.translations.get(t.locale)?.has(t.key)) updated.add(id, t);
        else fresh.add(id, t);
      }
      // What was read no longer describes the resource: a later write to it reads it again.
      this.stored.delete(resource);
    }
    for (const { rows: w, params } of fresh.chunks(2)) {
      await this.tx.rows(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
         SELECT w.string_id, w.locale, w.value, ${w.status}, ${w.repoValue}, $1 FROM ${w.from}`,
        [now, ...params],
      );
    }
    for (const { rows: w, params } of updated.chunks(2)) {
      await this.tx.rows(
        `UPDATE translations t SET value = w.value, status = ${w.status}, repo_value = ${w.repoValue},
           updated_at = CASE WHEN t.value = w.value AND t.status = ${w.status} THEN t.updated_at ELSE $1 END
         FROM ${w.from}
         WHERE t.string_id = w.string_id AND t.locale = w.locale
           AND (t.value, t.status, t.repo_value) IS DISTINCT FROM (w.value, ${w.status}, ${w.repoValue})`,
        [now, ...params],
      );
    }
  }

  async recordPush(
    projectId: number,
    source: PushSource | undefined,
    plan: LocalePlan[],
    now: number,
    auth: PushAuth | undefined,
  ): Promise<void> {
    await this.tx.rows(
      'INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at, auth) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        projectId,
        source?.repository ?? null,
        source?.ref ?? null,
        source?.sha ?? null,
        pushSummaryText(plan),
        now,
        auth ? JSON.stringify(auth) : null,
      ],
    );
  }

  async applyFileStates(projectId: number, writes: FileStateWrites, now: number): Promise<void> {
    await applyFileStates(this.tx, projectId, writes, now);
  }

  async resourceSources(
    projectId: number,
    resources: readonly string[],
  ): Promise<Map<string, ResourceSource>> {
    const rows = await this.tx.rows<{ resource: string; strings: boolean; path: string | null }>(
      `SELECT r.resource,
              EXISTS (SELECT 1 FROM strings s WHERE s.project_id = $1 AND md5(s.resource) = md5(r.resource)
                        AND s.resource = r.resource) AS strings,
              (SELECT p.path FROM resource_sources p WHERE p.project_id = $1
                 AND md5(p.resource) = md5(r.resource) AND p.resource = r.resource) AS path
       FROM unnest($2::text[]) AS r(resource)`,
      [projectId, resources],
    );
    return new Map(rows.map((r) => [r.resource, { strings: r.strings, path: r.path }]));
  }

  async resourcesPushedFrom(projectId: number, path: string): Promise<string[]> {
    const rows = await this.tx.rows<{ resource: string }>(
      `SELECT c.resource FROM (
         SELECT resource FROM resource_sources WHERE project_id = $1 AND path = $2
         UNION SELECT $2::text) AS c(resource)
       WHERE EXISTS (SELECT 1 FROM strings s WHERE s.project_id = $1 AND md5(s.resource) = md5(c.resource)
                       AND s.resource = c.resource)
         AND (c.resource <> $2 OR NOT EXISTS (
               SELECT 1 FROM resource_sources p WHERE p.project_id = $1 AND md5(p.resource) = md5($2)
                 AND p.resource = $2 AND p.path <> $2))`,
      [projectId, path],
    );
    return rows.map((r) => r.resource);
  }

  async renameResource(projectId: number, from: string, to: string): Promise<void> {
    await this.tx.rows(
      'UPDATE strings SET resource = $3 WHERE project_id = $1 AND md5(resource) = md5($2) AND resource = $2',
      [projectId, from, to],
    );
    for (const table of ['pushed_files', 'resource_sources']) {
      await this.tx.rows(`DELETE FROM ${table} WHERE project_id = $1 AND resource = $2`, [projectId, to]);
      await this.tx.rows(`UPDATE ${table} SET resource = $3 WHERE project_id = $1 AND resource = $2`, [
        projectId,
        from,
        to,
      ]);
    }
    // A branch's differences follow the strings they differ from, unless it has some in `to` already.
    const branches = await this.tx.rows<{ id: number }>(
      `SELECT id FROM branches WHERE project_id = $1 AND id NOT IN
         (SELECT branch_id FROM branch_strings WHERE resource = $2
          UNION SELECT branch_id FROM branch_translations WHERE resource = $2)`,
      [projectId, to],
    );
    const ids = branches.map((b) => b.id);
    for (const table of ['branch_strings', 'branch_translations']) {
      await this.tx.rows(
        `UPDATE ${table} SET resource = $2 WHERE resource = $1 AND branch_id = ANY($3::integer[])`,
        [from, to, ids],
      );
    }
    // What was read of either name no longer describes it.
    this.stored.delete(from);
    this.stored.delete(to);
  }

  async recordSourcePaths(
    projectId: number,
    sources: ReadonlyArray<{ resource: string; path: string }>,
    now: number,
  ): Promise<void> {
    if (sources.length === 0) return;
    await this.tx.rows(
      `INSERT INTO resource_sources (project_id, resource, path, updated_at)
       SELECT $1, w.resource, w.path, $2 FROM unnest($3::text[], $4::text[]) AS w(resource, path)
       ON CONFLICT (project_id, md5(resource)) DO UPDATE SET path = excluded.path, updated_at = excluded.updated_at
       WHERE resource_sources.path <> excluded.path`,
      [projectId, now, sources.map((s) => s.resource), sources.map((s) => s.path)],
    );
  }

  /**
   * What is stored for `resource`, with the translations of `locales`: from the last state read,
   * or read now when that did not cover them (a write the use case did not read first).
   */
  private async storedOf(projectId: number, resource: string, locales: string[]): Promise<Stored> {
    const known = this.stored.get(resource);
    if (known && locales.every((l) => known.translations.has(l))) return known;
    await this.readState(
      projectId,
      [resource],
      [...new Set([...(known?.translations.keys() ?? []), ...locales])],
    );
    return this.stored.get(resource) as Stored;
  }
}

/**
 * The translation writes with only the last of each (locale, key), in their order. A push that sends
 * one locale of a resource in two files plans its keys twice, and the later file wins, as SQLite's
 * upserts in order make it win; one INSERT or UPDATE from `unnest` cannot hold the same row twice.
 */
function lastOfEach(writes: PlanWrites['translations']): PlanWrites['translations'] {
  const last = new Map<string, number>();
  writes.forEach((t, i) => {
    last.set(JSON.stringify([t.locale, t.key]), i);
  });
  return writes.filter((t, i) => last.get(JSON.stringify([t.locale, t.key])) === i);
}

/**
 * A sent key of a resource read as its sent keys only: its string (null columns: none) and its
 * stored translation (`stored` false: none).
 */
interface SentKeyRow {
  i: number;
  id: string | null;
  obsolete: boolean | null;
  plural_of: string | null;
  stored: boolean;
  value: string;
  status: TranslationStatus;
  repo_value: string | null;
}

/** A sent key's stored translation that is not what its file sends; its columns are null when missing. */
type DifferingRow = { i: number } & (
  | { value: string; status: TranslationStatus; repo_value: string | null }
  | { value: null; status: null; repo_value: null }
);

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += PUSH_CHUNK) yield items.slice(i, i + PUSH_CHUNK);
}

/**
 * Translation writes as `unnest`'s arguments, one array per column, filled as they come (a push's
 * 95,000 translations make no object per row). A column that says nothing row by row is not sent:
 * a push stores every translation as `approved` with the value it sent as its repository value, so
 * then the status is one parameter and `repo_value` is `w.value`. Each text sent is one more
 * element the `pg` driver quotes into an array literal and PostgreSQL parses back (docs/performance.md
 * section 25).
 */
class TranslationColumns {
  private readonly ids: string[] = [];
  private readonly locales: string[] = [];
  private readonly values: string[] = [];
  private readonly statuses: string[] = [];
  private readonly repoValues: Array<string | null> = [];
  /** Every row's status, while they are all the same. */
  private status: string | undefined;
  private mixedStatus = false;
  /** Whether every row's repository value is its value. */
  private repoIsValue = true;

  add(id: string, t: PlanWrites['translations'][number]): void {
    if (this.ids.length === 0) this.status = t.status;
    else if (t.status !== this.status) this.mixedStatus = true;
    if (t.repoValue !== t.value) this.repoIsValue = false;
    this.ids.push(id);
    this.locales.push(t.locale);
    this.values.push(t.value);
    this.statuses.push(t.status);
    this.repoValues.push(t.repoValue);
  }

  /**
   * The rows as SQL, PUSH_CHUNK at a time: `from` is the `unnest` (aliased `w`, with `string_id`,
   * `locale`, `value`), `status` and `repoValue` the expressions of those columns, and `params` the
   * parameters from `$first` on.
   */
  *chunks(
    first: number,
  ): Generator<{ rows: { from: string; status: string; repoValue: string }; params: unknown[] }> {
    if (this.ids.length === 0) return;
    const columns: unknown[][] = [this.ids, this.locales, this.values];
    const names = ['string_id', 'locale', 'value'];
    const types = ['bigint[]', 'text[]', 'text[]'];
    const uniformStatus = !this.mixedStatus;
    if (!uniformStatus) {
      columns.push(this.statuses);
      names.push('status');
      types.push('text[]');
    }
    if (!this.repoIsValue) {
      columns.push(this.repoValues);
      names.push('repo_value');
      types.push('text[]');
    }
    const args = types.map((type, i) => `$${first + i}::${type}`).join(', ');
    const rows = {
      from: `unnest(${args}) AS w(${names.join(', ')})`,
      status: uniformStatus ? `$${first + types.length}::text` : 'w.status',
      repoValue: this.repoIsValue ? 'w.value' : 'w.repo_value',
    };
    const extra = uniformStatus ? [this.status] : [];
    for (let i = 0; i < this.ids.length; i += PUSH_CHUNK) {
      const part = this.ids.length <= PUSH_CHUNK ? columns : columns.map((c) => c.slice(i, i + PUSH_CHUNK));
      yield { rows, params: [...part, ...extra] };
    }
  }
}

/** The rows as parameter arrays, one per column, in one pass: `unnest`'s arguments. */
function columns<T>(rows: T[], row: (r: T) => unknown[]): unknown[][] {
  const out: unknown[][] = [];
  for (let i = 0; i < rows.length; i++) {
    const values = row(rows[i] as T);
    for (let c = 0; c < values.length; c++) {
      if (i === 0) out.push(new Array(rows.length));
      (out[c] as unknown[])[i] = values[c];
    }
  }
  return out;
}
