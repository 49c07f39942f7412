// A local gateway on a simulated world without fixtures (mainnet), for the world-* tests: started before the file's
// tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/index.js';

/** Registers the gateway's start and close; the returned function gives the running gateway. */
export function worldWithoutFixtures(apiKey: string, worldSeed: number): () => MockGateway {
  let g: MockGateway | undefined;
  beforeAll(async () => {
    g = await startMockGateway({ network: 'mainnet', apiKey, fixtures: [], worldSeed });
  });
  afterAll(async () => g?.close());
  return () => {
    if (!g) throw new Error('the world gateway is not running');
    return g;
  };
}
