// Several files per locale against one, per string (issue 25: "multi-file projects must not be
// slower per string than single-file ones"): the same strings, once as `locales/<locale>.json` and
// once as `locales/<locale>/<namespace>.json` (i18next's layout, found by discovery as one entry with
// `*` for the namespace), pushed and then pulled through the bundled actions against one reference
// server. Each round pushes both layouts to fresh projects (a push to a project that holds the files
// would send nothing), alternating which layout goes first, and the medians of the rounds are compared.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../test/support/action-runner.ts';
import { createProject, startServer } from '../test/support/server-process.ts';
import { EXIT_HOOK, exitFigures, median, timed } from './lib.ts';
import { localeCodes } from './scale-project.ts';

export interface MultiFileRow {
  locales: number;
  filesPerLocale: number;
  /** Keys per locale (all its files together): both layouts hold `locales × keysPerLocale` strings. */
  keysPerLocale: number;
  rounds: number;
  /** Medians over the rounds, wall time (ms) of the bundled action. */
  singlePushMs: number;
  multiPushMs: number;
  singlePullMs: number;
  multiPullMs: number;
  /** Medians over the rounds, user + system CPU time (ms) of the bundled action. */
  singlePushCpuMs: number;
  multiPushCpuMs: number;
  singlePullCpuMs: number;
  multiPullCpuMs: number;
}

/** The text of one generated string: the same shape as section 1's repositories. */
function text(locale: string, i: number): string {
  return `${locale} text for item ${i}: {name} has {count} things`;
}

/**
 * Writes both layouts of `keysPerLocale` keys for every locale under `root`: `single/locales/<l>.json`
 * and `multi/locales/<l>/ns<k>.json` (`filesPerLocale` files, the keys split in order). Returns the
 * two repositories' folders.
 */
export async function writeLayouts(
  root: string,
  locales: string[],
  filesPerLocale: number,
  keysPerLocale: number,
): Promise<{ single: string; multi: string }> {
  const single = join(root, 'single');
  const multi = join(root, 'multi');
  const perFile = Math.ceil(keysPerLocale / filesPerLocale);
  await mkdir(join(single, 'locales'), { recursive: true });
  for (const locale of locales) {
    const whole: Record<string, string> = {};
    await mkdir(join(multi, 'locales', locale), { recursive: true });
    for (let f = 0; f < filesPerLocale; f++) {
      const part: Record<string, string> = {};
      for (let i = f * perFile; i < Math.min(keysPerLocale, (f + 1) * perFile); i++) {
        const key = `section${i % 50}.item${i}`;
        part[key] = text(locale, i);
        whole[key] = text(locale, i);
      }
      await writeFile(join(multi, 'locales', locale, `ns${f}.json`), `${JSON.stringify(part, null, 2)}\n`);
    }
    await writeFile(join(single, 'locales', `${locale}.json`), `${JSON.stringify(whole, null, 2)}\n`);
  }
  return { single, multi };
}

/** `rounds` alternated rounds of push then pull of both layouts, on the backend of the environment. */
export async function multiFileScenario(
  localeCount: number,
  filesPerLocale: number,
  keysPerLocale: number,
  rounds = 7,
): Promise<MultiFileRow> {
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-multi-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024) },
  });
  try {
    const locales = ['en', ...localeCodes(localeCount - 1)];
    const layouts = await writeLayouts(work, locales, filesPerLocale, keysPerLocale);
    const figures = new Map<string, { ms: number[]; cpu: number[] }>();
    const record = (name: string, ms: number, cpuMs: number | undefined) => {
      const entry = figures.get(name) ?? { ms: [], cpu: [] };
      entry.ms.push(ms);
      if (cpuMs !== undefined) entry.cpu.push(cpuMs);
      figures.set(name, entry);
    };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['single', 'multi'] as const) : (['multi', 'single'] as const);
      for (const layout of order) {
        const { projectKey, syncSecret } = await createProject(server.dbPath, `bench-${layout}-${round}`, {
          source: 'en',
          all: locales,
        });
        const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
        const options = { timeoutMs: 600_000, nodeArgs: ['--import', EXIT_HOOK] };
        const push = await timed(() => runAction('push', inputs, { ...options, workspace: layouts[layout] }));
        if (push.value.code !== 0) {
          throw new Error(`${layout} push failed: ${push.value.stdout}${push.value.stderr}`);
        }
        record(`${layout} push`, push.ms, exitFigures(push.value.stderr).cpuMs);
        // The pull writes into a copy of the layout's source files only: it must find the layout to
        // know where each resource's files go, as in a real checkout before its first pull.
        const pulled = join(work, `pulled-${layout}-${round}`);
        await copySources(layouts[layout], pulled, layout);
        const pull = await timed(() => runAction('pull', inputs, { ...options, workspace: pulled }));
        if (pull.value.code !== 0) {
          throw new Error(`${layout} pull failed: ${pull.value.stdout}${pull.value.stderr}`);
        }
        record(`${layout} pull`, pull.ms, exitFigures(pull.value.stderr).cpuMs);
        await rm(pulled, { recursive: true, force: true });
      }
    }
    const ms = (name: string) => median(figures.get(name)?.ms ?? [Number.NaN]);
    const cpu = (name: string) => median(figures.get(name)?.cpu ?? [Number.NaN]);
    return {
      locales: localeCount,
      filesPerLocale,
      keysPerLocale,
      rounds,
      singlePushMs: ms('single push'),
      multiPushMs: ms('multi push'),
      singlePullMs: ms('single pull'),
      multiPullMs: ms('multi pull'),
      singlePushCpuMs: cpu('single push'),
      multiPushCpuMs: cpu('multi push'),
      singlePullCpuMs: cpu('single pull'),
      multiPullCpuMs: cpu('multi pull'),
    };
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/** Copies the source locale's files of a layout (`en`) into `target`, so the pull finds the layout. */
export async function copySources(repo: string, target: string, layout: 'single' | 'multi'): Promise<void> {
  const from = layout === 'single' ? join(repo, 'locales', 'en.json') : join(repo, 'locales', 'en');
  const to = layout === 'single' ? join(target, 'locales', 'en.json') : join(target, 'locales', 'en');
  await mkdir(join(target, 'locales'), { recursive: true });
  await cp(from, to, { recursive: true });
}

// Run alone, the row on the backends asked for:
//   flock /tmp/ls-heavy.lock npm exec -- node bench/multi-file.ts [--backend=sqlite|postgres|both] [--rounds=N (7)]
if (import.meta.main) {
  const { benchBackends } = await import('./backends.ts');
  const { MULTI_FILE_SIZE } = await import('./goals.ts');
  const { numberOption } = await import('./lib.ts');
  const rounds = numberOption('rounds', 7);
  const { backends } = await benchBackends(process.argv);
  const { locales, files, keysPerLocale } = MULTI_FILE_SIZE;
  for (const backend of backends) {
    const row = await backend.run(() => multiFileScenario(locales, files, keysPerLocale, rounds));
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `${backend.name}, ${rounds} rounds: push ${ratio(row.multiPushMs, row.singlePushMs)}× ` +
        `(${Math.round(row.multiPushMs)} / ${Math.round(row.singlePushMs)} ms; action CPU ` +
        `${ratio(row.multiPushCpuMs, row.singlePushCpuMs)}×), pull ${ratio(row.multiPullMs, row.singlePullMs)}× ` +
        `(${Math.round(row.multiPullMs)} / ${Math.round(row.singlePullMs)} ms; action CPU ` +
        `${ratio(row.multiPullCpuMs, row.singlePullCpuMs)}×)`,
    );
  }
}
