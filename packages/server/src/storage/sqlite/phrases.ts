import { applyPhraseLimits, foldPhrases, phraseId, totalsNeeded } from '../phrase-batch.ts';
import type {
  PhraseInput,
  PhraseLimits,
  PhraseMerge,
  PhraseOutcome,
  PhraseRow,
  PhraseTally,
} from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** Phrases reported by runtime clients, with their counts and locations. */
export class SqlitePhrases {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** Folds a batch into the stored phrases with `merge` within `limits`, in one transaction. */
  record(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge: PhraseMerge,
    limits: PhraseLimits,
  ): PhraseOutcome {
    return this.db.transaction(() => {
      const select = this.db.statement(
        'SELECT id, count, locations FROM phrases WHERE project_id = ? AND source_text = ? AND context = ?',
      );
      const stored = new Map<string, { id: number; tally: PhraseTally }>();
      for (const phrase of phrases) {
        const context = phrase.context ?? '';
        const row = select.get(projectId, phrase.sourceText, context);
        if (!row) continue;
        stored.set(phraseId(phrase.sourceText, context), {
          id: Number(row.id),
          tally: {
            count: Number(row.count),
            locations: JSON.parse(String(row.locations)) as PhraseTally['locations'],
          },
        });
      }
      const fold = foldPhrases(stored, phrases, merge);
      const need = totalsNeeded(fold, limits);
      applyPhraseLimits(fold, limits, {
        phrases: need.phrases
          ? Number(
              this.db.statement('SELECT COUNT(*) AS n FROM phrases WHERE project_id = ?').get(projectId)?.n,
            )
          : 0,
        locations: need.locations
          ? Number(
              this.db
                .statement(
                  'SELECT COALESCE(SUM(json_array_length(locations)), 0) AS n FROM phrases WHERE project_id = ?',
                )
                .get(projectId)?.n,
            )
          : 0,
      });
      const { folded, created, merged } = fold;
      const insert = this.db.statement(
        `INSERT INTO phrases (project_id, source_text, context, count, locations, first_seen_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const update = this.db.statement(
        'UPDATE phrases SET count = ?, locations = ?, last_seen_at = ? WHERE id = ?',
      );
      for (const phrase of folded) {
        const locations = JSON.stringify(phrase.tally.locations);
        if (phrase.id === undefined) {
          insert.run(projectId, phrase.sourceText, phrase.context, phrase.tally.count, locations, now, now);
        } else {
          update.run(phrase.tally.count, locations, now, phrase.id);
        }
      }
      const total = Number(
        this.db.statement('SELECT COUNT(*) AS n FROM phrases WHERE project_id = ?').get(projectId)?.n,
      );
      return { received: phrases.length, created, merged, total };
    });
  }

  /** The project's phrases in the order they were first reported. */
  list(projectId: number): PhraseRow[] {
    return this.db
      .statement(
        'SELECT source_text, context, count, locations FROM phrases WHERE project_id = ? ORDER BY id',
      )
      .all(projectId)
      .map((r) => ({
        sourceText: String(r.source_text),
        context: String(r.context),
        count: Number(r.count),
        locations: JSON.parse(String(r.locations)) as PhraseRow['locations'],
      }));
  }
}
