import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { uniq } from "@/lib/testing/fixtures";

// `npm run portal` as users run it: the bundled command line in its own process, on this engine.
const run = promisify(execFile);
const HEADER =
  "externalId,dni,idType,givenName,familyName,email,mobilePhone,homePhone,address,city,state,zipCode,role,institutionalRoleId";

async function portal(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/portal.mjs", ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

function csv(...lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "portal-cli-")), "users.csv");
  writeFileSync(file, [HEADER, ...lines].join("\n") + "\n");
  return file;
}

describe("npm run portal -- import", () => {
  it("imports a one-row file", { timeout: 60_000 }, async () => {
    const result = await portal("import", "users", csv(`cli-${uniq()},12345678Z,DNI,Ana,Prueba,,,,,,,,ROLE_STUDENT,`));
    expect(result).toMatchObject({ code: 0, stdout: "Importada 1 fila de users\n" });
  });

  it("rejects the whole file with line-numbered errors", { timeout: 60_000 }, async () => {
    const result = await portal(
      "import",
      "users",
      csv(
        `cli-${uniq()},12345678Z,DNI,Ana,Prueba,,,,,,,,ROLE_STUDENT,`,
        `cli-${uniq()},1,DNI,Eva,Prueba,,,,,,,,ROLE_STUDENT,`,
      ),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('línea 3: dni "1" no es un DNI válido');
  });
});
