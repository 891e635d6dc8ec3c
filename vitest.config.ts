import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages export their sources under this condition (installers get dist/). Tests resolve
// it, and so do the Node processes tests start (the CLIs, the server), through NODE_OPTIONS.
const SOURCE_CONDITION = '@locale-sync/source';
if (!process.env.NODE_OPTIONS?.includes(`--conditions=${SOURCE_CONDITION}`)) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --conditions=${SOURCE_CONDITION}`.trim();
}

// Node's compile cache for every Node process the tests start (CLIs, servers, action bundles, some
// 600 a run): the second start of the same sources reads V8's compiled code instead of compiling them
// again (the server CLI: about half its start's CPU). Node checks each file's content, so an edited
// source is compiled anew. In node_modules/.cache, which `npm ci` empties.
if (process.env.NODE_COMPILE_CACHE === undefined) {
  process.env.NODE_COMPILE_CACHE = fileURLToPath(
    new URL('node_modules/.cache/node-compile-cache', import.meta.url),
  );
}

export default defineConfig({
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'actions/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    // One line saying which server backends (PostgreSQL, Redis) the run tests or skips.
    globalSetup: ['test/support/backends.global.ts'],
    // The checks' ICU parser, loaded on demand in a run, loaded before each test file.
    setupFiles: ['test/support/icu-parser.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    // .ci/run asks for a JSON report to print its closing "N passed, N failed" line.
    reporters: process.env.LOCALE_SYNC_TEST_REPORT
      ? ['default', ['json', { outputFile: process.env.LOCALE_SYNC_TEST_REPORT }]]
      : ['default'],
  },
});
