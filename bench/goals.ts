// The goals of issue 25, each as a row: the path measured, on which backend, this run's figure, the
// goal and whether it is met. One place holds the goals, so the console summary and the doc agree.
import type { BenchBackend } from './backends.ts';
import { n } from './lib.ts';
import type { MultiFileRow } from './multi-file.ts';
import type { SdkRow } from './sdk-api.ts';
import type { StartupRow } from './startup.ts';
import type { ScaleRow } from './sync-scale.ts';

export type BackendName = BenchBackend['name'];

/** Everything one run measured, each row tagged with its backend. */
export interface Results {
  quick: boolean;
  backends: BackendName[];
  scale: ScaleResult[];
  sdk: Array<SdkRow & { backend: BackendName }>;
  startup: StartupRow;
  /** Several files per locale against one, the same strings (bench/multi-file.ts); absent in old results. */
  multiFile?: Array<MultiFileRow & { backend: BackendName }>;
}

/**
 * One sync scenario on one backend. `pushFloorMs` is the floor on the scenario's own storage; on
 * PostgreSQL, `pushFloorSqliteMs` is the SQLite floor of the same files, shown beside it (floors.ts).
 */
export type ScaleResult = ScaleRow & {
  backend: BackendName;
  keys: number;
  locales: number;
  pushFloorSqliteMs?: number;
};

export interface GoalRow {
  path: string;
  backend: BackendName | 'any';
  figure: string;
  goal: string;
  /** null: not measured in this run (the reason is the figure). */
  met: boolean | null;
}

/** The sync scenario of issue 25's push, changed-only and memory rows. */
export const SCALE_SIZES = {
  push: { locales: 20, keys: 5_000 },
  memory: { locales: 100, keys: 10_000 },
} as const;

/** The multi-file scenario: the push row's strings, as `files` files per locale. */
export const MULTI_FILE_SIZE = { locales: 20, files: 10, keysPerLocale: 5_000 } as const;

const PUSH_FLOOR_GOAL = 2;
const STARTUP_GOAL_MS = 100;
const MEMORY_GOAL = 3;
const READ_GOAL = 0.9;
const INSTANT_GOAL = 0.7;
const CHANGED_ONLY_GOAL = 0.1;
/** "Multi-file projects must not be slower per string than single-file ones." */
const MULTI_FILE_GOAL = 1;

