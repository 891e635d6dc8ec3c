export const id = 380;
export const ids = [380];
export const modules = {

/***/ 380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* reexport */ createGitHubClient),
  writePlanComment: () => (/* binding */ writePlanComment)
});

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

;// CONCATENATED MODULE: ../../actions/shared/src/github/comment.ts

/**
 * Writes `body` as the one comment on issue or pull request `number` that starts with `marker`:
 * the first run creates it, later runs edit it in place. Comments by others that quote the marker
 * are not taken: only a comment whose body starts with it.
 */
async function upsertMarkedComment(gh, repo, number, marker, body) {
    const comments = await callGitHub(`read the comments of pull request #${number}`, 'pull-requests: write', () => gh.paginate(gh.rest.issues.listComments, { ...repo, issue_number: number, per_page: 100 }));
    const existing = comments.find((c) => (c.body ?? '').startsWith(marker));
    if (existing !== undefined) {
        if (existing.body === body)
            return { operation: 'unchanged', id: existing.id, url: existing.html_url };
        const { data } = await callGitHub(`update the comment on pull request #${number}`, 'pull-requests: write', () => gh.rest.issues.updateComment({ ...repo, comment_id: existing.id, body }));
        return { operation: 'updated', id: data.id, url: data.html_url };
    }
    const { data } = await callGitHub(`comment on pull request #${number}`, 'pull-requests: write', () => gh.rest.issues.createComment({ ...repo, issue_number: number, body }));
    return { operation: 'created', id: data.id, url: data.html_url };
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

;// CONCATENATED MODULE: ../../actions/shared/src/github/review.ts
// What the push action loads (through a dynamic import) to comment its plan on a pull request.



/**
 * Writes the push plan as the one locale-sync comment on pull request `number`, updated in place.
 * A 403 (a fork's read-only token) is not a failure: the caller writes the plan to the job summary.
 */
async function writePlanComment(args) {
    try {
        return await upsertMarkedComment(args.gh, args.repo, args.number, args.marker, args.body);
    }
    catch (err) {
        if (err instanceof GitHubPermissionError)
            return { operation: 'refused', reason: err.message };
        throw err;
    }
}


/***/ })

};
