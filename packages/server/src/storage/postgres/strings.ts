import type { LocalePlan, PushSource, TranslationStatus } from '@locale-sync/protocol';
import type { FileStateWrites } from '../../domain/file-states.ts';
import { compareResources, type PushTransaction, type ResourceState } from '../../domain/push.ts';
import type { PlanWrites } from '../../domain/push-plan.ts';
import { statusesAtLeast } from '../statuses.ts';
import type { ProjectRecord, PulledResource, PullRequest, PushAuth, StatusCount } from '../types.ts';
import type { PostgresDatabase, Queryable } from './database.ts';
import { applyFileStates } from './file-states.ts';

/** Rows written per statement: arrays of this many values stay far below the protocol's message limit. */
const CHUNK = 5000;

/** A project's strings and their translations: the push, the pull and the SDK's reads of them. */
export class PostgresStrings {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /**
   * A pull's reads in one REPEATABLE READ, READ ONLY transaction: one snapshot, so a pull of several
   * locales never mixes files of two pushes, nor sees half of an admin edit.
   */
  async pull(project: ProjectRecord, request: PullRequest): Promise<PulledResource[]> {
    return this.db.snapshot(async (tx) => {
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
      const all = request.resources === 'all';
      for (const r of await tx.rows<{ resource: string; n: string }>(
        `SELECT resource, count(*) AS n FROM strings
         WHERE project_id = $1 AND NOT obsolete AND plural_of IS NULL AND ($2 OR resource = '')
         GROUP BY resource`,
        [project.id, all],
      )) {
        of(r.resource).sourceKeys = Number(r.n);
      }
      for (const r of await tx.rows<{ resource: string; key: string }>(
        `SELECT resource, key FROM strings WHERE project_id = $1 AND obsolete AND ($2 OR resource = '')
         ORDER BY resource, key`,
        [project.id, all],
      )) {
        of(r.resource).obsoleteKeys.push(r.key);
      }
      const resources = [...byResource.values()].sort((a, b) => compareResources(a.resource, b.resource));
      const wanted = resources.map((r) => r.resource);
      for (const locale of request.locales) {
        const rows =
          locale === project.sourceLocale
            ? await tx.rows<{ resource: string; key: string; text: string }>(
                `SELECT resource, key, source_text AS text FROM strings
                 WHERE project_id = $1 AND resource = ANY($2::text[]) AND NOT obsolete AND plural_of IS NULL
                 ORDER BY resource, position, key`,
                [project.id, wanted],
              )
            : await tx.rows<{ resource: string; key: string; text: string }>(
                `SELECT s.resource, s.key, t.value AS text FROM strings s JOIN translations t ON t.string_id = s.id
                 WHERE s.project_id = $1 AND s.resource = ANY($2::text[]) AND NOT s.obsolete
                   AND t.locale = $3 AND t.status = ANY($4::text[])
                 ORDER BY s.resource, s.position, s.key`,
                [project.id, wanted, locale, statusesAtLeast(request.status)],
              );
        for (const r of resources) r.entries.set(locale, new Map());
        for (const r of rows) byResource.get(r.resource)?.entries.get(locale)?.set(r.key, r.text);
      }
      return resources;
    });
  }

  /** How many translations of active keys each locale has, by status. */
  async statusCounts(project: ProjectRecord): Promise<StatusCount[]> {
    const rows = await this.db.rows<{ locale: string; status: TranslationStatus; n: string }>(
      `SELECT t.locale, t.status, count(*) AS n FROM strings s JOIN translations t ON t.string_id = s.id
       WHERE s.project_id = $1 AND NOT s.obsolete GROUP BY t.locale, t.status`,
      [project.id],
    );
    return rows.map((r) => ({ locale: r.locale, status: r.status, count: Number(r.n) }));
  }

  /** Source text → approved translation in `locale` (the winner rule of types.ts). */
  async approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>> {
    return firstBySource(
      await this.db.rows(
        `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL AND t.locale = $2 AND t.status = 'approved'
         ORDER BY ${WINNER_ORDER}`,
        [projectId, locale],
      ),
    );
  }

  /** The approved translations in `locale` of the given source texts, in one query. */
  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(sourceTexts)];
    if (unique.length === 0) return new Map();
    return firstBySource(
      await this.db.rows(
        `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL AND t.locale = $2 AND t.status = 'approved'
           AND md5(s.source_text) = ANY(ARRAY(SELECT md5(x) FROM unnest($3::text[]) AS x))
           AND s.source_text = ANY($3::text[])
         ORDER BY ${WINNER_ORDER}`,
        [projectId, locale, unique],
      ),
    );
  }
}

/**
 * Which approved translation a source text maps to when several have it: the default resource's
 * (''), then resources by path in code-point order (the "C" collation), then the first key in
 * source order.
 */
const WINNER_ORDER = 's.resource, s.position, s.key';

/** The push's primitives on one transaction; remembers each string's row id from the state it read. */
export class PostgresPush implements PushTransaction {
  private readonly tx: Queryable;
  /** resource → key → strings.id */
  private readonly ids = new Map<string, Map<string, string>>();

  constructor(tx: Queryable) {
    this.tx = tx;
  }

  private idsOf(resource: string): Map<string, string> {
    let ids = this.ids.get(resource);
    if (!ids) {
      ids = new Map();
      this.ids.set(resource, ids);
    }
    return ids;
  }

