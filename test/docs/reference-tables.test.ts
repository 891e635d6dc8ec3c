// The reference tables of the docs, held against what the code reads. A self-hoster sets the
// variables docs/self-hosting.md lists, a workflow author the inputs docs/actions.md lists, a CLI
// user the flags docs/cli.md lists: each table must name exactly what exists, with its default.
import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  batchExtractResponseSchema,
  branchCloseRequestSchema,
  branchCloseResponseSchema,
  branchNameSchema,
  branchStateSchema,
  DEFAULT_API_URL,
  ERROR_STATUS,
  errorBodySchema,
  instantRequestSchema,
  instantResponseSchema,
  MAX_INSTANT_TEXTS,
  MAX_LOCALE_CODE_LENGTH,
  MAX_PHRASES_PER_BATCH,
  MAX_PROJECT_KEY_LENGTH,
  NONCE_RETENTION_SECONDS,
  phraseBatchSchema,
  projectSettingsSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  pushStateRequestSchema,
  pushStateResponseSchema,
  SIGNATURE_WINDOW_SECONDS,
  translationsResponseSchema,
} from '@locale-sync/protocol';
import { buildSigningPayload } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { createApp } from '../../packages/server/src/app.ts';
import { dbPath } from '../../packages/server/src/cli/shared.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { translatorFromEnv } from '../../packages/server/src/mt/index.ts';
import { loggerOptions } from '../../packages/server/src/server.ts';
import { feedSettingsFromEnv } from '../../packages/server/src/shared/postgres-feed.ts';
import { redisSettingsFromEnv } from '../../packages/server/src/shared/redis.ts';
import { storageConfigFromEnv } from '../../packages/server/src/storage/open.ts';
import { createPool, type PostgresOptions } from '../../packages/server/src/storage/postgres/database.ts';
import { openSqliteStorage } from '../../packages/server/src/storage/sqlite.ts';
import { ENV, helpText } from '../../packages/sync/src/cli/args.ts';
import { REPO_ROOT } from '../support/paths.ts';

async function doc(file: string): Promise<string> {
  return readFile(join(REPO_ROOT, file), 'utf8');
}

/** The text from `heading` (a whole line) to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  let fenced = false;
  const end = lines.findIndex((line, i) => {
    if (line.startsWith('```')) fenced = !fenced;
    return i > start && !fenced && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= level;
  });
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The body rows of the first table in `text`, as trimmed cells (a `\|` stays inside its cell). */
function firstTable(text: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

/** Every `code` span of a cell. */
function codes(cell: string): string[] {
  return [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1] as string);
}

