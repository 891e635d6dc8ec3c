// The SQLite backend's entry point, where the server, the admin CLI and the tests import it from.
export { MAX_LOCATIONS_PER_PHRASE } from './phrase-merge.ts';
export { openSqliteStorage, SqliteStorage } from './sqlite/storage.ts';
