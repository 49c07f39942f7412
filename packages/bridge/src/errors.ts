// The one error type of this package: a refused input, naming the field at fault.

export class BridgeInputError extends Error {
  override readonly name: string = 'BridgeInputError';
  /** The input or configuration field at fault (e.g. `convertBps`, `config.vault`). */
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
  }
}
