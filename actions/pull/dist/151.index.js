export const id = 151;
export const ids = [151];
export const modules = {

/***/ 7151:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pullRequestStep: () => (/* binding */ pullRequestStep)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ../../packages/client/src/node.ts + 1 modules
var node = __webpack_require__(268);
// EXTERNAL MODULE: ../../packages/sync/src/report/summary.ts + 1 modules
var summary = __webpack_require__(5448);
// EXTERNAL MODULE: ../../actions/shared/src/cut-markdown.ts
var cut_markdown = __webpack_require__(5747);
;// CONCATENATED MODULE: ../../actions/shared/src/github/body.ts


/** GitHub's limit on a pull request body and an issue comment, in characters. */
const GITHUB_BODY_LIMIT = 65_536;
/** The hidden line that marks the push action's comment, so each run finds and updates it. */
const PLAN_COMMENT_MARKER = '<!-- locale-sync:push-plan -->';
/** Keys longer than this are cut in comments and bodies: a reviewer reads names, not paragraphs. */
const KEY_CHARS = 80;
/** Problems listed in a comment before the list is cut short. */
const MAX_PROBLEMS_LISTED = 50;
/**
 * Cuts Markdown to `limit` characters at a line break, closes a `<details>` left open, and says where
 * the whole text is (the run's page when known).
 */
function cutToLimit(markdown, runUrl, limit = GITHUB_BODY_LIMIT) {
    const where = runUrl === undefined ? "the run's job summary" : `the [run's job summary](${runUrl})`;
    const footer = `\n\n**Cut to fit GitHub's limit of ${limit.toLocaleString('en-US')} characters**: the whole list is in ${where}.\n`;
    return (0,cut_markdown/* cutMarkdown */.G$)(markdown, limit, cut_markdown/* CHARACTERS */.jt, footer);
}
/** The changes with every key cut to a readable length (the counts stay those of the full lists). */
function readableKeys(changes) {
    const cut = (keys) => keys.map((k) => (k.length > KEY_CHARS ? `${k.slice(0, KEY_CHARS - 1)}…` : k));
    return changes.map((c) => ({
        ...c,
        created: cut(c.created),
        updated: cut(c.updated),
        obsolete: cut(c.obsolete),
        ...(c.kept !== undefined && { kept: cut(c.kept) }),
        ...(c.ignored !== undefined && { ignored: cut(c.ignored) }),
    }));
}
/** The pull request body of the pull action: the job summary's per-locale change table, cut to fit. */
function renderPullRequestBody(args) {
    const table = (0,summary/* renderSummaryMarkdown */.i)({
        title: 'Translations from locale-sync',
        dryRun: false,
        changes: readableKeys(args.changes),
        note: args.note,
    });
    const footer = args.runUrl === undefined
        ? 'Opened by the locale-sync pull action; each run updates this pull request.'
        : `Opened by the locale-sync pull action ([run](${args.runUrl})); each run updates this pull request.`;
    return cutToLimit(`${table}\n${footer}\n`, args.runUrl);
}
/**
 * The push action's pull request comment: the hidden marker, what pushing the pull request's files
 * would change in the service (keys per locale), and the problems the checks found with file and
 * line; or why the push would fail.
 */
function renderPlanComment(args) {
    const out = [PLAN_COMMENT_MARKER];
    if (args.changes !== undefined) {
        out.push(renderSummaryMarkdown({
            title: 'locale-sync: what pushing this pull request would change',
            dryRun: true,
            changes: readableKeys(args.changes),
            ...(args.note !== undefined && { note: args.note }),
        }));
    }
    else {
        out.push('### locale-sync: what pushing this pull request would change', '');
    }
    if (args.failure !== undefined)
        out.push(`**The push would fail**: ${escapeCell(args.failure)}`, '');
    out.push(renderProblems(args.problems));
    out.push(args.runUrl === undefined
        ? '<sub>Written by the locale-sync push action as a dry run: nothing was sent to the service. Each new commit updates this comment.</sub>'
        : `<sub>Written by the locale-sync push action ([run](${args.runUrl})) as a dry run: nothing was sent to the service. Each new commit updates this comment.</sub>`, '');
    return cutToLimit(out.join('\n'), args.runUrl);
}
/** The problems the checks logged, as a Markdown table with file and line (empty without problems). */
function renderProblems(problems) {
    if (problems.length === 0)
        return '';
    const out = [`#### Problems in the translation files (${problems.length})`, ''];
    out.push('| File | Line | Problem |', '| --- | ---: | --- |');
    for (const p of problems.slice(0, MAX_PROBLEMS_LISTED)) {
        const mark = p.level === 'error' ? 'error' : 'warning';
        out.push(`| ${codeSpan(p.file)} | ${p.line ?? ''} | ${mark}: ${escapeCell(p.message)} |`);
    }
    if (problems.length > MAX_PROBLEMS_LISTED) {
        out.push(`| | | … and ${problems.length - MAX_PROBLEMS_LISTED} more |`);
    }
    out.push('');
    return out.join('\n');
}

// EXTERNAL MODULE: ../../actions/shared/src/runner-protocol.ts
var runner_protocol = __webpack_require__(6684);
// EXTERNAL MODULE: ../../actions/pull/src/inputs.ts + 3 modules
var inputs = __webpack_require__(2555);
;// CONCATENATED MODULE: ../../actions/pull/src/repository-paths.ts


/**
 * The folder of the git repository that holds `root`: the nearest folder from `root` up to
 * `workspace` with a `.git` entry (a folder, or a file in a worktree or submodule). Without one,
 * the workspace, where actions/checkout puts the repository by default.
 */
async function repositoryRoot(root, workspace) {
    const top = external_node_path_default().resolve(workspace);
    let dir = external_node_path_default().resolve(root);
    for (;;) {
        try {
            await (0,promises_.stat)(external_node_path_default().join(dir, '.git'));
            return dir;
        }
        catch {
            // Not here; look one folder up, never above the workspace.
        }
        const up = external_node_path_default().dirname(dir);
        if (dir === top || up === dir || external_node_path_default().relative(top, dir).startsWith('..'))
            return top;
        dir = up;
    }
}
/** A file's path in the git repository (with `/`), from its path relative to `root`. */
function repositoryPath(repoRoot, root, file) {
    return external_node_path_default().relative(repoRoot, external_node_path_default().join(root, file)).split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ../../actions/pull/src/pull-request.ts







/**
 * The `create-pull-request` step after a pull: commits the written files and opens or updates the
 * pull request (nothing in a dry run), then sets the `pull-request-*` outputs.
 */
async function pullRequestStep(args) {
    let outcome = { operation: 'none' };
    if (args.settings.dryRun)
        runner_protocol/* info */.pq('dry run: no commit and no pull request');
    else if (!pulledAnything(args.result)) {
        // Files left as they are (no source strings in the service, unreadable files) say nothing about
        // the open pull request: it is neither updated nor closed.
        runner_protocol/* info */.pq('no file was pulled from the service; the pull request is left as it is');
    }
    else
        outcome = await runner_protocol/* group */.Os('Pull request', () => openPullRequest(args));
    runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.pullRequestOperation, outcome.operation);
    runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.pullRequestNumber, outcome.number ?? '');
    runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.pullRequestUrl, outcome.url ?? '');
}
/** True when at least one locale came from the service (not left as it is, with a note saying why). */
function pulledAnything(result) {
    return result.locales.some((l) => l.status !== 'unchanged' || l.change.note === undefined);
}
/**
 * Commits the files the pull wrote to the pull request branch and opens or updates its pull request.
 * The GitHub client is imported here, on demand, so runs without `create-pull-request` never load it.
 */
