// The PostgreSQL backend's entry point.
export type { PostgresOptions } from './postgres/database.ts';
export { openPostgresStorage, PostgresStorage } from './postgres/storage.ts';
