// A plain run of either action loads neither undici (1.6 MB, a proxy's client) nor @actions/core
// (with @actions/http-client; the OIDC token's client): ncc writes each to a chunk of its own, and a
// hook that refuses to resolve those chunks leaves a plain run untouched. The same hook stops a run
// through HTTP_PROXY and a keyless run at the chunk's import, which shows it would catch a load.
// Nor does a plain run load Node's own fetch (its bundled undici, compiled on the first `fetch`,
// `Response` or `Headers`): without a proxy the sync requests go through node:http. Nor zlib, when no
// body is large enough to be compressed and no answer comes encoded. Nor zod: the client checks the
// answers by hand, and `.locale/config.json`'s and crowdin.yml's schemas come with their own chunk.
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { chunkWith, refusing } from '../support/bundle-chunks.ts';
import { startForwardProxy } from '../support/forward-proxy.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

/** The stderr of `node <args>`. */
function runNode(args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr))),
  );
}

const UNDICI = /class EnvHttpProxyAgent\b/;

/** Node arguments with a hook that prints, at exit, whether Node loaded its built-in fetch and zlib. */
const REPORT_NODE_FETCH = [
  '--import',
  `data:text/javascript,process.on("exit",()=>process.stderr.write("node fetch loaded: "+process.moduleLoadList.includes("NativeModule internal/deps/undici/undici")+"\\nzlib loaded: "+process.moduleLoadList.includes("NativeModule zlib")+"\\n"))`,
];
const ACTIONS_CORE = /class OidcClient\b/;
/** zod's chunk (its record schema's constructor). */
const ZOD = /\$ZodRecord\b/;

/**
 * Node arguments with a hook that prints, at exit, the members of every zod object schema the process
 * built (through zod's own post-processor hook, which every schema constructor calls), the two sides
 * of every zod pipe it built (`transform>number` for a zod schema of the `timeout` setting), how many times it
 * constructed `Intl.DisplayNames`, and the encoding of every `TextDecoder` it constructed.
 */
const REPORT_BUILT = [
  '--import',
  `data:text/javascript,const shapes=[],pipes=[],decoders=[];let names=0;const kind=(s)=>{const d=s._zod.def;return d.type==="pipe"?kind(d.out):d.type};globalThis.__zod_globalConfig={postProcessor(i){const d=i._zod.def;if(d.type==="object")shapes.push(Object.keys(d.shape).join(" "));if(d.type==="pipe")pipes.push(kind(d.in)+">"+kind(d.out))}};const D=Intl.DisplayNames;Intl.DisplayNames=new Proxy(D,{construct(t,a,n){names++;return Reflect.construct(t,a,n)}});const T=globalThis.TextDecoder;globalThis.TextDecoder=new Proxy(T,{construct(t,a,n){decoders.push(String(a[0]??"utf-8"));return Reflect.construct(t,a,n)}});process.on("exit",()=>process.stderr.write("zod objects: "+JSON.stringify(shapes)+"\\nzod pipes: "+JSON.stringify(pipes)+"\\ndisplay names built: "+names+"\\ntext decoders: "+JSON.stringify(decoders)+"\\n"))`,
];

/** What REPORT_BUILT printed: zod objects' members, zod pipes, `Intl.DisplayNames` and `TextDecoder`s. */
function built(stderr: string): {
  objects: string[];
  pipes: string[];
  displayNames: number;
  decoders: string[];
} {
  const objects = /zod objects: (.*)/.exec(stderr)?.[1];
  const pipes = /zod pipes: (.*)/.exec(stderr)?.[1];
  const names = /display names built: (\d+)/.exec(stderr)?.[1];
  const decoders = /text decoders: (.*)/.exec(stderr)?.[1];
  expect(objects, stderr).toBeDefined();
  return {
    objects: JSON.parse(objects as string) as string[],
    pipes: JSON.parse(pipes as string) as string[],
    displayNames: Number(names),
    decoders: JSON.parse(decoders as string) as string[],
  };
}

/** The members of the zod objects that read `crowdin.yml`: its root and one `files` entry. */
const CROWDIN_SHAPES = ['base_path files', 'source translation languages_mapping'];

