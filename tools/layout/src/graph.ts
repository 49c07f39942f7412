import type { WorkspacePackage } from './workspace.js';

/** Every workspace package `name` depends on, directly or through others. */
export function dependsOn(packages: WorkspacePackage[], name: string): Set<string> {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const seen = new Set<string>();
  const visit = (n: string) => {
    for (const d of byName.get(n)?.deps ?? []) {
      if (!byName.has(d) || seen.has(d)) continue;
      seen.add(d);
      visit(d);
    }
  };
  visit(name);
  return seen;
}

/**
 * The package graph's rules, as a list of violations (empty = sound): nothing depends on an app (`apps/*`),
 * and the conformance suite and the local gateway do not depend on each other, directly or not.
 */
export function graphProblems(packages: WorkspacePackage[], apart: [string, string] = ['@gw/conformance', '@gw/gateway-mock']): string[] {
  const out: string[] = [];
  const apps = new Set(packages.filter((p) => p.dir.startsWith('apps/')).map((p) => p.name));
  for (const p of packages) for (const d of p.deps) if (apps.has(d)) out.push(`${p.name} depends on the app ${d}`);
  const [a, b] = apart;
  if (dependsOn(packages, a).has(b)) out.push(`${a} depends on ${b}`);
  if (dependsOn(packages, b).has(a)) out.push(`${b} depends on ${a}`);
  return out;
}
