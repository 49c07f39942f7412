// The flags of `gw conformance` for CI at scale (issue 23), without the suite: ./conformance-scale.ts reads them.
import type { OptionSpec } from '../args.js';

export const SCALE_OPTIONS = {
  shard: { type: 'string', help: 'run only shard I of N (e.g. 2/3): a stable, disjoint slice; merge the reports with gw conformance merge' },
  'max-rate': { type: 'string', help: 'live: at most this many requests per second (the X-RateLimit-* plan is always followed)' },
  'max-wait': { type: 'string', help: "live: the longest wait (seconds) the gateway's plan may ask for before the run stops", fallback: '900' },
  generate: {
    type: 'string',
    help: 'also send N spec-generated valid and N invalid requests per operation, and walk paged operations and the mempool stream',
  },
  seed: { type: 'string', help: 'the seed of --generate (printed by every run; the same seed sends the same requests)' },
  'min-coverage': { type: 'string', help: 'fail under these coverage shares, in percent: 80 (operations) or operations=90,errors=40,rules=100' },
} satisfies Record<string, OptionSpec>;