describe('docs/self-hosting.md, "Flags and environment"', () => {
  interface Documented {
    name: string;
    /** The documented default as the variable would be written, when the table gives one. */
    default: string | undefined;
  }

  async function documented(): Promise<Documented[]> {
    const rows = firstTable(section(await doc('docs/self-hosting.md'), '### Flags and environment'));
    return rows.flatMap(([, envCell = '', defaultCell = '']) => {
      const names = codes(envCell);
      // `600`, `60` for two variables; `8787`; off. "SQLite (`--db`)" or "— (…)" give no value.
      const values = defaultCell.startsWith('`')
        ? codes(defaultCell.replace(/\([^)]*\)/g, ''))
        : defaultCell === 'off'
          ? ['off']
          : [];
      return names.map((name, i) => ({
        name,
        default: values.length === names.length ? values[i] : undefined,
      }));
    });
  }

  // The two variables the serve command reads before anything else (cli/serve.ts); the others are
  // read by the functions below.
  const READ_BY_SERVE = ['PORT', 'HOST'];

  /** The pool settings PostgreSQL storage would use (the pool connects lazily: nothing is opened). */
  function poolSettings(options: PostgresOptions) {
    const pool = createPool('postgres://127.0.0.1:5432/test', options);
    const { max, connectionTimeoutMillis, statement_timeout, lock_timeout } = pool.options;
    void pool.end();
    return { max, connectionTimeoutMillis, statement_timeout, lock_timeout };
  }

  /** What the server makes of an environment, through every function that reads one. */
  function settings(env: NodeJS.ProcessEnv) {
    const { postgres, ...storage } = storageConfigFromEnv(env, { sqlitePath: 'data/x.db' });
    return {
      config: loadConfig(env),
      // The Redis settings are read only with REDIS_URL.
      redis: redisSettingsFromEnv(
        env.REDIS_URL === undefined ? { ...env, REDIS_URL: 'redis://127.0.0.1:6379' } : env,
      ),
      feed: feedSettingsFromEnv(env),
      storage,
      postgres: poolSettings(postgres ?? {}),
      logLevel: loggerOptions(env).level,
      dbPath: dbPath(undefined, env),
      translator: translatorFromEnv(env)?.name ?? 'none',
    };
  }

  it('lists exactly the variables the server reads', async () => {
    const read = new Set<string>(READ_BY_SERVE);
    const recording = (env: NodeJS.ProcessEnv) =>
      new Proxy(env, {
        get(target, name) {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      });
    settings(recording({}));
    settings(recording({ REDIS_URL: 'redis://127.0.0.1:6379' }));
    translatorFromEnv(
      recording({ MT_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: 'http://127.0.0.1:5000' }),
    );
    const names = (await documented()).map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...read].sort());
  });

  it('gives each variable its real default: setting the documented value changes nothing', async () => {
    const unset = settings({});
    const checked = (await documented()).filter(
      (entry) => entry.default !== undefined && !READ_BY_SERVE.includes(entry.name),
    );
    expect(checked.length).toBeGreaterThan(30);
    for (const { name, default: value } of checked) {
      expect({ name, settings: settings({ [name]: value }) }).toEqual({ name, settings: unset });
    }
  });

  it('gives each variable an effect: another value changes what the server uses', async () => {
    const unset = settings({});
    const other: Record<string, string> = {
      LOG_LEVEL: 'debug',
      DATABASE_PATH: '/srv/locale-sync.db',
      DATABASE_URL: 'postgres://db.internal:5432/locale_sync',
      TRUST_PROXY: '1',
      SDK_CACHE_CONTROL: 'no-store',
      RATE_LIMIT_DISABLED: '1',
      REDIS_URL: 'redis://redis.internal:6379',
      REDIS_KEY_PREFIX: 'staging:',
      CACHE_FEED: 'off',
      PUBLIC_ORIGIN: 'https://sync.example.com',
      OIDC_ISSUERS: 'https://ghe.example.com/_services/token',
      MT_PROVIDER: 'none',
    };
    // LIBRETRANSLATE_URL and LIBRETRANSLATE_API_KEY act only with MT_PROVIDER=libretranslate
    // (packages/server/test/mt.test.ts sends them); PORT and HOST are the serve command's.
    const skipped = ['LIBRETRANSLATE_URL', 'LIBRETRANSLATE_API_KEY', ...READ_BY_SERVE];
    for (const { name, default: value } of await documented()) {
      if (skipped.includes(name)) continue;
      const changed = other[name] ?? String(Number(value) + 1);
      expect({ name, same: settings({ [name]: changed }) }).not.toEqual({ name, same: unset });
    }
  });
});

