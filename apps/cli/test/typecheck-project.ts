// Typechecks a project in-process in one TypeScript program, as `tsc -p` reports it: release.test.ts's consumer.
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** The consumer's Node typings: a pinned third-party version, not part of what is released. */
const NODE_TYPES = /\/node_modules\/(?:@types\/node|undici-types)\//;

/**
 * The errors `tsc -p <tsconfig>` prints, as its text ('' when clean), except inside TypeScript's own lib
 * (`skipDefaultLibCheck`) and @types/node; every other declaration, ours and our dependencies', is checked as the
 * consumer's options see it. Writes only the outputs of `emit` (the files that run).
 */
export function typecheckProject(tsconfig: string, emit: readonly string[]): string {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${tsconfig}: not read`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, configFileParsingDiagnostics: parsed.errors });
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of program.getSourceFiles()) {
    diagnostics.push(...program.getSyntacticDiagnostics(file));
    if (!program.isSourceFileDefaultLibrary(file) && !NODE_TYPES.test(file.fileName)) diagnostics.push(...program.getSemanticDiagnostics(file));
  }
  for (const name of emit) {
    const file = program.getSourceFile(resolve(dirname(tsconfig), name));
    if (!file) throw new Error(`${name} is not in ${tsconfig}'s program`);
    diagnostics.push(...program.emit(file).diagnostics);
  }
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dirname(tsconfig), getNewLine: () => '\n' });
}
