/**
 * The channel every committed change of what the SDK reads is announced on, by the database itself:
 * triggers on the tables behind the SDK answers (projects, strings, translations, branches and their
 * rows) call `pg_notify` with `<schema>:<project id>`. PostgreSQL delivers a notification only when
 * its transaction commits, once per distinct payload, so every write path (a push on any instance,
 * the admin CLI, a hand-written UPDATE) is announced exactly when it becomes visible.
 */
export const CHANGE_CHANNEL = 'locale_sync_changes';

/** Which project a changed row belongs to: a column of its own, or through the row it points at. */
const TABLES: ReadonlyArray<{ table: string; project: string }> = [
  { table: 'projects', project: 'SELECT DISTINCT id AS p FROM changed' },
  { table: 'strings', project: 'SELECT DISTINCT project_id AS p FROM changed' },
  {
    table: 'translations',
    project: 'SELECT DISTINCT s.project_id AS p FROM strings s WHERE s.id IN (SELECT string_id FROM changed)',
  },
  { table: 'branches', project: 'SELECT DISTINCT project_id AS p FROM changed' },
  {
    table: 'branch_strings',
    project:
      'SELECT DISTINCT b.project_id AS p FROM branches b WHERE b.id IN (SELECT branch_id FROM changed)',
  },
  {
    table: 'branch_translations',
    project:
      'SELECT DISTINCT b.project_id AS p FROM branches b WHERE b.id IN (SELECT branch_id FROM changed)',
  },
];

/**
 * The migration's SQL: one function per table and a statement-level trigger per operation (a
 * transition table, `changed`, holds the statement's rows, so a push of 100,000 rows runs each
 * trigger once per statement, not once per row). Rows deleted by a cascade may no longer find their
 * parent; the parent's own trigger announces the project then.
 */
export function changeTriggersSql(): string {
  const parts: string[] = [];
  for (const { table, project } of TABLES) {
    const fn = `locale_sync_${table}_changed`;
    parts.push(`
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('${CHANGE_CHANNEL}', TG_TABLE_SCHEMA || ':' || c.p) FROM (${project}) AS c;
        RETURN NULL;
      END
      $fn$;`);
    for (const [op, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      parts.push(`
      CREATE TRIGGER ${table}_${op.toLowerCase()}_notify AFTER ${op} ON ${table}
        REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`);
    }
  }
  return parts.join('\n');
}

/** Reads a notification's payload: the project id when it names `schema`, else undefined. */
export function parseChange(payload: string, schema: string): number | undefined {
  const colon = payload.lastIndexOf(':');
  if (colon < 0 || payload.slice(0, colon) !== schema) return undefined;
  const id = payload.slice(colon + 1);
  return /^[0-9]{1,15}$/.test(id) ? Number(id) : undefined;
}
