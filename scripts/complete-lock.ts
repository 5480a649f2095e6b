// `npm run lock:complete`: adds to package-lock.json the entries of other platforms' optional native
// packages (@next/swc-darwin-arm64, @tailwindcss/oxide-win32-x64-msvc, …). The registry these machines
// reach serves only this platform's binaries, so npm leaves the others out of the lock file and `npm ci`
// then refuses it as out of sync. Each entry gets its version, "optional": true and the os/cpu/libc
// read from the package's platform suffix; every platform skips the entries that are not its own and
// fetches its own by version. Run it after every dependency change.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type LockEntry = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  peer?: boolean;
  devOptional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
export type Lock = { packages: Record<string, LockEntry>; [key: string]: unknown };
type Platform = { os?: string[]; cpu?: string[]; libc?: string[] };

const OS = ["aix", "android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "openharmony", "sunos", "win32"];
const CPU = ["arm64", "arm", "ia32", "loong64", "mips64el", "ppc64", "riscv64", "s390x", "wasm32", "x64"];

/** The os/cpu/libc of a native package, from the platform words in its name ("oxide-linux-arm64-musl"). */
export function platformOf(name: string): Platform | undefined {
  const words = name.split("/").pop()!.split("-");
  const os = words.find((w) => OS.includes(w)) ?? (words.includes("linuxmusl") ? "linux" : undefined);
  const cpu = words.find((w) => CPU.includes(w));
  const libcWord = words.find((w) => /^(gnu|musl|linuxmusl)/.test(w));
  const libc = libcWord === undefined ? undefined : libcWord.includes("musl") ? "musl" : "glibc";
  if (!cpu && !os) return undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}) };
}

/** Where node would find `name` from the package at `from` (a lock key such as "node_modules/next"). */
function resolveFrom(packages: Lock["packages"], from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf("/node_modules/");
    dir = cut < 0 ? "" : dir.slice(0, cut);
  }
}

const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** The lock entries npm could not write: optional dependencies with a platform and no entry. */
export function missingOptionalEntries(lock: Lock): { key: string; entry: LockEntry }[] {
  const packages = lock.packages;
  const missing: { key: string; entry: LockEntry }[] = [];
  for (const [from, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolveFrom(packages, from, name)) continue;
      const platform = platformOf(name);
      if (!platform || !EXACT.test(spec)) continue;
      const key = packages[`node_modules/${name}`] ? `${from}/node_modules/${name}` : `node_modules/${name}`;
      if (missing.some((m) => m.key === key)) continue;
      const flags = Object.fromEntries(
        ["dev", "peer", "devOptional"].filter((f) => entry[f as keyof LockEntry]).map((f) => [f, true]),
      );
      missing.push({ key, entry: { version: spec, ...flags, optional: true, ...platform } });
    }
  }
  return missing;
}

/** The lock with the missing entries added, keys in npm's order. */
export function completeLock(lock: Lock): Lock {
  const added = Object.fromEntries(missingOptionalEntries(lock).map((m) => [m.key, m.entry]));
  const [root, ...rest] = Object.entries({ ...lock.packages, ...added });
  rest.sort(([a], [b]) => a.localeCompare(b, "en"));
  return { ...lock, packages: Object.fromEntries(root ? [root, ...rest] : []) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = path.resolve(import.meta.dirname, "..", "package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8")) as Lock;
  const missing = missingOptionalEntries(lock);
  writeFileSync(file, `${JSON.stringify(completeLock(lock), null, 2)}\n`);
  console.log(`package-lock.json: ${missing.length} entradas añadidas`);
  for (const m of missing) console.log(`  ${m.key}@${m.entry.version}`);
}
