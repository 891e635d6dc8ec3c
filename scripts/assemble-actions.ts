// Assembles the publishable folder of each action: publish/service-push and publish/service-pull,
// each holding action.yml (main: dist/index.js) and the committed dist/. These folders are what the
// org/service-push and org/service-pull repositories contain. Run after `npm run build`.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each published action: its metadata at the root, its bundle folder, its published name. */
export const PUBLISHED = [
  { metadata: 'action-push.yml', dist: 'actions/push/dist', name: 'service-push' },
  { metadata: 'action-pull.yml', dist: 'actions/pull/dist', name: 'service-pull' },
] as const;

/** Builds publish/<name>/ for every action; returns the folders written. */
export function assemble(outDir: string = path.join(root, 'publish')): string[] {
  const written: string[] = [];
  for (const action of PUBLISHED) {
    const dist = path.join(root, action.dist);
    if (!existsSync(path.join(dist, 'index.js'))) {
      throw new Error(`${action.dist}/index.js is missing: run \`npm run build\` first`);
    }
    const doc = parseDocument(readFileSync(path.join(root, action.metadata), 'utf8'));
    // In its own repository the bundle sits next to action.yml.
    doc.setIn(['runs', 'main'], 'dist/index.js');
    const target = path.join(outDir, action.name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'action.yml'), doc.toString());
    cpSync(dist, path.join(target, 'dist'), { recursive: true });
    written.push(target);
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  for (const folder of assemble(outDir)) console.log(`assembled ${path.relative(root, folder)}`);
}
