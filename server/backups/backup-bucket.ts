/**
 * Backups off the machine (issue 72 item 2, decision 0180): every complete backup in BACKUP_DIR is copied, already
 * encrypted when a key is set, to an S3-compatible bucket; each upload carries its MD5 (Content-MD5), so the provider
 * refuses a body damaged on the way, and the answer's ETag is compared with it. The manifest goes after its backup,
 * so a manifest in the bucket means the backup before it arrived whole, as on disk. The bucket keeps what
 * BACKUP_DIR keeps (domain/backup-retention.ts); `npm run restore -- --from-bucket` takes a backup straight from it.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { backupsToKeep } from "#domain/backup-retention";
import type { BackupBucket } from "../config-backup-bucket.ts";
import { backupNamed, listBackups, sidecarPath } from "./backups.ts";

export interface BucketBackup {
  name: string;
  takenAt: Date;
  manual: boolean;
}

export interface BucketSync {
  uploaded: string[];
  deleted: string[];
}

export interface BackupBucketCopies {
  /** Copies every complete backup of `backupDir` the bucket lacks, each verified, then deletes there what retention drops. */
  sync(backupDir: string): Promise<BucketSync>;
  /** The complete backups in the bucket (manifest beside them), newest first. */
  list(): Promise<BucketBackup[]>;
  /** Downloads a backup and its manifest into `directory`: the backup's path there. */
  download(name: string, directory: string): Promise<string>;
}

/** A provider's answer that does not hold what was sent: the copy is not trusted and is sent again next time. */
export class BucketCopyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BucketCopyError";
  }
}

export function backupBucketCopies(bucket: BackupBucket): BackupBucketCopies {
  const client = new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    forcePathStyle: true,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    // Checksums the SDK would add by itself (CRC32 trailers, aws-chunked bodies) are not understood by every
    // S3-compatible provider; Content-MD5, which all check, is sent instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const keyOf = (name: string) => `${bucket.prefix}${name}`;

  /** Every object under the prefix, by its name there, with its size. */
  async function objects(): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: bucket.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(bucket.prefix.length);
        if (!name.includes("/")) found.set(name, object.Size ?? 0);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async function upload(file: string): Promise<void> {
    const md5 = createHash("md5");
    await pipeline(createReadStream(file), md5);
    const digest = md5.digest();
    const { size } = await stat(file);
    const key = keyOf(path.basename(file));
    const answer = await client.send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentMD5: digest.toString("base64"),
        ContentType: "application/octet-stream",
      }),
    );
    const etag = answer.ETag?.replaceAll('"', "");
    // A single upload's ETag is its MD5 at every provider we know; one that answers otherwise is asked for the size.
    if (etag && /^[0-9a-f]{32}$/.test(etag)) {
      if (etag !== digest.toString("hex")) throw new BucketCopyError(`${key}: the bucket holds other bytes than were sent`);
      return;
    }
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: key }));
    if (head.ContentLength !== size) throw new BucketCopyError(`${key}: the bucket holds ${head.ContentLength} bytes, not ${size}`);
  }

  function complete(found: Map<string, number>): BucketBackup[] {
    const backups: BucketBackup[] = [];
    for (const name of found.keys()) {
      const named = backupNamed(name);
      if (named && found.has(path.basename(sidecarPath(name)))) backups.push({ name, ...named });
    }
    return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  }

  return {
    async sync(backupDir) {
      const found = await objects();
      const uploaded: string[] = [];
      const local = await listBackups(backupDir);
      for (const backup of local) {
        const name = path.basename(backup.path);
        const manifest = sidecarPath(backup.path);
        const whole = found.get(name) === backup.sidecar.file.bytes && found.has(path.basename(manifest));
        if (whole) continue;
        await upload(backup.path);
        await upload(manifest);
        found.set(name, backup.sidecar.file.bytes).set(path.basename(manifest), 0);
        uploaded.push(name);
      }
      const kept = new Set(backupsToKeep(complete(found)).map((backup) => backup.name));
      const localNames = new Set(local.map((backup) => path.basename(backup.path)));
      // A backup the retention drops goes with its manifest; one whose manifest never arrived, and that this store no
      // longer has, was an interrupted copy. What this store still keeps stays, whatever the bucket's other copies.
      const droppedBackups = [...found.keys()].filter((name) => backupNamed(name) && !kept.has(name) && !localNames.has(name));
      const dropped = droppedBackups.flatMap((name) => [name, path.basename(sidecarPath(name))].filter((key) => found.has(key)));
      for (let start = 0; start < dropped.length; start += 1000) {
        const batch = dropped.slice(start, start + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket.bucket,
            Delete: { Objects: batch.map((name) => ({ Key: keyOf(name) })), Quiet: true },
          }),
        );
        if (answer.Errors && answer.Errors.length > 0)
          throw new BucketCopyError(`the bucket kept ${answer.Errors.map((error) => error.Key).join(", ")}: ${answer.Errors[0]!.Message}`);
      }
      return { uploaded, deleted: droppedBackups };
    },

    list: async () => complete(await objects()),

    async download(name, directory) {
      if (!backupNamed(name)) throw new BucketCopyError(`${name} is not the name of a backup`);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const target = path.join(directory, name);
      for (const file of [target, sidecarPath(target)]) {
        const answer = await client
          .send(new GetObjectCommand({ Bucket: bucket.bucket, Key: keyOf(path.basename(file)) }))
          .catch((error: unknown) => {
            if ((error as { name?: string }).name === "NoSuchKey") throw new BucketCopyError(`${path.basename(file)} is not in the bucket`);
            throw error;
          });
        await pipeline(answer.Body as Readable, createWriteStream(file, { mode: 0o600 }));
      }
      return target;
    },
  };
}
