import { execFileSync } from 'node:child_process';
import { chmod, lstat, mkdir, readdir, readFile, stat, symlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsafePathError } from '../src/errors.ts';
import { isInside, readInside, resolveInside, resolveTarget } from '../src/repository/paths.ts';
import { applyWrites, checkWrites } from '../src/repository/safe-write.ts';
import { makeTree, removeTree } from './helpers.ts';

const trees: string[] = [];
async function tree(files: Record<string, string> = {}): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});

describe('resolveInside', () => {
  it.each([
    '../x.json',
    'locales/../../x.json',
    '/etc/passwd',
    'C:/x.json',
    'c:x.json',
    'locales\\de.json',
    'a\0b.json',
    '',
    'locales//de.json',
  ])('refuses %j', async (rel) => {
    // repo/ (empty)
    const root = await tree();
    await expect(resolveInside(root, rel, 'write')).rejects.toBeInstanceOf(UnsafePathError);
  });

  it.each([
    ['locales/nul.json', /device name/],
    ['locales/CON.json', /device name/],
    ['locales/com1.json', /device name/],
    ['locales/de.', /ends with a dot or space/],
    ['locales /de.json', /ends with a dot or space/],
    ['.github/workflows/de.yml', /never written into .git\/ or .github\//],
    ['.GitHub/de.json', /never written into/],
    ['sub/.git/hooks/de.json', /never written into/],
  ])('refuses to write %j', async (rel, message) => {
    // repo/ (empty)
    const root = await tree();
    await expect(resolveInside(root, rel, 'write')).rejects.toThrow(message);
  });

  it.skipIf(process.platform === 'win32')(
    'refuses a named pipe, itself or behind a link, to read or to replace, instead of waiting on it',
    async () => {
      // repo/
      //   locales/de.json   (a FIFO: reading it would wait for a writer)
      //   locales/fr.json -> de.json
      const root = await tree({ 'locales/en.json': '{}' });
      execFileSync('mkfifo', [path.join(root, 'locales', 'de.json')]);
      await symlink('de.json', path.join(root, 'locales', 'fr.json'));
      const notFile = /locales\/(de|fr)\.json": it is not a regular file/;
      for (const rel of ['locales/de.json', 'locales/fr.json']) {
        await expect(resolveInside(root, rel, 'read')).rejects.toThrow(notFile);
        await expect(readInside(root, rel)).rejects.toThrow(notFile);
      }
      await expect(resolveInside(root, 'locales/de.json', 'write')).rejects.toThrow(notFile);
      expect(await readInside(root, 'locales/en.json')).toEqual(Buffer.from('{}'));
    },
  );

  it('still reads under .github (a push may send a file kept there)', async () => {
    // repo/
    //   .github/de.json
    const root = await tree({ '.github/de.json': '{}' });
    expect(await resolveInside(root, '.github/de.json', 'read')).toBe(path.join(root, '.github', 'de.json'));
  });

  it('resolves a plain path, existing or not', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{}' });
    expect(await resolveInside(root, 'locales/de.json', 'write')).toBe(path.join(root, 'locales', 'de.json'));
    expect(await resolveInside(root, 'new/dir/fr.json', 'write')).toBe(
      path.join(root, 'new', 'dir', 'fr.json'),
    );
  });

  it('refuses a parent that is a symlink pointing outside, and follows one pointing inside', async () => {
    // outside/
    // repo/
    //   real/
    //   inside -> real
    //   escape -> ../outside
    const outside = await tree();
    const root = await tree({ 'real/keep.txt': '' });
    await symlink(path.join(root, 'real'), path.join(root, 'inside'));
    await symlink(outside, path.join(root, 'escape'));
    expect(await resolveInside(root, 'inside/de.json', 'write')).toBe(path.join(root, 'real', 'de.json'));
    await expect(resolveInside(root, 'escape/de.json', 'write')).rejects.toThrow(
      /escape is a symbolic link that points outside the repository/,
    );
    await expect(resolveInside(root, 'escape/de.json', 'read')).rejects.toThrow(/points outside/);
  });

  it('answers a path without links in one step, and walks one with links, refusing what leaves the repository', async () => {
    // outside/secret.json
    // repo/
    //   inside -> real
    //   real/de.json, real/fr.json, real/sub/ (a folder)
    //   escape -> ../outside
    //   real/nested/link.json -> ../../../outside/secret.json
    const outside = await tree({ 'secret.json': '{}' });
    const root = await tree({ 'real/de.json': '{}', 'real/fr.json': '{}', 'real/sub/keep.txt': '' });
    await symlink(path.join(root, 'real'), path.join(root, 'inside'));
    await symlink(outside, path.join(root, 'escape'));
    await mkdir(path.join(root, 'real', 'nested'));
    await symlink(path.join(outside, 'secret.json'), path.join(root, 'real', 'nested', 'link.json'));
    expect(await resolveInside(root, 'real/de.json', 'read')).toBe(path.join(root, 'real', 'de.json'));
    expect(await resolveInside(root, 'inside/fr.json', 'read')).toBe(path.join(root, 'real', 'fr.json'));
    expect(await resolveInside(root, 'real/sub', 'folder')).toBe(path.join(root, 'real', 'sub'));
    expect(await resolveInside(root, 'real/new/de.json', 'write')).toBe(
      path.join(root, 'real', 'new', 'de.json'),
    );
    await expect(resolveInside(root, 'real/sub', 'read')).rejects.toThrow(/it is a folder, not a file/);
    await expect(resolveInside(root, 'real/de.json', 'folder')).rejects.toThrow(
      /real\/de.json is not a folder/,
    );
    await expect(resolveInside(root, 'escape/secret.json', 'read')).rejects.toThrow(
      /escape is a symbolic link that points outside/,
    );
    await expect(resolveInside(root, 'inside/nested/link.json', 'read')).rejects.toThrow(
      /link.json is a symbolic link that points outside/,
    );
    expect((await readInside(root, 'inside/de.json')).toString()).toBe('{}');
    await expect(readInside(root, 'escape/secret.json')).rejects.toThrow(/points outside/);
  });

  it('refuses to write through a symlinked file, even one pointing inside', async () => {
    // repo/
    //   locales/en.json
    //   locales/de.json -> en.json
    const root = await tree({ 'locales/en.json': '{}' });
    await symlink(path.join(root, 'locales', 'en.json'), path.join(root, 'locales', 'de.json'));
    await expect(resolveInside(root, 'locales/de.json', 'write')).rejects.toThrow(/is a symbolic link/);
    expect(await resolveInside(root, 'locales/de.json', 'read')).toBe(path.join(root, 'locales', 'en.json'));
  });

  it('tells a new file from an existing one, and a missing target from a dangling link or a file as folder', async () => {
    // repo/
    //   locales/de/common.json
    //   locales/fr/common.json -> /nonexistent-locale-sync   (dangling)
    //   locales/it                                           (a file)
    const root = await tree({ 'locales/de/common.json': '{}', 'locales/it': '' });
    await mkdir(path.join(root, 'locales', 'fr'));
    await symlink('/nonexistent-locale-sync', path.join(root, 'locales', 'fr', 'common.json'));
    expect(resolveTarget(root, 'locales/de/common.json', 'write')).toEqual({
      absolute: path.join(root, 'locales', 'de', 'common.json'),
      exists: true,
    });
    // Nothing at the path, its folders checked: a new file, looked up once.
    expect(resolveTarget(root, 'locales/de/settings.json', 'write')).toEqual({
      absolute: path.join(root, 'locales', 'de', 'settings.json'),
      exists: false,
    });
    expect(resolveTarget(root, 'locales/es/common.json', 'write')).toEqual({
      absolute: path.join(root, 'locales', 'es', 'common.json'),
      exists: false,
    });
    expect(() => resolveTarget(root, 'locales/fr/common.json', 'write')).toThrow(/is a symbolic link/);
    expect(() => resolveTarget(root, 'locales/it/common.json', 'write')).toThrow(
      /locales\/it is not a folder/,
    );
  });

  it('refuses a dangling symlink and a folder as target', async () => {
    // repo/
    //   gone -> /nonexistent-locale-sync
    //   locales/de.json/   (a folder)
    const root = await tree();
    await symlink('/nonexistent-locale-sync', path.join(root, 'gone'));
    await mkdir(path.join(root, 'locales', 'de.json'), { recursive: true });
    await expect(resolveInside(root, 'gone/de.json', 'write')).rejects.toThrow(/points outside/);
    await expect(resolveInside(root, 'locales/de.json', 'write')).rejects.toThrow(/is a folder/);
  });

  it('isInside compares whole path segments', () => {
    expect(isInside('/a/repo', '/a/repo')).toBe(true);
    expect(isInside('/a/repo', '/a/repo/x')).toBe(true);
    expect(isInside('/a/repo', '/a/repo2/x')).toBe(false);
    expect(isInside('/a/repo', '/a/..repo')).toBe(false);
    expect(isInside('/a/repo', '/a/repo/..x')).toBe(true);
  });
});

