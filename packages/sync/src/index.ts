// The repository side of locale-sync, shared by both actions and the CLI. Never imports @actions/*.
export { type PushFileSource, type SyncApi, sourceFromEnv } from './api.ts';
export {
  gitBranchFromEnv,
  resolveTranslationBranch,
  TRANSLATION_BRANCH_AUTO,
  TRANSLATION_BRANCH_NONE,
  type TranslationBranch,
} from './branch/translation-branch.ts';
export { checkPushFiles, DEFAULT_SOURCE_LOCALE, type ProblemCounts } from './checks/push-checks.ts';
export { describeError } from './describe-error.ts';
export { SyncError, UnsafePathError } from './errors.ts';
export { type Location, type Logger, safeText, silentLogger } from './logger.ts';
export { type PhaseHook, runDirectly } from './phases.ts';
export { fetchPull, type PullAnswer } from './pull/fetch.ts';
export type { PullOptions } from './pull/options.ts';
export { type PulledLocale, type PullPlan, planPull } from './pull/plan.ts';
export { applyPull, PULL_PHASES, type PullResult, runPull } from './pull/run.ts';
export { type CollectedFile, collectPushFiles, type PushedFile } from './push/collect.ts';
export { PUSH_PHASES, type PushResult, pushSourceLocale, runPush } from './push/push.ts';
export { branchStateLines, mergeLines } from './report/branch-lines.ts';
export { codeSpan, escapeCell } from './report/markdown.ts';
export {
  countsText,
  hasChanges,
  type LocaleChange,
  MAX_KEYS_LISTED,
  type OrphanResource,
} from './report/plan.ts';
export { renderPlanText } from './report/plan-text.ts';
export { describePull, heldBackLines, pullNote } from './report/pull-line.ts';
export { describePush } from './report/push-line.ts';
export { renderFailureMarkdown, renderSummaryMarkdown } from './report/summary.ts';
export { CONFIG_PATH, DEFAULT_OUTPUT_DIR, loadConfig, type SyncConfig } from './repository/config.ts';
export { parseConfig } from './repository/config-parse.ts';
export { DISCOVERY_DIRS, type TranslationFile } from './repository/discovery.ts';
export { discoverFiles, type LocaleFile, RepositoryLayout, resolvePushFiles } from './repository/layout.ts';
export { applyWrites, checkWrites, writeAtomically } from './repository/safe-write.ts';
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
  parseTimeout,
  resolveRoot,
  SettingError,
  timeoutLimits,
} from './settings.ts';
