// The SQLite backend's entry point, where the server, the admin CLI and the tests import it from.
export { openSqliteStorage, SqliteStorage } from './sqlite/storage.ts';
