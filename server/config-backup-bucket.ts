/**
 * The bucket backups are copied to, off the machine (issue 72 item 2, decision 0180): any S3-compatible provider,
 * named by one address, `BACKUP_S3_URL=https://<endpoint>/<bucket>[/<prefix>]` (path-style, which every provider
 * answers), with its key pair and region. Credentials stay in the environment, like every other secret. Plain http
 * only to this machine (a local S3-compatible server, tests).
 */
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional());

export const backupBucketEnvironmentSchema = {
  BACKUP_S3_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  /** AWS needs the bucket's region; most other providers take any ("auto" for Cloudflare R2). */
  BACKUP_S3_REGION: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default("us-east-1")),
};

type BackupBucketEnvironment = z.infer<z.ZodObject<typeof backupBucketEnvironmentSchema>>;

export interface BackupBucket {
  /** The provider's address, without the bucket. */
  endpoint: string;
  bucket: string;
  /** The folder in the bucket the backups go to: "" or ends with "/". */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The bucket the environment names, or the problems naming the variables to fix; none without BACKUP_S3_URL. */
export function backupBucket(value: BackupBucketEnvironment & { BACKUP_DIR?: string | undefined }): {
  bucket: BackupBucket | undefined;
  problems: string[];
} {
  const problems: string[] = [];
  const { BACKUP_S3_URL: url, BACKUP_S3_ACCESS_KEY_ID: accessKeyId, BACKUP_S3_SECRET_ACCESS_KEY: secretAccessKey } = value;
  if (url === undefined) {
    for (const [name, set] of [
      ["BACKUP_S3_ACCESS_KEY_ID", accessKeyId],
      ["BACKUP_S3_SECRET_ACCESS_KEY", secretAccessKey],
    ] as const)
      if (set !== undefined) problems.push(`${name}: set without BACKUP_S3_URL, the bucket it opens`);
    return { bucket: undefined, problems };
  }
  const address = new URL(url);
  const [bucket, ...folders] = address.pathname.split("/").filter((part) => part !== "");
  if (!bucket) problems.push("BACKUP_S3_URL: must name the bucket after the provider's address: https://<endpoint>/<bucket>[/<folder>]");
  if (address.protocol === "http:" && !LOCAL_HOSTS.has(address.hostname))
    problems.push("BACKUP_S3_URL: must be https (plain http only to this machine)");
  if (address.username || address.password || address.search)
    problems.push(
      "BACKUP_S3_URL: must hold no credentials or query: the keys go in BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY",
    );
  if (accessKeyId === undefined) problems.push("BACKUP_S3_ACCESS_KEY_ID: required with BACKUP_S3_URL");
  if (secretAccessKey === undefined) problems.push("BACKUP_S3_SECRET_ACCESS_KEY: required with BACKUP_S3_URL");
  if (value.BACKUP_DIR === undefined) problems.push("BACKUP_S3_URL: needs BACKUP_DIR, where the backups it copies are written first");
  if (problems.length > 0) return { bucket: undefined, problems };
  return {
    bucket: {
      endpoint: address.origin,
      bucket: bucket!,
      prefix: folders.length > 0 ? `${folders.join("/")}/` : "",
      region: value.BACKUP_S3_REGION,
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
    },
    problems,
  };
}
