// The prepack step of every publishable package: refuses to pack a package whose dist/ is missing,
// which would publish a package that installs but cannot be imported. `npm run pack` at the
// repository root builds first (scripts/pack-packages.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file a manifest's exports ("default" targets) and bin point at that is missing in `dir`. */
export function missingTargets(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
    bin?: Record<string, string>;
  };
  const targets: string[] = Object.values(manifest.bin ?? {});
  for (const target of Object.values(manifest.exports ?? {})) {
    if (typeof target === 'string') targets.push(target);
    else if (target !== null && typeof target === 'object' && 'default' in target) {
      const fallback = (target as { default: unknown }).default;
      if (typeof fallback === 'string') targets.push(fallback);
    }
  }
  return targets.filter((target) => !existsSync(path.join(dir, target)));
}

const missing = missingTargets(process.cwd());
if (missing.length > 0) {
  console.error(
    `Cannot pack ${path.basename(process.cwd())}: ${missing.join(', ')} not built. Run \`npm run pack\` at the repository root (it builds dist/ and packs every package).`,
  );
  process.exitCode = 1;
}
