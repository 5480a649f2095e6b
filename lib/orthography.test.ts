import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import es from "@/messages/es";
import { catalogueTexts } from "./i18n/catalogue";
import { sourceTexts } from "./orthography/source-texts";
import { unaccentedWordsIn } from "./orthography/unaccented-words";
import { ustedFormsIn } from "./orthography/usted-forms";

const root = path.resolve(import.meta.dirname, "..");
const sourceFiles = ["app", "components", "lib"]
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
  )
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.ts$/.test(f) && !f.startsWith(path.join("lib", "orthography")));

/** The 'usted' forms of `texts` (each with where it is): one line per finding. */
const ustedFindings = (texts: [where: string, text: string][]) =>
  texts.flatMap(([where, text]) => ustedFormsIn(text).map((word) => `${where}: '${word}' in "${text}"`));

const sourceTextsOf = (file: string) => sourceTexts(readFileSync(path.join(root, file), "utf8"));

describe("orthography of the portal's texts", () => {
  it("finds the unaccented words whole, in any case, and leaves the accented ones", () => {
    expect(unaccentedWordsIn("Peticion registrada; EXAMENES; El formulario no esta listo")).toEqual([
      "Peticion",
      "EXAMENES",
      "no esta",
    ]);
    expect(unaccentedWordsIn("La fecha esta\n correcta")).toEqual(["esta\n correcta"]);
    expect(unaccentedWordsIn("Petición registrada, peticiones, exámenes, textarea, paginación, código")).toEqual([]);
  });

  it("reads string literals, template texts and JSX text, and skips comments and machine tokens", () => {
    const source = [
      "// Informacion del modulo",
      '<TabsTrigger value="examenes">Examenes</TabsTrigger>',
      "const m = `Peticion ${id} registrada`;",
      "const s = 'REVISION_PENDING';",
      'toast("Ocurrio un error");',
    ].join("\n");
    expect(sourceTexts(source)).toEqual(["Peticion", "Ocurrio un error", "Examenes"]);
  });

  it("no text in app/, components/ or lib/ has a word the seeds lost its accent on", () => {
    expect(sourceFiles.length).toBeGreaterThan(200);
    const found = sourceFiles.flatMap((file) =>
      sourceTextsOf(file).flatMap((text) => unaccentedWordsIn(text).map((word) => `${file}: '${word}' in "${text}"`)),
    );
    expect(found).toEqual([]);
  });

  it("the 'usted' scan fails on a planted 'su solicitud' and passes the allowed texts", () => {
    expect(
      ustedFindings([
        ["x.json", "Revisa su solicitud"],
        ["y.json", "Descargar sus datos"],
      ]),
    ).toEqual([`x.json: 'su solicitud' in "Revisa su solicitud"`]);
  });

  it("no text in app/, components/ or lib/ addresses the reader as 'usted'", () => {
    // lib/testing holds the test peers' own words (a fake SMTP server's replies), which no user reads.
    const found = ustedFindings(
      sourceFiles
        .filter((file) => !file.startsWith(path.join("lib", "testing")))
        .flatMap((file) => sourceTextsOf(file).map((text): [string, string] => [file, text])),
    );
    expect(found).toEqual([]);
  });

  it("no text of the Spanish catalogue (messages/es) addresses the reader as 'usted'", () => {
    const texts = [...catalogueTexts(es)];
    expect(texts.length).toBeGreaterThan(1000);
    expect(ustedFindings(texts.map(([key, text]) => [`messages/es: ${key}`, text]))).toEqual([]);
  });
});
