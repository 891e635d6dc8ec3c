// Push and pull through the real SyncClient, with msw answering as a server would. Every handler
// checks the signature and the exact request shape before answering.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SyncClient } from '@locale-sync/client';
import {
  pushRequestSchema,
  SYNC_PULL_PATH,
  SYNC_PUSH_PATH,
  SYNC_PUSH_STATE_PATH,
} from '@locale-sync/protocol';
import { buildSigningPayload, verifySignature } from '@locale-sync/protocol/signing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../src/describe-error.ts';
import { runPull } from '../src/pull/run.ts';
import { runPush } from '../src/push/push.ts';
import { renderPlanText } from '../src/report/plan-text.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const API = 'https://sync.test/api/v1';
const KEY = 'proj_key';
const SECRET = 'the-secret';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map(removeTree));
});
async function tree(files: Record<string, string> = {}): Promise<string> {
  const root = await makeTree(files);
  trees.push(root);
  return root;
}

function client(): SyncClient {
  return new SyncClient({
    apiUrl: API,
    projectKey: KEY,
    secret: SECRET,
    retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 5, budgetMs: 5_000 },
  });
}

const nonces = new Set<string>();
/** Checks the four signed headers of a request; returns an error text or undefined. */
function checkSignature(request: Request, method: string, signedPath: string): string | undefined {
  const ts = request.headers.get('x-sync-ts') ?? '';
  const nonce = request.headers.get('x-sync-nonce') ?? '';
  const signature = request.headers.get('x-sync-signature') ?? '';
  if (request.headers.get('x-project-key') !== KEY) return 'wrong project key';
  if (!/^\d{10}$/.test(ts) || Math.abs(Number(ts) - Date.now() / 1000) > 300) return 'bad timestamp';
  if (nonces.has(nonce)) return 'nonce reused';
  nonces.add(nonce);
  const payload = buildSigningPayload({ method, path: signedPath, projectKey: KEY, timestamp: ts, nonce });
  return verifySignature(SECRET, payload, signature) ? undefined : 'bad signature';
}

function unauthorized(problem: string) {
  return HttpResponse.json({ error: { code: 'bad_signature', message: problem } }, { status: 401 });
}

const pushAnswer = {
  dryRun: true,
  files: 1,
  locales: ['de'],
  keys: { created: 1, updated: 0, unchanged: 0, obsolete: 0, kept: 0, ignored: 0 },
  plan: [{ locale: 'de', created: ['a'], updated: [], obsolete: [], kept: [], ignored: [], unchanged: 0 }],
};

