import { describe, expect, it, vi } from "vitest";
import { readTab } from "./tab-props";

describe("a TFG tab's server reads", () => {
  it("gives every result by name", async () => {
    expect(await readTab("las convocatorias", { terms: async () => [1], years: async () => ["2025-2026"] })).toEqual({
      terms: [1],
      years: ["2025-2026"],
    });
  });

  it("gives null when one read fails, so the tab shows its error instead of an empty list", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const read = await readTab("las convocatorias", {
      terms: async () => [],
      years: async () => {
        throw new Error("conexión perdida");
      },
    });
    expect(read).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