describe('docs/actions.md, the input and output tables', () => {
  interface ActionMetadata {
    inputs: Record<string, { required?: boolean; default?: string }>;
    outputs: Record<string, unknown>;
  }
  const cases = [
    { heading: '## service-push', file: 'action-push.yml' },
    { heading: '## service-pull', file: 'action-pull.yml' },
  ];

  it.each(cases)(
    '$heading lists every input of $file with its default and required flag',
    async ({ heading, file }) => {
      const meta = parse(await doc(file)) as ActionMetadata;
      const rows = firstTable(section(section(await doc('docs/actions.md'), heading), '### Inputs'));
      const fromDoc = rows.map(([name = '', required = '', defaultCell = '']) => ({
        name: codes(name)[0],
        required: required === 'yes',
        // A default written as code is the value; "(the repository's)" and the like describe an empty one.
        default: defaultCell.startsWith('`') ? codes(defaultCell)[0] : '',
      }));
      const fromYml = Object.entries(meta.inputs).map(([name, input]) => ({
        name,
        required: input.required === true,
        default: input.default === undefined ? '' : String(input.default),
      }));
      const byName = (a: { name?: string }, b: { name?: string }) =>
        (a.name ?? '') < (b.name ?? '') ? -1 : 1;
      expect(fromDoc.sort(byName)).toEqual(fromYml.sort(byName));
    },
  );

  it('every YAML block of README.md and docs/*.md parses, and its steps of the actions use only their inputs and outputs', async () => {
    const metadata = {
      push: parse(await doc('action-push.yml')) as ActionMetadata,
      pull: parse(await doc('action-pull.yml')) as ActionMetadata,
    };
    const files = ['README.md', ...(await readdir(join(REPO_ROOT, 'docs'))).map((name) => `docs/${name}`)];
    const problems: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.md'))) {
      const markdown = await doc(file);
      for (const match of markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)) {
        const where = `${file}:${markdown.slice(0, match.index).split('\n').length}`;
        let value: unknown;
        try {
          // A workflow copied from the docs must load: GitHub refuses one that is not YAML.
          value = parse(match[1] as string);
        } catch (error) {
          problems.push(`${where}: ${String(error).split('\n')[0]}`);
          continue;
        }
        const visit = (node: unknown): void => {
          if (node === null || typeof node !== 'object') return;
          const step = node as { uses?: unknown; with?: Record<string, unknown> };
          const kind =
            typeof step.uses === 'string' ? /service-(push|pull)@/.exec(step.uses)?.[1] : undefined;
          if (kind === 'push' || kind === 'pull') {
            for (const input of Object.keys(step.with ?? {})) {
              if (!(input in metadata[kind].inputs))
                problems.push(`${where}: service-${kind} has no input ${input}`);
            }
          }
          for (const child of Object.values(node)) visit(child);
        };
        visit(value);
      }
      for (const [, name = ''] of markdown.matchAll(/steps\.[\w-]+\.outputs\.([\w-]+)/g)) {
        if (!(name in metadata.push.outputs) && !(name in metadata.pull.outputs))
          problems.push(`${file}: no action has the output ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(cases)('$heading lists every output of $file', async ({ heading, file }) => {
    const meta = parse(await doc(file)) as ActionMetadata;
    const rows = firstTable(section(section(await doc('docs/actions.md'), heading), '### Outputs'));
    expect(rows.map(([name = '']) => codes(name)[0]).sort()).toEqual(Object.keys(meta.outputs).sort());
  });
});

describe('docs/cli.md, the option tables', () => {
  /** The long flags `locale-sync <command> --help` lists, without --help itself. */
  function flagsOf(command: 'push' | 'pull' | 'init'): string[] {
    return [...helpText(command).matchAll(/^ {2}(?:-\w, )?--([a-z-]+)/gm)]
      .map((m) => m[1] as string)
      .filter((flag) => flag !== 'help')
      .sort();
  }

  it('"Options" lists every flag of push and pull, each for the commands that take it', async () => {
    const rows = firstTable(section(await doc('docs/cli.md'), '## Options'));
    const documented = { push: [] as string[], pull: [] as string[] };
    for (const [flagCell = ''] of rows) {
      const flag = /^`--([a-z-]+)/.exec(flagCell)?.[1];
      expect(flag, flagCell).toBeDefined();
      const only = /\((push|pull)\)$/.exec(flagCell)?.[1] as 'push' | 'pull' | undefined;
      for (const command of ['push', 'pull'] as const) {
        if (only === undefined || only === command) documented[command].push(flag as string);
      }
    }
    expect(documented.push.sort()).toEqual(flagsOf('push'));
    expect(documented.pull.sort()).toEqual(flagsOf('pull'));
    // The environment column names exactly the variables the CLI reads, and --api-url's default is real.
    expect(rows.flatMap(([, envCell = '']) => codes(envCell)).sort()).toEqual(Object.values(ENV).sort());
    const apiUrl = rows.find(([flagCell = '']) => flagCell.startsWith('`--api-url'));
    expect(codes(apiUrl?.[2] ?? '')).toEqual([DEFAULT_API_URL]);
  });

  it('the init table lists every flag of init', async () => {
    const init = section(await doc('docs/cli.md'), '## Describing a repository: `init`');
    const rows = firstTable(init);
    expect(rows.map(([flagCell = '']) => /^`--([a-z-]+)/.exec(flagCell)?.[1]).sort()).toEqual(
      flagsOf('init'),
    );
  });
});

describe('docs/protocol.md, the signing test vectors', () => {
  it('each documented signature is the HMAC of its payload, built as the library builds it', async () => {
    const signing = section(await doc('docs/protocol.md'), '## Signing sync requests');
    const rows = firstTable(signing.slice(signing.indexOf('Test vectors')));
    expect(rows).toHaveLength(3);
    for (const [secretCell = '', payloadCell = '', signatureCell = ''] of rows) {
      const secret = codes(secretCell)[0] as string;
      const branch = codes(secretCell)[1]?.replace(/^x-sync-branch: /, '');
      const payload = (codes(payloadCell)[0] as string).replaceAll('\\n', '\n');
      const [method = '', path = '', projectKey = '', timestamp = '', nonce = ''] = payload.split('\n');
      expect(buildSigningPayload({ method, path, projectKey, timestamp, nonce, branch })).toBe(payload);
      // Computed apart from the library, as a client without our code would.
      expect(createHmac('sha256', secret).update(payload, 'utf8').digest('hex')).toBe(
        codes(signatureCell)[0],
      );
    }
  });
});

describe('docs/protocol.md, the error codes and limits', () => {
  /** [code, status] of each row of a table whose columns are Status, `code`, When. */
  function statusRows(text: string): Array<[string, number]> {
    return firstTable(text).map(([status = '', code = '']) => [codes(code)[0] as string, Number(status)]);
  }

  it('"Errors" lists every code a server answers, each with its status, and no other', async () => {
    const errors = section(await doc('docs/protocol.md'), '## Errors');
    const documented = new Map(statusRows(errors));
    expect(Object.fromEntries([...documented].sort())).toEqual(
      Object.fromEntries(Object.entries(ERROR_STATUS).sort()),
    );
  });

  it("the SDK API's error table uses those codes with the same statuses", async () => {
    const sdk = section(section(await doc('docs/protocol.md'), '## Public SDK API'), '### Errors');
    for (const [code, status] of statusRows(sdk)) {
      expect({ code, status }).toEqual({ code, status: (ERROR_STATUS as Record<string, number>)[code] });
    }
  });

  it('"Limits" gives the protocol\'s constants', async () => {
    const rows = firstTable(section(await doc('docs/protocol.md'), '## Limits'));
    const value = (limit: string) => rows.find(([name = '']) => name.startsWith(limit))?.[1] ?? '';
    expect(value('Phrases per `batch-extract`')).toContain(
      `${MAX_PHRASES_PER_BATCH} (\`MAX_PHRASES_PER_BATCH\`)`,
    );
    expect(value('Texts per `translate/instant`')).toContain(`${MAX_INSTANT_TEXTS} (\`MAX_INSTANT_TEXTS\`)`);
    expect(value('Clock skew')).toContain(`${SIGNATURE_WINDOW_SECONDS} s`);
    expect(value('Nonce memory')).toContain(`${NONCE_RETENTION_SECONDS} s`);
    expect(value('Project key')).toContain(`{1,${MAX_PROJECT_KEY_LENGTH}}`);
    expect(value('Locale code')).toContain(`at most ${MAX_LOCALE_CODE_LENGTH} characters`);
  });
});

describe('docs/protocol.md, the JSON examples', () => {
  const branchPushPart = z.object({ branch: branchNameSchema, branchState: branchStateSchema });
  // Each example in order, with the schema of the body it shows. zod drops members a schema does not
  // define, so an example whose parse differs from itself has a misspelt or invented field.
  const EXAMPLES: Array<[string, (value: unknown) => unknown]> = [
    ['push request', (v) => pushRequestSchema.parse(v)],
    ['push answer', (v) => pushResponseSchema.parse(v)],
    ['push/state request', (v) => pushStateRequestSchema.parse(v)],
    ['push/state answer', (v) => pushStateResponseSchema.parse(v)],
    ['pull answer', (v) => pullResponseSchema.parse(v)],
    ['what a branch push adds', (v) => branchPushPart.parse(v)],
    ['branch close request', (v) => branchCloseRequestSchema.parse(v)],
    ['branch close answer', (v) => branchCloseResponseSchema.parse(v)],
    ['error body', (v) => errorBodySchema.parse(v)],
    ['SDK project settings', (v) => projectSettingsSchema.parse(v)],
    ['SDK translations', (v) => translationsResponseSchema.parse(v)],
    ['batch-extract request', (v) => phraseBatchSchema.parse(v)],
    ['batch-extract answer', (v) => batchExtractResponseSchema.parse(v)],
    ['instant request', (v) => instantRequestSchema.parse(v)],
    ['instant answer', (v) => instantResponseSchema.parse(v)],
  ];

  it('each example is a valid body, with no member its schema lacks', async () => {
    const markdown = await doc('docs/protocol.md');
    const blocks = [...markdown.matchAll(/^[ \t]*```json\n([\s\S]*?)\n[ \t]*```$/gm)].map(
      (m) => JSON.parse(m[1] as string) as unknown,
    );
    expect(blocks.map((_, i) => EXAMPLES[i]?.[0])).toEqual(EXAMPLES.map(([name]) => name));
    blocks.forEach((value, i) => {
      const [name, parse] = EXAMPLES[i] as (typeof EXAMPLES)[number];
      expect({ name, value: parse(value) }).toEqual({ name, value });
    });
  });
});

describe('README.md, the quick start', () => {
  it('names the Node that npm ci installs and the npm and Node that install it', async () => {
    const readme = (await doc('README.md')).replace(/\s*\n\s*/g, ' ');
    const pkg = JSON.parse(await doc('package.json')) as {
      devDependencies: Record<string, string>;
      devEngines: { runtime: { version: string }; packageManager: { version: string } };
    };
    const node = pkg.devDependencies.node as string;
    expect(readme).toContain(`which \`npm ci\` installs from devDependencies (\`node\` ${node})`);
    expect(readme).toContain(
      `every command after that runs on Node ${node.split('.').slice(0, 2).join('.')}`,
    );
    expect(pkg.devEngines.packageManager.version).toBe('>=11.0.0');
    expect(pkg.devEngines.runtime.version).toBe('>=20.17.0');
    expect(readme).toContain('You need npm 11 (on Node.js 20.17 or newer) to install');
  });
});

describe('docs/self-hosting.md, "Endpoints"', () => {
  it('lists exactly the routes the server has: every API route of its OpenAPI document, and the three others', async () => {
    const rows = firstTable(section(await doc('docs/self-hosting.md'), '### Endpoints'));
    const documented = rows.map(([method = '', path = '']) => `${method} ${codes(path)[0]}`).sort();
    const storage = openSqliteStorage(':memory:');
    const app = await createApp({ storage, translator: null });
    try {
      const openapi = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const api = Object.entries(openapi.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
      const others = documented.filter((row) => !api.includes(row));
      expect(others).toEqual(['GET /api/v1/openapi.json', 'GET /healthz', 'GET /readyz']);
      for (const row of others) {
        const [method = '', url = ''] = row.split(' ');
        expect(app.hasRoute({ method: method as 'GET', url }), row).toBe(true);
      }
      expect(documented.filter((row) => !others.includes(row))).toEqual(api.sort());
      // protocol.md's Addresses table lists the same API routes, under the two base addresses.
      const addresses = firstTable(
        section(await doc('docs/protocol.md'), '## Addresses')
          .split('\n\n')
          .slice(2)
          .join('\n\n'),
      );
      const fromProtocol = addresses.map(([method = '', url = '']) => {
        const address = (codes(url)[0] as string)
          .replace(/^\{(api-url|sdk_base_url)\}/, '/api/v1')
          .split('?')[0];
        return `${method} ${address}`;
      });
      expect(fromProtocol.sort()).toEqual(api.sort());
    } finally {
      await app.close();
      await storage.close();
    }
  });
});
