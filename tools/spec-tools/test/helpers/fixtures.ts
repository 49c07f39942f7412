// Tiny specs of every kind: a base version and a head version with known changes.

export const COMMON_BASE = `$defs:
  Amount:
    type: string
    pattern: '^[0-9]+$'
  Side:
    type: string
    enum: [buy, sell]
  Quote:
    type: object
    required: [price, ts]
    properties:
      price: { $ref: '#/$defs/Amount' }
      ts: { type: integer }
`;

// Side loses 'sell' (a request-side enum value removed, used by OpenAPI and AsyncAPI).
export const COMMON_HEAD = COMMON_BASE.replace('enum: [buy, sell]', 'enum: [buy]');

export const OPENAPI_BASE = `openapi: 3.1.0
info: { title: shop, version: 1.0.0, description: base }
x-gw-surface:
  name: shop
  package: shop
  auth: [path, header]
servers:
  - url: '{base_url}'
    variables: { base_url: { default: 'https://mainnet.gateway.invalid' } }
  - url: '{base_url}'
    variables: { base_url: { default: 'https://signet.gateway.invalid' } }
paths:
  /get-quote:
    post:
      operationId: get-quote
      parameters:
        - name: limit
          in: query
          schema: { type: integer }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/QuoteRequest' }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/QuoteResponse' }
        '401':
          description: bad key
  /old-thing:
    get:
      operationId: old-thing
      responses: { '200': { description: ok } }
components:
  securitySchemes:
    apiKeyPath: { type: apiKey, in: header, name: x-a }
    apiKeyHeader: { type: apiKey, in: header, name: x-service-api-key }
  schemas:
    QuoteRequest:
      type: object
      properties:
        side: { $ref: '../components/common.yaml#/$defs/Side' }
        kind: { type: string, enum: [spot, fwd] }
        amount: { type: [string, number] }
    QuoteResponse:
      type: object
      required: [quote, venue, fee]
      properties:
        quote: { $ref: '../components/common.yaml#/$defs/Quote' }
        venue: { type: string }
        fee: { type: string }
`;

export const OPENAPI_HEAD = `openapi: 3.1.0
info: { title: shop, version: 1.0.0, description: head (descriptions are ignored) }
x-gw-surface:
  name: shop
  package: shop
  auth: [path]
servers:
  - url: '{base_url}'
    variables: { base_url: { default: 'https://mainnet.gateway.invalid' } }
paths:
  /get-quote:
    post:
      operationId: get-quote
      parameters:
        - name: limit
          in: query
          schema: { type: integer }
        - name: x-trace
          in: header
          required: true
          schema: { type: string }
        - name: cursor
          in: query
          schema: { type: string }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/QuoteRequest' }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/QuoteResponse' }
  /new-thing:
    get:
      operationId: new-thing
      responses: { '200': { description: ok } }
components:
  securitySchemes:
    apiKeyPath: { type: apiKey, in: header, name: x-a }
  schemas:
    QuoteRequest:
      type: object
      properties:
        side: { $ref: '../components/common.yaml#/$defs/Side' }
        kind: { type: string, enum: [spot, fwd, swap] }
        amount: { type: string }
    QuoteResponse:
      type: object
      required: [quote]
      properties:
        quote: { $ref: '../components/common.yaml#/$defs/Quote' }
        fee: { type: string }
`;

export const OPENRPC_BASE = `openrpc: 1.3.2
info: { title: ledger, version: 1.0.0 }
x-gw-surface: { name: ledger, package: ledger, auth: [none] }
servers:
  - name: mainnet
    url: https://mainnet.gateway.invalid
methods:
  - name: ledger_balance
    paramStructure: by-name
    params:
      - name: address
        required: true
        schema: { type: string }
    result:
      name: balance
      schema:
        type: object
        required: [amount]
        properties:
          amount: { $ref: '../components/common.yaml#/$defs/Amount' }
    errors:
      - code: -32602
        message: invalid params
      - code: 404
        message: not found
  - name: ledger_history
    params: []
    result: { name: h, schema: { type: array, items: { type: string } } }
  - name: ledger_old
    params: []
    result: { name: r, schema: { type: string } }
`;

export const OPENRPC_HEAD = `openrpc: 1.3.2
info: { title: ledger, version: 1.0.0 }
x-gw-surface: { name: ledger, package: ledger, auth: [none] }
servers:
  - name: mainnet
    url: https://mainnet.gateway.invalid
methods:
  - name: ledger_balance
    paramStructure: by-position
    params:
      - name: address
        required: true
        schema: { type: string, maxLength: 64 }
      - name: height
        required: true
        schema: { type: integer }
    result:
      name: balance
      schema:
        type: object
        required: [amount]
        properties:
          amount: { $ref: '../components/common.yaml#/$defs/Amount' }
    errors:
      - code: -32602
        message: invalid params
  - name: ledger_history
    params:
      - name: page
        schema: { type: integer }
    result: { name: h, schema: { type: array, items: { type: string } } }
  - name: ledger_new
    params: []
    result: { name: r, schema: { type: string } }
`;

