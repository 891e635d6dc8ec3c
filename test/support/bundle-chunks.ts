// The bundled actions' chunks (ncc's `<id>.index.js`, loaded with import()) and a Node hook that
// refuses them: a run with the hook shows that the run never loads a chunk, and a run that does load
// one stops at its import with "chunk loaded: ./<id>.index.js".
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/**
 * The one file of `actions/<action>/dist` whose text matches `marker`; it throws unless exactly
 * one file matches and it is a chunk, not the entry bundle (which every run loads).
 */
export async function chunkWith(action: 'push' | 'pull', marker: RegExp): Promise<string> {
  const dist = join(REPO_ROOT, 'actions', action, 'dist');
  const found: string[] = [];
  for (const name of await readdir(dist)) {
    if (name.endsWith('.js') && marker.test(await readFile(join(dist, name), 'utf8'))) found.push(name);
  }
  const [chunk, ...others] = found;
  if (chunk === undefined || others.length > 0 || !/^\d+\.index\.js$/.test(chunk)) {
    throw new Error(
      `expected one chunk of actions/${action}/dist to match ${marker}, found: ${found.join(', ') || 'none'}`,
    );
  }
  return chunk;
}

/** Node arguments with a hook that fails any import of the named chunks. */
export function refusing(chunks: string[]): string[] {
  const pattern = chunks.map((name) => name.replaceAll('.', '\\.')).join('|');
  return [
    '--import',
    `data:text/javascript,import{registerHooks}from"node:module";registerHooks({resolve(s,c,n){if(/(${pattern})$/.test(s))throw new Error("chunk loaded: "+s);return n(s,c)}})`,
  ];
}
