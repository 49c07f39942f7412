import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphProblems, readWorkspace, type WorkspacePackage } from '../src/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the package graph (package.json dependencies of every kind)', () => {
  const packages = readWorkspace(ROOT);

  it('conformance and the local gateway do not depend on each other; nothing depends on an app', () => {
    expect(graphProblems(packages)).toEqual([]);
    expect(packages.map((p) => p.name)).toEqual(expect.arrayContaining(['@gw/contract', '@gw/conformance', '@gw/gateway-mock', '@gw/fixtures', '@gw/cli']));
  });

  it('both stand on @gw/contract', () => {
    const deps = (n: string) => packages.find((p) => p.name === n)!.deps;
    expect(deps('@gw/conformance')).toContain('@gw/contract');
    expect(deps('@gw/gateway-mock')).toContain('@gw/contract');
  });

  it('fails on a graph that breaks a rule, directly or through another package', () => {
    const pkg = (name: string, dir: string, deps: string[] = []): WorkspacePackage => ({ name, dir, deps });
    const bad = [
      pkg('@gw/conformance', 'conformance', ['@gw/helper']),
      pkg('@gw/helper', 'packages/helper', ['@gw/gateway-mock']),
      pkg('@gw/gateway-mock', 'packages/gateway-mock', ['@gw/cli']),
      pkg('@gw/cli', 'apps/cli'),
    ];
    expect(graphProblems(bad)).toEqual(['@gw/gateway-mock depends on the app @gw/cli', '@gw/conformance depends on @gw/gateway-mock']);
  });
});
