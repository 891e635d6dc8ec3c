// The several-files-per-locale row (bench/multi-file.ts) counted rather than timed: each bundled
// action runs once per layout under callgrind, whose instruction count (every thread of the process)
// does not move with the load of a shared machine, and the server's CPU time is read around each run.
// valgrind.bin, not Debian's `valgrind` shell script: a shell drops the `INPUT_SYNC-SECRET` style
// variables the runner sets.
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file-instructions.ts [--backend=sqlite|postgres|both] [--keep]
// --keep leaves the work folder (the layouts, each run's callgrind output and log) in place and names it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { benchBackends } from './backends.ts';
import { MULTI_FILE_SIZE } from './goals.ts';
import { processCpuMs } from './lib.ts';
import { copySources, writeLayouts } from './multi-file.ts';
import { localeCodes } from './scale-project.ts';

type Layout = 'single' | 'multi';

const keep = process.argv.includes('--keep');

/** The total instructions callgrind counted (its `summary:` line), every thread of the process. */
async function instructionsOf(outFile: string): Promise<number> {
  const text = await readFile(outFile, 'utf8');
  const match = /^(?:summary|totals): (\d+)/m.exec(text);
  if (!match) throw new Error(`no summary line in ${outFile}`);
  return Number(match[1]);
}

async function countBackend(): Promise<Map<string, { instructions: number; serverCpuMs: number }>> {
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-mfi-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024) },
  });
  const figures = new Map<string, { instructions: number; serverCpuMs: number }>();
  try {
    const locales = ['en', ...localeCodes(MULTI_FILE_SIZE.locales - 1)];
    const layouts = await writeLayouts(work, locales, MULTI_FILE_SIZE.files, MULTI_FILE_SIZE.keysPerLocale);
    for (const layout of ['single', 'multi'] as Layout[]) {
      const { projectKey, syncSecret } = await createProject(server.dbPath, `mfi-${layout}`, {
        source: 'en',
        all: locales,
      });
      const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
      const pulled = join(work, `pulled-${layout}`);
      await copySources(layouts[layout], pulled, layout);
      for (const action of ['push', 'pull'] as const) {
        const outFile = join(work, `callgrind-${action}-${layout}.out`);
        const before = processCpuMs(server.child.pid) ?? Number.NaN;
        const run = await runAction(action, inputs, {
          workspace: action === 'push' ? layouts[layout] : pulled,
          timeoutMs: 1_800_000,
          wrapper: ['valgrind.bin', '--tool=callgrind', `--callgrind-out-file=${outFile}`],
        });
        const serverCpuMs = (processCpuMs(server.child.pid) ?? Number.NaN) - before;
        if (keep) await writeFile(`${outFile}.log`, `${run.stdout}${run.stderr}`);
        if (run.code !== 0) throw new Error(`${layout} ${action} failed: ${run.stdout}${run.stderr}`);
        figures.set(`${action} ${layout}`, { instructions: await instructionsOf(outFile), serverCpuMs });
      }
    }
    return figures;
  } finally {
    await server.stop();
    if (keep) console.log(`kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
}

const { backends } = await benchBackends(process.argv.slice(2));
const strings = MULTI_FILE_SIZE.locales * MULTI_FILE_SIZE.keysPerLocale;
console.log(
  `${MULTI_FILE_SIZE.locales} locales × ${MULTI_FILE_SIZE.keysPerLocale.toLocaleString('en-US')} keys, ` +
    `one file per locale against ${MULTI_FILE_SIZE.files}; action instructions per string, server CPU per run`,
);
console.log(
  '| Backend | Action | One file: instructions / string | Ten files | Ten ÷ one | Server CPU, one / ten |',
);
console.log('|---|---|---|---|---|---|');
for (const backend of backends) {
  const figures = await backend.run(countBackend);
  for (const action of ['push', 'pull'] as const) {
    const one = figures.get(`${action} single`);
    const ten = figures.get(`${action} multi`);
    if (!one || !ten) continue;
    console.log(
      `| ${backend.name} | ${action} | ${Math.round(one.instructions / strings).toLocaleString('en-US')} | ` +
        `${Math.round(ten.instructions / strings).toLocaleString('en-US')} | ` +
        `${(ten.instructions / one.instructions).toFixed(3)}× | ${Math.round(one.serverCpuMs)} / ${Math.round(ten.serverCpuMs)} ms |`,
    );
  }
}
