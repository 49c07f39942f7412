// Which test files run built code (dist/, the `gw` command, packed packages) and so must wait for the build when
// `npm test` starts the tests beside it (scripts/beside-compile.mjs). The others import the packages' sources only
// (`@gw/source`) and run while the build does: a clone with no dist/ at all passed every one of them (2026-11-25).
// A test there that needs built code belongs in a folder that is not listed.

/** Folders (from the repository root) whose test files use sources only. */
export const SOURCE_ONLY = ['packages/', 'conformance/', 'tools/codegen/', 'tools/layout/', 'tools/spec-tools/'];

/** Whether the test file at `path` (from the repository root) runs built code. */
export const runsBuiltCode = (path) => !SOURCE_ONLY.some((dir) => path.startsWith(dir));

/** `files` with those using sources only first, each group in its given order. */
export function builtCodeLast(files, pathOf) {
  const built = files.filter((f) => runsBuiltCode(pathOf(f)));
  return [...files.filter((f) => !runsBuiltCode(pathOf(f))), ...built];
}
