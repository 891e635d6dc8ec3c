import type { MachineCacheKey, MachineCachePolicy } from '../types.ts';
import type { PostgresDatabase } from './database.ts';

/** Machine translations already paid for, by provider, locale pair and source text. */
export class PostgresMachineCache {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /** The cached translations of those of `texts` that have one, in one query. */
  async get(key: MachineCacheKey, texts: string[], notBefore = 0): Promise<Map<string, string>> {
    const wanted = [...new Set(texts)];
    const found = new Map<string, string>();
    if (wanted.length === 0) return found;
    const rows = await this.db.rows<{ source_text: string; translated: string }>(
      `SELECT m.source_text, m.translated FROM machine_translations m
       WHERE m.provider = $1 AND m.source_locale = $2 AND m.target_locale = $3
         AND md5(m.source_text) = ANY(ARRAY(SELECT md5(t) FROM unnest($4::text[]) AS t))
         AND m.source_text = ANY($4::text[]) AND m.created_at >= $5`,
      [key.provider, key.sourceLocale, key.targetLocale, wanted, notBefore],
    );
    for (const row of rows) found.set(row.source_text, row.translated);
    return found;
  }

  /** Stores (or replaces) translations, then applies `policy` to the provider's entries. */
  async put(
    key: MachineCacheKey,
    pairs: Map<string, string>,
    now: number,
    policy?: MachineCachePolicy,
  ): Promise<void> {
    if (pairs.size === 0) return;
    await this.db.rows(
      `INSERT INTO machine_translations (provider, source_locale, target_locale, source_text, translated, created_at)
       SELECT $1, $2, $3, p.source_text, p.translated, $4 FROM unnest($5::text[], $6::text[]) AS p(source_text, translated)
       ON CONFLICT (provider, source_locale, target_locale, md5(source_text))
         DO UPDATE SET translated = EXCLUDED.translated, created_at = EXCLUDED.created_at`,
      [key.provider, key.sourceLocale, key.targetLocale, now, [...pairs.keys()], [...pairs.values()]],
    );
    if (!policy) return;
    // Two statements, each atomic: a cache may briefly hold a few entries more, never lose a fresh one.
    await this.db.rows('DELETE FROM machine_translations WHERE provider = $1 AND created_at < $2', [
      key.provider,
      now - policy.maxAgeMs,
    ]);
    await this.db.rows(
      `DELETE FROM machine_translations WHERE ctid IN (
         SELECT ctid FROM machine_translations WHERE provider = $1
         ORDER BY created_at DESC OFFSET $2)`,
      [key.provider, policy.maxEntries],
    );
  }
}
