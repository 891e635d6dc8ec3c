import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_CLI = resolve(REPO_ROOT, 'packages/server/src/cli/main.ts');
export const SYNC_CLI = resolve(REPO_ROOT, 'packages/sync/src/cli/main.ts');
export const PUSH_BUNDLE = resolve(REPO_ROOT, 'actions/push/dist/index.js');
export const PULL_BUNDLE = resolve(REPO_ROOT, 'actions/pull/dist/index.js');
