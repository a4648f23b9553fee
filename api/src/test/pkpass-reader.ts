import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';

// Tests only: opens a .pkpass as Wallet does, checks every hash of its manifest and its signature
// with OpenSSL against a certificate authority file.

/** A supertest parser that keeps a binary answer's bytes (`.buffer(true).parse(binaryParser)`). */
export function binaryParser(answer: object, done: (err: Error | null, body: Buffer) => void): void {
  // In Node, superagent hands parsers the response stream itself.
  const res = answer as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer | string) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'binary')));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (err: Error) => done(err, Buffer.alloc(0)));
}

export interface OpenedPass {
  files: Record<string, Buffer>;
  passJson: Record<string, unknown>;
  manifest: Record<string, string>;
  /** pass.strings of a language, parsed ("key" = "value";). */
  strings(language: string): Record<string, string>;
}

export function openPkpass(bytes: Buffer): OpenedPass {
  const files = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, data]) => [name, Buffer.from(data)]),
  );
  const read = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is missing from the pass (has ${Object.keys(files).join(', ')})`);
    return file;
  };
  return {
    files,
    passJson: JSON.parse(read('pass.json').toString('utf8')) as Record<string, unknown>,
    manifest: JSON.parse(read('manifest.json').toString('utf8')) as Record<string, string>,
    strings(language) {
      const text = read(`${language}.lproj/pass.strings`).toString('utf8');
      const entries = [...text.matchAll(/"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";/g)];
      const unescape = (s: string) => s.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
      return Object.fromEntries(entries.map((m) => [unescape(m[1]!), unescape(m[2]!)]));
    },
  };
}

/** The files whose SHA-1 is missing from the manifest or differs from it (empty when all match). */
export function manifestMismatches(pass: OpenedPass): string[] {
  const wrong: string[] = [];
  for (const [name, data] of Object.entries(pass.files)) {
    if (name === 'manifest.json' || name === 'signature') continue;
    if (pass.manifest[name] !== createHash('sha1').update(data).digest('hex')) wrong.push(name);
  }
  for (const name of Object.keys(pass.manifest)) if (!pass.files[name]) wrong.push(`${name} (listed, absent)`);
  return wrong;
}

/** `openssl smime -verify` of the detached signature over `manifest`; true when it verifies. */
export function signatureVerifies(signature: Buffer, manifest: Buffer, caFile: string): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-verify-'));
  try {
    writeFileSync(path.join(dir, 'signature'), signature);
    writeFileSync(path.join(dir, 'manifest.json'), manifest);
    execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        caFile,
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
