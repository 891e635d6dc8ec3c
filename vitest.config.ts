import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'actions/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
    // .ci/run asks for a JSON report to print its closing "N passed, N failed" line.
    reporters: process.env.LOCALE_SYNC_TEST_REPORT
      ? ['default', ['json', { outputFile: process.env.LOCALE_SYNC_TEST_REPORT }]]
      : ['default'],
  },
});
