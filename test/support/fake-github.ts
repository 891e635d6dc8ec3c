// A fake of the GitHub REST endpoints the actions use, on in-memory git objects, pull requests and
// comments. It records every request (method, path, query, body) so tests assert what was sent. One
// model serves both the msw handler of the unit tests and the loopback server the bundled actions
// talk to through GITHUB_API_URL.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it; the path starts at `/repos/` (or is `/` for others). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The Authorization header, when sent. */
  authorization?: string;
}

/** An answer of the fake. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

interface TreeEntry {
  mode: string;
  sha: string;
}

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  author: string;
}

/** A pull request of the fake. */
export interface FakePull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
  labels: string[];
  reviewers: string[];
  teamReviewers: string[];
}

/** A comment of the fake. */
export interface FakeComment {
  id: number;
  issue: number;
  body: string;
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** The in-memory GitHub of one repository. */
export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  defaultBranch = 'main';
  readonly requests: RecordedRequest[] = [];
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Map<string, TreeEntry>>();
  readonly commits = new Map<string, Commit>();
  /** Branch name → commit sha. */
  readonly branches = new Map<string, string>();
  readonly pulls: FakePull[] = [];
  readonly comments: FakeComment[] = [];
  private readonly denials: { method: string; path: RegExp; status: number; message: string }[] = [];
  private nextNumber = 7;
  private nextComment = 1001;
  private clock = 0;

  constructor(owner = 'acme', repo = 'web-app') {
    this.owner = owner;
    this.repo = repo;
  }

  /** Makes requests matching `method` and `path` fail with `status` and GitHub's `message`. */
  deny(method: string, path: RegExp, status: number, message: string): void {
    this.denials.push({ method, path, status, message });
  }

  /** Commits `files` (path → text) on `branch`, on top of its head (or of `parent`); returns the sha. */
  commitFiles(
    branch: string,
    files: Record<string, string>,
    options: { message?: string; parent?: string; author?: string } = {},
  ): string {
    const parent = options.parent ?? this.branches.get(branch);
    const entries = new Map(parent === undefined ? [] : this.treeOf(parent));
    for (const [path, text] of Object.entries(files)) {
      entries.set(path, { mode: '100644', sha: this.putBlob(Buffer.from(text, 'utf8')) });
    }
    const sha = this.putCommit({
      tree: this.putTree(entries),
      parents: parent === undefined ? [] : [parent],
      message: options.message ?? 'a commit',
      author: options.author ?? 'Someone Else',
    });
    this.branches.set(branch, sha);
    return sha;
  }

  /** The files of a branch's head: path → text. */
  files(branch: string): Map<string, string> {
    const head = this.branches.get(branch);
    if (head === undefined) throw new Error(`fake GitHub: no branch ${branch}`);
    return new Map(
      [...this.treeOf(head)].map(([path, e]) => [path, this.blobs.get(e.sha)?.toString('utf8') ?? '']),
    );
  }

  /** The commit a sha names. */
  commit(sha: string): Commit {
    const commit = this.commits.get(sha);
    if (commit === undefined) throw new Error(`fake GitHub: no commit ${sha}`);
    return commit;
  }

  /** The requests that changed something (every method but GET). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET');
  }

  /** Answers one request, as GitHub would; records it first. */
  handle(method: string, url: URL, text: string, authorization?: string): FakeAnswer {
    const at = url.pathname.indexOf('/repos/');
    const path = at < 0 ? url.pathname : url.pathname.slice(at);
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    this.requests.push({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      ...(authorization !== undefined && { authorization }),
    });
    for (const d of this.denials) {
      if (d.method === method && d.path.test(path)) return { status: d.status, body: { message: d.message } };
    }
    const prefix = `/repos/${this.owner}/${this.repo}`;
    if (!path.startsWith(prefix)) return notFound();
    try {
      return this.route(
        method,
        path.slice(prefix.length),
        url.searchParams,
        (body ?? {}) as Record<string, unknown>,
      );
    } catch (err) {
      return { status: 422, body: { message: err instanceof Error ? err.message : String(err) } };
    }
  }

