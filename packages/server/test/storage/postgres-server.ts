// Finds the development PostgreSQL (127.0.0.1:5432, database `test`, trust auth) for the tests that
// need one, and gives each test a schema of its own, dropped at the end of the run.
import { userInfo } from 'node:os';
import pg from 'pg';

/** The URL of a PostgreSQL that answers, or undefined: TEST_DATABASE_URL, else the local `test` database as the OS user, else as `postgres`. */
export async function findTestPostgres(): Promise<string | undefined> {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : [`postgres://${userInfo().username}@127.0.0.1:5432/test`, 'postgres://postgres@127.0.0.1:5432/test'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return url;
    } catch {
      // Not this one: try the next.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

/** Names per-test schemas unique to this run and drops them all at the end. */
export class TestSchemas {
  readonly url: string;
  private readonly prefix = `ls_test_${process.pid}_${Date.now().toString(36)}`;
  private readonly created: string[] = [];

  constructor(url: string) {
    this.url = url;
  }

  /** A schema name nobody else uses (the storage creates it). */
  next(): string {
    const name = `${this.prefix}_${this.created.length + 1}`;
    this.created.push(name);
    return name;
  }

  /** Runs `sql` on a connection of its own, with `schema` as its search_path. */
  async client(schema: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, options: `-c search_path=${schema}` });
    await client.connect();
    return client;
  }

  /** Drops every schema this run created. */
  async dropAll(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      for (const schema of this.created.splice(0))
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await client.end();
    }
  }
}
