import { describe, expect, it } from "vitest";
import { logLines } from "@/lib/testing/log-lines";
import { readTab } from "./tab-props";

describe("a TFG tab's server reads", () => {
  it("gives every result by name", async () => {
    expect(await readTab("las convocatorias", { terms: async () => [1], years: async () => ["2025-2026"] })).toEqual({
      terms: [1],
      years: ["2025-2026"],
    });
  });

  it("gives null when one read fails, so the tab shows its error instead of an empty list", async () => {
    let read: unknown;
    const lines = await logLines(async () => {
      read = await readTab("las convocatorias", {
        terms: async () => [],
        years: async () => {
          throw new Error("conexión perdida");
        },
      });
    });
    expect(read).toBeNull();
    expect(lines.filter((line) => line.msg === "Error al cargar los datos de una página")).toHaveLength(1);
  });
});
