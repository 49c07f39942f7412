// Run-time helpers of the generated validators (tools/codegen/src/validator-emit.ts): a validator module imports the
// ones its checks use, and nothing else. Plain JavaScript, because generated JavaScript imports it by a relative path
// in the sources as in dist (`packages/runtime/src/gen/common/defs/*.js`); types in validator-support.d.ts.
//
// A validator collects its errors in an array of ajv's error objects ({instancePath, schemaPath, keyword, params,
// message}, plus `propertyName` inside `propertyNames`), and exposes it as `errors` (null when there are none).

/** Adds one error object. */
export function fail(errors, instancePath, schemaPath, keyword, params, message, propertyName) {
  errors.push(
    propertyName === undefined ? { instancePath, schemaPath, keyword, params, message } : { instancePath, schemaPath, keyword, params, message, propertyName },
  );
}
/** The `type` error of the schema at `schemaPath`. */
export const typeFail = (errors, instancePath, schemaPath, type, propertyName) =>
  fail(errors, instancePath, `${schemaPath}/type`, 'type', { type }, `must be ${type}`, propertyName);
/** The `required` error of the schema at `schemaPath`. */
export const requiredFail = (errors, instancePath, schemaPath, missingProperty, propertyName) =>
  fail(errors, instancePath, `${schemaPath}/required`, 'required', { missingProperty }, `must have required property '${missingProperty}'`, propertyName);
/** The `pattern` error of the schema at `schemaPath`. */
export const patternFail = (errors, instancePath, schemaPath, pattern, propertyName) =>
  fail(errors, instancePath, `${schemaPath}/pattern`, 'pattern', { pattern }, `must match pattern "${pattern}"`, propertyName);
/** The passing comparison of each limit keyword, as ajv's error reports it. */
const COMPARISON = { maximum: '<=', minimum: '>=', exclusiveMaximum: '<', exclusiveMinimum: '>' };
/** The error of `maximum`, `minimum`, `exclusiveMaximum` or `exclusiveMinimum` of the schema at `schemaPath`. */
export function limitFail(errors, instancePath, schemaPath, keyword, limit, propertyName) {
  const comparison = COMPARISON[keyword];
  fail(errors, instancePath, `${schemaPath}/${keyword}`, keyword, { comparison, limit }, `must be ${comparison} ${limit}`, propertyName);
}
/** The `additionalProperties: false` error of the schema at `schemaPath`. */
export const additionalFail = (errors, instancePath, schemaPath, additionalProperty, propertyName) =>
  fail(
    errors,
    instancePath,
    `${schemaPath}/additionalProperties`,
    'additionalProperties',
    { additionalProperty },
    'must NOT have additional properties',
    propertyName,
  );
/** ajv's `object` type: a non-null object that is not an array. */
export const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);
/**
 * ajv's `integer` type: a number without a fraction (Infinity included, NaN not). `Number.isInteger` first: ajv's own
 * `!(v % 1)` calls fmod for every number that is not a small integer (timestamps, fees).
 */
