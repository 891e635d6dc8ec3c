// What the start-up benchmarks share: the bundle folders named on the command line, a local server
// holding a project's files already, the environment a runner gives a bundled action for a dry run,
// and the loop that alternates `node -e ''` with every bundle so a slow spell falls on all alike.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SyncClient } from '@locale-sync/client';
import type { PushFile } from '@locale-sync/protocol';
import { createProject, type ServerProcess, startServer } from '../test/support/server-process.ts';

/** The bundle folders given as arguments, absolute; throws `usage` when there are none. */
export function distFolders(usage: string): string[] {
  const dists = process.argv.slice(2).map((d) => resolve(d));
  if (dists.length === 0) throw new Error(usage);
  return dists;
}

/**
 * Starts a local server with a project of `en` and `de` whose service holds `files` already, runs
 * `use` with it and its credentials, and stops the server afterwards.
 */
export async function withSeededServer(
  name: string,
  files: PushFile[],
  use: (server: ServerProcess, credentials: { projectKey: string; syncSecret: string }) => Promise<void>,
): Promise<void> {
  const server = await startServer();
  try {
    const { projectKey, syncSecret } = await createProject(server.dbPath, name, {
      source: 'en',
      all: ['en', 'de'],
    });
    await new SyncClient({ apiUrl: server.apiUrl, projectKey, secret: syncSecret }).push(files);
    await use(server, { projectKey, syncSecret });
  } finally {
    await server.stop();
  }
}

/**
 * The environment of a dry run of a bundled action on `repo` against `server`, as the runner sets it:
 * its output, summary and event files written empty in `work`, the inputs as `INPUT_*` variables.
 */
export async function dryRunEnv(
  repo: string,
  work: string,
  server: ServerProcess,
  credentials: { projectKey: string; syncSecret: string },
): Promise<Record<string, string>> {
  const files = {
    output: join(work, 'output'),
    summary: join(work, 'summary'),
    event: join(work, 'event.json'),
  };
  await Promise.all([
    writeFile(files.output, ''),
    writeFile(files.summary, ''),
    writeFile(files.event, '{}'),
  ]);
  return {
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: repo,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: 'acme/web-app',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    RUNNER_TEMP: work,
    'INPUT_PROJECT-KEY': credentials.projectKey,
    'INPUT_SYNC-SECRET': credentials.syncSecret,
    'INPUT_API-URL': server.apiUrl,
    'INPUT_DRY-RUN': 'true',
  };
}

/**
 * Runs `baseline` then `bundle` for each of `dists`, `runs` times, the bundles in ABBA order, so that a
 * slow spell of the shared machine falls on every bundle alike.
 */
export async function alternateRuns(
  runs: number,
  dists: readonly string[],
  baseline: () => Promise<void>,
  bundle: (dist: string) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < runs; i++) {
    await baseline();
    for (const dist of i % 2 === 0 ? dists : [...dists].reverse()) await bundle(dist);
  }
}