export const ASYNCAPI_BASE = `asyncapi: 3.0.0
info: { title: ticks, version: 1.0.0 }
x-gw-surface: { name: ticks, package: ticks, auth: [path] }
servers:
  mainnet: { host: mainnet.gateway.invalid, protocol: wss }
channels:
  ticks:
    address: /ticks
    messages:
      subscribe:
        x-gw-direction: send
        payload:
          type: object
          required: [side]
          properties:
            side: { $ref: '../components/common.yaml#/$defs/Side' }
            depth: { type: integer, maximum: 100 }
      tick:
        x-gw-direction: receive
        payload: { $ref: '../components/common.yaml#/$defs/Quote' }
      legacy:
        x-gw-direction: receive
        payload: { type: object }
`;

export const ASYNCAPI_HEAD = `asyncapi: 3.0.0
info: { title: ticks, version: 1.0.0 }
x-gw-surface: { name: ticks, package: ticks, auth: [path] }
servers:
  mainnet: { host: mainnet.gateway.invalid, protocol: wss }
  signet: { host: signet.gateway.invalid, protocol: wss }
channels:
  ticks:
    address: /ticks
    messages:
      subscribe:
        x-gw-direction: send
        payload:
          type: object
          required: [side]
          properties:
            side: { $ref: '../components/common.yaml#/$defs/Side' }
            depth: { type: integer, maximum: 50 }
      tick:
        x-gw-direction: receive
        payload: { $ref: '../components/common.yaml#/$defs/Quote' }
      heartbeat:
        x-gw-direction: receive
        payload: { type: object }
`;

export const BUF_YAML = `version: v2
breaking:
  use: [FILE]
`;

export const BUF_GEN_YAML = `version: v2
plugins:
  - local: protoc-gen-es
    out: ../../packages/btcusd/src/gen/proto
    types: [alspo.cryptoswap.v1]
`;

export const PROTO_BASE = `syntax = "proto3";

package alspo.cryptoswap.v1;

message PriceRequest {
  string pair = 1;
}

message PriceReply {
  string price = 1;
  int64 ts = 2;
}

service PriceService {
  rpc GetPrice(PriceRequest) returns (PriceReply);
}
`;

// Field 2 deleted: buf's FIELD_NO_DELETE.
export const PROTO_HEAD = PROTO_BASE.replace('  int64 ts = 2;\n', '');

export const PROTO_PATH = 'specs/proto/alspo/cryptoswap/v1/price.proto';

export const BASE_FILES: Record<string, string> = {
  'specs/components/common.yaml': COMMON_BASE,
  'specs/openapi/shop.yaml': OPENAPI_BASE,
  'specs/openrpc/ledger.yaml': OPENRPC_BASE,
  'specs/asyncapi/ticks.yaml': ASYNCAPI_BASE,
  'specs/proto/buf.yaml': BUF_YAML,
  'specs/proto/buf.gen.yaml': BUF_GEN_YAML,
  [PROTO_PATH]: PROTO_BASE,
};

export const HEAD_FILES: Record<string, string> = {
  'specs/components/common.yaml': COMMON_HEAD,
  'specs/openapi/shop.yaml': OPENAPI_HEAD,
  'specs/openrpc/ledger.yaml': OPENRPC_HEAD,
  'specs/asyncapi/ticks.yaml': ASYNCAPI_HEAD,
  [PROTO_PATH]: PROTO_HEAD,
};

/** One list operation whose request body reaches a shared paging schema through `$ref`s (with keywords beside them). */
export const LIST_API = `openapi: 3.1.0
info: { title: Shop, version: 1.0.0 }
x-gw-surface: { name: shop, package: shop, auth: [path] }
paths:
  /list:
    post:
      operationId: list
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/ListRequest' }
      responses:
        '200': { description: ok }
  /old:
    post:
      operationId: old
      responses:
        '200': { description: ok }
components:
  schemas:
    Count:
      description: a paging number
      type: integer
      minimum: 0
    Name:
      type: string
    ListRequest:
      type: object
      properties:
        limit:
          $ref: '#/components/schemas/Count'
          default: 50
        offset:
          $ref: '#/components/schemas/Count'
          default: 0
        name: { type: string }
`;
