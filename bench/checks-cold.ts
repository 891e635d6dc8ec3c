// The push's checks alone, each run a fresh Node process (a push checks in a cold process, where V8
// has optimised little): `describeProblems` as `PushChecks.check` calls it, timed with
// `process.cpuUsage` around the checks only (files read and parsed before). Scenarios:
//   changed  the changed-only push of bench/startup-changed-push.ts: de against en, 5,000 keys
//   full     the full push of the same repository: 19 translations against en, one cache
//   corpus   every translation of the real corpus (test/corpus/projects.ts) against its source
//            (`--corpus=<folder>` when the corpus is not at ../shared/corpus from this tree)
// Several source trees can be given (`--root=<tree>`, repeatable; default this one), run alternated,
// and every run's problems must be the same across trees (the script fails otherwise).
// Run: `npm exec -- node bench/checks-cold.ts [--runs=15] [--scenario=changed] [--root=<tree> …]`
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CORPUS_PROJECTS, CORPUS_ROOT } from '../test/corpus/projects.ts';
import { REPO_ROOT } from '../test/support/paths.ts';
import { median, n } from './lib.ts';
import { localeCodes } from './scale-project.ts';

interface Checked {
  locale: string;
  path: string;
  entries: Map<string, string>;
  content: string;
  format?: string;
}
interface Pair {
  source: Checked;
  translations: Checked[];
}

const option = (name: string): string[] =>
  process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));

/** The generated repository's file of `locale` (scale-project.ts's `generateRepo`), as text. */
function generated(locale: string, keys: number, changed: boolean): string {
  const data: Record<string, string> = {};
  for (let i = 0; i < keys; i++) {
    data[`section${i % 50}.item${i}`] = `${locale} text for item ${i}: {name} has {count} things`;
  }
  if (changed) data[`section${(keys - 1) % 50}.item${keys - 1}`] += ' (changed)';
  return `${JSON.stringify(data, null, 2)}\n`;
}

async function child(root: string, scenario: string, corpus: string): Promise<void> {
  const formats = await import(join(root, 'packages/formats/src/core.ts'));
  const { describeProblems } = await import(join(root, 'packages/sync/src/checks/translations.ts'));
  const { syncFormatForPath } = await import(join(root, 'packages/sync/src/repository/discovery.ts'));
  const read = async (path: string, locale: string, content: string, format?: string): Promise<Checked> => {
    const name = format ?? (syncFormatForPath(path)?.name as string);
    const entries = (await formats.loadFormat(name)).parse(content, {
      path,
      locale,
      source: locale === 'en',
    });
    return { locale, path, entries, content, ...(format !== undefined && { format }) };
  };
  const pairs: Pair[] = [];
  if (scenario === 'corpus') {
    await formats.loadIcuParser();
    for (const project of CORPUS_PROJECTS) {
      const base = (project.root ?? resolve(CORPUS_ROOT, project.name)).replace(CORPUS_ROOT, corpus);
      const files = await Promise.all(
        Object.entries(project.files).map(([locale, path]) =>
          read(path, locale, readFileSync(join(base, path), 'utf8'), project.format),
        ),
      );
      const source = files.find((f) => f.locale === project.sourceLocale) as Checked;
      pairs.push({ source, translations: files.filter((f) => f !== source) });
    }
  } else {
    const targets = scenario === 'full' ? localeCodes(19) : ['de'];
    pairs.push({
      source: await read('locales/en.json', 'en', generated('en', 5_000, false)),
      translations: await Promise.all(
        targets.map((l) => read(`locales/${l}.json`, l, generated(l, 5_000, l === 'de'))),
      ),
    });
  }
  const problems: string[] = [];
  const start = process.cpuUsage();
  const wallStart = performance.now();
  for (const { source, translations } of pairs) {
    const cache = formats.createTextCache();
    for (const item of translations) {
      const found = await formats.withIcuParser(() =>
        describeProblems(source, item, { plurals: true, cache }),
      );
      problems.push(...found.map((p: string) => `${item.path}: ${p}`));
    }
  }
  const wall = performance.now() - wallStart;
  const used = process.cpuUsage(start);
  const digest = createHash('sha256').update(problems.join('\n')).digest('hex').slice(0, 12);
  process.stdout.write(
    `${JSON.stringify({ cpu: (used.user + used.system) / 1000, wall, problems: problems.length, digest })}\n`,
  );
}

async function main(): Promise<void> {
  const [childRoot] = option('child');
  const scenario = option('scenario')[0] ?? 'changed';
  const corpus = resolve(option('corpus')[0] ?? CORPUS_ROOT);
  if (childRoot !== undefined) return child(childRoot, scenario, corpus);
  const runs = Number(option('runs')[0] ?? 15);
  const roots = option('root').map((r) => resolve(r));
  if (roots.length === 0) roots.push(REPO_ROOT);
  const results = new Map(roots.map((r) => [r, [] as Array<{ cpu: number; wall: number }>]));
  const digests = new Set<string>();
  for (let i = 0; i < runs; i++) {
    for (const root of i % 2 === 0 ? roots : [...roots].reverse()) {
      const out = spawnSync(
        process.execPath,
        [
          '--conditions=@locale-sync/source',
          import.meta.filename,
          `--child=${root}`,
          `--scenario=${scenario}`,
          `--corpus=${corpus}`,
        ],
        { encoding: 'utf8' },
      );
      if (out.status !== 0) throw new Error(`${root}: ${out.stderr}`);
      const run = JSON.parse(out.stdout) as { cpu: number; wall: number; problems: number; digest: string };
      digests.add(`${run.problems} problems, ${run.digest}`);
      results.get(root)?.push(run);
    }
  }
  if (digests.size !== 1) throw new Error(`the trees found different problems: ${[...digests].join('; ')}`);
  console.log(
    `checks alone, scenario ${scenario}, ${runs} fresh processes per tree, alternated; ${[...digests][0]}`,
  );
  console.log('| Tree | CPU, median (range) | wall, median |\n|---|---|---|');
  for (const [root, list] of results) {
    const cpu = list.map((r) => r.cpu);
    console.log(
      `| ${root} | ${n(median(cpu), 1)} ms (${n(Math.min(...cpu), 1)}–${n(Math.max(...cpu), 1)}) | ${n(median(list.map((r) => r.wall)), 1)} ms |`,
    );
  }
}

await main();
