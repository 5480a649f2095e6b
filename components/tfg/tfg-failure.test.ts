import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/client/api-request";
import { translator } from "@/lib/i18n/translate";
import { csvFailure } from "./tfg-failure";

const t = translator("es", "tfg");

describe("the failure toast of a CSV upload", () => {
  it.each([
    [
      "a 400: the file could not be read",
      new ApiRequestError(400, "Falta la columna start"),
      { message: "Ha habido un error al subir o interpretar el CSV", description: "Falta la columna start" },
    ],
    [
      "a 413: the upload failed, with the reason",
      new ApiRequestError(413, "El fichero es demasiado grande"),
      { message: "Ha habido un error al subir el CSV", description: "El fichero es demasiado grande" },
    ],
    [
      "a 500: the upload failed",
      new ApiRequestError(500, "Error interno"),
      { message: "Ha habido un error al subir el CSV" },
    ],
  ])("%s", (_, err, expected) => {
    expect(csvFailure(t)(err)).toEqual(expected);
  });
});
