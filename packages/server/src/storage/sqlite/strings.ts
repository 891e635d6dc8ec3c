import type { LocalePlan, PushSource, TranslationStatus } from '@locale-sync/protocol';
import type { FileStateWrites } from '../../domain/file-states.ts';
import {
  compareResources,
  type PushTransaction,
  type ResourceState,
  type ResourceWrites,
  type SentFile,
  type StoredCounts,
  sentPairs,
} from '../../domain/push.ts';
import {
  type CurrentString,
  type CurrentTranslation,
  KEY_ONLY,
  type PlanWrites,
  SAME_AS_SENT,
} from '../../domain/push-plan.ts';
import type { ResourceSource } from '../../domain/resource-rename.ts';
import { pushSummaryText } from '../push-summary.ts';
import { statusesAtLeast } from '../statuses.ts';
import type { ProjectRecord, PulledResource, PullRequest, PushAuth, StatusCount } from '../types.ts';
import { BATCH_ROWS, valueRows, writeBatched } from './batch.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteFileStates } from './file-states.ts';

/** A project's strings and their translations: the push, the pull and the SDK's reads of them. */
export class SqliteStrings implements PushTransaction {
  private readonly db: SqliteDatabase;
  private readonly fileStates: SqliteFileStates;

  constructor(db: SqliteDatabase) {
    this.db = db;
    this.fileStates = new SqliteFileStates(db);
  }

  readState(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
    sent?: readonly SentFile[],
    sourced?: ReadonlySet<string>,
  ): Map<string, ResourceState> {
    const states = new Map<string, ResourceState>();
    // Each string's key by id: the translations are read by string id, so a row carries no resource
    // or key to decode.
    const keys = new Map<number, { byLocale: ResourceState['translations']; key: string }>();
    if (sent === undefined) {
      this.readStrings(projectId, resources, states, keys);
      this.readTranslations(projectId, resources, locales, keys);
      return states;
    }
    // A (resource, locale) sent by one file is compared with it as read; one sent twice is read whole.
    const { single, repeated } = sentPairs(sent);
    // A resource whose source file is not sent, and whose every (resource, locale) one file sends,
    // is read with its translations in one pass and without its source texts (KEY_ONLY).
    const keyOnly = new Set(sourced === undefined ? [] : resources.filter((r) => !sourced.has(r)));
    for (const { resource } of repeated) keyOnly.delete(resource);
    const keyOnlyFiles = single.filter((f) => keyOnly.has(f.resource));
    for (const file of keyOnlyFiles) this.compareKeyOnly(projectId, file, states);
    // A key sent that is not an active source key makes the planner read source texts: read whole.
    for (const file of keyOnlyFiles) {
      const state = states.get(file.resource);
      if (state !== undefined && !sendsActiveKeysOnly(state, file)) {
        keyOnly.delete(file.resource);
        states.delete(file.resource);
      }
    }
    this.readStrings(
      projectId,
      resources.filter((r) => !keyOnly.has(r)),
      states,
      keys,
    );
    for (const { resource, locale } of repeated) this.readTranslations(projectId, [resource], [locale], keys);
    for (const file of single) {
      if (keyOnly.has(file.resource)) continue;
      this.compareTranslations(projectId, file, stateOf(states, file.resource), keys);
    }
    return states;
  }

  /** Every string of `resources` (obsolete ones and plural forms too), with its text, into `states`. */
  private readStrings(
    projectId: number,
    resources: readonly string[],
    states: Map<string, ResourceState>,
    keys: Map<number, { byLocale: ResourceState['translations']; key: string }>,
  ): void {
    if (resources.length === 0) return;
    const strings = this.db.statement(
      `SELECT id, resource, key, source_text, position, obsolete, plural_of FROM strings
       WHERE project_id = ? AND resource IN (SELECT value FROM json_each(?))`,
    );
    // Only this method runs these statements: they answer arrays for good. Rows come back as arrays
    // rather than objects (100,000 for a full push).
    strings.setReturnArrays(true);
    const stringRows = strings.all(projectId, JSON.stringify(resources)) as unknown as Array<
      [number, string, string, string, number, number, string | null]
    >;
    for (const [id, resource, key, sourceText, position, obsolete, pluralOf] of stringRows) {
      const state = stateOf(states, resource);
      state.strings.set(key, {
        sourceText,
        position,
        obsolete: obsolete === 1,
        pluralOf,
      } satisfies CurrentString);
      keys.set(id, { byLocale: state.translations, key });
    }
  }