describe('what a plain run of the bundled actions never loads', () => {
  it('pushes and pulls without reading the undici or @actions/core chunk', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-1', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    const push = await runAction('push', inputs, {
      workspace: await makeRepo(files),
      nodeArgs: refusing([
        await chunkWith('push', UNDICI),
        await chunkWith('push', ACTIONS_CORE),
        await chunkWith('push', ZOD),
      ]),
    });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.outputs.files).toBe('2');
    const ws = await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) });
    const pull = await runAction(
      'pull',
      { ...inputs, status: 'all' },
      {
        workspace: ws,
        nodeArgs: refusing([
          await chunkWith('pull', UNDICI),
          await chunkWith('pull', ACTIONS_CORE),
          await chunkWith('pull', ZOD),
        ]),
      },
    );
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(pull.outputs.changed).toBe('true');
    expect(JSON.parse((await readOptional(ws, 'locales/de.json')) ?? '{}')).toEqual({ a: 'A-de' });
  });

  it("pushes and pulls without loading Node's built-in fetch or zlib", async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-4', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    const push = await runAction('push', inputs, {
      workspace: await makeRepo(files),
      nodeArgs: REPORT_NODE_FETCH,
    });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.stderr).toContain('node fetch loaded: false');
    // A body this small is sent plain and the server's answers come plain: nothing here needs zlib.
    expect(push.stderr).toContain('zlib loaded: false');
    const ws = await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) });
    const pull = await runAction(
      'pull',
      { ...inputs, status: 'all' },
      { workspace: ws, nodeArgs: REPORT_NODE_FETCH },
    );
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(JSON.parse((await readOptional(ws, 'locales/de.json')) ?? '{}')).toEqual({ a: 'A-de' });
    expect(pull.stderr).toContain('node fetch loaded: false');
    expect(pull.stderr).toContain('zlib loaded: false');
    // The same hook sees the loads when a process does use fetch's classes and zlib.
    const control = await runNode([
      ...REPORT_NODE_FETCH,
      '-e',
      'new Response(""); process.getBuiltinModule("node:zlib")',
    ]);
    expect(control).toContain('node fetch loaded: true');
    expect(control).toContain('zlib loaded: true');
  });

  it('goes through HTTP_PROXY with undici loaded then, and only then', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-2', {
      source: 'en',
      all: ['en', 'de'],
    });
    const proxy = await startForwardProxy();
    try {
      const inputs = {
        'project-key': projectKey,
        'sync-secret': syncSecret,
        'api-url': server.apiUrl,
        'dry-run': 'true',
      };
      const env = { HTTP_PROXY: proxy.url };
      const run = await runAction('pull', inputs, { workspace: await makeRepo({}), env });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(proxy.seen.length).toBeGreaterThan(0);
      expect(proxy.seen.every((url) => url.startsWith(`${server.apiUrl}/`))).toBe(true);
      const refused = await runAction('pull', inputs, {
        workspace: await makeRepo({}),
        env,
        nodeArgs: refusing([await chunkWith('pull', UNDICI)]),
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
    } finally {
      await proxy.close();
    }
  });

  it("pulls into a repository without a source file loading neither the checks, the coverage, a files layout's nor the pull request's code", async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-lazy-checks', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    const push = await runAction('push', inputs, { workspace: await makeRepo(files) });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    const lazy = [
      await chunkWith('pull', /function describeProblems\(/),
      await chunkWith('pull', /function pluralRuleFor\(/),
      await chunkWith('pull', /function enforceCoverage\(/),
      await chunkWith('pull', /function resolveFiles\(/),
      await chunkWith('pull', /function pullRequestStep\(/),
    ];
    const dryRun = { ...inputs, status: 'all', 'dry-run': 'true' };
    const plain = await runAction('pull', dryRun, {
      workspace: await makeRepo({}),
      nodeArgs: refusing(lazy),
    });
    expect(plain.code, plain.stdout + plain.stderr).toBe(0);
    expect(plain.stdout).toContain('would write 1 of 1 file: locales/de.json');
    // With a source file the pull checks the translation against it: the same hook stops it there.
    const checked = await runAction('pull', dryRun, {
      workspace: await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) }),
      nodeArgs: refusing(lazy),
    });
    expect(checked.code).not.toBe(0);
    expect(checked.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
  });

  it("pulls into an empty repository without loading discovery's readers, which a repository with files loads", async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-lazy-discovery', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const push = await runAction('push', inputs, {
      workspace: await makeRepo({
        'locales/en.json': jsonFile({ a: 'A' }),
        'locales/de.json': jsonFile({ a: 'A-de' }),
      }),
    });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    const readers = [await chunkWith('pull', /function discoverLayouts\(/)];
    const dryRun = { ...inputs, 'dry-run': 'true' };
    const empty = await runAction('pull', dryRun, {
      workspace: await makeRepo({}),
      nodeArgs: refusing(readers),
    });
    expect(empty.code, empty.stdout + empty.stderr).toBe(0);
    expect(empty.stdout).toContain('would write 1 of 1 file: locales/de.json');
    // A file the walk finds is read by the readers: the same hook stops that pull at their chunk.
    const found = await runAction('pull', dryRun, {
      workspace: await makeRepo({ 'locales/de.json': jsonFile({ a: 'A-de' }) }),
      nodeArgs: refusing(readers),
    });
    expect(found.code).not.toBe(0);
    expect(found.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
  });

  it('loads zod only for a repository with a .locale/config.json', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-7', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = {
      'project-key': projectKey,
      'sync-secret': syncSecret,
      'api-url': server.apiUrl,
      'dry-run': 'true',
    };
    const config = { '.locale/config.json': jsonFile({ outputDir: 'i18n' }) };
    const run = await runAction('pull', inputs, { workspace: await makeRepo(config) });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const refused = await runAction('pull', inputs, {
      workspace: await makeRepo(config),
      nodeArgs: refusing([await chunkWith('pull', ZOD)]),
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
  });

  it('loads @actions/core only to request an OIDC token', async () => {
    const run = await runAction(
      'pull',
      { 'project-key': 'startup-3', 'api-url': server.apiUrl },
      {
        workspace: await makeRepo({}),
        env: {
          ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1:9/token',
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'x',
        },
        nodeArgs: refusing([await chunkWith('pull', ACTIONS_CORE)]),
      },
    );
    expect(run.code).not.toBe(0);
    expect(run.stdout).toMatch(/could not get an OIDC token .*chunk loaded: \.\/\d+\.index\.js/);
  });
});

