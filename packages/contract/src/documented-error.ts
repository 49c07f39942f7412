/** One documented error of an operation: a non-2xx response key (`401`, `default`) or a JSON-RPC error code. */
export interface DocumentedError {
  kind: 'status' | 'rpc';
  /** The response key (`401`, `404`, `default`) or the JSON-RPC code as text (`-32602`). */
  key: string;
  /** The spec's name for it: the `$ref`'s last segment (`InvalidParams`, `Unauthorized`), else the key. */
  name: string;
}
