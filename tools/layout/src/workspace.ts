import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface WorkspacePackage {
  name: string;
  /** Folder relative to the repository root, `/`-separated (e.g. `packages/contract`). */
  dir: string;
  /** Every workspace-internal or external dependency name, of any kind (dependencies, dev, peer, optional). */
  deps: string[];
}

const DEP_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The folders pnpm-workspace.yaml lists (`dir` or `dir/*`). */
function workspaceDirs(root: string): string[] {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^packages:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const patterns = [...block.matchAll(/^\s*-\s*["']?([^"'\s]+)["']?\s*$/gm)].map((m) => m[1]!);
  return patterns.flatMap((p) => {
    if (!p.endsWith('/*')) return [p];
    const parent = p.slice(0, -2);
    return readdirSync(join(root, parent))
      .map((n) => `${parent}/${n}`)
      .filter((d) => statSync(join(root, d)).isDirectory());
  });
}

/** Every workspace package, with its declared dependencies. */
export function readWorkspace(root: string): WorkspacePackage[] {
  return workspaceDirs(root)
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      const deps = DEP_FIELDS.flatMap((f) => Object.keys((pkg[f] as Record<string, string> | undefined) ?? {}));
      return { name: String(pkg.name), dir: relative(root, join(root, dir)).split(sep).join('/'), deps: [...new Set(deps)] };
    });
}

/** The package a repository path belongs to: the deepest package folder holding it (none for root files). */
export function ownerOf(packages: WorkspacePackage[], path: string): WorkspacePackage | undefined {
  return packages.filter((p) => path === p.dir || path.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
}
