export { readWorkspace, ownerOf, type WorkspacePackage } from './workspace.js';
export { dependsOn, graphProblems } from './graph.js';
export { reachesIn, scanWorkspace, specifiers, type Reach } from './imports.js';
export { browserBundle, operationValidators, type BrowserBundle } from './bundle.js';
export { isValidatorModule, loadedOnImport } from './loaded-on-import.js';
