import { gitBlobSha } from './blob.ts';
import type { GitHubClient, RepoRef } from './client.ts';
import { callGitHub, GitHubError, isNotFound } from './errors.ts';

/** A file the branch's commit must hold: its path in the repository and its bytes. */
export interface BranchFile {
  path: string;
  content: Uint8Array;
}

/**
 * The trailer every commit of locale-sync ends with. A branch whose head commit lacks it (or that is
 * a merge) holds someone else's work, and is never overwritten.
 */
export const COMMIT_TRAILER = 'Generated-by: locale-sync';

/** What `commitToBranch` did. */
export type BranchOutcome =
  /** The base already holds every file as given: nothing was committed. */
  | { status: 'same-as-base'; baseSha: string }
  /** The branch already holds exactly this commit's tree on the current base: nothing was committed. */
  | { status: 'unchanged'; baseSha: string; sha: string; paths: string[] }
  /** A new commit on the base head, and the branch moved to it. */
  | { status: 'committed'; baseSha: string; sha: string; paths: string[]; branchCreated: boolean };

const CONTENTS = 'contents: write' as const;

/** The head commit of `branch`, or undefined when the branch does not exist. */
async function branchHead(gh: GitHubClient, repo: RepoRef, branch: string): Promise<string | undefined> {
  try {
    const { data } = await gh.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

/** The head commit of a branch, and whether locale-sync made it. */
export interface BranchHead {
  sha: string;
  treeSha: string;
  parentShas: string[];
  /** One parent and the locale-sync trailer: a commit this action made. */
  ours: boolean;
  /** `abc1234 "first line" by Name`, for messages. */
  label: string;
}

/** Reads the head commit of `branch`; undefined when the branch does not exist. */
export async function readBranchHead(
  gh: GitHubClient,
  repo: RepoRef,
  branch: string,
): Promise<BranchHead | undefined> {
  const sha = await callGitHub(`read the branch ${branch}`, CONTENTS, () => branchHead(gh, repo, branch));
  if (sha === undefined) return undefined;
  const { data } = await callGitHub(`read commit ${sha}`, CONTENTS, () =>
    gh.rest.git.getCommit({ ...repo, commit_sha: sha }),
  );
  const parentShas = data.parents.map((p) => p.sha);
  return {
    sha,
    treeSha: data.tree.sha,
    parentShas,
    ours: parentShas.length === 1 && data.message.includes(COMMIT_TRAILER),
    label: `${sha.slice(0, 7)} "${data.message.split('\n')[0] ?? ''}" by ${data.author.name}`,
  };
}

/** The failure for a branch that holds someone else's commit. */
export function foreignCommitError(branch: string, head: BranchHead): GitHubError {
  return new GitHubError(
    `the branch "${branch}" holds a commit locale-sync did not make (${head.label}); locale-sync re-creates that branch on every run and never force-pushes over someone else's commits. Merge or close its pull request and delete the branch, or set input 'branch' to another name`,
    409,
  );
}

/**
 * Commits `files` through the Git Data API (blobs → tree → commit → ref) as one commit on the head of
 * `base`, and points `branch` at it. No git binary, identity or checkout credentials are needed, and
 * GitHub signs the commit. Only files whose bytes differ from the base are sent. The branch is
 * re-created on the current base each time (never a merge commit); when it holds a commit
 * locale-sync did not make, nothing is changed and the call fails.
 */
export async function commitToBranch(
  gh: GitHubClient,
  repo: RepoRef,
  args: { base: string; branch: string; files: readonly BranchFile[]; message: string },
): Promise<BranchOutcome> {
  const baseSha = await callGitHub(`read the base branch ${args.base}`, CONTENTS, () =>
    branchHead(gh, repo, args.base),
  );
  if (baseSha === undefined) {
    throw new GitHubError(
      `the base branch "${args.base}" does not exist in ${repo.owner}/${repo.repo}: set input 'base' to an existing branch`,
      404,
    );
  }
  const baseCommit = await callGitHub(`read commit ${baseSha}`, CONTENTS, () =>
    gh.rest.git.getCommit({ ...repo, commit_sha: baseSha }),
  );
  const baseTree = await callGitHub(`read the tree of ${args.base}`, CONTENTS, () =>
    gh.rest.git.getTree({ ...repo, tree_sha: baseCommit.data.tree.sha, recursive: '1' }),
  );
  const onBase = new Map<string, { sha: string; mode: string }>();
  for (const entry of baseTree.data.tree) {
    if (entry.type === 'blob' && entry.path !== undefined && entry.sha !== undefined) {
      onBase.set(entry.path, { sha: entry.sha, mode: entry.mode ?? '100644' });
    }
  }
  // A truncated listing (a very large repository) may miss a file: those are sent, and the tree
  // GitHub builds tells whether anything differs.
  const changed = args.files.filter((f) => onBase.get(f.path)?.sha !== gitBlobSha(f.content));
  if (changed.length === 0) return { status: 'same-as-base', baseSha };

  const head = await readBranchHead(gh, repo, args.branch);
  if (head !== undefined && !head.ours) throw foreignCommitError(args.branch, head);

  const entries: { path: string; mode: '100644' | '100755'; type: 'blob'; sha: string }[] = [];
  for (const file of changed) {
    const blob = await callGitHub(`upload ${file.path}`, CONTENTS, () =>
      gh.rest.git.createBlob({
        ...repo,
        content: Buffer.from(file.content).toString('base64'),
        encoding: 'base64',
      }),
    );
    entries.push({
      path: file.path,
      mode: onBase.get(file.path)?.mode === '100755' ? '100755' : '100644',
      type: 'blob' as const,
      sha: blob.data.sha,
    });
  }
  const tree = await callGitHub('create the tree of the commit', CONTENTS, () =>
    gh.rest.git.createTree({ ...repo, base_tree: baseCommit.data.tree.sha, tree: entries }),
  );
  const paths = changed.map((f) => f.path);
  if (tree.data.sha === baseCommit.data.tree.sha) return { status: 'same-as-base', baseSha };
  if (head !== undefined && head.parentShas[0] === baseSha && head.treeSha === tree.data.sha) {
    return { status: 'unchanged', baseSha, sha: head.sha, paths };
  }
  const commit = await callGitHub('create the commit', CONTENTS, () =>
    gh.rest.git.createCommit({
      ...repo,
      message: `${args.message.trim()}\n\n${COMMIT_TRAILER}\n`,
      tree: tree.data.sha,
      parents: [baseSha],
    }),
  );
  const sha = commit.data.sha;
  if (head === undefined) {
    await callGitHub(`create the branch ${args.branch}`, CONTENTS, () =>
      gh.rest.git.createRef({ ...repo, ref: `refs/heads/${args.branch}`, sha }),
    );
  } else {
    // Forced because the new commit sits on the current base, not on the old one; the head was just
    // checked to be locale-sync's own commit.
    await callGitHub(`move the branch ${args.branch}`, CONTENTS, () =>
      gh.rest.git.updateRef({ ...repo, ref: `heads/${args.branch}`, sha, force: true }),
    );
  }
  return { status: 'committed', baseSha, sha, paths, branchCreated: head === undefined };
}
