import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { isLocalKey, localKeyFile, readLocalKey, writeLocalKey } from "./local-key";

it("writes a key only its user can read, which the server accepts and nothing else", () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "local-key-")), "pglite");
  expect(readLocalKey(dir)).toBeNull();
  writeLocalKey(dir, "http://127.0.0.1:3000");
  expect(statSync(localKeyFile(dir)).mode & 0o777).toBe(0o600);
  const local = readLocalKey(dir)!;
  expect(local.url).toBe("http://127.0.0.1:3000");
  expect(local.key).toMatch(/^[\w-]{43}$/);
  expect(isLocalKey(`Bearer ${local.key}`)).toBe(true);
  for (const other of [null, "", `Bearer ${local.key}x`, `Basic ${local.key}`, "Bearer "]) {
    expect(isLocalKey(other)).toBe(false);
  }
});
