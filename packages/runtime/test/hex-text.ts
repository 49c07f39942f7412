// Long hex text for the secret scan's tests: what answers full of txids look like to it.

/** `n` hex digits made from `seed`, every digit equally likely (as in txids and hashes). */
export const hexText = (n: number, seed: number) => {
  let a = seed >>> 0;
  let s = '';
  while (s.length < n) {
    a = (Math.imul(a, 1103515245) + 12345) >>> 0;
    s += (a >>> 8).toString(16).padStart(6, '0');
  }
  return s.slice(0, n);
};