async function openPullRequest(args) {
    const github = await Promise.all(/* import() */[__webpack_require__.e(684), __webpack_require__.e(66), __webpack_require__.e(329), __webpack_require__.e(877)]).then(__webpack_require__.bind(__webpack_require__, 4877));
    const { inputs, settings } = args;
    const repoRoot = await repositoryRoot(settings.root, settings.workspace);
    // Every file the pull wrote or compared, as it is on disk now: the state the branch must hold.
    // Those equal to the base are dropped by the commit, so a second run in the same workspace (the
    // files already written) still finds its changes, and the pull request shows only real changes.
    const paths = [...new Set([...args.result.changedFiles, ...args.result.locales.map((l) => l.path)])];
    const files = await Promise.all(paths.map(async (file) => ({
        path: repositoryPath(repoRoot, settings.root, file),
        content: await (0,promises_.readFile)(external_node_path_default().join(settings.root, file)),
    })));
    return github.syncPullRequest({
        gh: github.createGitHubClient({
            token: inputs.token,
            apiUrl: inputs.run.apiUrl,
            fetch: (0,node/* createNodeFetch */.ln)(),
        }),
        repo: { owner: inputs.run.owner, repo: inputs.run.repo },
        settings: inputs,
        files,
        body: renderPullRequestBody({
            changes: args.result.changes,
            note: args.note,
            runUrl: inputs.run.runUrl,
        }),
        log: (line) => runner_protocol/* info */.pq(line),
        warn: (line) => runner_protocol/* warning */.$e(line),
    });
}


/***/ })

};
