import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * The local key: while the server runs on the embedded database it holds the folder, so a command
 * (`npm run portal -- session …`) cannot open it. The server writes a random key beside the folder,
 * readable by its own user only (0600), and accepts it at `POST /api/internal/session-link`; a command
 * that finds the folder busy reads the key and asks the server instead.
 */
export type LocalKey = { key: string; url: string; pid: number };

export const localKeyFile = (pgliteDir: string) => `${pgliteDir}.local-key`;

// On globalThis: Next bundles instrumentation (which writes the key) and the route (which checks it) separately.
const holder = globalThis as unknown as { __portalLocalKey?: string };

/** Writes a fresh key for this server (listening at `url`) and removes it when the process exits. */
export function writeLocalKey(pgliteDir: string, url: string): void {
  const file = localKeyFile(pgliteDir);
  const key = randomBytes(32).toString("base64url");
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify({ key, url, pid: process.pid } satisfies LocalKey), { mode: 0o600 });
  chmodSync(file, 0o600);
  holder.__portalLocalKey = key;
  process.once("exit", () => rmSync(file, { force: true }));
}

/** The key the running server wrote, or null when there is none (no server, or not on the embedded database). */
export function readLocalKey(pgliteDir: string): LocalKey | null {
  try {
    return JSON.parse(readFileSync(localKeyFile(pgliteDir), "utf8")) as LocalKey;
  } catch {
    return null;
  }
}

/** Whether an `Authorization: Bearer …` header carries this server's local key. */
export function isLocalKey(authorization: string | null): boolean {
  const given = authorization?.toLowerCase().startsWith("bearer ") ? authorization.slice(7).trim() : "";
  const current = holder.__portalLocalKey;
  if (!current || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(current);
  return a.length === b.length && timingSafeEqual(a, b);
}
