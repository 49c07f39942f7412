/** A small seeded generator (mulberry32): the same seed always yields the same world. Not for cryptography. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uint32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + (this.next() % (hi - lo + 1));
  }

  /** `bytes` random bytes as lowercase hex. */
  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i++) out += (this.next() & 0xff).toString(16).padStart(2, '0');
    return out;
  }

  /** A decimal string of exactly `digits` digits (no leading zero): amounts stay strings/bigint, never floats. */
  digits(digits: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < digits; i++) out += String(this.int(0, 9));
    return out;
  }

  /** `n` characters from `alphabet`. */
  chars(alphabet: string, n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[this.next() % alphabet.length];
    return out;
  }
}
