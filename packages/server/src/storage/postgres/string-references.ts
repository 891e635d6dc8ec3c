/**
 * Migration 7's SQL: the reference from `translations.string_id` to `strings.id`, checked once per
 * statement instead of once per row.
 *
 * Migration 1 declared it as a foreign key. PostgreSQL checks a foreign key with one lookup and one
 * row lock per inserted row, which was about half of PostgreSQL's CPU time in a push of 95,000
 * translations (`EXPLAIN (ANALYZE)`: "Trigger for constraint translations_string_id_fkey … calls=95000",
 * docs/performance.md). These statement-level triggers keep what the key guaranteed:
 * - a written translation names a string that exists: after each INSERT or UPDATE, the distinct
 *   string ids it wrote are locked FOR KEY SHARE, as the foreign key's check locks each one, so a
 *   string cannot be deleted by another transaction until this one ends; one missing fails the
 *   statement with the foreign key's error code (23503);
 * - deleting strings deletes their translations (the key's ON DELETE CASCADE), at the end of the
 *   deleting statement, and emptying `strings` (TRUNCATE) empties `translations`.
 * Each string id is looked up through the primary key (a LATERAL join), never by a scan of every
 * project's strings.
 */
export function stringReferencesSql(): string {
  return `
    ALTER TABLE translations DROP CONSTRAINT translations_string_id_fkey;

    CREATE FUNCTION locale_sync_translations_strings_exist() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      wanted bigint;
      found bigint;
    BEGIN
      SELECT count(*), count(l.id) INTO wanted, found
        FROM (SELECT DISTINCT string_id FROM written) AS w
        LEFT JOIN LATERAL (SELECT s.id FROM strings s WHERE s.id = w.string_id FOR KEY SHARE) AS l ON true;
      IF found < wanted THEN
        RAISE EXCEPTION 'a translation names a string that does not exist (table "translations", column "string_id")'
          USING ERRCODE = 'foreign_key_violation';
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER translations_insert_strings_exist AFTER INSERT ON translations
      REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION locale_sync_translations_strings_exist();
    CREATE TRIGGER translations_update_strings_exist AFTER UPDATE ON translations
      REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION locale_sync_translations_strings_exist();

    CREATE FUNCTION locale_sync_strings_deleted() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM translations WHERE string_id IN (SELECT id FROM gone);
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER strings_delete_translations AFTER DELETE ON strings
      REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION locale_sync_strings_deleted();

    CREATE FUNCTION locale_sync_strings_truncated() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      TRUNCATE translations;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER strings_truncate_translations AFTER TRUNCATE ON strings
      FOR EACH STATEMENT EXECUTE FUNCTION locale_sync_strings_truncated();
  `;
}