describe('push through SyncClient', () => {
  // A server from before the changed-only push: its first step is unknown there, so every file is sent
  // (push-state.test.ts covers the step itself).
  beforeEach(() => {
    server.use(
      http.post(`${API}${SYNC_PUSH_STATE_PATH}`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Route not found' } }, { status: 404 }),
      ),
    );
  });

  it('sends one signed POST with the exact body', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}\n' });
    let body: unknown;
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, async ({ request }) => {
        const problem = checkSignature(request, 'POST', SYNC_PUSH_PATH);
        if (problem) return unauthorized(problem);
        expect(request.headers.get('content-type')).toBe('application/json');
        body = await request.json();
        expect(pushRequestSchema.safeParse(body).success).toBe(true);
        return HttpResponse.json(pushAnswer);
      }),
    );
    const result = await runPush({
      root,
      client: client(),
      logger: memoryLogger(),
      dryRun: true,
      source: { repository: 'o/r', sha: 'abc' },
    });
    expect(body).toEqual({
      files: [{ locale: 'de', path: 'locales/de.json', format: 'json', content: '{"a":"A"}\n' }],
      source: { repository: 'o/r', sha: 'abc' },
      dryRun: true,
    });
    expect(result.changes).toEqual([{ ...pushAnswer.plan[0], path: 'locales/de.json' }]);
  });

  it.each([
    ['bad_signature', /signature rejected: check project-key and sync-secret/],
    ['timestamp_out_of_window', /clock/],
    ['nonce_reused', /replay/],
  ])('turns a 401 %s into a message naming what to check', async (code, message) => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{}' });
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, () =>
        HttpResponse.json({ error: { code, message: 'rejected' } }, { status: 401 }),
      ),
    );
    const err = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false }).catch(
      (e) => e,
    );
    expect(describeError(err)).toMatch(message);
  });

  it("names an api-url without /api/v1 and the address to set, in the CLI's words too", async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}' });
    const base = 'https://sync.test';
    server.use(
      http.get(`${base}${SYNC_PULL_PATH}`, () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'no route' } }, { status: 404 }),
      ),
    );
    const wrong = new SyncClient({
      apiUrl: base,
      projectKey: KEY,
      secret: SECRET,
      retry: { maxAttempts: 1 },
    });
    const err = await runPull({
      root,
      client: wrong,
      logger: memoryLogger(),
      options: { status: 'approved' },
      dryRun: false,
    }).catch((e: unknown) => e);
    expect(describeError(err)).toBe(
      `${base}${SYNC_PULL_PATH}?format=json&structure=flat&status=approved answered 404: api-url is ${base}, which does not end with /api/v1 as the sync API's address does; set it to ${base}/api/v1 (or to where the server's API is mounted)`,
    );
    expect(
      describeError(err, {
        apiUrl: '--api-url (or LOCALE_SYNC_API_URL)',
        projectKey: '--project-key',
        secret: '--secret-file',
        locales: '--locales',
      }),
    ).toContain('--api-url (or LOCALE_SYNC_API_URL) is https://sync.test, which does not end with /api/v1');
  });

  it('names the disabled feature of a 403', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{}' });
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, () =>
        HttpResponse.json(
          { error: { code: 'feature_disabled', message: 'sync push is disabled for this project' } },
          { status: 403 },
        ),
      ),
    );
    const err = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false }).catch(
      (e) => e,
    );
    expect(describeError(err)).toBe('forbidden: sync push is disabled for this project');
  });

  it('retries a 429 with a freshly signed request and then succeeds', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}' });
    const seen: string[] = [];
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, ({ request }) => {
        const problem = checkSignature(request, 'POST', SYNC_PUSH_PATH);
        if (problem) return unauthorized(problem);
        seen.push(request.headers.get('x-sync-nonce') ?? '');
        if (seen.length === 1) {
          return HttpResponse.json(
            { error: { code: 'rate_limited', message: 'slow down' } },
            { status: 429, headers: { 'retry-after': '0' } },
          );
        }
        return HttpResponse.json({ ...pushAnswer, dryRun: false });
      }),
    );
    const result = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false });
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect(result.response.files).toBe(1);
  });

  it('with listKeys, keeps the first keys of each kind of the answer and counts the rest', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}' });
    const created = Array.from({ length: 60 }, (_, i) => `key${i}`);
    const plan = { ...pushAnswer.plan[0], created, ignored: ['stray'] };
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, () =>
        HttpResponse.json({ ...pushAnswer, keys: { ...pushAnswer.keys, created: 60 }, plan: [plan] }),
      ),
    );
    const logger = memoryLogger();
    const result = await runPush({ root, client: client(), logger, dryRun: true, listKeys: 50 });
    expect(result.changes).toEqual([
      {
        ...plan,
        created: created.slice(0, 50),
        counts: { created: 60, updated: 0, obsolete: 0 },
        path: 'locales/de.json',
      },
    ]);
    expect(result.response.keys.created).toBe(60);
    const text = renderPlanText(result.changes);
    expect(text).toMatch(
      /^de \(locales\/de\.json\): 60 created, 0 updated, 0 obsolete, 1 ignored, 0 unchanged$/m,
    );
    expect(text).toMatch(/^ {2}\+ … and 10 more$/m);
    // The ignored keys are still named in full in the warning.
    expect(logger.text('warning')).toMatch(/1 key is not in the source locale and was not stored: stray/);

    // Without listKeys (the CLI), every key is kept.
    const whole = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: true });
    expect(whole.changes[0]?.created).toEqual(created);
    expect(whole.changes[0]?.counts).toBeUndefined();
  });

  it('with listKeys, asks the server for the first keys only, as many in all as its reports list, and reports its counts', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{"a":"A"}' });
    const listed = Array.from({ length: 50 }, (_, i) => `key${i}`);
    // What a server that reads x-sync-list-keys answers for 60 created keys.
    const plan = { ...pushAnswer.plan[0], created: listed, counts: { created: 60, updated: 0, obsolete: 0 } };
    const asked: Array<string | null> = [];
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, ({ request }) => {
        asked.push(request.headers.get('x-sync-list-keys'), request.headers.get('x-sync-list-keys-total'));
        return HttpResponse.json({ ...pushAnswer, keys: { ...pushAnswer.keys, created: 60 }, plan: [plan] });
      }),
    );
    const result = await runPush({
      root,
      client: client(),
      logger: memoryLogger(),
      dryRun: true,
      listKeys: 50,
    });
    // 50 per file, and 50 per locale in all (one locale here).
    expect(asked).toEqual(['50', '50']);
    expect(result.changes[0]).toMatchObject({
      created: listed,
      counts: { created: 60, updated: 0, obsolete: 0 },
    });
    const text = renderPlanText(result.changes);
    expect(text).toMatch(/^de \(locales\/de\.json\): 60 created, 0 updated, 0 obsolete, 0 unchanged$/m);
    expect(text).toMatch(/^ {2}\+ … and 10 more$/m);
  });

  it('fails clearly on a 500 after the tries and on a malformed body', async () => {
    // repo/
    //   locales/de.json
    const root = await tree({ 'locales/de.json': '{}' });
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, () => new HttpResponse('<html>oops</html>', { status: 500 })),
    );
    const err = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false }).catch(
      (e) => e,
    );
    expect(describeError(err)).toMatch(/server error 500 from https:\/\/sync.test\/api\/v1\/api\/sync\/push/);

    server.use(http.post(`${API}${SYNC_PUSH_PATH}`, () => HttpResponse.json({ files: 'many' })));
    const bad = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false }).catch(
      (e) => e,
    );
    expect(describeError(bad)).toMatch(/unexpected response from .* \(HTTP 200\)/);
  });
});

