// The fixed catalogue of change ids. README.md documents the same table; keep them in step.
import type { Bump, Direction, Severity } from './types.js';

type Sides = { request: Severity; response: Severity };

export interface CatalogueEntry {
  /** Fixed severity, or one per schema direction. */
  severity: Severity | Sides;
  /** A non-breaking addition asks for a minor bump; other non-breaking edits ask for a patch. */
  addition: boolean;
  summary: string;
}

const B: Severity = 'breaking';
const N: Severity = 'non-breaking';
const narrows: Sides = { request: B, response: N };
const widens: Sides = { request: N, response: B };

export const CATALOGUE = {
  // Whole documents.
  'spec.added': { severity: N, addition: true, summary: 'A spec document was added.' },
  'spec.removed': { severity: B, addition: false, summary: 'A spec document was removed.' },
  'spec.invalid': { severity: B, addition: false, summary: 'The head document cannot be parsed, so it cannot be checked.' },
  'spec.edited': {
    severity: N,
    addition: false,
    summary: 'The document (or a shared schema it uses) changed in ways the catalogue does not classify (descriptions, examples...).',
  },
  // Root parts shared by OpenAPI, OpenRPC and AsyncAPI.
  'server.removed': { severity: B, addition: false, summary: 'A server (network) was removed.' },
  'server.added': { severity: N, addition: true, summary: 'A server was added.' },
  'auth.mode.removed': { severity: B, addition: false, summary: 'An `x-gw-surface.auth` mode was removed.' },
  'auth.mode.added': { severity: N, addition: true, summary: 'An `x-gw-surface.auth` mode was added.' },
  'surface.mount.changed': { severity: B, addition: false, summary: 'An `x-gw-surface.mounts` entry was removed or changed.' },
  'surface.mount.added': { severity: N, addition: true, summary: 'An `x-gw-surface.mounts` entry was added.' },
  // OpenAPI.
  'openapi.operation.removed': { severity: B, addition: false, summary: 'An operation (method + path) was removed.' },
  'openapi.operation.added': { severity: N, addition: true, summary: 'An operation was added.' },
  'openapi.operation.id-changed': { severity: B, addition: false, summary: 'An operationId (the wire name) changed.' },
  'openapi.param.removed': { severity: B, addition: false, summary: 'A parameter was removed.' },
  'openapi.param.required-added': { severity: B, addition: false, summary: 'A required parameter was added.' },
  'openapi.param.optional-added': { severity: N, addition: true, summary: 'An optional parameter was added.' },
  'openapi.param.made-required': { severity: B, addition: false, summary: 'An optional parameter became required.' },
  'openapi.param.made-optional': { severity: N, addition: false, summary: 'A required parameter became optional.' },
  'openapi.request-body.removed': { severity: B, addition: false, summary: 'A request body was removed.' },
  'openapi.request-body.required-added': { severity: B, addition: false, summary: 'A required request body was added, or the body became required.' },
  'openapi.request-body.optional-added': { severity: N, addition: true, summary: 'An optional request body was added.' },
  'openapi.media-type.removed': { severity: B, addition: false, summary: 'A request or response media type was removed.' },
  'openapi.media-type.added': { severity: N, addition: true, summary: 'A request or response media type was added.' },
  'openapi.response.removed': { severity: B, addition: false, summary: 'A documented response status (success or error) was removed.' },
  'openapi.response.added': { severity: N, addition: true, summary: 'A response status was added.' },
  'openapi.response-header.removed': { severity: B, addition: false, summary: 'A response header was removed.' },
  'openapi.response-header.added': { severity: N, addition: true, summary: 'A response header was added.' },
  'openapi.security-scheme.removed': { severity: B, addition: false, summary: 'A `components.securitySchemes` entry was removed.' },
  'openapi.security-scheme.added': { severity: N, addition: true, summary: 'A `components.securitySchemes` entry was added.' },
  // OpenRPC.
  'openrpc.method.removed': { severity: B, addition: false, summary: 'A method was removed.' },
  'openrpc.method.added': { severity: N, addition: true, summary: 'A method was added.' },
  'openrpc.param.removed': { severity: B, addition: false, summary: 'A param was removed.' },
  'openrpc.param.required-added': { severity: B, addition: false, summary: 'A required param was added.' },
  'openrpc.param.optional-added': { severity: N, addition: true, summary: 'An optional param was added (at the end, for by-position).' },
  'openrpc.param.made-required': { severity: B, addition: false, summary: 'An optional param became required.' },
  'openrpc.param.made-optional': { severity: N, addition: false, summary: 'A required param became optional.' },
  'openrpc.param.moved': { severity: B, addition: false, summary: 'A param changed position while params may be sent by position.' },
  'openrpc.param-structure.changed': {
    severity: B,
    addition: false,
    summary: '`paramStructure` switched (by-name / by-position, or from either to one of them).',
  },
  'openrpc.param-structure.relaxed': { severity: N, addition: false, summary: '`paramStructure` became `either`.' },
  'openrpc.open-params.removed': { severity: B, addition: false, summary: '`x-gw-open-params: true` was dropped (params are now checked).' },
  'openrpc.result.removed': { severity: B, addition: false, summary: 'A method lost its result.' },
  'openrpc.result.added': { severity: N, addition: true, summary: 'A method gained a result.' },
  'openrpc.error.removed': { severity: B, addition: false, summary: 'A documented `errors[].code` was removed.' },
  'openrpc.error.added': { severity: N, addition: true, summary: 'A documented error code was added.' },
  // AsyncAPI.
  'asyncapi.channel.removed': { severity: B, addition: false, summary: 'A channel (stream) was removed.' },
  'asyncapi.channel.added': { severity: N, addition: true, summary: 'A channel was added.' },
  'asyncapi.channel.address-changed': { severity: B, addition: false, summary: 'A channel address changed.' },
  'asyncapi.message.removed': { severity: B, addition: false, summary: 'A message (frame) was removed from a channel.' },
  'asyncapi.message.added': { severity: N, addition: true, summary: 'A message (frame) was added to a channel.' },
  'asyncapi.message.direction-changed': { severity: B, addition: false, summary: "A frame's `x-gw-direction` changed." },
  // JSON Schema core (src/diff/schema.ts); severity depends on the schema's direction.
  'schema.type.narrowed': {
    severity: narrows,
    addition: false,
    summary: 'Fewer types accepted (e.g. `[string, null]` → `string`, `number` → `integer`, any → typed).',
  },
  'schema.type.widened': { severity: widens, addition: false, summary: 'More types accepted (e.g. `integer` → `number`, `string` → `[string, null]`).' },
  'schema.type.changed': { severity: B, addition: false, summary: 'The type changed to an unrelated one (e.g. `string` → `object`).' },
  'schema.enum.value-removed': { severity: narrows, addition: false, summary: 'An enum value was removed.' },
  'schema.enum.value-added': {
    severity: N,
    addition: true,
    summary:
      'An enum value was added. Non-breaking for requests; for responses it is non-breaking by our policy, clients must tolerate unknown values (noted, minor bump).',
  },
  'schema.enum.added': { severity: narrows, addition: false, summary: 'An enum (or const) restriction was introduced.' },
  'schema.enum.removed': { severity: widens, addition: false, summary: 'An enum (or const) restriction was dropped.' },
  'schema.const.changed': { severity: B, addition: false, summary: 'A `const` value changed.' },
  'schema.property.added': { severity: N, addition: true, summary: 'An optional property was added.' },
  'schema.property.required-added': {
    severity: narrows,
    addition: true,
    summary: 'A new property was added as required (breaking for a request; a new guarantee in a response).',
  },
  'schema.property.removed': {
    severity: { request: N, response: B },
    addition: false,
    summary:
      'A property was removed (breaking in a response; in a request breaking only if the object is closed, then reported as `schema.property.removed-closed`).',
  },
  'schema.property.removed-closed': {
    severity: B,
    addition: false,
    summary: 'A property was removed from a closed object (`additionalProperties: false`): senders of it are refused, readers of it lose it.',
  },
  'schema.required.added': { severity: narrows, addition: false, summary: 'An existing property became required.' },
  'schema.required.removed': { severity: widens, addition: false, summary: 'A property became optional (a response loses a guarantee).' },
  'schema.additional-properties.closed': { severity: narrows, addition: false, summary: '`additionalProperties` became `false` (or a schema).' },
  'schema.additional-properties.opened': {
    severity: N,
    addition: false,
    summary: '`additionalProperties: false` was dropped. Clients ignore unknown fields, so it is non-breaking both ways.',
  },
  'schema.limit.tightened': {
    severity: narrows,
    addition: false,
    summary: 'A max* bound was lowered/added or a min* bound raised/added (maxLength, maximum, minItems...).',
  },
  'schema.limit.relaxed': { severity: widens, addition: false, summary: 'A bound was relaxed or removed (a response loses a guarantee).' },
  'schema.pattern.added': { severity: narrows, addition: false, summary: 'A `pattern` (or `format`) was added.' },
  'schema.pattern.changed': { severity: B, addition: false, summary: 'A `pattern` (or `format`) changed.' },
  'schema.pattern.removed': { severity: widens, addition: false, summary: 'A `pattern` (or `format`) was removed.' },
  'schema.variant.removed': { severity: narrows, addition: false, summary: 'A `oneOf`/`anyOf` branch was removed.' },
  'schema.variant.added': { severity: widens, addition: true, summary: 'A `oneOf`/`anyOf` branch was added.' },
  'schema.default.changed': { severity: narrows, addition: false, summary: 'A `default` changed: requests that omit the field now mean something else.' },
  'schema.removed': { severity: B, addition: false, summary: 'A schema (request/response body, param, result, payload) disappeared where one was defined.' },
  // Protobuf.
  'proto.changed': { severity: N, addition: true, summary: '`buf breaking` found nothing but proto files changed (counted as an addition: minor).' },
  'proto.invalid': { severity: B, addition: false, summary: '`buf breaking` could not build the module.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ChangeId = keyof typeof CATALOGUE;

/** Severity of a catalogued id in a given schema direction (`both` breaks when either side breaks). */
export function severityOf(id: ChangeId, direction: Direction = 'both'): Severity {
  const s: CatalogueEntry['severity'] = CATALOGUE[id].severity;
  if (typeof s === 'string') return s;
  if (direction === 'both') return s.request === 'breaking' || s.response === 'breaking' ? 'breaking' : 'non-breaking';
  return s[direction];
}

/** breaking → major; non-breaking addition → minor; anything else → patch. */
export function bumpOf(id: string, severity: Severity): Bump {
  if (severity === 'breaking') return 'major';
  const entry = (CATALOGUE as Record<string, CatalogueEntry>)[id];
  return entry?.addition ? 'minor' : 'patch';
}
