// The repository side of locale-sync, shared by both actions and the CLI. Never imports @actions/*.
export { type SyncApi, sourceFromEnv } from './api.ts';
export { CONFIG_PATH, DEFAULT_OUTPUT_DIR, loadConfig, parseConfig, type SyncConfig } from './config.ts';
export { describeError } from './describe-error.ts';
export { DISCOVERY_DIRS, type TranslationFile } from './discovery.ts';
export { SyncError, UnsafePathError } from './errors.ts';
export { discoverFiles, type LocaleFile, RepositoryLayout, resolvePushFiles } from './layout.ts';
export { type Location, type Logger, safeText, silentLogger } from './logger.ts';
export {
  countsText,
  hasChanges,
  type LocaleChange,
  type PhaseHook,
  renderPlanText,
  runDirectly,
} from './plan.ts';
export {
  applyPull,
  fetchPull,
  PULL_PHASES,
  type PullAnswer,
  type PulledLocale,
  type PullOptions,
  type PullPlan,
  type PullResult,
  planPull,
  runPull,
} from './pull.ts';
export {
  type CollectedFile,
  collectPushFiles,
  describePush,
  PUSH_PHASES,
  type PushResult,
  pushSourceLocale,
  runPush,
  sendPush,
} from './push.ts';
export { checkPushFiles, DEFAULT_SOURCE_LOCALE, type ProblemCounts } from './push-checks.ts';
export { applyWrites, checkWrites, writeAtomically } from './safe-write.ts';
export {
  FILL_MODES,
  parseApiUrl,
  parseBoolean,
  parseFormat,
  parseLocales,
  parseMinCoverage,
  parseMissing,
  parseProjectKey,
  parseSecret,
  parseSourceLocale,
  parseStatus,
  parseStructure,
  resolveRoot,
  SettingError,
} from './settings.ts';
export { escapeCell, renderSummaryMarkdown } from './summary.ts';
