// The documents that state the runtime's numbers state them as the code has them: the runtime README and the client
// READMEs (all generated from tools/codegen/templates, whose sections/ they share: the forex one stands for them). A
// change to RETRY_POLICY or the default timeout fails here until the templates say the same, and so does a mode added
// to AUTH_MODES until the auth tables have its row (tools/codegen/src/readme.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MODES, DEFAULT_TIMEOUT_MS, RETRY_POLICY } from '../src/index.js';

const root = join(import.meta.dirname, '../../..');
const DOCUMENTS = ['packages/runtime/README.md', 'packages/forex/README.md'];
const s = (ms: number) => `${ms / 1000} s`;
const list = (xs: readonly number[]) => `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** What each document must say, from the numbers. */
function policySentences(): string[] {
  const p = RETRY_POLICY;
  return [
    `HTTP ${list(p.statuses)}, a timeout and a connection`,
    `up to \`maxRetries\` more times (default ${p.maxRetries};`,
    `(${s(p.baseDelayMs)}, ${s(2 * p.baseDelayMs)}, ${s(4 * p.baseDelayMs)}, … capped at ${s(p.maxDelayMs)}, each up to ${p.jitter * 100}% shorter at random)`,
    `A gateway asking to wait longer than ${s(p.maxServerWaitMs)} is not`,
    `(default ${s(DEFAULT_TIMEOUT_MS)}, per attempt)`,
  ];
}

/** Line breaks read as spaces: the sentences are wrapped. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');

describe('documented numbers', () => {
  it.for(DOCUMENTS)('%s states the retry policy and the default timeout', (doc) => {
    const text = flat(readFileSync(join(root, doc), 'utf8'));
    for (const sentence of policySentences()) expect(text, `${doc} (edit tools/codegen/templates, then npm run generate)`).toContain(sentence);
  });

  it.for(DOCUMENTS)('%s has a row of its auth table for each of the modes, and no other', (doc) => {
    const rows = [...readFileSync(join(root, doc), 'utf8').matchAll(/^\| `(\w+)` \| `\{ mode: '(\w+)'/gm)];
    expect(rows.map(([, mode]) => mode).sort()).toEqual([...AUTH_MODES].sort());
    for (const [, mode, inAuth] of rows) expect(inAuth, `${doc}: the row of ${mode}`).toBe(mode);
  });

  it('a document with another number fails', () => {
    const text = flat(readFileSync(join(root, DOCUMENTS[1]!), 'utf8')).replace('(default 2;', '(default 3;');
    expect(policySentences().filter((x) => !text.includes(x))).toEqual([`up to \`maxRetries\` more times (default ${RETRY_POLICY.maxRetries};`]);
  });
});
