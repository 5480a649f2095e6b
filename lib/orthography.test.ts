import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceTexts } from "./orthography/source-texts";
import { unaccentedWordsIn } from "./orthography/unaccented-words";

const root = path.resolve(import.meta.dirname, "..");
const sourceFiles = ["app", "components", "lib"]
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
  )
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.ts$/.test(f) && !f.startsWith(path.join("lib", "orthography")));

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
      sourceTexts(readFileSync(path.join(root, file), "utf8")).flatMap((text) =>
        unaccentedWordsIn(text).map((word) => `${file}: '${word}' in "${text}"`),
      ),
    );
    expect(found).toEqual([]);
  });
});
