// Paths of pulled files in the git repository, for the pull request commit.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryPath, repositoryRoot } from '../src/repository-paths.ts';

describe('repositoryRoot and repositoryPath', () => {
  it('finds the checkout that holds the pull folder, and names files from its root', async () => {
    // workspace/
    //   app/            actions/checkout with path: app
    //     .git/
    //     web/locales/  the pull's `path` is app/web
    const workspace = await mkdtemp(path.join(tmpdir(), 'ls-git-'));
    await mkdir(path.join(workspace, 'app/.git'), { recursive: true });
    await mkdir(path.join(workspace, 'app/web/locales'), { recursive: true });
    const root = path.join(workspace, 'app/web');
    const repoRoot = await repositoryRoot(root, workspace);
    expect(repoRoot).toBe(path.join(workspace, 'app'));
    expect(repositoryPath(repoRoot, root, 'locales/de.json')).toBe('web/locales/de.json');
  });

  it('a worktree or submodule (.git is a file) counts; without any .git the workspace is the root', async () => {
    const workspace = await mkdtemp(path.join(tmpdir(), 'ls-git-'));
    await mkdir(path.join(workspace, 'sub/locales'), { recursive: true });
    expect(await repositoryRoot(path.join(workspace, 'sub'), workspace)).toBe(workspace);
    await writeFile(path.join(workspace, 'sub/.git'), 'gitdir: ../.git/modules/sub\n');
    expect(await repositoryRoot(path.join(workspace, 'sub'), workspace)).toBe(path.join(workspace, 'sub'));
    expect(repositoryPath(workspace, path.join(workspace, 'sub'), 'locales/pt_BR.json')).toBe(
      'sub/locales/pt_BR.json',
    );
  });
});
