import { describe, expect, it } from "vitest";
import { acceptedLanguages, chooseLocale } from "./negotiate";

describe("the language of an answer", () => {
  it("reads Accept-Language by weight, then by order, without regions, wildcards or refused ones", () => {
    expect(acceptedLanguages("ca-ES,ca;q=0.9,es;q=0.8,en;q=0.7")).toEqual(["ca", "ca", "es", "en"]);
    expect(acceptedLanguages("en;q=0.5, eu")).toEqual(["eu", "en"]);
    expect(acceptedLanguages("*, gl;q=0, fr")).toEqual(["fr"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  const offered = ["es", "ca", "en"] as const;

  it("takes the person's choice first, then the cookie, then the browser's, then the default", () => {
    expect(chooseLocale({ chosen: "en", cookie: "ca", acceptLanguage: "es" }, offered, "es")).toBe("en");
    expect(chooseLocale({ chosen: null, cookie: "ca", acceptLanguage: "en" }, offered, "es")).toBe("ca");
    expect(chooseLocale({ acceptLanguage: "fr-FR,en-GB;q=0.8" }, offered, "es")).toBe("en");
    expect(chooseLocale({ acceptLanguage: "fr" }, offered, "ca")).toBe("ca");
  });

  it("passes over a choice the university no longer offers, and anything that is no language of the portal", () => {
    expect(chooseLocale({ chosen: "gl", acceptLanguage: "ca" }, offered, "es")).toBe("ca");
    expect(chooseLocale({ chosen: "xx", cookie: "<script>" }, offered, "es")).toBe("es");
  });
});