  /**
   * One file of a resource whose source the push does not send: the resource's strings without
   * their texts (KEY_ONLY for each active source key) and the stored translations of the file's
   * locale, in one pass over the resource's strings; a translation equal to what the file sends
   * is SAME_AS_SENT. The strings are taken from the first such file of the resource.
   */
  private compareKeyOnly(projectId: number, file: SentFile, states: Map<string, ResourceState>): void {
    const rows = this.db.statement(
      `SELECT s.key, s.obsolete, s.plural_of, t.value, t.status, t.repo_value, t.repo_is_value
         FROM strings s LEFT JOIN translations t ON t.string_id = s.id AND t.locale = ?
        WHERE s.project_id = ? AND s.resource = ?`,
    );
    rows.setReturnArrays(true);
    const state = stateOf(states, file.resource);
    const strings = state.strings.size === 0 ? state.strings : undefined;
    const byKey = new Map<string, CurrentTranslation>();
    for (const [key, obsolete, pluralOf, value, status, storedRepoValue, repoIsValue] of rows.all(
      file.locale,
      projectId,
      file.resource,
    ) as unknown as Array<
      [string, number, string | null, string | null, TranslationStatus | null, string | null, number | null]
    >) {
      strings?.set(
        key,
        obsolete === 0 && pluralOf === null
          ? KEY_ONLY
          : { sourceText: '', position: 0, obsolete: obsolete === 1, pluralOf },
      );
      if (value === null || status === null) continue;
      const sent = file.entries.get(key);
      if (sent === undefined) continue;
      const repoValue = repoIsValue === 1 ? value : storedRepoValue;
      byKey.set(
        key,
        status === 'approved' && value === sent && repoValue === sent
          ? SAME_AS_SENT
          : ({ value, status, repoValue } satisfies CurrentTranslation),
      );
    }
    state.translations.set(file.locale, byKey);
  }

  /** The translations in `locales` of the strings in `keys` (by string id), into their resources' states. */
  private readTranslations(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
    keys: Map<number, { byLocale: ResourceState['translations']; key: string }>,
  ): void {
    const rows = this.db.statement(
      `SELECT t.string_id, t.locale, t.value, t.status, t.repo_value, t.repo_is_value FROM strings s
         JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.resource IN (SELECT value FROM json_each(?))
           AND t.locale IN (SELECT value FROM json_each(?))`,
    );
    rows.setReturnArrays(true);
    const all = rows.all(projectId, JSON.stringify(resources), JSON.stringify(locales)) as unknown as Array<
      [number, string, string, TranslationStatus, string | null, number]
    >;
    for (const [stringId, locale, value, status, storedRepoValue, repoIsValue] of all) {
      const owner = keys.get(stringId);
      if (owner === undefined) continue;
      let byKey = owner.byLocale.get(locale);
      if (!byKey) {
        byKey = new Map();
        owner.byLocale.set(locale, byKey);
      }
      const repoValue = repoIsValue === 1 ? value : storedRepoValue;
      byKey.set(owner.key, { value, status, repoValue } satisfies CurrentTranslation);
    }
  }

