// The brc20-prog case rules judge real answers as the seed and spec allow them (issue 19 item 4).
import type { LoadedFixture } from '@gw/contract';
import { describe, expect, it } from 'vitest';
import balance from '../cases/brc20-prog/brc20_balance.js';
import trace from '../cases/brc20-prog/debug_traceTransaction.js';
import byNumber from '../cases/brc20-prog/eth_getBlockByNumber.js';
import type { CaseFile } from '../src/index.js';

/** Runs every rule of a case on one answer; the messages of the rules that failed (a TypeError counts as a failure too). */
function failures(c: CaseFile, data: unknown, params?: unknown[]): string[] {
  const fixture = params ? ({ request: { body: { jsonrpc: '2.0', method: c.operation, params, id: 1 } } } as unknown as LoadedFixture) : undefined;
  const out: string[] = [];
  for (const rule of c.rules ?? []) {
    try {
      rule.check(data, { network: 'mainnet', ...(fixture ? { fixture } : {}) });
    } catch (e) {
      out.push(`${(e as Error).name}: ${(e as Error).message}`);
    }
  }
  return out;
}

const TX = `0x${'ab'.repeat(32)}`;
const frame = {
  type: 'CALL',
  from: '0x5a4bc019aaec6f10a8d13fffdb0d436a1372b801',
  to: '0xc54dd4581af2dbf18e4d90840226756e9d2b3cdb',
  value: '0x0',
  gas: '0x5f5e100',
  gasUsed: '0x1c9c3',
  input: '0xa9059cbb',
  output: '0x',
};

describe('brc20_balance: the balance as a decimal string or a 0x hex quantity (the seed gives no type)', () => {
  it('accepts the 0x quantity the real module answers, and a decimal string', () => {
    expect(failures(balance, '0x3635c9adc5dea00000')).toEqual([]);
    expect(failures(balance, '0x0')).toEqual([]);
    expect(failures(balance, '1000000000000000000000')).toEqual([]);
  });
  it('refuses what is no balance', () => {
    for (const bad of ['0x', '-1', '12.5', 'ordi', '0x-1', '', 1000, null]) expect(failures(balance, bad), JSON.stringify(bad)).toHaveLength(1);
  });
});

describe('debug_traceTransaction: null, a callTracer frame, or any output of another tracer', () => {
  it('null passes (unknown transaction or no trace recorded): no TypeError', () => {
    expect(failures(trace, null, [TX, { tracer: 'callTracer' }])).toEqual([]);
  });
  it('a callTracer answer must be a call frame, its nested calls too', () => {
    expect(failures(trace, { ...frame, calls: [{ ...frame, type: 'STATICCALL' }] }, [TX, { tracer: 'callTracer' }])).toEqual([]);
    expect(failures(trace, {}, [TX, { tracer: 'callTracer' }])).toHaveLength(1);
    expect(failures(trace, 'CALL', [TX, { tracer: 'callTracer' }])).toHaveLength(1);
    expect(failures(trace, { ...frame, from: 'nobody' }, [TX, { tracer: 'callTracer' }])).toHaveLength(1);
    expect(failures(trace, { ...frame, calls: [{ ...frame, type: 7 }] }, [TX, { tracer: 'callTracer' }])[0]).toMatch(/calls\/0/);
  });
  it('another tracer, or no options (the opcode logger), answers what it answers', () => {
    expect(failures(trace, { '0x70a08231-32': 1 }, [TX, { tracer: '4byteTracer' }])).toEqual([]);
    expect(failures(trace, { gas: 21000, failed: false, returnValue: '0x', structLogs: [] }, [TX])).toEqual([]);
  });
});

describe('eth_getBlockByNumber: a block tag (execution-apis BlockNumberOrTag) names no number to compare', () => {
  it('latest answers the latest block; a number answers that block', () => {
    expect(failures(byNumber, { number: '0x10', transactions: [] }, ['latest', false])).toEqual([]);
    expect(failures(byNumber, { number: '0x10', transactions: [] }, ['0x10', false])).toEqual([]);
    expect(failures(byNumber, { number: '0x11', transactions: [] }, ['0x10', false])).toHaveLength(1);
  });
});
