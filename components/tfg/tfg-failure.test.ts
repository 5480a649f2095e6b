import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/ui/api-request";
import { csvFailure, tfgFailure } from "./tfg-failure";

const DUPLICATE = "Ya existe una solicitud abierta para esta titulación con el director seleccionado";
const CREATE_FAILED = "Ha habido un error al crear la solicitud";

describe("the failure toast of a TFG mutation", () => {
  const create = tfgFailure(CREATE_FAILED, { 409: DUPLICATE });
  it.each([
    ["a 409 creating a request: the exact text", new ApiRequestError(409, "otra cosa"), { message: DUPLICATE }],
    [
      "a 400: the action's text as the title, the server's reason on the second line",
      new ApiRequestError(400, "Solo se pueden realizar 8 solicitudes"),
      { message: CREATE_FAILED, description: "Solo se pueden realizar 8 solicitudes" },
    ],
    [
      "no server: the action's text, and why on the second line",
      new ApiRequestError(0, "No se ha podido contactar con el servidor"),
      { message: CREATE_FAILED, description: "No se ha podido contactar con el servidor" },
    ],
    ["a 500: the action's text alone", new ApiRequestError(500, "Error interno"), { message: CREATE_FAILED }],
    ["an unexpected error: the action's text alone", new TypeError("Failed to fetch"), { message: CREATE_FAILED }],
  ])("%s", (_, err, expected) => {
    expect(create(err)).toEqual(expected);
  });
});

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
    expect(csvFailure(err)).toEqual(expected);
  });
});
