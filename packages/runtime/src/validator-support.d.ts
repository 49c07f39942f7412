// Types of validator-support.js (the run-time helpers of the generated validators).

/** What the `pattern` keyword calls: `new RegExp(source, flags)`, or a table check accepting exactly the same strings. */
export interface PatternTest {
  readonly source: string;
  readonly flags: string;
  test(s: string): boolean;
}
export declare function pattern(source: string, flags: string): PatternTest;
/** String length in code points (a surrogate pair counts once), as `minLength`/`maxLength` count it. */
export declare function ucs2length(str: string): number;
/** The `date-time` format (RFC 3339 §5.6), exactly as ajv-formats' full format. */
export declare function dateTime(str: string): boolean;

/** One of ajv's error objects, as the generated validators report them. */
export interface ValidationErrorObject {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  propertyName?: string;
}
export declare function fail(
  errors: ValidationErrorObject[],
  instancePath: string,
  schemaPath: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
  propertyName?: string,
): void;
export declare function typeFail(
  errors: ValidationErrorObject[],
  instancePath: string,
  schemaPath: string,
  type: string | string[],
  propertyName?: string,
): void;
export declare function requiredFail(
  errors: ValidationErrorObject[],
  instancePath: string,
  schemaPath: string,
  missingProperty: string,
  propertyName?: string,
): void;
export declare function patternFail(errors: ValidationErrorObject[], instancePath: string, schemaPath: string, pattern: string, propertyName?: string): void;
/** A property name as a JSON pointer segment (`~` → `~0`, `/` → `~1`). */
export declare function esc(key: string): string;
/** Deep equality of two JSON values (`uniqueItems` over items of no known scalar type), as ajv's. */
export declare function equal(a: unknown, b: unknown): boolean;
/** ajv's `object` type: a non-null object that is not an array. */
export declare function isObject(v: unknown): boolean;
/** ajv's `integer` type: a number without a fraction (Infinity included, NaN not). */
export declare function isInteger(v: unknown): boolean;
export declare function limitFail(
  errors: ValidationErrorObject[],
  instancePath: string,
  schemaPath: string,
  keyword: 'maximum' | 'minimum' | 'exclusiveMaximum' | 'exclusiveMinimum',
  limit: number,
  propertyName?: string,
): void;
export declare function additionalFail(
  errors: ValidationErrorObject[],
  instancePath: string,
  schemaPath: string,
  additionalProperty: string,
  propertyName?: string,
): void;
/** The path of the value at `key` (a property name or an index) under `path`; `path` itself without a key. */
export declare function join(path: string, key?: string | number): string;
/** The errors of a named validator that just failed on `data`, found again with their place `path`. */
export declare function failed(
  validate: ((data: unknown, path?: string) => boolean) & { errors?: ValidationErrorObject[] | null },
  data: unknown,
  path: string,
): ValidationErrorObject[];
