import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite does not lock its folder, and a second process writing it corrupts the first one's view,
 * so the folder is claimed with a lock file holding the owner's pid. A lock left by a dead process is taken over.
 */
export function claimPgliteFolder(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockFile, { force: true });
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(lockFile, "utf8"));
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new EmbeddedDatabaseBusyError(dir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`No se ha podido reservar la base de datos embebida en ${dir}`);
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `La base de datos embebida (${dir}) está en uso por otro proceso (pid ${pid}), probablemente el servidor. ` +
        "Detén el servidor antes de usar este comando, o usa DATABASE_URL con PostgreSQL.",
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}
