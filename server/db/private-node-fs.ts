/**
 * The embedded database's files and folders, readable by the store's user only (issue 64 item 6). PGlite's PostgreSQL
 * runs on Emscripten's file system, which creates each folder with mode 0777 and each file with 0777, then sets the
 * file to what the database asked for, 0666; the process's umask narrows the first two but not the last. This file
 * system takes the group's and others' bits off every one of those modes, whatever the umask.
 */
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOptions = Awaited<ReturnType<NodeFS["init"]>>["emscriptenOpts"];
interface EmscriptenFS {
  mknod(path: string, mode: number, dev: number): unknown;
  chmod(path: string | object, mode: number, dontFollow?: boolean): void;
}

const OWNER_ONLY = ~0o077;

export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          ({ FS }: { FS: EmscriptenFS }) => {
            const { mknod, chmod } = { mknod: FS.mknod.bind(FS), chmod: FS.chmod.bind(FS) };
            FS.mknod = (path, mode, dev) => mknod(path, mode & OWNER_ONLY, dev);
            FS.chmod = (path, mode, dontFollow) => chmod(path, mode & OWNER_ONLY, dontFollow);
          },
        ],
      },
    };
  }
}