describe('what a plain run of the bundled actions never builds', () => {
  it('builds no zod schema (the answers are checked by hand), and no Intl.DisplayNames for two-letter locales', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-5', {
      source: 'en',
      all: ['en', 'de'],
    });
    const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    const push = await runAction('push', inputs, {
      workspace: await makeRepo(files),
      nodeArgs: REPORT_BUILT,
    });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    const pushed = built(push.stderr);
    // No zod schema at all: the answers (checked by hand), the settings (by hand), the config and
    // crowdin.yml (none there); the next test shows the hook sees the ones a run does build.
    expect(pushed.objects).toEqual([]);
    expect(pushed.pipes).toEqual([]);
    expect(pushed.displayNames).toBe(0);
    // Nor a UTF-16 decoder (no UTF-16 file).
    expect(pushed.decoders.filter((label) => /utf-?16/i.test(label))).toEqual([]);

    const ws = await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) });
    const pull = await runAction(
      'pull',
      { ...inputs, status: 'all' },
      { workspace: ws, nodeArgs: REPORT_BUILT },
    );
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(JSON.parse((await readOptional(ws, 'locales/de.json')) ?? '{}')).toEqual({ a: 'A-de' });
    const pulled = built(pull.stderr);
    expect(pulled.objects).toEqual([]);
    expect(pulled.pipes).toEqual([]);
    expect(pulled.displayNames).toBe(0);
    expect(pulled.decoders.filter((label) => /utf-?16/i.test(label))).toEqual([]);
  });

  it('builds those on demand: a .locale/config.json, a crowdin.yml, a UTF-16 file', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'startup-6', {
      source: 'en',
      all: ['en', 'de'],
    });
    // crowdin.yml
    // locales/en.json
    // locales/de.json   UTF-16 LE with its byte order mark
    const ws = await makeRepo({
      'locales/en.json': jsonFile({ a: 'A' }),
      'crowdin.yml':
        'files:\n  - source: /locales/en.json\n    translation: /locales/%two_letters_code%.json\n',
    });
    await writeFile(
      join(ws, 'locales/de.json'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(jsonFile({ a: 'A-de' }), 'utf16le')]),
    );
    const pull = await runAction(
      'pull',
      {
        'project-key': projectKey,
        'sync-secret': syncSecret,
        'api-url': server.apiUrl,
        'dry-run': 'true',
      },
      { workspace: ws, nodeArgs: REPORT_BUILT },
    );
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    const seen = built(pull.stderr);
    expect(seen.objects.filter((members) => CROWDIN_SHAPES.includes(members)).sort()).toEqual(CROWDIN_SHAPES);
    // .locale/config.json
    // locales/en.json
    const configured = await runAction(
      'pull',
      {
        'project-key': projectKey,
        'sync-secret': syncSecret,
        'api-url': server.apiUrl,
        'dry-run': 'true',
      },
      {
        workspace: await makeRepo({
          '.locale/config.json': jsonFile({ sourceLocale: 'en' }),
          'locales/en.json': jsonFile({ a: 'A' }),
        }),
        nodeArgs: REPORT_BUILT,
      },
    );
    expect(configured.code, configured.stdout + configured.stderr).toBe(0);
    expect(built(configured.stderr).objects).toEqual(['$schema outputDir paths sourceLocale files']);
    expect(seen.decoders).toContain('utf-16le');
  });
});

/** Whether any file of `actions/<action>/dist` matches `marker`. */
async function bundleHolds(action: 'push' | 'pull', marker: RegExp): Promise<boolean> {
  const dist = join(REPO_ROOT, 'actions', action, 'dist');
  for (const name of await readdir(dist)) {
    if (name.endsWith('.js') && marker.test(await readFile(join(dist, name), 'utf8'))) return true;
  }
  return false;
}

describe('what each bundle holds', () => {
  // client, formats and sync are `sideEffects: false`: a module no import of the action reaches is
  // left out, so neither bundle compiles the other action's orchestration or the public SDK client.
  it('holds its own action and not the other one, nor the SDK client', async () => {
    const RUN_PUSH = /function \w*runPush\(/;
    const RUN_PULL = /function \w*runPull\(/;
    const SDK_CLIENT = /class SdkClient\b/;
    expect(await bundleHolds('push', RUN_PUSH)).toBe(true);
    expect(await bundleHolds('pull', RUN_PULL)).toBe(true);
    expect(await bundleHolds('pull', RUN_PUSH)).toBe(false);
    expect(await bundleHolds('push', RUN_PULL)).toBe(false);
    expect(await bundleHolds('pull', SDK_CLIENT)).toBe(false);
    expect(await bundleHolds('push', SDK_CLIENT)).toBe(false);
  });
});
