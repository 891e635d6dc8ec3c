import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder of the git repository that holds `root`: the nearest folder from `root` up to
 * `workspace` with a `.git` entry (a folder, or a file in a worktree or submodule). Without one,
 * the workspace, where actions/checkout puts the repository by default.
 */
export async function repositoryRoot(root: string, workspace: string): Promise<string> {
  const top = path.resolve(workspace);
  let dir = path.resolve(root);
  for (;;) {
    try {
      await stat(path.join(dir, '.git'));
      return dir;
    } catch {
      // Not here; look one folder up, never above the workspace.
    }
    const up = path.dirname(dir);
    if (dir === top || up === dir || path.relative(top, dir).startsWith('..')) return top;
    dir = up;
  }
}

/** A file's path in the git repository (with `/`), from its path relative to `root`. */
export function repositoryPath(repoRoot: string, root: string, file: string): string {
  return path.relative(repoRoot, path.join(root, file)).split(path.sep).join('/');
}
