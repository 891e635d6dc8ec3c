import { applyPhraseLimits, foldPhrases, phraseId, totalsNeeded } from '../phrase-batch.ts';
import type {
  PhraseInput,
  PhraseLimits,
  PhraseMerge,
  PhraseOutcome,
  PhraseRow,
  PhraseTally,
} from '../types.ts';
import type { PostgresDatabase } from './database.ts';

/** First key of the advisory locks that serialize phrase batches per project ("LS" in ASCII). */
const PHRASE_LOCK_SPACE = 0x4c53;

/** Phrases reported by runtime clients, with their counts and locations. */
export class PostgresPhrases {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /**
   * Folds a batch into the stored phrases with `merge` within `limits`, in one transaction. Batches for one project
   * take turns on an advisory lock (not the project row, which a push holds for its whole length),
   * so that two instances never fold into the same tally at once.
   */
  async record(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge: PhraseMerge,
    limits: PhraseLimits,
  ): Promise<PhraseOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.rows('SELECT pg_advisory_xact_lock($1, $2)', [PHRASE_LOCK_SPACE, projectId]);
      const texts = phrases.map((p) => p.sourceText);
      const contexts = phrases.map((p) => p.context ?? '');
      const rows = await tx.rows<{
        id: string;
        source_text: string;
        context: string;
        count: string;
        locations: string;
      }>(
        `SELECT p.id, p.source_text, p.context, p.count, p.locations FROM phrases p
         WHERE p.project_id = $1
           AND md5(p.source_text) = ANY(ARRAY(SELECT md5(t) FROM unnest($2::text[]) AS t))
           AND p.context = ANY($3::text[])`,
        [projectId, texts, contexts],
      );
      const stored = new Map<string, { id: number; tally: PhraseTally }>();
      for (const row of rows) {
        stored.set(phraseId(row.source_text, row.context), {
          id: Number(row.id),
          tally: {
            count: Number(row.count),
            locations: JSON.parse(row.locations) as PhraseTally['locations'],
          },
        });
      }
      const fold = foldPhrases(stored, phrases, merge);
      const need = totalsNeeded(fold, limits);
      // Read under the advisory lock, so two instances never both take the last of the room.
      const count = async (sql: string) =>
        Number((await tx.rows<{ n: string }>(sql, [projectId]))[0]?.n ?? 0);
      applyPhraseLimits(fold, limits, {
        phrases: need.phrases ? await count('SELECT count(*) AS n FROM phrases WHERE project_id = $1') : 0,
        locations: need.locations
          ? await count(
              'SELECT COALESCE(sum(json_array_length(locations::json)), 0) AS n FROM phrases WHERE project_id = $1',
            )
          : 0,
      });
      const { folded, created, merged } = fold;
      const fresh = folded.filter((p) => p.id === undefined);
      const known = folded.filter((p) => p.id !== undefined);
      if (fresh.length > 0) {
        await tx.rows(
          `INSERT INTO phrases (project_id, source_text, context, count, locations, first_seen_at, last_seen_at)
           SELECT $1, n.t, n.c, n.n, n.l, $2, $2 FROM unnest($3::text[], $4::text[], $5::bigint[], $6::text[]) AS n(t, c, n, l)`,
          [
            projectId,
            now,
            fresh.map((p) => p.sourceText),
            fresh.map((p) => p.context),
            fresh.map((p) => p.tally.count),
            fresh.map((p) => JSON.stringify(p.tally.locations)),
          ],
        );
      }
      if (known.length > 0) {
        await tx.rows(
          `UPDATE phrases SET count = u.n, locations = u.l, last_seen_at = $1
           FROM unnest($2::bigint[], $3::bigint[], $4::text[]) AS u(id, n, l) WHERE phrases.id = u.id`,
          [
            now,
            known.map((p) => p.id),
            known.map((p) => p.tally.count),
            known.map((p) => JSON.stringify(p.tally.locations)),
          ],
        );
      }
      const [total] = await tx.rows<{ n: string }>(
        'SELECT count(*) AS n FROM phrases WHERE project_id = $1',
        [projectId],
      );
      return { received: phrases.length, created, merged, total: Number(total?.n ?? 0) };
    });
  }

  /** The project's phrases in the order they were first reported. */
  async list(projectId: number): Promise<PhraseRow[]> {
    const rows = await this.db.rows<{
      source_text: string;
      context: string;
      count: string;
      locations: string;
    }>('SELECT source_text, context, count, locations FROM phrases WHERE project_id = $1 ORDER BY id', [
      projectId,
    ]);
    return rows.map((r) => ({
      sourceText: r.source_text,
      context: r.context,
      count: Number(r.count),
      locations: JSON.parse(r.locations) as PhraseRow['locations'],
    }));
  }
}
