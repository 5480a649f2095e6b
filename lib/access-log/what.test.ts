import { describe, expect, it } from "vitest";
import { discoverApiRoutes } from "@/lib/testing/routes";
import { messagesFor } from "@/lib/i18n/catalogue";
import { whatWasRead } from "./what";

// Every read a route records is said in each language: its Spanish text is one of `privacy.reads.what`.
describe("what a route reads, in every language", () => {
  it("has a text in the catalogue for every route that records a read", async () => {
    const declared = new Set(
      (await discoverApiRoutes()).flatMap((r) =>
        r.handler.endpoint.kind === "session" && r.handler.endpoint.reads ? [r.handler.endpoint.reads] : [],
      ),
    );
    const known = new Set(Object.values(messagesFor("es").privacy.reads.what));
    expect([...declared].filter((what) => !known.has(what)).sort()).toEqual([]);
  }, 120_000);

  it("says a recorded read in English, and one it does not know as recorded", () => {
    expect(whatWasRead("en", "Registro: exportación CSV")).toBe("Registry book: CSV export");
    expect(whatWasRead("es", "Registro: exportación CSV")).toBe("Registro: exportación CSV");
    expect(whatWasRead("en", "Algo que ya no existe")).toBe("Algo que ya no existe");
  });
});
