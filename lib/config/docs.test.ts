import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envExample, withReadmeTable } from "./docs";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the configuration documents are generated from the schema (`npm run config:docs`)", () => {
  it(".env.example lists every variable", () => {
    expect(read(".env.example")).toBe(envExample());
  });

  it("the README's configuration table lists every variable", async () => {
    const readme = read("README.md");
    expect(readme).toBe(await withReadmeTable(readme));
  });
});
