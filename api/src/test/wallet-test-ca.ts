import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A self-made certificate authority in the shape of Apple's: a root, a "WWDR" intermediate, and a
// pass type certificate it signs. No test runner in here: the API tests and the browser tests'
// server set-up both use it.

export interface WalletTestCa {
  dir: string;
  passTypeId: string;
  teamId: string;
  rootCertPath: string;
  wwdrCertPath: string;
  certPath: string;
  /** The pass certificate's key, unencrypted. */
  keyPath: string;
  /** The same key, encrypted with `passphrase` (PKCS#8, as `openssl pkcs12 -nocerts` exports it). */
  encryptedKeyPath: string;
  passphrase: string;
  /** root + WWDR in one file: the -CAfile of `openssl smime -verify`. */
  chainPath: string;
  /** A TLS server certificate for 127.0.0.1 signed by the root (the APNs stand-in over https). */
  serverCertPath: string;
  serverKeyPath: string;
  /** The APPLE_* settings of this authority (unencrypted key; APNs at `apnsUrl`). */
  env(apnsUrl?: string, options?: { encryptedKey?: boolean }): Record<string, string>;
}

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

/** Makes the authority in a new temporary folder (three RSA keys: about a second). */
export function makeWalletTestCa(passTypeId = 'pass.test.dealcard', teamId = 'TEAM123456'): WalletTestCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-ca-'));
  writeFileSync(
    path.join(dir, 'ca.ext'),
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\n',
  );
  writeFileSync(
    path.join(dir, 'pass.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n',
  );
  openssl(dir, [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'root.key', '-out', 'root.pem', '-days', '3650',
    '-subj', '/CN=Test Apple Root CA/O=Deal Card Tests', '-addext', 'basicConstraints=critical,CA:TRUE',
    '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ]); // prettier-ignore
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'wwdr.key', '-out', 'wwdr.csr', '-subj', '/CN=Test WWDR G4/OU=G4/O=Deal Card Tests']); // prettier-ignore
  openssl(dir, [
    'x509', '-req', '-in', 'wwdr.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-set_serial', '2',
    '-out', 'wwdr.pem', '-days', '3650', '-extfile', 'ca.ext',
  ]); // prettier-ignore
  openssl(dir, [
    'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'pass.key', '-out', 'pass.csr',
    '-subj', `/UID=${passTypeId}/CN=Pass Type ID: ${passTypeId}/OU=${teamId}/O=Deal Card Tests/C=US`,
  ]); // prettier-ignore
  openssl(dir, [
    'x509', '-req', '-in', 'pass.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-set_serial', '3',
    '-out', 'pass.pem', '-days', '365', '-extfile', 'pass.ext',
  ]); // prettier-ignore
  writeFileSync(
    path.join(dir, 'server.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n',
  );
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']); // prettier-ignore
  openssl(dir, [
    'x509', '-req', '-in', 'server.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-set_serial', '4',
    '-out', 'server.pem', '-days', '365', '-extfile', 'server.ext',
  ]); // prettier-ignore
  const passphrase = 'wallet test passphrase';
  openssl(dir, ['pkcs8', '-topk8', '-in', 'pass.key', '-out', 'pass-encrypted.key', '-v2', 'aes-256-cbc', '-passout', `pass:${passphrase}`]); // prettier-ignore
  writeFileSync(
    path.join(dir, 'chain.pem'),
    readFileSync(path.join(dir, 'root.pem'), 'utf8') + readFileSync(path.join(dir, 'wwdr.pem'), 'utf8'),
  );
  const at = (name: string) => path.join(dir, name);
  const ca: WalletTestCa = {
    dir,
    passTypeId,
    teamId,
    rootCertPath: at('root.pem'),
    wwdrCertPath: at('wwdr.pem'),
    certPath: at('pass.pem'),
    keyPath: at('pass.key'),
    encryptedKeyPath: at('pass-encrypted.key'),
    passphrase,
    chainPath: at('chain.pem'),
    serverCertPath: at('server.pem'),
    serverKeyPath: at('server.key'),
    env(apnsUrl, options = {}) {
      return {
        APPLE_PASS_TYPE_ID: passTypeId,
        APPLE_TEAM_ID: teamId,
        APPLE_PASS_CERT: ca.certPath,
        APPLE_PASS_KEY: options.encryptedKey ? ca.encryptedKeyPath : ca.keyPath,
        ...(options.encryptedKey ? { APPLE_PASS_KEY_PASSPHRASE: passphrase } : {}),
        APPLE_WWDR_CERT: ca.wwdrCertPath,
        ...(apnsUrl ? { APPLE_APNS_URL: apnsUrl } : {}),
      };
    },
  };
  return ca;
}
