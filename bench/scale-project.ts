// The generated project the scale benchmarks push and pull: `localeCount` locales × `keys` keys as
// `locales/<locale>.json`, a server on a fresh SQLite file holding the project, and the one-string
// change a changed-only push sends.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProject, type ServerProcess, startServer } from '../test/support/server-process.ts';

/** Locale codes for generated repositories: real tags, as many as asked. */
export function localeCodes(count: number): string[] {
  const languages = [
    'de',
    'fr',
    'es',
    'it',
    'pt',
    'nl',
    'sv',
    'da',
    'fi',
    'pl',
    'cs',
    'ja',
    'ko',
    'zh',
    'ru',
    'tr',
    'uk',
    'el',
    'he',
    'hu',
  ];
  const regions = ['AT', 'BE', 'BR', 'CA', 'CH', 'DE'];
  const codes: string[] = [];
  for (const region of ['', ...regions]) {
    for (const language of languages) {
      codes.push(region ? `${language}-${region}` : language);
      if (codes.length === count) return codes;
    }
  }
  throw new Error(`at most ${codes.length} locales`);
}

/** Writes a repository with `locales/en.json` (the source) and `count − 1` translations of `keys` keys. */
export async function generateRepo(
  root: string,
  locales: string[],
  keys: number,
): Promise<Map<string, string>> {
  await mkdir(join(root, 'locales'), { recursive: true });
  const files = new Map<string, string>();
  for (const locale of ['en', ...locales]) {
    const data: Record<string, string> = {};
    for (let i = 0; i < keys; i++) {
      data[`section${i % 50}.item${i}`] = `${locale} text for item ${i}: {name} has {count} things`;
    }
    const content = `${JSON.stringify(data, null, 2)}\n`;
    files.set(locale, content);
    await writeFile(join(root, 'locales', `${locale}.json`), content);
  }
  return files;
}

/** A started scale project: its server, its generated repository and the push and pull inputs. */
export interface ScaleProject {
  /** The temporary folder holding the database and the repository, removed afterwards. */
  work: string;
  server: ServerProcess;
  /** The target locales (the source is `en`). */
  targets: string[];
  repo: string;
  /** Locale → the content of its file. */
  files: Map<string, string>;
  inputs: { 'project-key': string; 'sync-secret': string; 'api-url': string };
}

/**
 * Starts a server (with `serverEnv`) on a fresh SQLite file, creates a project of `localeCount` locales
 * (source `en` included), generates its repository of `keys` keys, and runs `use` on it; the server is
 * stopped and the folder removed afterwards, whatever happens.
 */
export async function withScaleProject<T>(
  localeCount: number,
  keys: number,
  serverEnv: Record<string, string>,
  use: (project: ScaleProject) => Promise<T>,
): Promise<T> {
  const work = await mkdtemp(join(tmpdir(), 'ls-bench-'));
  const server = await startServer({
    dbPath: join(work, 'db.sqlite'),
    env: { MAX_BODY_BYTES: String(512 * 1024 * 1024), ...serverEnv },
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
    return await use({ work, server, targets, repo, files, inputs });
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Changes the last string of the first target locale's file (`"… (changed)"`), so that a changed-only
 * push sends that file alone. Returns the function that writes the file back as generated.
 */
export async function changeOneString(project: ScaleProject): Promise<() => Promise<void>> {
  const changedLocale = project.targets[0] as string;
  const file = join(project.repo, 'locales', `${changedLocale}.json`);
  const original = project.files.get(changedLocale) as string;
  const changed = original.replace(/"([^"]*)"\n\}\n$/, '"$1 (changed)"\n}\n');
  await writeFile(file, changed);
  return () => writeFile(file, original);
}
