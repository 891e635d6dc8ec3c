export { type AppDeps, type Clock, createApp } from './app.ts';
export {
  type ConfigOverrides,
  DEFAULT_CONFIG,
  loadConfig,
  resolveConfig,
  type ServerConfig,
} from './config.ts';
export {
  createLibreTranslateTranslator,
  createPseudoTranslator,
  type MachineTranslator,
  pseudoLocalize,
  translatorFromEnv,
} from './mt/index.ts';
export type { LimiterStore, LimiterStoreFactory } from './rate-limit.ts';
export { openRedisShared, type RedisSettings, redisSettingsFromEnv } from './shared/redis.ts';
export type { ChangeFeed, NonceStore, ReadinessCheck, SharedState } from './shared/types.ts';
export { openSqliteStorage, SqliteStorage } from './storage/sqlite.ts';
export type { ProjectRecord, Storage } from './storage/types.ts';
