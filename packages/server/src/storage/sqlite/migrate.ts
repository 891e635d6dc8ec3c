import type { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.ts';
import { inTransaction } from './transaction.ts';

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction;
 * `upTo` stops after that version (tests build a database of an earlier schema with it).
 * Processes that open a new file at once (two servers on one file, admin commands run together)
 * all read the same pending list: each migration is checked again inside its write transaction,
 * so the processes that waited for the first one's lock find it recorded and skip it.
 */
export function migrate(db: DatabaseSync, upTo = Number.POSITIVE_INFINITY): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at INTEGER)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => Number(r.version)),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version) || migration.version > upTo) continue;
    // The pragma has no effect inside a transaction, so it is switched around it.
    const foreignKeys = Number(db.prepare('PRAGMA foreign_keys').get()?.foreign_keys ?? 0);
    if (migration.rebuildsTables) db.exec('PRAGMA foreign_keys = OFF');
    try {
      inTransaction(db, () => {
        if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return;
        db.exec(migration.sql);
        const broken = db.prepare('PRAGMA foreign_key_check').all();
        if (broken.length > 0) {
          throw new Error(
            `migration ${migration.version} would break ${broken.length} foreign key(s): ${JSON.stringify(broken[0])}`,
          );
        }
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          Date.now(),
        );
      });
    } finally {
      if (migration.rebuildsTables) db.exec(`PRAGMA foreign_keys = ${foreignKeys === 1 ? 'ON' : 'OFF'}`);
    }
  }
}
