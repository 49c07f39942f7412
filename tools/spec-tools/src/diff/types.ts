// Shapes shared by every part of the spec differ.

export type Severity = 'breaking' | 'non-breaking';
export type Bump = 'major' | 'minor' | 'patch';
export type SpecKind = 'openapi' | 'openrpc' | 'asyncapi' | 'proto';

/** Which way data flows through a schema: a request narrows to break, a response widens or loses guarantees. */
export type Direction = 'request' | 'response' | 'both';

export interface Location {
  /** Repo-relative path, e.g. specs/openapi/forex.yaml. */
  file: string;
  /** 1-based line; 0 when unknown. */
  line: number;
  /** JSON pointer inside the file ('' for the whole document). */
  pointer?: string;
  /** Which revision the location refers to. */
  side: 'head' | 'base';
}

export interface Change {
  /** Stable id from the catalogue (catalogue.ts, README.md), or proto.<BUF_RULE>. */
  id: string;
  severity: Severity;
  /** Smallest version bump this change calls for in the affected package. */
  bump: Bump;
  /** npm name of the generated package it feeds, e.g. @gw/forex. */
  package: string;
  kind: SpecKind;
  message: string;
  location: Location;
  /** Where in the spec the change was reached (operation, method, frame...). */
  context?: string;
  /** For a change reached through `$ref`s: the outermost reference of each use (e.g. each operation's body schema). */
  reachedFrom?: Array<{ file: string; pointer: string }>;
}

export interface PackageSummary {
  bump: Bump;
  breaking: number;
  nonBreaking: number;
  files: string[];
}

export interface DiffReport {
  base: string;
  /** Resolved commit of the base ref. */
  baseCommit: string;
  changes: Change[];
  /** Every package whose specs changed, with the bump the diff requires. */
  packages: Record<string, PackageSummary>;
  /** Spec files whose text differs between base and head. */
  changedFiles: string[];
}