  /**
   * The stored translations of the keys `file` sends, each one equal to what it sends as
   * SAME_AS_SENT (no object made for it).
   */
  private compareTranslations(
    projectId: number,
    file: SentFile,
    state: ResourceState,
    keys: Map<number, { byLocale: ResourceState['translations']; key: string }>,
  ): void {
    const rows = this.db.statement(
      `SELECT t.string_id, t.value, t.status, t.repo_value, t.repo_is_value FROM strings s
         JOIN translations t ON t.string_id = s.id AND t.locale = ?
         WHERE s.project_id = ? AND s.resource = ?`,
    );
    rows.setReturnArrays(true);
    const byKey = new Map<string, CurrentTranslation>();
    for (const [stringId, value, status, storedRepoValue, repoIsValue] of rows.all(
      file.locale,
      projectId,
      file.resource,
    ) as unknown as Array<[number, string, TranslationStatus, string | null, number]>) {
      const key = keys.get(stringId)?.key;
      if (key === undefined) continue;
      const sent = file.entries.get(key);
      if (sent === undefined) continue;
      const repoValue = repoIsValue === 1 ? value : storedRepoValue;
      byKey.set(
        key,
        status === 'approved' && value === sent && repoValue === sent
          ? SAME_AS_SENT
          : ({ value, status, repoValue } satisfies CurrentTranslation),
      );
    }
    state.translations.set(file.locale, byKey);
  }

  resourceKeys(projectId: number, known: readonly string[] = []): Map<string, StoredCounts> {
    return new Map(
      this.db
        .statement(
          `SELECT resource, SUM(CASE WHEN obsolete = 0 AND plural_of IS NULL THEN 1 ELSE 0 END) AS n,
                  COUNT(*) AS strings
           FROM strings WHERE project_id = ? AND resource NOT IN (SELECT value FROM json_each(?))
           GROUP BY resource`,
        )
        .all(projectId, JSON.stringify(known))
        .map((r) => [String(r.resource), { keys: Number(r.n ?? 0), strings: Number(r.strings) }]),
    );
  }

  applyWrites(projectId: number, writes: readonly ResourceWrites[], now: number): void {
    for (const w of writes) this.applyResourceWrites(projectId, w.resource, w.writes, now);
  }

  /** Writes one resource's planned strings, obsolete marks and translations. */
  private applyResourceWrites(projectId: number, resource: string, writes: PlanWrites, now: number): void {
    writeBatched(
      this.db,
      (rows) =>
        `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, plural_of, updated_at)
         VALUES ${valueRows(rows, 8)}
         ON CONFLICT (project_id, resource, key) DO UPDATE SET
           source_text = excluded.source_text, position = excluded.position, obsolete = 0,
           plural_of = excluded.plural_of,
           updated_at = CASE WHEN strings.source_text = excluded.source_text AND strings.obsolete = 0
                             THEN strings.updated_at ELSE excluded.updated_at END`,
      8,
      writes.strings,
      (s, params, at) => {
        params[at] = projectId;
        params[at + 1] = resource;
        params[at + 2] = s.key;
        params[at + 3] = s.sourceText;
        params[at + 4] = s.position;
        params[at + 5] = 0;
        params[at + 6] = s.pluralOf;
        params[at + 7] = now;
      },
    );
    // One statement for every key the push ends, not one per key.
    if (writes.obsolete.length > 0) {
      this.db
        .statement(
          `UPDATE strings SET obsolete = 1, updated_at = ?
           WHERE project_id = ? AND resource = ? AND key IN (SELECT value FROM json_each(?))`,
        )
        .run(now, projectId, resource, JSON.stringify(writes.obsolete));
    }
    this.upsertTranslations(projectId, resource, writes.translations, now);
  }

