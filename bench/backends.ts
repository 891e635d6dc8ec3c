// The storage backends the server benchmarks run on: SQLite always, PostgreSQL when one answers
// (BENCH_DATABASE_URL, else the development server at 127.0.0.1:5432, database test).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findTestPostgres } from '../packages/server/test/storage/postgres-server.ts';
import { withPostgresFloor } from './floors.ts';

/** One backend: its name for the report, and how to run a scenario on a fresh database of it. */
export interface BenchBackend {
  name: 'SQLite' | 'PostgreSQL';
  /** Runs `scenario` with this backend selected for every server and admin command it starts. */
  run<T>(scenario: () => Promise<T>): Promise<T>;
}

const sqlite: BenchBackend = { name: 'SQLite', run: (scenario) => scenario() };

/**
 * The backends `--backend=sqlite|postgres|both` (default both) asks for. With `both`, PostgreSQL is
 * left out, with one line saying so (also returned, for the report), when none answers; asked for
 * alone, its absence is an error.
 */
export async function benchBackends(
  argv: string[],
): Promise<{ backends: BenchBackend[]; skipped: string | null }> {
  const asked = argv.find((a) => a.startsWith('--backend='))?.slice('--backend='.length) ?? 'both';
  if (!['sqlite', 'postgres', 'both'].includes(asked)) {
    throw new Error(`--backend must be sqlite, postgres or both, got "${asked}"`);
  }
  if (asked === 'sqlite') return { backends: [sqlite], skipped: null };
  const url = process.env.BENCH_DATABASE_URL || (await findTestPostgres());
  if (!url) {
    const message = 'no PostgreSQL answers at 127.0.0.1:5432 (database test); set BENCH_DATABASE_URL';
    if (asked === 'postgres') throw new Error(message);
    console.log(`PostgreSQL skipped: ${message}`);
    return { backends: [sqlite], skipped: `PostgreSQL skipped: ${message}` };
  }
  const postgres = postgresBackend(url);
  return { backends: asked === 'postgres' ? [postgres] : [sqlite, postgres], skipped: null };
}

/**
 * PostgreSQL at `url`: each scenario gets a schema of its own (named in DATABASE_URL's search_path,
 * dropped afterwards), its push floor is measured there too, and it must leave its project there: a server that ignored DATABASE_URL would
 * otherwise be measured on SQLite under the PostgreSQL label.
 */
function postgresBackend(url: string): BenchBackend {
  return {
    name: 'PostgreSQL',
    async run<T>(scenario: () => Promise<T>): Promise<T> {
      const schema = `ls_bench_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const previous = process.env.DATABASE_URL;
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
        const options = encodeURIComponent(`-c search_path=${schema}`);
        const scenarioUrl = `${url}${url.includes('?') ? '&' : '?'}options=${options}`;
        process.env.DATABASE_URL = scenarioUrl;
        // The push floor of this backend upserts into PostgreSQL too (floors.ts), in the same schema.
        const result = await withPostgresFloor(scenarioUrl, scenario);
        const { rows } = await admin.query(
          'SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2',
          [schema, 'projects'],
        );
        if (Number(rows[0]?.n) === 0) {
          throw new Error(
            'the server and the admin CLI ignored DATABASE_URL: nothing was stored in PostgreSQL',
          );
        }
        return result;
      } finally {
        if (previous === undefined) delete process.env.DATABASE_URL;
        else process.env.DATABASE_URL = previous;
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}
