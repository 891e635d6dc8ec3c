// The multi-file row (bench/multi-file.ts) for two builds of the actions, alternated in the same
// minutes on one server: which build's action spends more CPU per file. Each round pushes and pulls
// both layouts with both builds, rotating the order, into fresh projects.
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-bundles.ts --old=<dir holding actions/*/dist> [--rounds=N (5)]
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { PULL_BUNDLE, PUSH_BUNDLE } from '../test/support/paths.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { MULTI_FILE_SIZE } from './goals.ts';
import { EXIT_HOOK, exitFigures, median, numberOption } from './lib.ts';
import { writeLayouts } from './multi-file.ts';
import { localeCodes } from './scale-project.ts';

const oldDir = process.argv.find((a) => a.startsWith('--old='))?.slice('--old='.length);
if (!oldDir) throw new Error('--old=<dir> is required');
const rounds = numberOption('rounds', 5);
const builds = {
  old: { push: join(oldDir, 'actions/push/dist/index.js'), pull: join(oldDir, 'actions/pull/dist/index.js') },
  new: { push: PUSH_BUNDLE, pull: PULL_BUNDLE },
} as const;
const work = await mkdtemp(join(tmpdir(), 'ls-bench-mfb-'));
const server = await startServer({
  dbPath: join(work, 'db.sqlite'),
  env: { MAX_BODY_BYTES: String(512 * 1024 * 1024) },
});
const cpu = new Map<string, number[]>();
try {
  const locales = ['en', ...localeCodes(MULTI_FILE_SIZE.locales - 1)];
  const layouts = await writeLayouts(work, locales, MULTI_FILE_SIZE.files, MULTI_FILE_SIZE.keysPerLocale);
  const combos = (['old', 'new'] as const).flatMap((b) =>
    (['single', 'multi'] as const).map((l) => [b, l] as const),
  );
  let n = 0;
  for (let round = 0; round < rounds; round++) {
    const order = combos.map((_, i) => combos[(i + round) % combos.length] as (typeof combos)[number]);
    if (round % 2 === 1) order.reverse();
    for (const [build, layout] of order) {
      const { projectKey, syncSecret } = await createProject(server.dbPath, `mfb-${n++}`, {
        source: 'en',
        all: locales,
      });
      const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
      const options = {
        timeoutMs: 600_000,
        nodeArgs: ['--import', EXIT_HOOK, ...(process.env.MFB_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
      };
      const push = await runAction('push', inputs, {
        ...options,
        workspace: layouts[layout],
        bundle: builds[build].push,
      });
      if (push.code !== 0) throw new Error(`${build} ${layout} push: ${push.stdout}${push.stderr}`);
      const pulled = join(work, `pulled-${n}`);
      const src = layout === 'single' ? join('locales', 'en.json') : join('locales', 'en');
      await mkdir(join(pulled, 'locales'), { recursive: true });
      await cp(join(layouts[layout], src), join(pulled, src), { recursive: true });
      const pull = await runAction('pull', inputs, {
        ...options,
        workspace: pulled,
        bundle: builds[build].pull,
      });
      if (pull.code !== 0) throw new Error(`${build} ${layout} pull: ${pull.stdout}${pull.stderr}`);
      await rm(pulled, { recursive: true, force: true });
      for (const [step, run] of [
        ['push', push],
        ['pull', pull],
      ] as const) {
        const key = `${build} ${layout} ${step}`;
        const ms = exitFigures(run.stderr).cpuMs ?? Number.NaN;
        cpu.set(key, [...(cpu.get(key) ?? []), ms]);
        console.log(`round ${round} ${key} cpu ${Math.round(ms)} ms`);
      }
    }
  }
  for (const build of ['old', 'new'] as const) {
    for (const step of ['push', 'pull'] as const) {
      const s = median(cpu.get(`${build} single ${step}`) ?? []);
      const m = median(cpu.get(`${build} multi ${step}`) ?? []);
      console.log(
        `${build} ${step}: action CPU multi/single ${(m / s).toFixed(2)}× (${Math.round(m)} / ${Math.round(s)} ms, median of ${rounds})`,
      );
    }
  }
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
