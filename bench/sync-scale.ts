// Sync at scale: push and pull of generated repositories through the bundled actions against the
// reference server, next to the physical floor (posting the same bytes to a loopback endpoint that
// only reads them; writing the same files to disk).

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_THRESHOLD_BYTES } from '@locale-sync/protocol';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { generateRepo, localeCodes, n, peakRssKiB, timed } from './lib.ts';

const RSS_HOOK =
  'data:text/javascript,process.on("exit",()=>process.stderr.write("bench-maxrss-kib="+process.resourceUsage().maxRSS+"\\n"))';

export interface ScaleRow {
  scenario: string;
  strings: number;
  bodyMiB: number;
  pushMs: number;
  pushFloorMs: number;
  pullMs: number;
  pullFloorMs: number;
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
    const options = { workspace: repo, timeoutMs: 600_000, nodeArgs: ['--import', RSS_HOOK] };

    const push = await timed(() => runAction('push', inputs, options));
    if (push.value.code !== 0) throw new Error(`push failed: ${push.value.stdout}${push.value.stderr}`);
    // The pull runs in a fresh checkout-like folder: it must exist, as the runner's workspace does.
    const pulled = join(work, 'pulled');
    await mkdir(pulled, { recursive: true });
    const pull = await timed(() => runAction('pull', inputs, { ...options, workspace: pulled }));
    if (pull.value.code !== 0) throw new Error(`pull failed: ${pull.value.stdout}${pull.value.stderr}`);
    const serverRss = peakRssKiB(server.child.pid);

    const body = Buffer.from(
      JSON.stringify({
        files: [...files].map(([locale, content]) => ({
          locale,
          path: `locales/${locale}.json`,
          format: 'json',
          content,
        })),
      }),
    );
    const wire = body.byteLength > GZIP_THRESHOLD_BYTES ? gzipSync(body) : body;
    const pushFloor = await postFloor(wire);
    const floorDir = join(work, 'floor');
    const pullFloor = await timed(async () => {
      await mkdir(join(floorDir, 'locales'), { recursive: true });
      await Promise.all(
        [...files]
          .filter(([l]) => l !== 'en')
          .map(([l, c]) => writeFile(join(floorDir, 'locales', `${l}.json`), c)),
      );
    });
    return {
      scenario: `${localeCount} locales × ${n(keys)} keys`,
      strings: localeCount * keys,
      bodyMiB: body.byteLength / 2 ** 20,
      pushMs: push.ms,
      pushFloorMs: pushFloor,
      pullMs: pull.ms,
      pullFloorMs: pullFloor.ms,
      actionPushRssMiB: rssMiB(push.value.stderr),
      actionPullRssMiB: rssMiB(pull.value.stderr),
      serverRssMiB: serverRss === undefined ? undefined : serverRss / 1024,
    };
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

function rssMiB(stderr: string): number | undefined {
  const match = /bench-maxrss-kib=(\d+)/.exec(stderr);
  return match ? Number(match[1]) / 1024 : undefined;
}

/** Time to POST `bytes` to a loopback endpoint that reads and discards them, over fetch. */
async function postFloor(bytes: Buffer): Promise<number> {
  const sink = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/`;
  try {
    const { ms } = await timed(async () => {
      const res = await fetch(url, { method: 'POST', body: new Uint8Array(bytes) });
      await res.text();
    });
    return ms;
  } finally {
    sink.close();
  }
}
