import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A test states the text users see literally: a text imported from the code under test cannot catch
// a wrong text. This walks every test file's named imports and fails on one whose value is a
// user-facing text or a catalogue of them (fixtures under lib/testing excepted).
const root = path.resolve(import.meta.dirname, "../..");
const testFiles = ["app", "components", "db", "lib", "scripts", "e2e"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(test|spec)\.tsx?$/.test(name))
    .map((name) => path.join(dir, name)),
);
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** A phrase a person reads: letters and a space, or Spanish letters and marks. */
const isText = (value: string) => /\p{L}/u.test(value) && /[\s¿¡áéíóúüñÁÉÍÓÚÑ]/u.test(value);

/** The leaves of a plain object or array (a catalogue), or the value itself. */
function leaves(value: unknown, depth = 0): unknown[] {
  if (depth > 4 || value === null || typeof value !== "object") return [value];
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return [value];
  return Object.values(value).flatMap((v) => leaves(v, depth + 1));
}

/** A text, or a catalogue of nothing but texts (a table that also holds ids or rules is data, not copy). */
const isCopy = (value: unknown) => {
  const all = leaves(value);
  return all.length > 0 && all.every((leaf) => typeof leaf === "string" && isText(leaf));
};

function resolveModule(from: string, source: string): string | null {
  if (source.startsWith("@/")) return path.join(root, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(path.join(root, from)), source);
  return null;
}

const imports = testFiles.flatMap((file) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names, source]) => {
      const target = resolveModule(file, source!);
      if (!target || target.startsWith(path.join(root, "lib/testing"))) return [];
      if (target.startsWith(path.join(root, "e2e"))) return [];
      return names!
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith("type "))
        .map((name) => ({ file, source: source!, target, name: name.split(/\s+as\s+/)[0]! }));
    }),
);

describe("tests write out the texts they expect", () => {
  it("finds the tests' imports", () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it("no test imports a user-facing text from the code it tests", async () => {
    const offenders: string[] = [];
    for (const { file, source, target, name } of imports) {
      const mod = (await import(/* @vite-ignore */ target)) as Record<string, unknown>;
      if (isCopy(mod[name])) offenders.push(`${file}: ${name} de ${source}`);
    }
    expect(offenders).toEqual([]);
  }, 120_000);
});
