// The real translation files of public projects (../shared/corpus, and fixtures kept in this
// repository), each laid out as in its repository, pushed and pulled through the reference server by
// the bundled actions. For every file: nothing lost or altered, the pull right after the push
// byte-identical, and an edit on either side changes only that entry.
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Entries,
  formatForPath,
  getFormat,
  renderOver,
  type TranslationFormat,
} from '@locale-sync/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';
import { CORPUS_PROJECTS, CORPUS_ROOT, type CorpusProject, HAVE_CORPUS } from './projects.ts';

let server: ServerProcess;

beforeAll(async () => {
  if (HAVE_CORPUS) server = await startServer();
}, 60_000);
afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

/** The file's format: the one the config names for every file (a go-i18n `.yaml`), else by its path. */
function formatOf(path: string, named: string | undefined): TranslationFormat {
  // By the whole path: a Chrome extension's `_locales/<locale>/messages.json` is not plain JSON.
  const format = named === undefined ? formatForPath(path) : getFormat(named);
  if (!format) throw new Error(`no format for ${path}`);
  return format;
}

function parse(path: string, content: string, named: string | undefined): Entries {
  return formatOf(path, named).parse(content, { path });
}

/** Lines that differ between two texts, after their common first and last lines. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

/** A copy of the project's files in a fresh folder, with its config when the layout uses `paths`. */
async function checkout(project: CorpusProject): Promise<string> {
  const repo = await mkdtemp(join(tmpdir(), `ls-corpus-${project.name}-`));
  await cp(project.root ?? join(CORPUS_ROOT, project.name), repo, { recursive: true });
  if (project.layout === 'paths') {
    const config =
      project.template === undefined
        ? { sourceLocale: project.sourceLocale, paths: project.files }
        : {
            sourceLocale: project.sourceLocale,
            files: [{ source: project.template, format: project.format }],
          };
    await mkdir(join(repo, '.locale'));
    await writeFile(join(repo, '.locale/config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }
  return repo;
}

/**
 * A key of both the source and `entries`, translated, chosen by its place in the file (not by name):
 * a plain key, or one plural form where the file has no plain key left (a `.stringsdict`).
 */
function pickKey(source: Entries, entries: Entries, skip: ReadonlySet<string>, fraction: number): string {
  const translated = [...entries.keys()].filter(
    (k) => source.has(k) && !skip.has(k) && (entries.get(k) ?? '') !== '',
  );
  const plain = translated.filter((k) => !/[[\]]/.test(k));
  const eligible = plain.length > 0 ? plain : translated;
  const key = eligible[Math.floor(eligible.length * fraction)];
  if (key === undefined) throw new Error('no translated key to edit');
  return key;
}

describe.skipIf(!HAVE_CORPUS)('real repositories (../shared/corpus)', () => {
  // Concurrently (vitest's maxConcurrency, 5 at a time): each project has its own checkout and project
  // on the one server, and waits mostly for the action and server processes, run by the other core.
  describe.concurrent.each(CORPUS_PROJECTS.map((p) => [p.name, p] as const))('%s', (name, project) => {
    it('pushes and pulls every file back unchanged; an edit on either side changes only that entry', async () => {
      const named = project.format;
      const repo = await checkout(project);
      const originals = new Map<string, string>();
      for (const [locale, path] of Object.entries(project.files)) {
        originals.set(locale, await readFile(join(repo, path), 'utf8'));
      }
      const created = await createProject(server.dbPath, `corpus-${name}`, {
        source: project.sourceLocale,
        all: Object.keys(project.files),
      });
      const inputs: Record<string, string> = {
        'project-key': created.projectKey,
        'sync-secret': created.syncSecret,
        'api-url': server.apiUrl,
        ...(typeof project.layout === 'object' && { path: project.layout.path }),
      };

      const push = await runAction('push', inputs, { workspace: repo });
      expect(push.code, push.stdout).toBe(0);
      expect(push.outputs.files).toBe(String(Object.keys(project.files).length));

      // The pull right after the push: nothing to change, every file byte-identical.
      const pull = await runAction('pull', inputs, { workspace: repo });
      expect(pull.code, pull.stdout).toBe(0);
      expect(pull.outputs.changed, pull.stdout).toBe('false');
      for (const [locale, path] of Object.entries(project.files)) {
        expect(await readFile(join(repo, path), 'utf8'), `${path} after the first pull`).toBe(
          originals.get(locale),
        );
      }

      const target = Object.keys(project.files).find((l) => l !== project.sourceLocale) as string;
      const targetPath = project.files[target] as string;
      const sourcePath = project.files[project.sourceLocale] as string;
      const source = parse(sourcePath, originals.get(project.sourceLocale) as string, named);
      const before = parse(targetPath, originals.get(target) as string, named);

      // One translation edited in the repository: push updates that key alone, the pull keeps the file.
      const repoKey = pickKey(source, before, new Set(), 1 / 3);
      const edited = new Map(before).set(repoKey, 'Edited in the repository');
      const original = originals.get(target) as string;
      const editedText = renderOver(
        formatOf(targetPath, named),
        edited,
        formatOf(targetPath, named).detectStyle(original).structure,
        original,
        { locale: target, path: targetPath },
      );
      const repoDiff = changedLines(originals.get(target) as string, editedText);
      expect(repoDiff.added.join('\n')).toContain('Edited in the repository');
      expect(repoDiff.added.length, repoDiff.added.join('\n')).toBeLessThanOrEqual(4);
      await writeFile(join(repo, targetPath), editedText);
      const push2 = await runAction('push', inputs, { workspace: repo });
      expect(push2.code, push2.stdout).toBe(0);
      expect(push2.outputs['keys-updated']).toBe('1');
      const pull2 = await runAction('pull', inputs, { workspace: repo });
      expect(pull2.code, pull2.stdout).toBe(0);
      expect(pull2.outputs.changed, pull2.stdout).toBe('false');
      expect(await readFile(join(repo, targetPath), 'utf8')).toBe(editedText);

      // One translation edited in the service: the pull changes that entry alone.
      const serviceKey = pickKey(source, edited, new Set([repoKey]), 2 / 3);
      await admin(server.dbPath, [
        'translations',
        'set',
        '--project',
        created.projectKey,
        '--locale',
        target,
        '--key',
        serviceKey,
        '--value',
        'Edited in the service',
        '--status',
        'approved',
      ]);
      const pull3 = await runAction('pull', inputs, { workspace: repo });
      expect(pull3.code, pull3.stdout).toBe(0);
      // Output paths are relative to the `path` input.
      const below = typeof project.layout === 'object' ? `${project.layout.path}/` : '';
      expect(`${below}${pull3.outputs['changed-files']}`).toBe(targetPath);
      const pulled = await readFile(join(repo, targetPath), 'utf8');
      const after = parse(targetPath, pulled, named);
      expect(after.get(serviceKey)).toBe('Edited in the service');
      expect(new Map([...after].filter(([k]) => k !== serviceKey))).toEqual(
        new Map([...edited].filter(([k]) => k !== serviceKey)),
      );
      const serviceDiff = changedLines(editedText, pulled);
      expect(serviceDiff.added.join('\n')).toContain('Edited in the service');
      expect(serviceDiff.added.length, serviceDiff.added.join('\n')).toBeLessThanOrEqual(4);
      expect(serviceDiff.removed.length, serviceDiff.removed.join('\n')).toBeLessThanOrEqual(
        Math.max(4, (edited.get(serviceKey) ?? '').split('\n').length + 3),
      );
      // Every other file is as the repository had it.
      for (const [locale, path] of Object.entries(project.files)) {
        if (locale === target) continue;
        expect(await readFile(join(repo, path), 'utf8'), path).toBe(originals.get(locale));
      }
    }, 120_000);
  });
});
