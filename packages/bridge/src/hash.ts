// The two hashes this package needs, from @noble/hashes (audited, pure JS: Node and browsers).
// keccak256 is Ethereum's Keccak-256 (padding 0x01), not SHA3-256 (padding 0x06).
export { keccak_256 as keccak256 } from '@noble/hashes/sha3.js';
export { sha256 } from '@noble/hashes/sha2.js';