  /**
   * Upserts a resource's translations. Few (a changed-only push) go one by one, each finding its
   * string by key; many take the resource's string ids in one read and go BATCH_ROWS a statement. A
   * translation of a key with no string row is skipped either way.
   */
  private upsertTranslations(
    projectId: number,
    resource: string,
    translations: PlanWrites['translations'],
    now: number,
  ): void {
    const conflict = `ON CONFLICT (string_id, locale) DO UPDATE SET
         value = excluded.value, status = excluded.status, repo_value = excluded.repo_value,
         repo_is_value = excluded.repo_is_value,
         updated_at = CASE WHEN translations.value = excluded.value AND translations.status = excluded.status
                           THEN translations.updated_at ELSE excluded.updated_at END`;
    if (translations.length < BATCH_ROWS) {
      const upsert = this.db.statement(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, repo_is_value, updated_at)
         SELECT id, ?, ?, ?, ?, ?, ? FROM strings WHERE project_id = ? AND resource = ? AND key = ?
         ${conflict}`,
      );
      for (const t of translations) {
        const repoIsValue = t.repoValue === t.value;
        upsert.run(
          t.locale,
          t.value,
          t.status,
          repoIsValue ? null : t.repoValue,
          repoIsValue ? 1 : 0,
          now,
          projectId,
          resource,
          t.key,
        );
      }
      return;
    }
    const ids = new Map<string, number>();
    for (const r of this.db
      .statement('SELECT id, key FROM strings WHERE project_id = ? AND resource = ?')
      .all(projectId, resource)) {
      ids.set(String(r.key), Number(r.id));
    }
    // The string id of each write (-1: no string row, skipped), and the writes in string-id order.
    const idOf = new Float64Array(translations.length);
    for (let i = 0; i < translations.length; i++) {
      idOf[i] = ids.get((translations[i] as PlanWrites['translations'][number]).key) ?? -1;
    }
    writeBatched(
      this.db,
      (n) =>
        `INSERT INTO translations (string_id, locale, value, status, repo_value, repo_is_value, updated_at)
         VALUES ${valueRows(n, 7)} ${conflict}`,
      7,
      byStringId(idOf),
      (i, params, at) => {
        const t = translations[i] as PlanWrites['translations'][number];
        const repoIsValue = t.repoValue === t.value;
        params[at] = idOf[i] as number;
        params[at + 1] = t.locale;
        params[at + 2] = t.value;
        params[at + 3] = t.status;
        params[at + 4] = repoIsValue ? null : t.repoValue;
        params[at + 5] = repoIsValue ? 1 : 0;
        params[at + 6] = now;
      },
    );
  }

  recordPush(
    projectId: number,
    source: PushSource | undefined,
    plan: LocalePlan[],
    now: number,
    auth: PushAuth | undefined,
  ): void {
    this.db
      .statement(
        'INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at, auth) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        projectId,
        source?.repository ?? null,
        source?.ref ?? null,
        source?.sha ?? null,
        pushSummaryText(plan),
        now,
        auth ? JSON.stringify(auth) : null,
      );
  }

  applyFileStates(projectId: number, writes: FileStateWrites, now: number): void {
    this.fileStates.apply(projectId, writes, now);
  }

  resourceSources(projectId: number, resources: readonly string[]): Map<string, ResourceSource> {
    const has = this.db.statement('SELECT 1 FROM strings WHERE project_id = ? AND resource = ? LIMIT 1');
    const path = this.db.statement('SELECT path FROM resource_sources WHERE project_id = ? AND resource = ?');
    const sources = new Map<string, ResourceSource>();
    for (const resource of resources) {
      const row = path.get(projectId, resource);
      sources.set(resource, {
        strings: has.get(projectId, resource) !== undefined,
        path: row === undefined ? null : String(row.path),
      });
    }
    return sources;
  }

  resourcesPushedFrom(projectId: number, path: string): string[] {
    // The candidates first (by source path, and the resource named so), then whether each has strings:
    // index lookups only, however many strings the project holds.
    return this.db
      .statement(
        `SELECT c.resource FROM
           (SELECT resource FROM resource_sources WHERE project_id = ?1 AND path = ?2 UNION SELECT ?2) AS c
         WHERE EXISTS (SELECT 1 FROM strings s WHERE s.project_id = ?1 AND s.resource = c.resource)
           AND (c.resource <> ?2 OR NOT EXISTS (SELECT 1 FROM resource_sources r
                 WHERE r.project_id = ?1 AND r.resource = ?2 AND r.path <> ?2))`,
      )
      .all(projectId, path)
      .map((r) => String(r.resource));
  }

  renameResource(projectId: number, from: string, to: string): void {
    const run = (sql: string, ...params: Array<string | number>) => this.db.statement(sql).run(...params);
    run('UPDATE strings SET resource = ? WHERE project_id = ? AND resource = ?', to, projectId, from);
    run('DELETE FROM pushed_files WHERE project_id = ? AND resource = ?', projectId, to);
    run('UPDATE pushed_files SET resource = ? WHERE project_id = ? AND resource = ?', to, projectId, from);
    run('DELETE FROM resource_sources WHERE project_id = ? AND resource = ?', projectId, to);
    run(
      'UPDATE resource_sources SET resource = ? WHERE project_id = ? AND resource = ?',
      to,
      projectId,
      from,
    );
    // A branch's differences follow the strings they differ from, unless it has some in `to` already.
    const branches = this.db
      .statement(
        `SELECT id FROM branches WHERE project_id = ? AND id NOT IN
           (SELECT branch_id FROM branch_strings WHERE resource = ?
            UNION SELECT branch_id FROM branch_translations WHERE resource = ?)`,
      )
      .all(projectId, to, to)
      .map((r) => Number(r.id));
    for (const table of ['branch_strings', 'branch_translations']) {
      run(
        `UPDATE ${table} SET resource = ? WHERE resource = ? AND branch_id IN (SELECT value FROM json_each(?))`,
        to,
        from,
        JSON.stringify(branches),
      );
    }
  }

  recordSourcePaths(
    projectId: number,
    sources: ReadonlyArray<{ resource: string; path: string }>,
    now: number,
  ): void {
    const upsert = this.db.statement(
      `INSERT INTO resource_sources (project_id, resource, path, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (project_id, resource) DO UPDATE SET path = excluded.path, updated_at = excluded.updated_at
       WHERE resource_sources.path <> excluded.path`,
    );
    for (const s of sources) upsert.run(projectId, s.resource, s.path, now);
  }

  /**
   * A pull's reads inside one read transaction: WAL gives it one snapshot, so a write committed by
   * another connection (the admin CLI) halfway through is not seen.
   */
  pull(project: ProjectRecord, request: PullRequest): PulledResource[] {
    return this.db.readTransaction(() => {
      const resources = this.pulledResources(project.id, request.resources);
      const statuses = statusesAtLeast(request.status);
      for (const pulled of resources) {
        for (const locale of request.locales) {
          const entries = new Map<string, string>();
          const rows =
            locale === project.sourceLocale
              ? this.db
                  .statement(
                    `SELECT key, source_text AS text FROM strings
                     WHERE project_id = ? AND resource = ? AND obsolete = 0 AND plural_of IS NULL
                     ORDER BY position, key`,
                  )
                  .all(project.id, pulled.resource)
              : this.db
                  .statement(
                    `SELECT s.key, t.value AS text FROM strings s JOIN translations t ON t.string_id = s.id
                     WHERE s.project_id = ? AND s.resource = ? AND s.obsolete = 0 AND t.locale = ?
                       AND t.status IN (${statuses.map(() => '?').join(', ')})
                     ORDER BY s.position, s.key`,
                  )
                  .all(project.id, pulled.resource, locale, ...statuses);
          for (const r of rows) entries.set(String(r.key), String(r.text));
          pulled.entries.set(locale, entries);
        }
      }
      return resources;
    });
  }

  /** The pulled resources with their source state: the default first (even without strings), then by path. */
  private pulledResources(projectId: number, which: PullRequest['resources']): PulledResource[] {
    const byResource = new Map<string, PulledResource>();
    const of = (resource: string): PulledResource => {
      let found = byResource.get(resource);
      if (!found) {
        found = { resource, sourceKeys: 0, obsoleteKeys: [], entries: new Map() };
        byResource.set(resource, found);
      }
      return found;
    };
    of('');
    const scope = which === 'all' ? '' : "AND resource = ''";
    for (const r of this.db
      .statement(
        `SELECT resource, COUNT(*) AS n FROM strings
         WHERE project_id = ? AND obsolete = 0 AND plural_of IS NULL ${scope} GROUP BY resource`,
      )
      .all(projectId)) {
      of(String(r.resource)).sourceKeys = Number(r.n);
    }
    for (const r of this.db
      .statement(
        `SELECT resource, key FROM strings WHERE project_id = ? AND obsolete = 1 ${scope} ORDER BY resource, key`,
      )
      .all(projectId)) {
      of(String(r.resource)).obsoleteKeys.push(String(r.key));
    }
    return [...byResource.values()].sort((a, b) => compareResources(a.resource, b.resource));
  }

  /** How many translations of active keys each locale has, by status. */
  statusCounts(project: ProjectRecord): StatusCount[] {
    return this.db
      .statement(
        `SELECT t.locale, t.status, COUNT(*) AS n FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 GROUP BY t.locale, t.status`,
      )
      .all(project.id)
      .map((r) => ({
        locale: String(r.locale),
        status: String(r.status) as TranslationStatus,
        count: Number(r.n),
      }));
  }

  /** Source text → approved translation in `locale` (the winner rule of types.ts). */
  approvedBySourceText(projectId: number, locale: string): Map<string, string> {
    return firstBySource(
      this.db
        .statement(
          `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
         ORDER BY ${WINNER_ORDER}`,
        )
        .all(projectId, locale),
    );
  }

  /** The approved translations in `locale` of the given source texts. */
  findApproved(projectId: number, locale: string, sourceTexts: string[]): Map<string, string> {
    const unique = [...new Set(sourceTexts)];
    if (unique.length === 0) return new Map();
    return firstBySource(
      this.db
        .statement(
          `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
           AND s.source_text IN (${unique.map(() => '?').join(', ')})
         ORDER BY ${WINNER_ORDER}`,
        )
        .all(projectId, locale, ...unique),
    );
  }
}

/**
 * The indexes of `ids` in order of id, those of one id in the order given (so a later write of the
 * same translation still wins), leaving out -1 (no string). The plan gives a push's translations
 * file by file, each in its file's key order; written in string order instead, the primary key's
 * index (string_id, locale) grows at its end rather than at 20 places at once, and a string's
 * translations sit together in the table, where the next push's read of them (`readState`, by
 * string) finds them in a row. A counting sort: the ids of one resource are dense.
 */
function byStringId(ids: Float64Array): number[] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const order: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    if (id < 0) continue;
    order.push(i);
    if (id < min) min = id;
    if (id > max) max = id;
  }
  // Sparse ids (strings of many pushes, far apart): a stable sort does as well.
  if (max - min > 4 * order.length) return order.sort((a, b) => (ids[a] as number) - (ids[b] as number));
  // starts[k]: where the writes of id min + k begin, once the counts are summed.
  const starts = new Uint32Array(max - min + 2);
  for (const i of order) {
    const k = (ids[i] as number) - min + 1;
    starts[k] = (starts[k] as number) + 1;
  }
  for (let k = 1; k < starts.length; k++) starts[k] = (starts[k] as number) + (starts[k - 1] as number);
  const sorted = new Array<number>(order.length);
  for (const i of order) {
    const k = (ids[i] as number) - min;
    const at = starts[k] as number;
    sorted[at] = i;
    starts[k] = at + 1;
  }
  return sorted;
}

/**
 * Which approved translation a source text maps to when several have it: the default resource's
 * (''), then resources by path in code-point order (BINARY collation compares UTF-8 bytes), then the
 * first key in source order.
 */
const WINNER_ORDER = 's.resource, s.position, s.key';

function firstBySource(rows: Array<Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rows) {
    const source = String(r.source_text);
    if (!map.has(source)) map.set(source, String(r.value));
  }
  return map;
}

/** A resource's state, made empty on first use. */
function stateOf(states: Map<string, ResourceState>, resource: string): ResourceState {
  let state = states.get(resource);
  if (!state) {
    state = { strings: new Map(), translations: new Map() };
    states.set(resource, state);
  }
  return state;
}

/** True when every key `file` sends is an active source key of `state` (read KEY_ONLY). */
function sendsActiveKeysOnly(state: ResourceState, file: SentFile): boolean {
  for (const key of file.entries.keys()) if (state.strings.get(key) !== KEY_ONLY) return false;
  return true;
}
