// Where the drift register is, in a module that loads nothing: `gw conformance --help` shows it without the register.
import { fileURLToPath } from 'node:url';

/** The register in the repository: `specs/drift/`. */
export const DRIFT_DIR = fileURLToPath(new URL('../../../specs/drift/', import.meta.url));
