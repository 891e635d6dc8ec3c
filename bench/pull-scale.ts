// The pull alone at scale (section 1's 100 locales × 10,000 keys pull row, without the push, changed-only
// push and floor measurements around it): the project is pushed once with the bundled push action,
// then the answer's first byte and first file are timed from a signed request in this process, and
// the bundled pull action runs into an empty folder with its peak RSS and CPU. Every pulled file is
// checked byte for byte against the pushed one.
//
//   flock /tmp/ls-e2e.lock npm exec -- node bench/pull-scale.ts [--backend=sqlite|postgres|both] [--runs=N]
//
// Environment: PULL_SCALE_LOCALES (default 100, source included) and PULL_SCALE_KEYS (default 10000).

import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SyncClient } from '../packages/client/src/index.ts';
import { runAction } from '../test/support/action-runner.ts';
import { benchBackends } from './backends.ts';
import { EXIT_HOOK, exitFigures, n, timed } from './lib.ts';
import { withScaleProject } from './scale-project.ts';

const locales = Number(process.env.PULL_SCALE_LOCALES ?? 100);
const keys = Number(process.env.PULL_SCALE_KEYS ?? 10_000);
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 2);

const { backends } = await benchBackends(process.argv);
for (const backend of backends) {
  await backend.run(() =>
    withScaleProject(locales, keys, {}, async (project) => {
      const { work, repo, files, inputs } = project;
      const options = { workspace: repo, timeoutMs: 600_000, nodeArgs: ['--import', EXIT_HOOK] };
      const push = await runAction('push', inputs, options);
      if (push.code !== 0) throw new Error(`push failed: ${push.stdout}${push.stderr}`);
      const bytes = [...files.values()].reduce((sum, c) => sum + Buffer.byteLength(c), 0);
      for (let run = 0; run < runs; run++) {
        const first = await firstByte(inputs);
        const pulled = join(work, `pulled-${run}`);
        await mkdir(pulled, { recursive: true });
        const pull = await timed(() => runAction('pull', inputs, { ...options, workspace: pulled }));
        if (pull.value.code !== 0) throw new Error(`pull failed: ${pull.value.stdout}${pull.value.stderr}`);
        for (const [locale, content] of files) {
          if (locale === 'en') continue;
          const got = await readFile(join(pulled, 'locales', `${locale}.json`), 'utf8');
          if (got !== content) throw new Error(`pulled ${locale}.json differs from the pushed file`);
        }
        const { rssMiB, cpuMs } = exitFigures(pull.value.stderr);
        console.log(
          `${backend.name}, ${locales} locales × ${n(keys)} keys, run ${run + 1}: pull ${n(pull.ms)} ms, ` +
            `action peak RSS ${rssMiB?.toFixed(0)} MiB (${((rssMiB ?? 0) / (bytes / 2 ** 20)).toFixed(2)}× ` +
            `${(bytes / 2 ** 20).toFixed(1)} MiB of files), action CPU ${n(cpuMs ?? 0)} ms; ` +
            `signed pull in process: headers ${n(first.headersMs)} ms, first file ${n(first.firstFileMs)} ms, ` +
            `whole answer ${n(first.allMs)} ms`,
        );
      }
    }),
  );
}

/** One signed pull: when its headers arrived, when its first file was read, when its last was. */
async function firstByte(inputs: { 'project-key': string; 'sync-secret': string; 'api-url': string }) {
  const started = performance.now();
  let headersMs = Number.NaN;
  const client = new SyncClient({
    apiUrl: inputs['api-url'],
    projectKey: inputs['project-key'],
    secret: inputs['sync-secret'],
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      headersMs = performance.now() - started;
      return response;
    },
  });
  const stream = await client.pullStream({ format: 'json', structure: 'flat', status: 'approved' });
  const firstFileMs = performance.now() - started;
  for await (const _file of stream.files) {
    // Read to the end: the answer must be complete.
  }
  return { headersMs, firstFileMs, allMs: performance.now() - started };
}