/** Every row of issue 25's table, for each backend measured. */
export function goalRows(results: Results): GoalRow[] {
  const rows: GoalRow[] = [];
  const scaleOf = (backend: BackendName, size: { locales: number; keys: number }) =>
    results.scale.find((r) => r.backend === backend && r.locales === size.locales && r.keys === size.keys);
  for (const backend of results.backends) {
    const push = scaleOf(backend, SCALE_SIZES.push);
    if (push) {
      const ratio = push.pushMs / push.pushFloorMs;
      const sqlite =
        push.pushFloorSqliteMs === undefined
          ? ''
          : `; against the SQLite floor of the same files, ${n(push.pushMs / push.pushFloorSqliteMs, 1)}× (${n(push.pushFloorSqliteMs)} ms)`;
      rows.push({
        path: 'push of 20 locales × 5,000 keys, bundled action, against its work floor',
        backend,
        figure: `${n(ratio, 1)}× (${n(push.pushMs)} / ${n(push.pushFloorMs)} ms${sqlite})`,
        goal: `≤ ${PUSH_FLOOR_GOAL}×`,
        met: ratio <= PUSH_FLOOR_GOAL,
      });
    }
  }
  const s = results.startup;
  const wall = s.pullDryRunMs - s.nodeMs;
  const cpu = s.pullDryRunCpuMs - s.nodeCpuMs;
  rows.push(
    {
      path: `action start-up over \`node -e ''\`, wall time (median of ${s.runs})`,
      backend: 'any',
      figure: `+${n(wall)} ms (${n(s.pullDryRunMs)} / ${n(s.nodeMs)} ms)`,
      goal: `≤ +${STARTUP_GOAL_MS} ms`,
      met: wall <= STARTUP_GOAL_MS,
    },
    {
      path: `action start-up over \`node -e ''\`, user + system CPU time (median of ${s.runs})`,
      backend: 'any',
      figure: `+${n(cpu)} ms (${n(s.pullDryRunCpuMs)} / ${n(s.nodeCpuMs)} ms)`,
      goal: `≤ +${STARTUP_GOAL_MS} ms`,
      met: cpu <= STARTUP_GOAL_MS,
    },
  );
  for (const backend of results.backends) {
    const big = scaleOf(backend, SCALE_SIZES.memory);
    for (const [side, rss] of [
      ['push', big?.actionPushRssMiB],
      ['pull', big?.actionPullRssMiB],
    ] as const) {
      const path = `action peak memory, 1,000,000 strings, ${side}, × the bytes of the files`;
      const goal = `≤ ${MEMORY_GOAL}×`;
      if (!big || rss === undefined) {
        const why = results.quick ? 'not measured (--quick)' : 'not measured (no peak RSS reported)';
        rows.push({ path, backend, figure: why, goal, met: null });
        continue;
      }
      const ratio = rss / big.bodyMiB;
      rows.push({
        path,
        backend,
        figure: `${n(ratio, 1)}× (${n(rss)} MiB for ${n(big.bodyMiB, 1)} MiB)`,
        goal,
        met: ratio <= MEMORY_GOAL,
      });
    }
  }
  rows.push(...sdkGoalRows(results.sdk));
  for (const backend of results.backends) {
    const push = scaleOf(backend, SCALE_SIZES.push);
    if (push) {
      const ratio = push.changedPushMs / push.pushMs;
      rows.push({
        path: 'one-string push / full push, 100,000 strings',
        backend,
        figure: `${n(ratio, 2)}× (${n(push.changedPushMs)} / ${n(push.pushMs)} ms)`,
        goal: `≤ ${CHANGED_ONLY_GOAL}×`,
        met: ratio <= CHANGED_ONLY_GOAL,
      });
    }
  }
  for (const row of results.multiFile ?? []) {
    const layout = `${row.locales} locales × ${n(row.keysPerLocale)} keys as ${row.filesPerLocale} files per locale against one`;
    for (const [side, multi, single, multiCpu, singleCpu] of [
      ['push', row.multiPushMs, row.singlePushMs, row.multiPushCpuMs, row.singlePushCpuMs],
      ['pull', row.multiPullMs, row.singlePullMs, row.multiPullCpuMs, row.singlePullCpuMs],
    ] as const) {
      const ratio = multi / single;
      rows.push({
        path: `${side} time per string, ${layout}`,
        backend: row.backend,
        figure: `${n(ratio, 2)}× (${n(multi)} / ${n(single)} ms, median of ${row.rounds} alternated rounds; action CPU ${n(multiCpu / singleCpu, 2)}×)`,
        goal: `≤ ${MULTI_FILE_GOAL}×`,
        met: ratio <= MULTI_FILE_GOAL,
      });
    }
  }
  return rows;
}

/** The marker of a goal row: met, missed, or not measured. */
export function marker(met: boolean | null): string {
  return met === null ? 'not measured' : met ? 'met' : 'MISSED';
}

/** The SDK rows' goals: the three reads on each backend, then instant translation on each (the issue's order). */
export function sdkGoalRows(sdk: Results['sdk']): GoalRow[] {
  const rows: GoalRow[] = [];
  for (const kind of ['read', 'instant'] as const) {
    for (const row of sdk.filter((r) => r.kind === kind)) {
      const goal = row.kind === 'read' ? READ_GOAL : INSTANT_GOAL;
      const cpu =
        row.cpuUs === undefined || row.baselineCpuUs === undefined
          ? ''
          : `; CPU ${n(row.cpuUs)} µs / request, bare ${n(row.baselineCpuUs)} µs`;
      rows.push({
        path: `${row.endpoint}, against a bare \`node:http\` server`,
        backend: row.backend,
        figure: `${n(row.ratio * 100)} % (${n(row.ratioRange.min * 100)}–${n(row.ratioRange.max * 100)} % over ${row.rounds} rounds${cpu})`,
        goal: `≥ ${n(goal * 100)} %`,
        met: row.ratio >= goal,
      });
    }
  }
  return rows;
}
