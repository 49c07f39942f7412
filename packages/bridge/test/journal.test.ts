import { mkdtempSync, readFileSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBurnData } from '../src/burn.js';
import { buildDeposit } from '../src/deposit.js';
import { attachTxid, canonicalJson, defaultJournalPath, intentId, intentStatus, JournalError, readJournal, recordIntent } from '../src/journal.js';

const tmp = () => join(mkdtempSync(join(tmpdir(), 'gw-journal-')), 'sub', 'intents.jsonl');
const VAULT = '0x1111111111111111111111111111111111111111';
const USDC = '0x2222222222222222222222222222222222222222';
const RECIPIENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const inputs = { asset: 'USDC', amount: '100', recipient: RECIPIENT, convertBps: 500, btcDestination: RECIPIENT };

describe('intent journal', () => {
  it('writes the intent durably, one JSON line, 0600 in a 0700 directory', () => {
    const path = tmp();
    const plan = buildDeposit(inputs as never, { vault: VAULT, tokens: { USDC }, conversionLayout: { convertBps: 1, btcDestination: 2, maxSlippageBps: 3 } });
    const r = recordIntent(
      'deposit',
      inputs,
      { bridgeDataHex: plan.bridgeDataHex, approve: plan.approve },
      { path, now: () => new Date('2026-11-22T00:00:00Z') },
    );
    expect(r.duplicate).toBe(false);
    expect(r.warning).toBeUndefined();
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    const rec = JSON.parse(lines[0]!);
    expect(rec).toMatchObject({
      kind: 'intent',
      type: 'deposit',
      createdAt: '2026-11-22T00:00:00.000Z',
      repeat: 0,
      expected: { bridgeDataHex: plan.bridgeDataHex },
    });
    expect(rec.id).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('the id is canonical: key order does not matter, values do', () => {
    expect(intentId('deposit', { a: 1, b: '2' })).toBe(intentId('deposit', { b: '2', a: 1 }));
    expect(intentId('deposit', { a: 1 })).not.toBe(intentId('burn', { a: 1 }));
    expect(intentId('deposit', { a: 1n })).toBe(intentId('deposit', { a: '1' }));
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe('{"a":null,"b":[1,{"c":2,"d":1}]}');
  });

  it('preparing the same intent again warns that it is a duplicate (and names attached txids)', () => {
    const path = tmp();
    const first = recordIntent('burn', { toEthBps: 0 }, { burnDataHex: '0x' }, { path });
    const again = recordIntent('burn', { toEthBps: 0 }, { burnDataHex: '0x' }, { path });
    expect(again.duplicate).toBe(true);
    expect(again.record.repeat).toBe(1);
    expect(again.warning).toMatch(/duplicate burn intent/);
    expect(again.warning).toMatch(/no txid attached yet/);
    const txid = 'ab'.repeat(32);
    attachTxid(first.record.id, txid, 'burn', 'bitcoin', { path });
    const third = recordIntent('burn', { toEthBps: 0 }, { burnDataHex: '0x' }, { path });
    expect(third.warning).toMatch(new RegExp(`already submitted: burn ${txid}`));
    const st = intentStatus(first.record.id, { path });
    expect(st.intents).toHaveLength(3);
    expect(st.txids).toEqual([expect.objectContaining({ kind: 'txid', chain: 'bitcoin', step: 'burn', txid })]);
    // A different intent is not a duplicate.
    const plan = buildBurnData({}, { router: VAULT, usdc: USDC, weth: VAULT });
    expect(recordIntent('burn', { toEthBps: 0, plainEncoding: 'flag' }, plan, { path }).duplicate).toBe(false);
  });

  it('attachTxid refuses an unknown intent and a malformed txid; Ethereum txids are 0x-prefixed', () => {
    const path = tmp();
    const r = recordIntent('deposit', inputs, {}, { path });
    expect(() => attachTxid('00'.repeat(32), 'ab'.repeat(32), 'approve', 'ethereum', { path })).toThrow(JournalError);
    expect(() => attachTxid(r.record.id, 'xyz', 'approve', 'ethereum', { path })).toThrow(/txid/);
    expect(attachTxid(r.record.id, 'CD'.repeat(32), 'approve', 'ethereum', { path }).txid).toBe(`0x${'cd'.repeat(32)}`);
  });

  it('never writes keys: secret-looking fields are refused and nothing is appended', () => {
    const path = tmp();
    for (const bad of [{ privateKey: 'x' }, { nested: { mnemonic: 'a b c' } }, { apiKey: 'k' }, { seed: 'x' }]) {
      expect(() => recordIntent('deposit', bad, {}, { path })).toThrow(/secret-looking/);
    }
    expect(() => recordIntent('deposit', {}, { signer: { private_key: '0x1' } }, { path })).toThrow(JournalError);
    expect(readJournal({ path })).toEqual([]);
  });

  it('tolerates a torn last line (crash mid-append) but not corruption in the middle', () => {
    const path = tmp();
    recordIntent('burn', { n: 1 }, {}, { path });
    appendFileSync(path, '{"kind":"intent","id":"trunc');
    expect(readJournal({ path })).toHaveLength(1);
    expect(recordIntent('burn', { n: 1 }, {}, { path }).duplicate).toBe(true);
    writeFileSync(path, 'garbage\n{"kind":"intent"}\n');
    expect(() => readJournal({ path })).toThrow(JournalError);
  });

  it('default path is ~/.gw/intents.jsonl, overridable by GW_INTENT_JOURNAL', () => {
    expect(defaultJournalPath({})).toMatch(/\.gw[/\\]intents\.jsonl$/);
    expect(defaultJournalPath({ GW_INTENT_JOURNAL: '/x/j.jsonl' })).toBe('/x/j.jsonl');
  });
});
