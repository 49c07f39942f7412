// Browser bundle budgets (issue 14 item 2): a program that calls one operation function bundles (esbuild, browser,
// minified, tree shaking) under its budget with only that operation's validators; the whole client is over it, so the
// budget bites. Byte counts are deterministic: a test, not a timing. Packages are bundled from source (`@gw/source`,
// as the other tests run them), so no build is needed.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { browserBundle, operationValidators } from '../src/bundle.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

const budgets = [
  {
    surface: 'data-api',
    budget: 60_000,
    one: ["import { getBitcoinPrice } from '@gw/data-api';\nexport const run = (gw) => getBitcoinPrice(gw);", 'getBitcoinPrice'],
    client: "import { createDataApiClient } from '@gw/data-api';\nexport const run = (gw) => createDataApiClient(gw).getBitcoinPrice();",
    clientValidators: (n: number) => expect(n).toBeGreaterThan(40),
  },
  {
    surface: 'forex',
    // One call 19 KB since the validators are ES modules without ajv-formats (was 30 KB); issue 21's retries, typed
    // rate limits and aborts, per-call headers, middleware and batching add about 6 KB to every call; the judge's
    // exchange rules and the drift register's matcher about 2 KB; the one redactor (every spelling of every secret)
    // and the same-origin redirect guard (issue 22) about 4 KB: 31.8 KB measured after the merge. The per-exchange
    // deadline queue (one timer per timeout length, issue 25 item 2) about 0.7 KB: 32.6 KB (the whole client 38.9 KB).
    // The numerals scanned and the common date-time read by position (issue 25 item 3: forex_rates validation about
    // 1.6 -> 1.1 µs) about 1.2 KB: 33.8 KB. The secret scan passing over escapes that spell no secret (issue 25 item 1:
    // a hex-heavy answer with escapes scanned in about half the time) about 0.6 KB: 34.4 KB. Redaction of JSON's short
    // escapes of control characters (`\t`, `\n`: a key with a tab) 0.2 KB: 34,798 bytes (the Node transport adds none).
    // A recording's body redacted without a walk when its text has no backslash (redactParsed), and a middleware's view
    // of an answer with a backslash read as JSON too: 34,973 bytes.
    budget: 35_000,
    one: ["import { forexRates } from '@gw/forex';\nexport const run = (gw) => forexRates(gw);", 'forexRates'],
    client: "import { createForexClient } from '@gw/forex';\nexport const run = (gw) => createForexClient(gw).forexRates();",
    clientValidators: (n: number) => expect(n).toBe(4),
  },
] as const;

describe.each(budgets)('browser bundle of one $surface call', ({ surface, budget, one, client, clientValidators }) => {
  const dir = join(ROOT, 'packages', surface);

  test(`${one[1]}(gw) alone: under ${budget / 1000} KB minified, with only its own validators`, async () => {
    const b = await browserBundle(one[0], dir);
    expect(b.bytes).toBeLessThan(budget);
    expect(operationValidators(b, surface)).toEqual([one[1]]);
  });

  test('the budget bites: the whole client (every operation) is over it', async () => {
    const b = await browserBundle(client, dir);
    expect(b.bytes).toBeGreaterThan(budget);
    clientValidators(operationValidators(b, surface).length);
  });
});
