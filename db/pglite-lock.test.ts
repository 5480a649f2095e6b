import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { claimPgliteFolder, EmbeddedDatabaseBusyError } from "./pglite-lock";

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), "pglite-lock-")), "pglite");
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

describe("the embedded database's folder lock", () => {
  it("holds the owner's pid from the moment it exists, and is released", () => {
    const dir = folder();
    const release = claimPgliteFolder(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("never takes over a lock being created (no pid written yet)", () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, "");
    expect(() => claimPgliteFolder(dir)).toThrow(EmbeddedDatabaseBusyError);
  });

  it("takes over the lock of a dead process", () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, String(deadPid()));
    claimPgliteFolder(dir)();
  });

  it("when several processes find a stale lock at once, exactly one gets the folder", { timeout: 60_000 }, async () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, String(deadPid()));
    const script = path.join(path.dirname(dir), "claim.ts");
    writeFileSync(
      script,
      `import { claimPgliteFolder } from ${JSON.stringify(path.resolve("db/pglite-lock.ts"))};
       const start = Number(process.argv[2]);
       while (Date.now() < start) {}
       try { claimPgliteFolder(${JSON.stringify(dir)}); console.log("dueño"); setTimeout(() => {}, 3000); }
       catch { console.log("ocupado"); }`,
    );
    const start = Date.now() + 4000;
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, String(start)]);
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        return new Promise<string>((resolve) => child.on("close", () => resolve(out.trim())));
      }),
    );
    expect(outputs.filter((o) => o === "dueño")).toHaveLength(1);
    expect(outputs.filter((o) => o === "ocupado")).toHaveLength(3);
  });
});
