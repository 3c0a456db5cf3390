/**
 * A backup file encrypted with BACKUP_ENCRYPTION_KEY (decision 0101): AES-256-GCM from node:crypto, as a stream, so
 * neither side holds the whole backup in memory. The file is
 *
 *   "ELARABK1" | key check (16 bytes) | IV (12 bytes) | ciphertext | GCM tag (16 bytes)
 *
 * The key check (an HMAC of the IV under the key) lets a wrong key be refused before anything is written; the tag,
 * checked at the end, refuses a file changed after it was written. One random IV per file, one file per key use.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual, type DecipherGCM } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

export const ENCRYPTED_MAGIC = Buffer.from("ELARABK1");
const KEY_CHECK_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + KEY_CHECK_BYTES + IV_BYTES;

export class BackupKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupKeyError";
  }
}

const keyCheck = (key: Buffer, iv: Buffer) =>
  createHmac("sha256", key).update("elara backup key check").update(iv).digest().subarray(0, KEY_CHECK_BYTES);

/** Whether a file starting with these bytes is an encrypted backup. */
export function isEncryptedBackup(firstBytes: Buffer): boolean {
  return firstBytes.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
}

export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!headerSent) {
        this.push(Buffer.concat([ENCRYPTED_MAGIC, keyCheck(key, iv), iv]));
        headerSent = true;
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!headerSent) this.push(Buffer.concat([ENCRYPTED_MAGIC, keyCheck(key, iv), iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * The plain bytes of an encrypted backup. It fails with a BackupKeyError before its first output when `key` is not the
 * one the file was written with, and at its end when the file was changed: what it gave before then must be thrown
 * away, which the restore does (it extracts into a folder it deletes on failure).
 */
export function decryptingStream(key: Buffer): Transform {
  let header = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  // The last TAG_BYTES seen are held back: they are the tag when the file ends.
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let data = chunk;
      if (!decipher) {
        header = Buffer.concat([header, data]);
        if (header.length < HEADER_BYTES) return done();
        if (!isEncryptedBackup(header)) return done(new BackupKeyError("This file is not an encrypted Elara backup."));
        const iv = header.subarray(ENCRYPTED_MAGIC.length + KEY_CHECK_BYTES, HEADER_BYTES);
        const check = header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + KEY_CHECK_BYTES);
        if (!timingSafeEqual(check, keyCheck(key, iv)))
          return done(new BackupKeyError("BACKUP_ENCRYPTION_KEY is not the key this backup was encrypted with: nothing was restored."));
        decipher = createDecipheriv("aes-256-gcm", key, iv);
        data = header.subarray(HEADER_BYTES);
      }
      const available = Buffer.concat([tail, data]);
      const usable = Math.max(0, available.length - TAG_BYTES);
      tail = available.subarray(usable);
      done(null, decipher.update(available.subarray(0, usable)));
    },
    flush(done) {
      if (!decipher || tail.length < TAG_BYTES)
        return done(new BackupKeyError("This encrypted backup is cut short: nothing was restored."));
      decipher.setAuthTag(tail);
      try {
        done(null, decipher.final());
      } catch {
        done(
          new BackupKeyError(
            "This encrypted backup was changed after it was written (its authentication tag does not match): nothing was restored.",
          ),
        );
      }
    },
  });
}
