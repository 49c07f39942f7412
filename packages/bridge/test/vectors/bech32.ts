// Test vectors copied from BIP 173 and BIP 350, "Test vectors" sections
// (https://github.com/bitcoin/bips/blob/master/bip-0173.mediawiki, bip-0350.mediawiki).

/** Valid checksummed strings (not addresses). */
export const VALID_BECH32 = [
  'A12UEL5L',
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
];

export const VALID_BECH32M = [
  'A1LQFN3A',
  'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
  '?1v759aa',
];

/** [string, BIP's reason]: invalid under both checksums. */
export const INVALID_BECH32: [string, string][] = [
  ['\x201nwldj5', 'HRP character out of range'],
  ['\x7f1axkwrx', 'HRP character out of range'],
  ['\x801eym55h', 'HRP character out of range'],
  ['an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx', 'overall max length exceeded'],
  ['pzry9x0s0muk', 'No separator character'],
  ['1pzry9x0s0muk', 'Empty HRP'],
  ['x1b4n0q5v', 'Invalid data character'],
  ['li1dgmt3', 'Too short checksum'],
  ['de1lg7wt\xff', 'Invalid character in checksum'],
  ['A1G7SGD8', 'checksum calculated with uppercase form of HRP'],
  ['10a06t8', 'empty HRP'],
  ['1qzzfhee', 'empty HRP'],
];

export const INVALID_BECH32M: [string, string][] = [
  ['\x201xj0phk', 'HRP character out of range'],
  ['\x7f1g6xzxy', 'HRP character out of range'],
  ['\x801vctc34', 'HRP character out of range'],
  ['an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4', 'overall max length exceeded'],
  ['qyrz8wqd2c9m', 'No separator character'],
  ['1qyrz8wqd2c9m', 'Empty HRP'],
  ['y1b0jsk6g', 'Invalid data character'],
  ['lt1igcx5c0', 'Invalid data character'],
  ['in1muywd', 'Too short checksum'],
  ['mm1crxm3i', 'Invalid character in checksum'],
  ['au1s5cgom', 'Invalid character in checksum'],
  ['M1VUXWEZ', 'checksum calculated with uppercase form of HRP'],
  ['16plkw9', 'empty HRP'],
  ['1p2gdwpf', 'empty HRP'],
];

/** [address, scriptPubKey hex]: valid segwit addresses (BIP 350's list; BIP 173's v0 entries are the same). */
export const VALID_ADDRESSES: [string, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', '6002751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
  ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
];

/**
 * [address, BIP's reason]: invalid segwit addresses. BIP 173 listed the v1+ addresses below as valid with
 * a bech32 checksum; BIP 350 made them invalid (v1+ must use bech32m), so they are refused here.
 */
export const INVALID_ADDRESSES: [string, string][] = [
  // BIP 173
  ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'Invalid human-readable part'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'Invalid checksum'],
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'Invalid witness version'],
  ['bc1rw5uspcuh', 'Invalid program length'],
  ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'Invalid program length'],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'Invalid program length for witness version 0 (per BIP141)'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'Mixed case'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'Non-zero padding in 8-to-5 conversion'],
  ['bc1gmk9yu', 'Empty data section'],
  // BIP 173 "valid" v1+ addresses, superseded by BIP 350
  ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', 'v1 with bech32 (BIP 350)'],
  ['BC1SW50QA3JX3S', 'v16 with bech32 (BIP 350)'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'v2 with bech32 (BIP 350)'],
  // BIP 350
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'Invalid human-readable part'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'Invalid checksum (Bech32 instead of Bech32m)'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'Invalid checksum (Bech32 instead of Bech32m)'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'Invalid checksum (Bech32 instead of Bech32m)'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'Invalid checksum (Bech32m instead of Bech32)'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'Invalid checksum (Bech32m instead of Bech32)'],
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'Invalid character in checksum'],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'Invalid witness version'],
  ['bc1pw5dgrnzv', 'Invalid program length (1 byte)'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'Invalid program length (41 bytes)'],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'Invalid program length for witness version 0 (per BIP141)'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'Mixed case'],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'Non-zero padding in 8-to-5 conversion'],
  ['bc1gmk9yu', 'Empty data section'],
];
