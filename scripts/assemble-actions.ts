// Assembles the publishable folder of each action: publish/service-push and publish/service-pull,
// each holding action.yml (main: dist/index.js) and the committed dist/. These folders are what the
// org/service-push and org/service-pull repositories contain. Run after `npm run build`.
//
// Each folder can also be run by GitHub's `@github/local-action` (docs/actions.md, "Try the actions
// locally"), which loads an action its own way: it reads `action.yml` from the folder, walks up from
// the entry it is given to the first package.json (npm, and ESM when it says "type": "module"),
// replaces `@actions/core` where `npm ls` finds it in the folder (node_modules/@actions/core/lib/
// core.js) with its stub, imports the entry and calls its exported `run()`, and then lists what the
// stub recorded as outputs. The runner's bundle fits none of that: it runs itself on import and holds
// its own copy of `@actions/core`, so local-action saw no outputs. So each folder gets a second entry,
// local-action/main.js (one ES module exporting `run`, with `@actions/core` left as an import), and a
// package.json that declares the module type and `@actions/core` for `npm install`.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { parseDocument } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each published action: its metadata at the root, its sources and bundle, its published name. */
export const PUBLISHED = [
  { metadata: 'action-push.yml', source: 'actions/push', dist: 'actions/push/dist', name: 'service-push' },
  { metadata: 'action-pull.yml', source: 'actions/pull', dist: 'actions/pull/dist', name: 'service-pull' },
] as const;

/** The entry `@github/local-action` runs, relative to an assembled folder. */
export const LOCAL_ACTION_ENTRY = 'local-action/main.js';

/** The module local-action replaces with its stub: left out of the entry, installed beside it. */
const STUBBED = '@actions/core';

/**
 * The actions speak the runner protocol through actions/shared/src/runner-protocol.ts, not
 * @actions/core (which would load undici on every start); in the local-action entry its twin over
 * @actions/core takes its place, so local-action's stub sees every input, output and log line.
 */
const PROTOCOL = path.join(root, 'actions', 'shared', 'src', 'runner-protocol.ts');
const PROTOCOL_OVER_CORE = path.join(root, 'actions', 'shared', 'src', 'runner-protocol-core.ts');

/** Builds publish/<name>/ for every action; resolves with the folders written. */
export async function assemble(outDir: string = path.join(root, 'publish')): Promise<string[]> {
  const written: string[] = [];
  for (const action of PUBLISHED) {
    const dist = path.join(root, action.dist);
    if (!existsSync(path.join(dist, 'index.js'))) {
      throw new Error(`${action.dist}/index.js is missing: run \`npm run build\` first`);
    }
    const doc = parseDocument(readFileSync(path.join(root, action.metadata), 'utf8'));
    // In its own repository the bundle sits next to action.yml.
    doc.setIn(['runs', 'main'], 'dist/index.js');
    const target = path.join(outDir, action.name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'action.yml'), doc.toString());
    cpSync(dist, path.join(target, 'dist'), { recursive: true });
    await writeLocalActionEntry(path.join(root, action.source), target, action.name);
    written.push(target);
  }
  return written;
}

/**
 * Writes `<target>/local-action/main.js` (the action's `run`, from src/main.ts, as one ES module that
 * imports `@actions/core`) and `<target>/package.json` (module type, `@actions/core` at the version
 * the action is built with).
 */
async function writeLocalActionEntry(source: string, target: string, name: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const coreVersion = manifest.dependencies[STUBBED];
  if (coreVersion === undefined) throw new Error(`${source}/package.json does not depend on ${STUBBED}`);
  const bundle = await rolldown({
    input: path.join(source, 'src', 'main.ts'),
    platform: 'node',
    external: [STUBBED],
    plugins: [
      {
        name: 'runner-protocol-over-core',
        async resolveId(source, importer, options) {
          if (importer === PROTOCOL_OVER_CORE) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved?.id === PROTOCOL ? PROTOCOL_OVER_CORE : resolved;
        },
      },
    ],
    // The workspace packages' sources, as for the action bundles.
    resolve: {
      conditionNames: ['@locale-sync/source', 'node', 'import', 'default'],
      mainFields: ['module', 'main'],
    },
    onLog(level, log, defaultHandler) {
      // Anything else left unresolved would be an import the folder cannot satisfy: fail instead.
      if (log.code === 'UNRESOLVED_IMPORT') throw new Error(`${name} local-action entry: ${log.message}`);
      defaultHandler(level, log);
    },
  });
  try {
    await bundle.write({ file: path.join(target, LOCAL_ACTION_ENTRY), format: 'esm', codeSplitting: false });
  } finally {
    await bundle.close();
  }
  const pkg = {
    name,
    private: true,
    type: 'module',
    description: `${name} for @github/local-action: npm install, then npx @github/local-action . ${LOCAL_ACTION_ENTRY} .env`,
    dependencies: { [STUBBED]: coreVersion },
  };
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  for (const folder of await assemble(outDir)) console.log(`assembled ${path.relative(root, folder)}`);
}
