import { assert, type Rule } from '../case.js';

/**
 * Seed 000 §Common shapes and §REST data API conventions 4: Id objects carry their members as decimal strings;
 * amounts and supplies stay decimal strings (observed.md §0) — never numbers. Only for answers whose records the
 * seed does not show (open schemas, `x-not-shown`): everywhere else the schema already says it.
 */
const AMOUNT_KEYS = new Set([
  'balance',
  'amount',
  'totalSupply',
  'cap',
  'minted',
  'mintAmount',
  'maxSupply',
  'supply',
  'priceInSatoshi',
  'token0Amount',
  'token1Amount',
  'lpTokenAmount',
  'soldAmount',
  'boughtAmount',
  'reserve0',
  'reserve1',
  'totalAmount',
  'tokenSupply',
  'initialToken0Amount',
  'initialToken1Amount',
  'amountRaw',
]);

function stringsStayStrings(v: unknown, at = 'data'): void {
  if (Array.isArray(v)) return v.forEach((x, i) => stringsStayStrings(x, `${at}/${i}`));
  if (!v || typeof v !== 'object') return;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 2 && 'block' in o && 'tx' in o) {
    assert(
      typeof o.block === 'string' && /^\d+$/.test(o.block) && typeof o.tx === 'string' && /^\d+$/.test(o.tx),
      `${at}: Id object members must be decimal strings, got ${JSON.stringify(o)}`,
    );
    return;
  }
  for (const k of keys) {
    const x = o[k];
    if ((AMOUNT_KEYS.has(k) || k.endsWith('InSats')) && x !== null && x !== undefined && typeof x !== 'object') {
      assert(typeof x === 'string' && /^\d+$/.test(x), `${at}/${k}: amounts stay decimal strings, got ${JSON.stringify(x)}`);
    }
    stringsStayStrings(x, `${at}/${k}`);
  }
}

export const decimalStrings: Rule = { name: 'Id members and amounts are decimal strings', check: (data) => stringsStayStrings(data) };
