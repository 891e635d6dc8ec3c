export const id = 877;
export const ids = [877];
export const modules = {

/***/ 4877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* reexport */ createGitHubClient),
  syncPullRequest: () => (/* binding */ syncPullRequest)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ../../actions/shared/src/github/blob.ts

/** The object id git gives a file's bytes (`git hash-object`): SHA-1 of `blob <size>\0<bytes>`. */
function gitBlobSha(content) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${content.byteLength}\0`).update(content).digest('hex');
}

;// CONCATENATED MODULE: ../../actions/shared/src/github/errors.ts
/** The block a workflow needs for the pull request features. */
const PERMISSIONS_BLOCK = ['permissions:', '  contents: write', '  pull-requests: write'].join('\n');
/**
 * A GitHub API failure, explained: what was refused and what to change. A plain Error (not the
 * core's SyncError): the code loaded on demand imports nothing from the bundle's main chunk, which
 * keeps that chunk's modules concatenated and the plain actions' start-up as it was.
 */
class GitHubError extends Error {
    name = 'GitHubError';
    /** The HTTP status GitHub answered; undefined for a network failure. */
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/** The token lacks a permission (403): the message names it and the `permissions:` block to add. */
class GitHubPermissionError extends GitHubError {
    name = 'GitHubPermissionError';
}
/** Status, GitHub's message and the rate-limit header of an Octokit RequestError (or nothing). */
function requestFailure(err) {
    if (typeof err !== 'object' || err === null || !('status' in err) || typeof err.status !== 'number') {
        return undefined;
    }
    const response = err.response;
    const data = response?.data;
    const fromBody = typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
        ? data.message
        : undefined;
    const message = fromBody ?? (err instanceof Error ? err.message : 'no message');
    const remaining = response?.headers?.['x-ratelimit-remaining'];
    return { status: err.status, message, rateLimited: remaining === '0' || remaining === 0 };
}
/**
 * Runs one GitHub request and turns its failure into a message a person can act on: a 403 names
 * the missing `permission` and the workflow's `permissions:` block; anything else says what was
 * being done and GitHub's answer.
 */
async function callGitHub(doing, permission, work) {
    try {
        return await work();
    }
    catch (err) {
        throw explainGitHubError(err, doing, permission);
    }
}
/** The explained form of a failed GitHub request (see `callGitHub`). */
function explainGitHubError(err, doing, permission) {
    if (err instanceof GitHubError)
        return err;
    const failure = requestFailure(err);
    if (failure === undefined) {
        const why = err instanceof Error ? err.message : String(err);
        return new GitHubError(`could not ${doing}: ${why} (is GITHUB_API_URL reachable?)`, undefined);
    }
    const said = `${failure.status}: ${failure.message}`;
    if (failure.status === 403 && failure.rateLimited) {
        return new GitHubError(`GitHub refused to ${doing} (${said}): the API rate limit is used up; run again later`, 403);
    }
    if (failure.status === 403 && /not permitted to create or approve pull requests/i.test(failure.message)) {
        return new GitHubPermissionError(`GitHub refused to ${doing} (${said}): allow it in the repository's Settings → Actions → General → "Allow GitHub Actions to create and approve pull requests" (or the organisation's), and give the job:\n${PERMISSIONS_BLOCK}`, 403);
    }
    if (failure.status === 403) {
        return new GitHubPermissionError(`GitHub refused to ${doing} (${said}): the token of input 'github-token' lacks the \`${permission}\` permission. Add to the job (or the workflow) in the workflow file:\n${PERMISSIONS_BLOCK}`, 403);
    }
    if (failure.status === 401) {
        return new GitHubError(`GitHub refused to ${doing} (${said}): the token of input 'github-token' is not valid (expired or revoked?)`, 401);
    }
    return new GitHubError(`GitHub refused to ${doing} (${said})`, failure.status);
}
/** True for a 404 answer (a branch or ref that does not exist). */
function isNotFound(err) {
    return requestFailure(err)?.status === 404;
}

;// CONCATENATED MODULE: ../../actions/shared/src/github/commit.ts