describe('checkWrites and applyWrites', () => {
  it('writes new and changed files and leaves unchanged ones untouched (same mtime)', async () => {
    // repo/
    //   locales/de.json   {"a":"x"}   unchanged
    //   locales/fr.json   {"a":"y"}   changed
    //                     es.json     created, with its folder
    const root = await tree({ 'locales/de.json': '{"a":"x"}\n', 'locales/fr.json': '{"a":"y"}\n' });
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(path.join(root, 'locales/de.json'), old, old);
    const checked = await checkWrites(root, [
      { path: 'locales/de.json', content: '{"a":"x"}\n' },
      { path: 'locales/fr.json', content: '{"a":"z"}\n' },
      { path: 'new/es.json', content: '{}\n' },
    ]);
    expect(checked.map((c) => c.existing)).toEqual(['{"a":"x"}\n', '{"a":"y"}\n', undefined]);
    expect(await applyWrites(checked)).toEqual(['locales/fr.json', 'new/es.json']);
    expect((await stat(path.join(root, 'locales/de.json'))).mtime.getTime()).toBe(old.getTime());
    expect(await readFile(path.join(root, 'locales/fr.json'), 'utf8')).toBe('{"a":"z"}\n');
    expect(await readFile(path.join(root, 'new/es.json'), 'utf8')).toBe('{}\n');
    // No temporary file is left behind.
    expect((await readdir(path.join(root, 'locales'))).sort()).toEqual(['de.json', 'fr.json']);
  });

  it('keeps the mode of a file it replaces', async () => {
    // repo/
    //   locales/de.json   mode 0640
    const root = await tree({ 'locales/de.json': '{}' });
    const file = path.join(root, 'locales/de.json');
    await chmod(file, 0o640);
    await applyWrites(await checkWrites(root, [{ path: 'locales/de.json', content: '{"a":"b"}' }]));
    expect((await stat(file)).mode & 0o777).toBe(0o640);
  });

  it('checks every target before writing any', async () => {
    // outside/
    // repo/
    //   locales/
    //   escape -> ../outside
    const outside = await tree();
    const root = await tree({ 'locales/.keep': '' });
    await symlink(outside, path.join(root, 'escape'));
    await expect(
      checkWrites(root, [
        { path: 'locales/de.json', content: '{}' },
        { path: 'escape/x.json', content: '{}' },
      ]),
    ).rejects.toThrow(UnsafePathError);
    await expect(lstat(path.join(root, 'locales/de.json'))).rejects.toThrow(/ENOENT/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses two writes to the same file, in any letter case', async () => {
    // repo/ (empty)
    const root = await tree();
    await expect(
      checkWrites(root, [
        { path: 'locales/de.json', content: '{}' },
        { path: 'locales/DE.json', content: '{}' },
      ]),
    ).rejects.toThrow(/same place: locales\/de.json and locales\/DE.json/);
  });

  it('writes nothing outside when the parent is a file', async () => {
    // repo/
    //   locales   (a file, not a folder)
    const root = await tree({ locales: 'x' });
    await expect(checkWrites(root, [{ path: 'locales/de.json', content: '{}' }])).rejects.toThrow(
      /not a folder/,
    );
  });
});
