// The benchmark's report: what it writes into docs/performance.md and how it judges the goals. No
// timing here: the figures are made up, the measuring is bench/'s.
import { describe, expect, it } from 'vitest';
import { goalRows, type Results } from '../../bench/goals.ts';
import {
  BEGIN,
  END,
  formatsSectionOf,
  multiFileTable,
  replaceRegion,
  scaleTable,
} from '../../bench/report.ts';

describe('replaceRegion', () => {
  it('replaces only the generated region, keeping the hand-written text before and after it', () => {
    const current = `${BEGIN}\n# Old figures\n${END}\n\n## What dominates\n\nBy hand.\n\n## 8. Added later\n`;
    expect(replaceRegion(current, '# New figures\n')).toBe(
      `${BEGIN}\n# New figures\n${END}\n\n## What dominates\n\nBy hand.\n\n## 8. Added later\n`,
    );
  });

  it('refuses a file without the markers instead of overwriting it', () => {
    expect(() => replaceRegion('# Performance\n\nBy hand.\n', 'x')).toThrow(/no generated region/);
  });
});

describe('formatsSectionOf', () => {
  it('takes section 4 up to the end of the region, for a --quick run to keep', () => {
    const current = `${BEGIN}\n## 3. Start-up\n\n## 4. Formats at size (bench/formats-scale.ts)\n\n| a |\n${END}\n## 5. By hand\n`;
    expect(formatsSectionOf(current)).toBe('## 4. Formats at size (bench/formats-scale.ts)\n\n| a |');
    expect(formatsSectionOf(`${BEGIN}\n${END}\n`)).toBeNull();
  });
});

describe('goalRows', () => {
  const startup = {
    runs: 15,
    nodeMs: 50,
    pullDryRunMs: 200,
    nodeCpuMs: 25,
    pullDryRunCpuMs: 110,
    pullDryRunCpuRange: { min: 100, max: 130 },
    pushBundleKiB: 1,
    pullBundleKiB: 1,
  };
  const scale = {
    scenario: '20 locales × 5,000 keys',
    backend: 'SQLite' as const,
    locales: 20,
    keys: 5_000,
    strings: 100_000,
    bodyMiB: 7,
    pushMs: 1_000,
    pushFloorMs: 600,
    pullMs: 1,
    pullFloorMs: 1,
    changedPushMs: 200,
    changedPushFiles: 1,
    actionPushRssMiB: 300,
    actionPullRssMiB: 250,
    serverRssMiB: 1,
  };
  const sdkRow = {
    endpoint: 'GET /projects/key/:projectKey',
    backend: 'SQLite' as const,
    kind: 'read' as const,
    rounds: 3,
    rps: 90,
    p99Ms: 1,
    baselineRps: 100,
    baselineP99Ms: 1,
    ratio: 0.9,
    ratioRange: { min: 0.8, max: 0.95 },
    cpuUs: 40,
    baselineCpuUs: 13,
  };
  const results: Results = {
    quick: true,
    backends: ['SQLite'],
    scale: [scale],
    sdk: [sdkRow, { ...sdkRow, endpoint: 'POST /translate/instant', kind: 'instant', ratio: 0.5 }],
    startup,
  };

  it('judges each row of issue 25 against its goal, and says what a --quick run did not measure', () => {
    const rows = goalRows(results).map((r) => [r.path.split(',')[0], r.met]);
    expect(rows).toEqual([
      ['push of 20 locales × 5', true],
      ["action start-up over `node -e ''`", false],
      ["action start-up over `node -e ''`", true],
      ['action peak memory', null],
      ['action peak memory', null],
      ['GET /projects/key/:projectKey', true],
      ['POST /translate/instant', false],
      ['one-string push / full push', false],
    ]);
    expect(goalRows(results)[3]?.figure).toBe('not measured (--quick)');
  });

  it('judges several files per locale against one file per locale, push and pull, per backend', () => {
    const multi = {
      backend: 'SQLite' as const,
      locales: 20,
      filesPerLocale: 10,
      keysPerLocale: 5_000,
      rounds: 3,
      singlePushMs: 1_000,
      multiPushMs: 1_100,
      singlePullMs: 800,
      multiPullMs: 600,
      singlePushCpuMs: 700,
      multiPushCpuMs: 840,
      singlePullCpuMs: 500,
      multiPullCpuMs: 400,
    };
    const rows = goalRows({ ...results, multiFile: [multi] }).filter((r) =>
      r.path.includes('files per locale'),
    );
    expect(rows.map((r) => [r.path.split(',')[0], r.figure, r.met])).toEqual([
      [
        'push time per string',
        '1.10× (1,100 / 1,000 ms, median of 3 alternated rounds; action CPU 1.20×)',
        false,
      ],
      ['pull time per string', '0.75× (600 / 800 ms, median of 3 alternated rounds; action CPU 0.80×)', true],
    ]);
    expect(multiFileTable([multi]).split('\n')[2]).toBe(
      '| SQLite | 100,000 | 10 / 1 | 1,100 / 1,000 ms (1.10×) | 840 / 700 ms (1.20×) | 600 / 800 ms (0.75×) | 400 / 500 ms (0.80×) |',
    );
  });

  it('compares the peak memory of the 1,000,000-string scenario with the bytes of its files', () => {
    const big = {
      ...scale,
      locales: 100,
      keys: 10_000,
      bodyMiB: 74,
      actionPushRssMiB: 200,
      actionPullRssMiB: 800,
    };
    const rows = goalRows({ ...results, quick: false, scale: [scale, big] }).filter((r) =>
      r.path.startsWith('action peak memory'),
    );
    expect(rows.map((r) => [r.figure, r.met])).toEqual([
      ['2.7× (200 MiB for 74.0 MiB)', true],
      ['10.8× (800 MiB for 74.0 MiB)', false],
    ]);
  });

  it('judges a PostgreSQL push against the PostgreSQL floor, with the SQLite floor of the same files beside it', () => {
    const postgres = {
      ...scale,
      backend: 'PostgreSQL' as const,
      pushMs: 1_500,
      pushFloorMs: 1_000,
      pushFloorSqliteMs: 500,
    };
    const push = goalRows({
      ...results,
      backends: ['SQLite', 'PostgreSQL'],
      scale: [scale, postgres],
    }).filter((r) => r.path.startsWith('push of'));
    expect(push.map((r) => [r.backend, r.figure, r.met])).toEqual([
      ['SQLite', '1.7× (1,000 / 600 ms)', true],
      [
        'PostgreSQL',
        '1.5× (1,500 / 1,000 ms; against the SQLite floor of the same files, 3.0× (500 ms))',
        true,
      ],
    ]);
    const table = scaleTable([scale, postgres]).split('\n');
    expect(table[2]).toContain('| 1,000 ms | 600 ms | 1.7× |');
    expect(table[3]).toContain('| 1,500 ms | 1,000 ms (SQLite 500 ms) | 1.5× |');
  });
});
