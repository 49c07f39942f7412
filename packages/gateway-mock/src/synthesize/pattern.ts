import type { Rng } from './prng.js';

/**
 * A string matching a regular expression, for the pattern subset the specs use: anchors, literals, escapes,
 * classes with ranges and negation, groups with alternation, and the quantifiers ? * + {n} {n,m}.
 * Open-ended repeats stay short; a negated class draws from letters and digits it does not exclude.
 */
export function fromPattern(pattern: string, rng: Rng): string {
  let draw = compiled.get(pattern);
  if (!draw) compiled.set(pattern, (draw = compile(pattern)));
  const out: string[] = [];
  draw(out, rng);
  return out.join('');
}

/** Each pattern is parsed once; the specs hold a few dozen. */
const compiled = new Map<string, Node>();
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Appends one drawing of a part of the pattern to `out`. */
type Node = (out: string[], rng: Rng) => void;

function compile(pattern: string): Node {
  let i = 0;
  const src = pattern;

  function parseClass(): string {
    i++; // [
    let negate = false;
    if (src[i] === '^') {
      negate = true;
      i++;
    }
    const chars = new Set<string>();
    while (i < src.length && src[i] !== ']') {
      let c = src[i]!;
      if (c === '\\') c = src[++i]!;
      if (src[i + 1] === '-' && src[i + 2] !== ']' && i + 2 < src.length) {
        const end = src[i + 2]!;
        for (let x = c.charCodeAt(0); x <= end.charCodeAt(0); x++) chars.add(String.fromCharCode(x));
        i += 3;
      } else {
        chars.add(c);
        i++;
      }
    }
    i++; // ]
    return negate ? [...ALNUM].filter((c) => !chars.has(c)).join('') : [...chars].join('');
  }

  function parseAtom(): Node {
    const c = src[i]!;
    if (c === '(') {
      i++;
      const alts = parseAlternatives();
      i++; // )
      return (out, rng) => rng.pick(alts)(out, rng);
    }
    if (c === '[') {
      const set = parseClass();
      return (out, rng) => out.push(set[rng.int(0, set.length - 1)]!);
    }
    if (c === '\\') {
      const e = src[i + 1]!;
      i += 2;
      if (e === 'd') return (out, rng) => out.push(String(rng.int(0, 9)));
      return (out) => out.push(e);
    }
    if (c === '.') {
      i++;
      return (out, rng) => out.push(ALNUM[rng.int(0, ALNUM.length - 1)]!);
    }
    i++;
    return (out) => out.push(c);
  }

  function quantified(atom: Node): Node {
    let lo = 1;
    let hi = 1;
    const q = src[i];
    if (q === '?') [lo, hi] = [0, 1];
    else if (q === '*') [lo, hi] = [0, 3];
    else if (q === '+') [lo, hi] = [1, 4];
    else if (q === '{') {
      const close = src.indexOf('}', i);
      const [a, b] = src.slice(i + 1, close).split(',');
      lo = Number(a);
      hi = b === undefined ? lo : b === '' ? lo + 3 : Number(b);
      i = close;
    } else return atom;
    i++;
    return (out, rng) => {
      const n = rng.int(lo, hi);
      for (let k = 0; k < n; k++) atom(out, rng);
    };
  }

  function parseSequence(): Node {
    const parts: Node[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      if (src[i] === '^' || src[i] === '$') {
        i++;
        continue;
      }
      parts.push(quantified(parseAtom()));
    }
    return (out, rng) => {
      for (const p of parts) p(out, rng);
    };
  }

  function parseAlternatives(): Node[] {
    const alts = [parseSequence()];
    while (src[i] === '|') {
      i++;
      alts.push(parseSequence());
    }
    return alts;
  }

  const alts = parseAlternatives();
  return (out, rng) => rng.pick(alts)(out, rng);
}
