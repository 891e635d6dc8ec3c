// Action start-up: the bundled pull action's time to load and finish a dry run on an empty repository,
// next to `node -e ''`; and the bundle sizes.

import { readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { PULL_BUNDLE, PUSH_BUNDLE } from '../test/support/paths.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { median, runNode, timed } from './lib.ts';

export interface StartupRow {
  nodeMs: number;
  pullDryRunMs: number;
  pushBundleKiB: number;
  pullBundleKiB: number;
}

const RUNS = 15;

/** Medians over RUNS runs each. */
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
    const actionTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      nodeTimes.push((await runNode(['-e', ''], { measureRss: false })).ms);
      const run = await timed(() => runAction('pull', inputs, { workspace: empty }));
      if (run.value.code !== 0) throw new Error(`dry-run pull failed: ${run.value.stdout}`);
      actionTimes.push(run.ms);
    }
    return {
      nodeMs: median(nodeTimes),
      pullDryRunMs: median(actionTimes),
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
