// Sync at scale: push and pull of generated repositories through the bundled actions against the
// reference server, next to the work floor of each measured in the same run (floors.ts), and the
// changed-only push after one string of one locale changed.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { pullFloor, pushFloor } from './floors.ts';
import { EXIT_HOOK, exitFigures, n, peakRssKiB, timed } from './lib.ts';
import { changeOneString, withScaleProject } from './scale-project.ts';

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
  return withScaleProject(localeCount, keys, {}, async (project) => {
    const { work, server, targets, repo, files, inputs } = project;
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
    const restore = await changeOneString(project);
    const changedPush = await timed(() => runAction('push', inputs, options));
    if (changedPush.value.code !== 0) {
      throw new Error(`changed push failed: ${changedPush.value.stdout}${changedPush.value.stderr}`);
    }
    const sent = /sending (\d+) files?/.exec(changedPush.value.stdout);
    await restore();

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
  });
}