describe('pull through SyncClient', () => {
  it('sends one signed GET with the query and writes the files', async () => {
    // repo/
    //   locales/pt_BR.json
    const root = await tree({ 'locales/pt_BR.json': '{"a":"old"}' });
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${API}${SYNC_PULL_PATH}`, ({ request }) => {
        const problem = checkSignature(request, 'GET', SYNC_PULL_PATH);
        if (problem) return unauthorized(problem);
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          sourceLocale: 'en',
          files: [
            { locale: 'pt-BR', format: 'json', content: '{\n  "a": "new"\n}\n', keys: 1 },
            { locale: 'de', format: 'json', content: '{\n  "a": "D"\n}\n', keys: 1 },
          ],
        });
      }),
    );
    const result = await runPull({
      root,
      client: client(),
      logger: memoryLogger(),
      options: { format: 'json', structure: 'nested', status: 'translated', locales: ['pt-BR', 'de'] },
      dryRun: false,
    });
    // Flat JSON carries every key; each file is then written in its own format and structure.
    expect(Object.fromEntries(query ?? [])).toEqual({
      format: 'json',
      structure: 'flat',
      status: 'translated',
      locales: 'pt-BR,de',
    });
    expect(result.changedFiles).toEqual(['locales/de.json', 'locales/pt_BR.json']);
    // Only the changed text is rewritten: the file's one-line layout and missing final newline stay.
    expect(await readFile(path.join(root, 'locales/pt_BR.json'), 'utf8')).toBe('{"a":"new"}');
  });

  it("lists the project's locales for an unknown locale", async () => {
    // repo/ (empty)
    const root = await tree();
    server.use(
      http.get(`${API}${SYNC_PULL_PATH}`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'unknown_locale',
              message: 'unknown locale xx',
              details: { unknownLocales: ['xx'], supportedLocales: ['en', 'de', 'fr'] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const err = await runPull({
      root,
      client: client(),
      logger: memoryLogger(),
      options: { format: 'json', structure: 'flat', status: 'approved', locales: ['xx'] },
      dryRun: false,
    }).catch((e) => e);
    expect(describeError(err)).toBe(
      "unknown locale xx: the project's locales are en, de, fr (ask only for those with input 'locales', or add the locale to the project)",
    );
  });

  it('writes nothing when a hostile server answers a path as a locale', async () => {
    // repo/
    //   .github/workflows/ci.yml
    const root = await tree({ '.github/workflows/ci.yml': 'on: push\n' });
    server.use(
      http.get(`${API}${SYNC_PULL_PATH}`, () =>
        HttpResponse.json({
          sourceLocale: 'en',
          files: [
            { locale: 'de', format: 'json', content: '{}', keys: 0 },
            { locale: '../../.github/workflows/x', format: 'json', content: '{"on":"push"}', keys: 1 },
          ],
        }),
      ),
    );
    const err = await runPull({
      root,
      client: client(),
      logger: memoryLogger(),
      options: { format: 'json', structure: 'flat', status: 'approved' },
      dryRun: false,
    }).catch((e) => e);
    expect(describeError(err)).toMatch(/unexpected response/);
    expect(await readdir(root, { recursive: true })).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/locales|x\.json/)]),
    );
    expect(await readdir(path.join(root, '.github/workflows'))).toEqual(['ci.yml']);
  });
});

describe('pull answers that are not the documented body', () => {
  it.each([
    [
      'HTML with 200',
      () =>
        new HttpResponse('<html>proxy login</html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    ],
    ['a wrong shape', () => HttpResponse.json({ files: [{ locale: 'de' }] })],
  ])('fails clearly on %s and writes nothing', async (_name, answer) => {
    // repo/ (empty)
    const root = await tree();
    server.use(http.get(`${API}${SYNC_PULL_PATH}`, answer));
    const err = await runPull({
      root,
      client: client(),
      logger: memoryLogger(),
      options: { format: 'json', structure: 'flat', status: 'approved' },
      dryRun: false,
    }).catch((e) => e);
    expect(describeError(err)).toMatch(
      /unexpected response from https:\/\/sync.test\/api\/v1\/api\/sync\/pull\?format=json\S* \(HTTP 200\)/,
    );
    expect(await readdir(root)).toEqual([]);
  });
});

describe('changed-only push through SyncClient', () => {
  // repo/
  //   locales/en.json  locales/de.json
  const files = { 'locales/en.json': '{"a":"A"}\n', 'locales/de.json': '{"a":"Ä"}\n' };

  /** Answers push/state with `answer`, records each push's files; returns what was asked. */
  function serve(answer: () => Response) {
    const asked = { state: 0, pushed: [] as string[][] };
    server.use(
      http.post(`${API}${SYNC_PUSH_STATE_PATH}`, ({ request }) => {
        const problem = checkSignature(request, 'POST', SYNC_PUSH_STATE_PATH);
        if (problem) return unauthorized(problem);
        asked.state++;
        return answer();
      }),
      http.post(`${API}${SYNC_PUSH_PATH}`, async ({ request }) => {
        const problem = checkSignature(request, 'POST', SYNC_PUSH_PATH);
        if (problem) return unauthorized(problem);
        const body = pushRequestSchema.parse(await request.json());
        asked.pushed.push(body.files.map((f) => f.path));
        return HttpResponse.json({ ...pushAnswer, files: body.files.length, locales: ['en', 'de'] });
      }),
    );
    return asked;
  }

  it.each([
    [
      'a proxy',
      () => new HttpResponse('<html><h1>413 Request Entity Too Large</h1></html>', { status: 413 }),
    ],
    [
      'a locale-sync server',
      () =>
        HttpResponse.json(
          { error: { code: 'payload_too_large', message: 'body exceeds 1048576 bytes' } },
          { status: 413 },
        ),
    ],
  ])(
    'sends every file when %s refuses the list of hashes with 413, saying why in one line',
    async (_, answer) => {
      const root = await tree(files);
      const asked = serve(answer);
      const logger = memoryLogger();
      await runPush({ root, client: client(), logger, dryRun: true });
      expect(asked.state).toBe(1);
      expect(asked.pushed).toEqual([['locales/de.json', 'locales/en.json']]);
      const why = logger.lines.filter((l) => l.message.includes('push/state'));
      expect(why.map((l) => [l.level, l.message])).toEqual([
        [
          'info',
          'the service refused the hashes of 2 files as too large (it answered 413 to POST /api/sync/push/state: its body limit is smaller than the list): every file is sent, as if it held none',
        ],
      ]);
    },
  );

  it.each([
    [400, 'validation_failed'],
    [403, 'feature_disabled'],
  ])('fails on a %s to the list of hashes and sends nothing', async (status, code) => {
    const root = await tree(files);
    const asked = serve(() => HttpResponse.json({ error: { code, message: 'refused' } }, { status }));
    const err = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: true }).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ status, code });
    expect(asked.pushed).toEqual([]);
  });

  it.each([
    [
      'strings_limit_reached',
      { maxStrings: 500000 },
      "push refused, nothing was stored: the project would hold more strings (source keys, obsolete ones included) than the server allows (at most 500000); ask the server's operator: remove what it no longer needs",
    ],
    [
      'resource_limit_reached',
      { maxResources: 10000 },
      "push refused, nothing was stored: the project would have more resources (source files) than the server allows (at most 10000); push fewer source files, or ask the server's operator: remove what it no longer needs",
    ],
  ])('explains a 409 %s with its bound and the server advice', async (code, details, message) => {
    const root = await tree(files);
    serve(() => HttpResponse.json({ sourceLocale: 'en', unchanged: [] }));
    server.use(
      http.post(`${API}${SYNC_PUSH_PATH}`, () =>
        HttpResponse.json(
          { error: { code, message: 'remove what it no longer needs', details } },
          { status: 409 },
        ),
      ),
    );
    const err = await runPush({ root, client: client(), logger: memoryLogger(), dryRun: false }).catch(
      (e) => e,
    );
    expect(describeError(err)).toBe(message);
  });
});