  async readState(
    projectId: number,
    resources: readonly string[],
    locales: readonly string[],
  ): Promise<Map<string, ResourceState>> {
    const states = new Map<string, ResourceState>();
    const stateOf = (resource: string): ResourceState => {
      let state = states.get(resource);
      if (!state) {
        state = { strings: new Map(), translations: new Map() };
        states.set(resource, state);
      }
      return state;
    };
    for (const r of await this.tx.rows<{
      id: string;
      resource: string;
      key: string;
      source_text: string;
      position: number;
      obsolete: boolean;
      plural_of: string | null;
    }>(
      `SELECT id, resource, key, source_text, position, obsolete, plural_of FROM strings
       WHERE project_id = $1 AND resource = ANY($2::text[])`,
      [projectId, resources],
    )) {
      this.idsOf(r.resource).set(r.key, r.id);
      stateOf(r.resource).strings.set(r.key, {
        sourceText: r.source_text,
        position: r.position,
        obsolete: r.obsolete,
        pluralOf: r.plural_of,
      });
    }
    for (const r of await this.tx.rows<{
      resource: string;
      key: string;
      locale: string;
      value: string;
      status: TranslationStatus;
      repo_value: string | null;
    }>(
      `SELECT s.resource, s.key, t.locale, t.value, t.status, t.repo_value FROM translations t
         JOIN strings s ON s.id = t.string_id
         WHERE s.project_id = $1 AND s.resource = ANY($2::text[]) AND t.locale = ANY($3::text[])`,
      [projectId, resources, locales],
    )) {
      const byLocale = stateOf(r.resource).translations;
      let byKey = byLocale.get(r.locale);
      if (!byKey) {
        byKey = new Map();
        byLocale.set(r.locale, byKey);
      }
      byKey.set(r.key, { value: r.value, status: r.status, repoValue: r.repo_value });
    }
    return states;
  }

  async resourceKeys(projectId: number): Promise<Map<string, number>> {
    const rows = await this.tx.rows<{ resource: string; n: string }>(
      `SELECT resource, count(*) FILTER (WHERE NOT obsolete AND plural_of IS NULL) AS n
       FROM strings WHERE project_id = $1 GROUP BY resource`,
      [projectId],
    );
    return new Map(rows.map((r) => [r.resource, Number(r.n)]));
  }

  /** Writes a resource's planned strings, obsolete marks and translations, CHUNK rows per statement. */
  async applyWrites(projectId: number, resource: string, writes: PlanWrites, now: number): Promise<void> {
    const ids = this.idsOf(resource);
    for (const part of chunks(writes.strings)) {
      const rows = await this.tx.rows<{ id: string; key: string }>(
        `INSERT INTO strings (project_id, resource, key, source_text, position, obsolete, plural_of, updated_at)
         SELECT $1, $7, w.key, w.source_text, w.position, false, w.plural_of, $2
           FROM unnest($3::text[], $4::text[], $5::integer[], $6::text[]) AS w(key, source_text, position, plural_of)
         ON CONFLICT (project_id, md5(resource), md5(key)) DO UPDATE SET
           source_text = EXCLUDED.source_text, position = EXCLUDED.position, obsolete = false,
           plural_of = EXCLUDED.plural_of,
           updated_at = CASE WHEN strings.source_text = EXCLUDED.source_text AND NOT strings.obsolete
                             THEN strings.updated_at ELSE EXCLUDED.updated_at END
         RETURNING id, key`,
        [
          projectId,
          now,
          part.map((s) => s.key),
          part.map((s) => s.sourceText),
          part.map((s) => s.position),
          part.map((s) => s.pluralOf),
          resource,
        ],
      );
      for (const r of rows) ids.set(r.key, r.id);
    }
    const obsoleteIds = writes.obsolete.map((key) => ids.get(key)).filter((id) => id !== undefined);
    for (const part of chunks(obsoleteIds)) {
      await this.tx.rows('UPDATE strings SET obsolete = true, updated_at = $1 WHERE id = ANY($2::bigint[])', [
        now,
        part,
      ]);
    }
    // A translation of a key with no string row is skipped, as the SQLite backend's INSERT … SELECT skips it.
    const translations = writes.translations.filter((t) => ids.has(t.key));
    for (const part of chunks(translations)) {
      await this.tx.rows(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
         SELECT w.string_id, w.locale, w.value, w.status, w.repo_value, $1
           FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
             AS w(string_id, locale, value, status, repo_value)
         ON CONFLICT (string_id, locale) DO UPDATE SET
           value = EXCLUDED.value, status = EXCLUDED.status, repo_value = EXCLUDED.repo_value,
           updated_at = CASE WHEN translations.value = EXCLUDED.value AND translations.status = EXCLUDED.status
                             THEN translations.updated_at ELSE EXCLUDED.updated_at END`,
        [
          now,
          part.map((t) => ids.get(t.key)),
          part.map((t) => t.locale),
          part.map((t) => t.value),
          part.map((t) => t.status),
          part.map((t) => t.repoValue),
        ],
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
        JSON.stringify(plan),
        now,
        auth ? JSON.stringify(auth) : null,
      ],
    );
  }

  async applyFileStates(projectId: number, writes: FileStateWrites, now: number): Promise<void> {
    await applyFileStates(this.tx, projectId, writes, now);
  }
}

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

function firstBySource(rows: Array<Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rows) {
    const source = String(r.source_text);
    if (!map.has(source)) map.set(source, String(r.value));
  }
  return map;
}
