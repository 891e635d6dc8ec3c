import type { TranslationStatus } from '@locale-sync/protocol';
import { compareResources } from '../../domain/push.ts';
import { statusesAtLeast } from '../statuses.ts';
import type { ProjectRecord, PulledResource, PullRequest, StatusCount } from '../types.ts';
import type { PostgresDatabase } from './database.ts';

/** One row of a pull's per-locale query: the resource's place in the wanted list, the key, the text. */
interface LocaleRow {
  r: number | null;
  key: string;
  text: string;
}

/** A row of the pull's statement for several locales: the locale's place in the list too. */
interface LocalesRow extends LocaleRow {
  l: number;
}

/**
 * The most rows (strings × locales) a pull reads in one statement; a larger pull reads a locale per
 * statement, so that the rows held at once stay bounded (a million strings in a hundred locales).
 */
export const ONE_STATEMENT_ROWS = 200_000;

/**
 * Puts one locale's rows in their resource's map. Each row names its resource by its place in
 * `wanted` (1-based; NULL for a resource the pull does not know, left out), not by its path: a path
 * repeated in every row was sent, parsed and allocated once per string, for ten resources as for
 * one. The rows come ordered by resource, so the map changes only when the place does.
 */
function fill(rows: LocaleRow[], maps: Array<Map<string, string>>): void {
  let place: number | null | undefined;
  let into: Map<string, string> | undefined;
  for (const r of rows) {
    if (r.r !== place) {
      place = r.r;
      into = place === null ? undefined : maps[place - 1];
    }
    into?.set(r.key, r.text);
  }
}

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
      // Each locale's maps, made in the order asked for (a locale asked twice is read once).
      const mapsOf = new Map<string, Array<Map<string, string>>>();
      for (const locale of request.locales) {
        mapsOf.set(
          locale,
          resources.map((r) => {
            const map = new Map<string, string>();
            r.entries.set(locale, map);
            return map;
          }),
        );
      }
      const translated = [...mapsOf.keys()].filter((locale) => locale !== project.sourceLocale);
      const statuses = statusesAtLeast(request.status);
      const sourceMaps = mapsOf.get(project.sourceLocale);
      if (sourceMaps !== undefined) {
        fill(
          await tx.rows<LocaleRow>(
            `SELECT array_position($2::text[], resource) AS r, key, source_text AS text FROM strings
               WHERE project_id = $1 AND resource = ANY($2::text[]) AND NOT obsolete AND plural_of IS NULL
               ORDER BY resource, position, key`,
            [project.id, wanted],
          ),
          sourceMaps,
        );
      }
      const strings = resources.reduce((n, r) => n + r.sourceKeys, 0);
      if (translated.length > 1 && strings * translated.length <= ONE_STATEMENT_ROWS) {
        // Every locale in one statement: each string's translations read in one lookup of the
        // primary key's range (string_id, then locale), where a statement per locale read the
        // project's strings and sorted them again for each locale, and waited a round trip each
        // (19 of a pull's 26 statements for 20 locales). The locale filter stays outside the
        // lookup (OFFSET 0): inside, it would probe the index once per locale.
        const rows = await tx.rows<LocalesRow>(
          `SELECT array_position($3::text[], t.locale) AS l, array_position($2::text[], s.resource) AS r,
                  s.key, t.value AS text
           FROM strings s
           JOIN LATERAL (
             SELECT locale, status, value FROM translations WHERE string_id = s.id OFFSET 0
           ) t ON true
           WHERE s.project_id = $1 AND ($5::boolean OR s.resource = ANY($2::text[])) AND NOT s.obsolete
             AND t.locale = ANY($3::text[]) AND t.status = ANY($4::text[])
           ORDER BY s.resource, s.position, s.key`,
          [project.id, wanted, translated, statuses, all],
        );
        const byPlace = translated.map((locale) => mapsOf.get(locale) as Array<Map<string, string>>);
        for (const r of rows) {
          if (r.r !== null) byPlace[r.l - 1]?.[r.r - 1]?.set(r.key, r.text);
        }
      } else {
        for (const locale of translated) {
          // Each of the project's strings looked up by the translations' primary key (OFFSET 0 keeps
          // the planner from turning the lookup into a join): once the tables have statistics, the
          // plain join was planned as a scan of every project's translations in the locale, a
          // cost that grew with the other projects' rows and changed when autovacuum analyzed.
          fill(
            await tx.rows<LocaleRow>(
              `SELECT array_position($2::text[], s.resource) AS r, s.key, t.value AS text FROM strings s
               JOIN LATERAL (
                 SELECT value FROM translations
                 WHERE string_id = s.id AND locale = $3 AND status = ANY($4::text[])
                 OFFSET 0
               ) t ON true
               WHERE s.project_id = $1 AND ($5::boolean OR s.resource = ANY($2::text[])) AND NOT s.obsolete
               ORDER BY s.resource, s.position, s.key`,
              // With every resource asked for, no row is compared with each resource's path: a row of
              // a resource `wanted` lacks finds no map below and is left out, as the filter would.
              [project.id, wanted, locale, statuses, all],
            ),
            mapsOf.get(locale) as Array<Map<string, string>>,
          );
        }
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

function firstBySource(rows: Array<Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rows) {
    const source = String(r.source_text);
    if (!map.has(source)) map.set(source, String(r.value));
  }
  return map;
}
