import type { MachineCacheKey, MachineCachePolicy } from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** Machine translations already paid for, by provider, locale pair and source text. */
export class SqliteMachineCache {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** The cached translations of those of `texts` that have one. */
  get(key: MachineCacheKey, texts: string[], notBefore = 0): Map<string, string> {
    const select = this.db.statement(
      `SELECT translated FROM machine_translations
       WHERE provider = ? AND source_locale = ? AND target_locale = ? AND source_text = ? AND created_at >= ?`,
    );
    const found = new Map<string, string>();
    for (const text of new Set(texts)) {
      const row = select.get(key.provider, key.sourceLocale, key.targetLocale, text, notBefore);
      if (row) found.set(text, String(row.translated));
    }
    return found;
  }

  /** Stores (or replaces) translations, then applies `policy` to the provider's entries, in one transaction. */
  put(key: MachineCacheKey, pairs: Map<string, string>, now: number, policy?: MachineCachePolicy): void {
    this.db.transaction(() => {
      const upsert = this.db.statement(
        `INSERT OR REPLACE INTO machine_translations
           (provider, source_locale, target_locale, source_text, translated, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const [text, translated] of pairs) {
        upsert.run(key.provider, key.sourceLocale, key.targetLocale, text, translated, now);
      }
      if (!policy) return;
      this.db
        .statement('DELETE FROM machine_translations WHERE provider = ? AND created_at < ?')
        .run(key.provider, now - policy.maxAgeMs);
      this.db
        .statement(
          `DELETE FROM machine_translations WHERE rowid IN (
             SELECT rowid FROM machine_translations WHERE provider = ?
             ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
        )
        .run(key.provider, policy.maxEntries);
    });
  }
}