  private route(
    method: string,
    rest: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): FakeAnswer {
    const key = `${method} ${rest}`;
    let m: RegExpExecArray | null;
    if (key === 'GET ') {
      return ok({
        name: this.repo,
        full_name: `${this.owner}/${this.repo}`,
        default_branch: this.defaultBranch,
      });
    }
    m = /^GET \/git\/ref\/(.+)$/.exec(key);
    if (m) {
      const ref = decodeURIComponent(m[1] as string);
      const sha = ref.startsWith('heads/') ? this.branches.get(ref.slice(6)) : undefined;
      return sha === undefined ? notFound() : ok(this.refJson(ref.slice(6), sha));
    }
    if (key === 'POST /git/refs') {
      const ref = String(body.ref);
      const sha = String(body.sha);
      if (!ref.startsWith('refs/heads/')) throw new Error('ref must start with refs/heads/');
      if (this.branches.has(ref.slice(11))) throw new Error('Reference already exists');
      this.commit(sha);
      this.branches.set(ref.slice(11), sha);
      return { status: 201, body: this.refJson(ref.slice(11), sha) };
    }
    m = /^PATCH \/git\/refs\/(.+)$/.exec(key);
    if (m) {
      const ref = decodeURIComponent(m[1] as string);
      const branch = ref.replace(/^(refs\/)?heads\//, '');
      const old = this.branches.get(branch);
      if (old === undefined) return { status: 422, body: { message: 'Reference does not exist' } };
      const sha = String(body.sha);
      if (body.force !== true && !this.isAncestor(old, sha)) throw new Error('Update is not a fast forward');
      this.branches.set(branch, sha);
      return ok(this.refJson(branch, sha));
    }
    m = /^GET \/git\/commits\/([0-9a-f]{40})$/.exec(key);
    if (m) {
      const commit = this.commits.get(m[1] as string);
      return commit === undefined ? notFound() : ok(this.commitJson(commit));
    }
    if (key === 'POST /git/commits') {
      const tree = String(body.tree);
      if (!this.trees.has(tree)) throw new Error(`tree ${tree} does not exist`);
      const parents = (body.parents as string[]).map(String);
      for (const p of parents) this.commit(p);
      const sha = this.putCommit({
        tree,
        parents,
        message: String(body.message),
        author: 'github-actions[bot]',
      });
      return { status: 201, body: this.commitJson(this.commit(sha)) };
    }
    if (key === 'POST /git/blobs') {
      const content = String(body.content);
      const bytes =
        body.encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      return { status: 201, body: { sha: this.putBlob(bytes) } };
    }
    m = /^GET \/git\/trees\/([0-9a-f]{40})$/.exec(key);
    if (m) {
      const tree = this.trees.get(m[1] as string);
      if (tree === undefined) return notFound();
      if (query.get('recursive') === null) throw new Error('the fake answers recursive listings only');
      return ok({
        sha: m[1],
        truncated: false,
        tree: [...tree].map(([path, e]) => ({ path, mode: e.mode, type: 'blob', sha: e.sha })),
      });
    }
    if (key === 'POST /git/trees') {
      const base = body.base_tree === undefined ? new Map() : this.trees.get(String(body.base_tree));
      if (base === undefined) throw new Error('base_tree does not exist');
      const entries = new Map<string, TreeEntry>(base);
      for (const e of body.tree as { path: string; mode: string; type: string; sha: string }[]) {
        if (e.type !== 'blob' || !this.blobs.has(e.sha))
          throw new Error(`tree entry ${e.path}: no blob ${e.sha}`);
        entries.set(e.path, { mode: e.mode, sha: e.sha });
      }
      return { status: 201, body: { sha: this.putTree(entries) } };
    }
    if (key === 'GET /pulls') {
      const head = query.get('head');
      const base = query.get('base');
      const state = query.get('state') ?? 'open';
      const list = this.pulls.filter(
        (p) =>
          (state === 'all' || p.state === state) &&
          (head === null || `${this.owner}:${p.head}` === head) &&
          (base === null || p.base === base),
      );
      return ok(list.map((p) => this.pullJson(p)));
    }
    if (key === 'POST /pulls') {
      const head = String(body.head);
      const base = String(body.base);
      if (!this.branches.has(head)) throw new Error(`head ${head} does not exist`);
      if (this.pulls.some((p) => p.state === 'open' && p.head === head && p.base === base)) {
        throw new Error(`A pull request already exists for ${this.owner}:${head}.`);
      }
      const pull: FakePull = {
        number: this.nextNumber++,
        head,
        base,
        title: String(body.title),
        body: String(body.body ?? ''),
        state: 'open',
        labels: [],
        reviewers: [],
        teamReviewers: [],
      };
      this.pulls.push(pull);
      return { status: 201, body: this.pullJson(pull) };
    }
    m = /^PATCH \/pulls\/(\d+)$/.exec(key);
    if (m) {
      const pull = this.pull(Number(m[1]));
      if (body.title !== undefined) pull.title = String(body.title);
      if (body.body !== undefined) pull.body = String(body.body);
      if (body.state === 'closed' || body.state === 'open') pull.state = body.state;
      return ok(this.pullJson(pull));
    }
    m = /^POST \/pulls\/(\d+)\/requested_reviewers$/.exec(key);
    if (m) {
      const pull = this.pull(Number(m[1]));
      pull.reviewers.push(...((body.reviewers as string[] | undefined) ?? []));
      pull.teamReviewers.push(...((body.team_reviewers as string[] | undefined) ?? []));
      return { status: 201, body: this.pullJson(pull) };
    }
    m = /^POST \/issues\/(\d+)\/labels$/.exec(key);
    if (m) {
      const pull = this.pull(Number(m[1]));
      for (const label of body.labels as string[]) if (!pull.labels.includes(label)) pull.labels.push(label);
      return ok(pull.labels.map((name) => ({ name })));
    }
    m = /^GET \/issues\/(\d+)\/comments$/.exec(key);
    if (m) {
      const issue = Number(m[1]);
      return ok(this.comments.filter((c) => c.issue === issue).map((c) => this.commentJson(c)));
    }
    m = /^POST \/issues\/(\d+)\/comments$/.exec(key);
    if (m) {
      const comment = {
        id: this.nextComment++,
        issue: this.pull(Number(m[1])).number,
        body: String(body.body),
      };
      this.comments.push(comment);
      return { status: 201, body: this.commentJson(comment) };
    }
    m = /^PATCH \/issues\/comments\/(\d+)$/.exec(key);
    if (m) {
      const comment = this.comments.find((c) => c.id === Number(m[1]));
      if (comment === undefined) return notFound();
      comment.body = String(body.body);
      return ok(this.commentJson(comment));
    }
    return notFound();
  }

  private pull(number: number): FakePull {
    const pull = this.pulls.find((p) => p.number === number);
    if (pull === undefined) throw new Error(`no pull request #${number}`);
    return pull;
  }

  private treeOf(commitSha: string): Map<string, TreeEntry> {
    return this.trees.get(this.commit(commitSha).tree) as Map<string, TreeEntry>;
  }

  private isAncestor(ancestor: string, of: string): boolean {
    const todo = [of];
    while (todo.length > 0) {
      const sha = todo.pop() as string;
      if (sha === ancestor) return true;
      todo.push(...this.commit(sha).parents);
    }
    return false;
  }

  private putBlob(bytes: Buffer): string {
    // The real git object id, as the action computes it to compare files with the base.
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${bytes.byteLength}\0`), bytes]));
    this.blobs.set(sha, bytes);
    return sha;
  }

  private putTree(entries: Map<string, TreeEntry>): string {
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const sha = sha1(JSON.stringify(sorted));
    this.trees.set(sha, new Map(sorted));
    return sha;
  }

  private putCommit(commit: Omit<Commit, 'sha'>): string {
    const sha = sha1(JSON.stringify({ ...commit, at: this.clock++ }));
    this.commits.set(sha, { sha, ...commit });
    return sha;
  }

  private refJson(branch: string, sha: string) {
    return { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } };
  }

  private commitJson(c: Commit) {
    return {
      sha: c.sha,
      tree: { sha: c.tree },
      parents: c.parents.map((sha) => ({ sha })),
      message: c.message,
      author: { name: c.author, email: 'someone@example.com', date: '2026-11-01T00:00:00Z' },
      committer: { name: 'GitHub', email: 'noreply@github.com', date: '2026-11-01T00:00:00Z' },
      verification: { verified: true },
    };
  }

  private pullJson(p: FakePull) {
    return {
      number: p.number,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${p.number}`,
      title: p.title,
      body: p.body,
      state: p.state,
      head: { ref: p.head },
      base: { ref: p.base },
      labels: p.labels.map((name) => ({ name })),
    };
  }

  private commentJson(c: FakeComment) {
    return {
      id: c.id,
      body: c.body,
      html_url: `https://github.com/${this.owner}/${this.repo}/pull/${c.issue}#issuecomment-${c.id}`,
    };
  }
}

function ok(body: unknown): FakeAnswer {
  return { status: 200, body };
}

function notFound(): FakeAnswer {
  return { status: 404, body: { message: 'Not Found' } };
}

/** The fake on a loopback `node:http` server; `url` is what GITHUB_API_URL takes. */
export async function startFakeGitHub(
  fake: FakeGitHub,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = fake.handle(
        req.method ?? 'GET',
        new URL(req.url ?? '/', 'http://127.0.0.1'),
        Buffer.concat(chunks).toString('utf8'),
        req.headers.authorization,
      );
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // The GitHub Enterprise Server shape (`/api/v3`), so the base address is honoured, not assumed.
    url: `http://127.0.0.1:${port}/api/v3`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
