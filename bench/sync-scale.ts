// Sync at scale: push and pull of generated repositories through the bundled actions against the
// reference server, next to the work floor of each measured in the same run (floors.ts), and the
// changed-only push after one string of one locale changed.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { pullFloor, pushFloor } from './floors.ts';
import { EXIT_HOOK, exitFigures, generateRepo, localeCodes, n, peakRssKiB, timed } from './lib.ts';

export interface ScaleRow {
  scenario: string;
  strings: number;
  /** The bytes of the repository's translation files (source included), in MiB. */
  bodyMiB: number;
  pushMs: number;
  pushFloorMs: number;
  pullMs: number;
  pullFloorMs: number;
  /** The push after one string of one locale changed, and the files it sent. */
  changedPushMs: number;
  changedPushFiles: number;
  actionPushRssMiB: number | undefined;
  actionPullRssMiB: number | undefined;
  serverRssMiB: number | undefined;
}

/** Runs one scenario: `localeCount` locales (source included) × `keys` keys. */
export async function scaleScenario(localeCount: number, keys: number): Promise<ScaleRow> {
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024) },
  });
  try {
    const targets = localeCodes(localeCount - 1);
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'bench', {
      source: 'en',
      all: ['en', ...targets],
    });
    const repo = join(work, 'repo');
    const files = await generateRepo(repo, targets, keys);
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const options = { workspace: repo, timeoutMs: 600_000, nodeArgs: ['--import', EXIT_HOOK] };

    const push = await timed(() => runAction('push', inputs, options));
    if (push.value.code !== 0) throw new Error(`push failed: ${push.value.stdout}${push.value.stderr}`);
    // The pull runs in a fresh checkout-like folder: it must exist, as the runner's workspace does.
    const pulled = join(work, 'pulled');
    await mkdir(pulled, { recursive: true });
    const pull = await timed(() => runAction('pull', inputs, { ...options, workspace: pulled }));
    if (pull.value.code !== 0) throw new Error(`pull failed: ${pull.value.stdout}${pull.value.stderr}`);
    const serverRss = peakRssKiB(server.child.pid);

    // One string of one translation changes: the changed-only push sends that file alone.
    const changedLocale = targets[0] as string;
    const changed = (files.get(changedLocale) as string).replace(/"([^"]*)"\n\}\n$/, '"$1 (changed)"\n}\n');
    await writeFile(join(repo, 'locales', `${changedLocale}.json`), changed);
    const changedPush = await timed(() => runAction('push', inputs, options));
    if (changedPush.value.code !== 0) {
      throw new Error(`changed push failed: ${changedPush.value.stdout}${changedPush.value.stderr}`);
    }
    const sent = /sending (\d+) files?/.exec(changedPush.value.stdout);
    await writeFile(join(repo, 'locales', `${changedLocale}.json`), files.get(changedLocale) as string);

    const all = ['en', ...targets];
    const floorDb = join(work, 'floor.sqlite');
    const pushFloorMs = await pushFloor(repo, all, floorDb);
    const pullFloorMs = await pullFloor(floorDb, all, join(work, 'floor'));
    const bodyBytes = [...files.values()].reduce((sum, c) => sum + Buffer.byteLength(c), 0);
    return {
      scenario: `${localeCount} locales × ${n(keys)} keys`,
      strings: localeCount * keys,
      bodyMiB: bodyBytes / 2 ** 20,
      pushMs: push.ms,
      pushFloorMs,
      pullMs: pull.ms,
      pullFloorMs,
      changedPushMs: changedPush.ms,
      changedPushFiles: sent ? Number(sent[1]) : Number.NaN,
      actionPushRssMiB: exitFigures(push.value.stderr).rssMiB,
      actionPullRssMiB: exitFigures(pull.value.stderr).rssMiB,
      serverRssMiB: serverRss === undefined ? undefined : serverRss / 1024,
    };
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}
