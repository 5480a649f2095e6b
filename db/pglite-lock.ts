import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

// A lock file without a readable pid is only stale once it is this old (left by an older version).
const UNREADABLE_STALE_MS = 10_000;

/** Creates `file` holding `content` atomically: a hard link of a private temp file, which fails if it exists. */
function createWith(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, content);
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return false;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** The pid in a lock file, `null` if the file is gone, `NaN` if it holds no pid. */
function ownerOf(file: string): number | null {
  try {
    const text = readFileSync(file, "utf8");
    return /^\d+$/.test(text) ? Number(text) : NaN;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

function isStale(file: string, owner: number): boolean {
  if (Number.isNaN(owner)) {
    try {
      return Date.now() - statSync(file).mtimeMs > UNREADABLE_STALE_MS;
    } catch {
      return false;
    }
  }
  return !isAlive(owner);
}

/**
 * PGlite does not lock its folder, and a second process writing it corrupts the first one's view,
 * so the folder is claimed with a lock file holding the owner's pid, created with its content in one
 * atomic step. A lock left by a dead process is removed only under a second, short-lived takeover
 * lock, after checking again that it is still the same stale lock: two processes finding it at once
 * can never both remove it, nor remove the new owner's.
 */
export function claimPgliteFolder(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  const takeover = `${lockFile}.takeover`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createWith(lockFile, String(process.pid))) {
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return release;
    }
    const owner = ownerOf(lockFile);
    if (owner === null) continue;
    if (owner === process.pid) return () => {};
    if (!isStale(lockFile, owner)) throw new EmbeddedDatabaseBusyError(dir, owner);
    if (createWith(takeover, String(process.pid))) {
      try {
        if (Object.is(ownerOf(lockFile), owner)) rmSync(lockFile, { force: true });
      } finally {
        rmSync(takeover, { force: true });
      }
    } else {
      const holder = ownerOf(takeover);
      if (holder !== null && isStale(takeover, holder)) rmSync(takeover, { force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  throw new Error(`No se ha podido reservar la base de datos embebida en ${dir}`);
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `La base de datos embebida (${dir}) está en uso por otro proceso (pid ${Number.isNaN(pid) ? "desconocido" : pid}), probablemente el servidor. ` +
        "Detén el servidor antes de usar este comando, o usa DATABASE_URL con PostgreSQL.",
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}