/**
 * The trailer every commit of locale-sync ends with. A branch whose head commit lacks it (or that is
 * a merge) holds someone else's work, and is never overwritten.
 */
const COMMIT_TRAILER = 'Generated-by: locale-sync';
const CONTENTS = 'contents: write';
/** The head commit of `branch`, or undefined when the branch does not exist. */
async function branchHead(gh, repo, branch) {
    try {
        const { data } = await gh.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (err) {
        if (isNotFound(err))
            return undefined;
        throw err;
    }
}
/** Reads the head commit of `branch`; undefined when the branch does not exist. */
async function readBranchHead(gh, repo, branch) {
    const sha = await callGitHub(`read the branch ${branch}`, CONTENTS, () => branchHead(gh, repo, branch));
    if (sha === undefined)
        return undefined;
    const { data } = await callGitHub(`read commit ${sha}`, CONTENTS, () => gh.rest.git.getCommit({ ...repo, commit_sha: sha }));
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
function foreignCommitError(branch, head) {
    return new GitHubError(`the branch "${branch}" holds a commit locale-sync did not make (${head.label}); locale-sync re-creates that branch on every run and never force-pushes over someone else's commits. Merge or close its pull request and delete the branch, or set input 'branch' to another name`, 409);
}
/**
 * Commits `files` through the Git Data API (blobs → tree → commit → ref) as one commit on the head of
 * `base`, and points `branch` at it. No git binary, identity or checkout credentials are needed, and
 * GitHub signs the commit. Only files whose bytes differ from the base are sent. The branch is
 * re-created on the current base each time (never a merge commit); when it holds a commit
 * locale-sync did not make, nothing is changed and the call fails.
 */
async function commitToBranch(gh, repo, args) {
    const baseSha = await callGitHub(`read the base branch ${args.base}`, CONTENTS, () => branchHead(gh, repo, args.base));
    if (baseSha === undefined) {
        throw new GitHubError(`the base branch "${args.base}" does not exist in ${repo.owner}/${repo.repo}: set input 'base' to an existing branch`, 404);
    }
    const baseCommit = await callGitHub(`read commit ${baseSha}`, CONTENTS, () => gh.rest.git.getCommit({ ...repo, commit_sha: baseSha }));
    const baseTree = await callGitHub(`read the tree of ${args.base}`, CONTENTS, () => gh.rest.git.getTree({ ...repo, tree_sha: baseCommit.data.tree.sha, recursive: '1' }));
    const onBase = new Map();
    for (const entry of baseTree.data.tree) {
        if (entry.type === 'blob' && entry.path !== undefined && entry.sha !== undefined) {
            onBase.set(entry.path, { sha: entry.sha, mode: entry.mode ?? '100644' });
        }
    }
    // A truncated listing (a very large repository) may miss a file: those are sent, and the tree
    // GitHub builds tells whether anything differs.
    const changed = args.files.filter((f) => onBase.get(f.path)?.sha !== gitBlobSha(f.content));
    if (changed.length === 0)
        return { status: 'same-as-base', baseSha };
    const head = await readBranchHead(gh, repo, args.branch);
    if (head !== undefined && !head.ours)
        throw foreignCommitError(args.branch, head);
    const entries = [];
    for (const file of changed) {
        const blob = await callGitHub(`upload ${file.path}`, CONTENTS, () => gh.rest.git.createBlob({
            ...repo,
            content: Buffer.from(file.content).toString('base64'),
            encoding: 'base64',
        }));
        entries.push({
            path: file.path,
            mode: onBase.get(file.path)?.mode === '100755' ? '100755' : '100644',
            type: 'blob',
            sha: blob.data.sha,
        });
    }
    const tree = await callGitHub('create the tree of the commit', CONTENTS, () => gh.rest.git.createTree({ ...repo, base_tree: baseCommit.data.tree.sha, tree: entries }));
    const paths = changed.map((f) => f.path);
    if (tree.data.sha === baseCommit.data.tree.sha)
        return { status: 'same-as-base', baseSha };
    if (head !== undefined && head.parentShas[0] === baseSha && head.treeSha === tree.data.sha) {
        return { status: 'unchanged', baseSha, sha: head.sha, paths };
    }
    const commit = await callGitHub('create the commit', CONTENTS, () => gh.rest.git.createCommit({
        ...repo,
        message: `${args.message.trim()}\n\n${COMMIT_TRAILER}\n`,
        tree: tree.data.sha,
        parents: [baseSha],
    }));
    const sha = commit.data.sha;
    if (head === undefined) {
        await callGitHub(`create the branch ${args.branch}`, CONTENTS, () => gh.rest.git.createRef({ ...repo, ref: `refs/heads/${args.branch}`, sha }));
    }
    else {
        // Forced because the new commit sits on the current base, not on the old one; the head was just
        // checked to be locale-sync's own commit.
        await callGitHub(`move the branch ${args.branch}`, CONTENTS, () => gh.rest.git.updateRef({ ...repo, ref: `heads/${args.branch}`, sha, force: true }));
    }
    return { status: 'committed', baseSha, sha, paths, branchCreated: head === undefined };
}

;// CONCATENATED MODULE: ../../actions/shared/src/github/pulls.ts

const PRS = 'pull-requests: write';
/** The open pull request from `branch` into `base` of the same repository, if there is one. */
async function findOpenPullRequest(gh, repo, branch, base) {
    const { data } = await callGitHub(`list the open pull requests from ${branch}`, PRS, () => gh.rest.pulls.list({ ...repo, state: 'open', head: `${repo.owner}:${branch}`, base, per_page: 10 }));
    const pr = data[0];
    return pr === undefined
        ? undefined
        : { number: pr.number, url: pr.html_url, title: pr.title, body: pr.body ?? '' };
}
/** Opens a pull request from `branch` into `base`. */
async function createPullRequest(gh, repo, args) {
    const { data } = await callGitHub(`open a pull request from ${args.branch} into ${args.base}`, PRS, () => gh.rest.pulls.create({ ...repo, head: args.branch, base: args.base, title: args.title, body: args.body }));
    return { number: data.number, url: data.html_url, title: data.title, body: data.body ?? '' };
}
/** Sets the title and body of pull request `number`. */
async function updatePullRequest(gh, repo, number, args) {
    await callGitHub(`update pull request #${number}`, PRS, () => gh.rest.pulls.update({ ...repo, pull_number: number, title: args.title, body: args.body }));
}
/** Comments on pull request `number` with `why`, then closes it. */
async function closePullRequest(gh, repo, number, why) {
    await callGitHub(`comment on pull request #${number}`, PRS, () => gh.rest.issues.createComment({ ...repo, issue_number: number, body: why }));
    await callGitHub(`close pull request #${number}`, PRS, () => gh.rest.pulls.update({ ...repo, pull_number: number, state: 'closed' }));
}
/** Adds `labels` to pull request `number` (labels it already has stay; unknown labels are created). */
async function addLabels(gh, repo, number, labels) {
    if (labels.length === 0)
        return;
    await callGitHub(`label pull request #${number}`, PRS, () => gh.rest.issues.addLabels({ ...repo, issue_number: number, labels }));
}
/** Asks `reviewers` for a review: `login` is a person, `org/team` a team of the organisation. */
async function requestReviewers(gh, repo, number, reviewers) {
    if (reviewers.length === 0)
        return;
    const people = reviewers.filter((r) => !r.includes('/'));
    const teams = reviewers.filter((r) => r.includes('/')).map((r) => r.slice(r.indexOf('/') + 1));
    await callGitHub(`request reviews on pull request #${number}`, PRS, () => gh.rest.pulls.requestReviewers({
        ...repo,
        pull_number: number,
        ...(people.length > 0 && { reviewers: people }),
        ...(teams.length > 0 && { team_reviewers: teams }),
    }));
}

// EXTERNAL MODULE: ../../node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(1329);
;// CONCATENATED MODULE: ../../actions/shared/src/github/client.ts

/**
 * An Octokit for `apiUrl` (GITHUB_API_URL, so GitHub Enterprise Server works). Requests go through
 * `fetch` (the actions pass the sync client's proxy-aware fetch, which is the global fetch without
 * proxy variables): @actions/github's own default is the undici package's fetch, which msw cannot
 * see, and its default base address is read once, when the module loads.
 */
function createGitHubClient(args) {
    return (0,github/* getOctokit */.Q)(args.token, {
        baseUrl: args.apiUrl,
        userAgent: 'locale-sync-action',
        request: { fetch: args.fetch },
    });
}

;// CONCATENATED MODULE: ../../actions/shared/src/github/open-pull-request.ts




/**
 * Keeps one pull request from `branch` in step with the pulled files: commits the files that differ
 * from the base on a branch re-created from the base head, then opens the pull request or updates
 * the open one (title, body). When the base already holds every file, nothing is committed and an
 * open pull request is closed with a comment saying why.
 */
async function syncPullRequest(args) {
    const { gh, repo, settings, log } = args;
    const base = settings.base ??
        (await callGitHub(`read the repository ${repo.owner}/${repo.repo}`, 'contents: write', () => gh.rest.repos.get({ ...repo }))).data.default_branch;
    if (base === settings.branch) {
        throw new GitHubError(`input 'branch' (${settings.branch}) is the base branch: the pull request needs a branch of its own; set 'branch' to another name such as locale-sync/translations`, undefined);
    }
    const outcome = await commitToBranch(gh, repo, {
        base,
        branch: settings.branch,
        files: args.files,
        message: settings.commitMessage,
    });
    const open = await findOpenPullRequest(gh, repo, settings.branch, base);
    if (outcome.status === 'same-as-base') {
        if (open === undefined) {
            log(`${base} already holds every pulled file; no commit, no pull request`);
            return { operation: 'none' };
        }
        const head = await readBranchHead(gh, repo, settings.branch);
        if (head !== undefined && !head.ours) {
            log(`${base} already holds every pulled file, but pull request #${open.number} has commits locale-sync did not make (${head.label}); it is left open`);
            return { operation: 'none', number: open.number, url: open.url };
        }
        await closePullRequest(gh, repo, open.number, `Closed by locale-sync: \`${base}\` already holds these translations, so this pull request has nothing left to change. A later pull with new translations opens a new one.`);
        log(`${base} already holds every pulled file; closed pull request #${open.number}`);
        return { operation: 'closed', number: open.number, url: open.url };
    }
    if (outcome.status === 'committed') {
        log(`committed ${outcome.paths.length} file${outcome.paths.length === 1 ? '' : 's'} to ${settings.branch} (${outcome.sha.slice(0, 7)}, on ${base} ${outcome.baseSha.slice(0, 7)})`);
    }
    else {
        log(`${settings.branch} already holds these files on ${base}; no new commit`);
    }
    if (open !== undefined) {
        const edited = open.title !== settings.title || open.body !== args.body;
        if (edited)
            await updatePullRequest(gh, repo, open.number, { title: settings.title, body: args.body });
        await addLabels(gh, repo, open.number, settings.labels);
        const operation = outcome.status === 'committed' || edited ? 'updated' : 'none';
        log(`pull request #${open.number} ${operation === 'updated' ? 'updated' : 'is up to date'}: ${open.url}`);
        return { operation, number: open.number, url: open.url };
    }
    const created = await createPullRequest(gh, repo, {
        branch: settings.branch,
        base,
        title: settings.title,
        body: args.body,
    });
    await addLabels(gh, repo, created.number, settings.labels);
    try {
        await requestReviewers(gh, repo, created.number, settings.reviewers);
    }
    catch (err) {
        // The pull request exists: a reviewer GitHub refuses (the token's own user, not a collaborator)
        // is worth a warning, not a failed step that the next run would not repeat.
        args.warn(`pull request #${created.number} was opened, but ${err instanceof Error ? err.message : String(err)}`);
    }
    log(`opened pull request #${created.number}: ${created.url}`);
    return { operation: 'created', number: created.number, url: created.url };
}


/***/ })

};
