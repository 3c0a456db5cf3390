/**
 * A local S3-compatible server for the backups' bucket (decision 0180): s3rver, on a free port of this machine, its
 * objects in a scratch folder, one bucket; never the internet.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { BackupBucket } from "#server/config-backup-bucket";

/** s3rver accepts these keys; any others are refused, like a real provider's wrong ones. */
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startLocalBucket(bucketName = "elara-backups"): Promise<{
  bucket: (prefix?: string) => BackupBucket;
  /** Where s3rver keeps the bucket's objects on disk (to damage one, as a test must). */
  directory: string;
  stop: () => Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), "elara-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucketName }] });
  const { port } = await server.run();
  return {
    bucket: (prefix = "shop/") => ({ endpoint: `http://127.0.0.1:${port}`, bucket: bucketName, prefix, region: "us-east-1", ...KEYS }),
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
