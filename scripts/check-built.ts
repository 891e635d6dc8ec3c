// The prepack step of every publishable package: refuses to pack a package whose dist/ is missing,
// which would publish a package that installs but cannot be imported. `npm run pack` at the
// repository root builds first (scripts/pack-packages.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file a manifest's exports and bin point at that is missing in `dir`: every condition's target
 * (the browser bundle too), except the workspace's source condition and the declarations' fallbacks.
 */
export function missingTargets(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
    bin?: Record<string, string>;
  };
  const targets: string[] = Object.values(manifest.bin ?? {});
  for (const target of Object.values(manifest.exports ?? {})) {
    if (typeof target === 'string') targets.push(target);
    else if (target !== null && typeof target === 'object') {
      for (const [condition, file] of Object.entries(target)) {
        if (condition === '@locale-sync/source') continue;
        // "types" lists dist/*.d.ts first and the source as a fallback for the workspace.
        if (condition === 'types' && Array.isArray(file)) targets.push(String(file[0]));
        else if (typeof file === 'string') targets.push(file);
      }
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
