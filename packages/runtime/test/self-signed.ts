// A self-signed TLS certificate for 127.0.0.1 and localhost, made when a test runs (no key is kept in the
// repository): a P-256 key from node:crypto and a minimal X.509 v3 certificate written in DER here, since Node signs
// but does not build certificates.
import { generateKeyPairSync, sign } from 'node:crypto';

/** DER: tag, length, content. */
const tlv = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  const n = body.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, body]);
};
const seq = (...c: Buffer[]) => tlv(0x30, ...c);
const hex = (h: string) => Buffer.from(h.replace(/ /g, ''), 'hex');
const ECDSA_SHA256 = seq(hex('06 08 2a 86 48 ce 3d 04 03 02'));
/** YYMMDDHHMMSSZ */
const utcTime = (d: Date) => tlv(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

export function selfSigned(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = seq(tlv(0x31, seq(hex('06 03 55 04 03'), tlv(0x0c, Buffer.from('localhost')))));
  const now = Date.now();
  const altNames = seq(tlv(0x87, hex('7f 00 00 01')), tlv(0x82, Buffer.from('localhost')));
  const extensions = tlv(
    0xa3,
    seq(
      seq(hex('06 03 55 1d 13'), tlv(0x01, hex('ff')), tlv(0x04, seq(tlv(0x01, hex('ff'))))), // basicConstraints: CA
      seq(hex('06 03 55 1d 11'), tlv(0x04, altNames)), // subjectAltName
    ),
  );
  const tbs = seq(
    tlv(0xa0, tlv(0x02, hex('02'))), // v3
    tlv(0x02, hex('01')),
    ECDSA_SHA256,
    name,
    seq(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 24 * 3_600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.from([0]), signature));
  const pem = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`;
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert: pem };
}