export const isInteger = (v) => Number.isInteger(v) || v === Infinity || v === -Infinity;
/** A property name as a JSON pointer segment (`~` → `~0`, `/` → `~1`). */
export const esc = (key) => (key.indexOf('~') === -1 && key.indexOf('/') === -1 ? key : key.replace(/~/g, '~0').replace(/\//g, '~1'));
/** The path of the value at `key` (a property name or an index) of the value at `path`; `path` itself without a key. */
export const join = (path, key) => (key === undefined ? path : `${path}/${esc(String(key))}`);

/**
 * The errors of a named validator that just failed on `data`, found again with their place `path`: a call site checks
 * first without a path (a valid value, the common case, never builds it), then asks here.
 */
export function failed(validate, data, path) {
  validate(data, path);
  return validate.errors;
}

/**
 * An anchored pattern made of an optional literal prefix and one run of a single ASCII character class:
 * `^[0-9a-f]{64}$`, `^0x[0-9a-fA-F]*$`, `^[A-Z]{3}$`. Group 1: prefix, 2: class ranges, 3-5: `{n}`, `{n,}`, `{n,m}`,
 * 6: `+` or `*` (no quantifier: exactly one character).
 */
const CLASS_RUN = /^\^([A-Za-z0-9_-]*)\[((?:[A-Za-z0-9](?:-[A-Za-z0-9])?)+)\](?:\{(\d+)(?:(,)(\d*))?\}|([+*]))?\$$/;

/** Per class text, a table over every UTF-16 code unit: 0 for a member of the class, 1 for any other. */
const tables = new Map();
function tableOf(ranges) {
  let table = tables.get(ranges);
  if (table) return table;
  table = new Uint8Array(65536).fill(1);
  for (const [, from, to] of ranges.matchAll(/([A-Za-z0-9])(?:-([A-Za-z0-9]))?/g)) {
    const a = from.charCodeAt(0);
    const b = (to ?? from).charCodeAt(0);
    if (b < a) return undefined; // `[z-a]` is a syntax error for RegExp: leave it to RegExp
    table.fill(0, a, b + 1);
  }
  tables.set(ranges, table);
  return table;
}

/** Where the canonical natural number (`0|[1-9][0-9]*`) starting at `i` ends; -1 when there is none. */
function naturalEnd(s, i) {
  const c = s.charCodeAt(i);
  if (c === 48) return i + 1;
  if (!(c >= 49 && c <= 57)) return -1;
  while (++i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57);
  return i;
}
/**
 * The numeral patterns of the specs (amounts, supplies, prices and fees as decimal strings), checked by a scan of
 * their ASCII characters: the same strings as the regular expression, without its backtracking.
 */
const NUMERALS = {
  '^(0|[1-9][0-9]*)$': (s) => naturalEnd(s, 0) === s.length,
  '^[1-9][0-9]*$': (s) => s[0] !== '0' && naturalEnd(s, 0) === s.length,
  '^(0|-?[1-9][0-9]*)$': (s) => (s[0] === '-' ? s[1] !== '0' && naturalEnd(s, 1) : naturalEnd(s, 0)) === s.length,
  '^(0|[1-9][0-9]*)(\\.[0-9]+)?$': (s) => {
    let i = naturalEnd(s, 0);
    if (i === s.length) return true;
    if (i < 0 || s[i] !== '.' || ++i === s.length) return false;
    while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    return i === s.length;
  },
};

/**
 * A `{ test(string): boolean }` for the `pattern` keyword, accepting exactly what `new RegExp(source, flags)` accepts.
 * A class run (CLASS_RUN, flags `u` or none) is checked by its length and one table lookup per character: every
 * character of the class is a single BMP code unit, so any string with a character outside it (a surrogate included)
 * fails both ways, and for the rest code units and code points count alike. Random hex (txids, hashes) costs the
 * regular expression a mispredicted branch per character; the lookup has none. The numeral patterns (NUMERALS) are a
 * scan of their digits. Any other pattern is `new RegExp`.
 */
export function pattern(source, flags) {
  const numeral = flags === 'u' || flags === '' ? NUMERALS[source] : undefined;
  if (numeral) return { source, flags, test: numeral, toString: () => `/${source}/${flags}` };
  const m = CLASS_RUN.exec(source);
  const table = m && (flags === 'u' || flags === '') ? tableOf(m[2]) : undefined;
  if (!m || !table) return new RegExp(source, flags);
  const prefix = m[1];
  const p = prefix.length;
  const min = p + (m[3] !== undefined ? Number(m[3]) : m[6] === '*' ? 0 : 1);
  const max = p + (m[3] !== undefined ? (m[4] === undefined ? Number(m[3]) : m[5] === '' ? Infinity : Number(m[5])) : m[6] ? Infinity : 1);
  if (max < min) return new RegExp(source, flags); // `{3,2}` is a syntax error for RegExp
  return {
    source,
    flags,
    test(s) {
      const n = s.length;
      if (n < min || n > max || (p !== 0 && !s.startsWith(prefix))) return false;
      let bad = 0;
      let i = p;
      for (; i + 4 <= n; i += 4) bad |= table[s.charCodeAt(i)] | table[s.charCodeAt(i + 1)] | table[s.charCodeAt(i + 2)] | table[s.charCodeAt(i + 3)];
      for (; i < n; i++) bad |= table[s.charCodeAt(i)];
      return bad === 0;
    },
    toString() {
      return `/${source}/${flags}`;
    },
  };
}

/** Deep equality for `uniqueItems` over items of no known scalar type, exactly as ajv's (fast-deep-equal). */
export function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!equal(a[i], b[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (let i = keys.length; i-- !== 0; ) if (!Object.hasOwn(b, keys[i])) return false;
    for (let i = keys.length; i-- !== 0; ) if (!equal(a[keys[i]], b[keys[i]])) return false;
    return true;
  }
  // both NaN
  return Number.isNaN(a) && Number.isNaN(b);
}

/** Length in code points, as ajv's `minLength`/`maxLength` count it (a surrogate pair is one). Same as ajv's ucs2length. */
export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    // A high surrogate followed by a low one is one character.
    if (value >= 0xd800 && value <= 0xdbff && pos < len && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

// The `date-time` format exactly as ajv-formats' full `date-time` (RFC 3339 §5.6, time zone required, leap seconds at
// 23:59:60 UTC), without the other formats of that module. ajv-formats splits the string at /t|\s/i and needs two
// parts, a date and a time; neither part can hold a separator, so that is one match of date, one separator, time.
const DATE_TIME = /^(\d\d\d\d)-(\d\d)-(\d\d)[t\s](\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The common spelling of a date-time (`2026-11-25T08:52:29Z`, a fraction, `+hh:mm`): tested without captures. */
const DATE_TIME_COMMON = /^\d{4}-\d\d-\d\dt\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d:\d\d)$/i;

/**
 * The `date-time` format. The common spelling is read by position; any other string goes through the regular
 * expression's captures. Both end in the same checks of the values.
 */
export function dateTime(str) {
  if (DATE_TIME_COMMON.test(str)) {
    const n = str.length;
    const tz = str[n - 1] === 'Z' || str[n - 1] === 'z' ? n - 1 : n - 6;
    const at = (i) => +str.slice(i, i + 2);
    const offset = tz === n - 6;
    return dateTimeValues(
      +str.slice(0, 4),
      at(5),
      at(8),
      at(11),
      at(14),
      +str.slice(17, tz),
      'Z',
      str[tz] === '-' ? -1 : 1,
      offset ? at(tz + 1) : 0,
      offset ? at(tz + 4) : 0,
    );
  }
  const m = DATE_TIME.exec(str);
  if (!m) return false;
  return dateTimeValues(+m[1], +m[2], +m[3], +m[4], +m[5], +m[6], m[7], m[8] === '-' ? -1 : 1, +(m[9] || 0), +(m[10] || 0));
}

/** The checks of a date-time's values (ajv-formats'), once its parts are read. */
function dateTimeValues(year, month, day, hr, min, sec, tz, tzSign, tzH, tzM) {
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]))) return false;
  if (tzH > 23 || tzM > 59 || !tz) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  const utcMin = min - tzM * tzSign;
  const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}
