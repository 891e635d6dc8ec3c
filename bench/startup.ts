// Action start-up: the bundled pull action's time to load and finish a dry run on an empty repository,
// next to `node -e ''`, as wall time and as user + system CPU time (the figure that survives a busy
// machine: another job's work slows the wall clock, not this process's CPU time); and the bundle sizes.

import { readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { PULL_BUNDLE, PUSH_BUNDLE } from '../test/support/paths.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { EXIT_HOOK, exitFigures, median, range, runNode, timed } from './lib.ts';

export interface StartupRow {
  runs: number;
  /** Medians of wall time. */
  nodeMs: number;
  pullDryRunMs: number;
  /** Medians of user + system CPU time, and the spread of the action's. */
  nodeCpuMs: number;
  pullDryRunCpuMs: number;
  pullDryRunCpuRange: { min: number; max: number };
  pushBundleKiB: number;
  pullBundleKiB: number;
}

const RUNS = 15;

/** Medians over RUNS runs each, the two alternated so a change of load hits both alike. */
export async function startupScenario(): Promise<StartupRow> {
  const server = await startServer();
  try {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'bench-start', {
      source: 'en',
      all: ['en', 'de'],
    });
    const empty = await mkdtemp(join(tmpdir(), 'ls-empty-'));
    const inputs = {
      'project-key': projectKey,
      'sync-secret': syncSecret,
      'api-url': server.apiUrl,
      'dry-run': 'true',
    };
    const nodeTimes: number[] = [];
    const nodeCpu: number[] = [];
    const actionTimes: number[] = [];
    const actionCpu: number[] = [];
    // Both run with the same exit hook (it reports the CPU time), so its small cost is in both.
    const measureNode = async () => {
      const run = await runNode(['-e', '']);
      nodeTimes.push(run.ms);
      nodeCpu.push(run.cpuMs ?? Number.NaN);
    };
    const measureAction = async () => {
      const run = await timed(() =>
        runAction('pull', inputs, { workspace: empty, nodeArgs: ['--import', EXIT_HOOK] }),
      );
      if (run.value.code !== 0) throw new Error(`dry-run pull failed: ${run.value.stdout}`);
      actionTimes.push(run.ms);
      actionCpu.push(exitFigures(run.value.stderr).cpuMs ?? Number.NaN);
    };
    for (let i = 0; i < RUNS; i++) {
      if (i % 2 === 0) {
        await measureNode();
        await measureAction();
      } else {
        await measureAction();
        await measureNode();
      }
    }
    return {
      runs: RUNS,
      nodeMs: median(nodeTimes),
      pullDryRunMs: median(actionTimes),
      nodeCpuMs: median(nodeCpu),
      pullDryRunCpuMs: median(actionCpu),
      pullDryRunCpuRange: range(actionCpu),
      pushBundleKiB: distKiB(PUSH_BUNDLE),
      pullBundleKiB: distKiB(PULL_BUNDLE),
    };
  } finally {
    await server.stop();
  }
}

/** Size of a bundle's whole dist/ folder: the loader `index.js` and every chunk ncc emitted. */
function distKiB(entry: string): number {
  const dir = dirname(entry);
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0) / 1024;
}
