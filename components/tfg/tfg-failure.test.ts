import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/ui/api-request";
import { tfgFailure } from "./tfg-failure";

const DUPLICATE = "Ya existe una solicitud abierta para esta titulación con el director seleccionado";
const CREATE_FAILED = "Ha habido un error al crear la solicitud";

describe("the failure toast of a TFG mutation", () => {
  const create = tfgFailure(CREATE_FAILED, { 409: DUPLICATE });
  it.each([
    ["a 409 creating a request: the exact text", new ApiRequestError(409, "otra cosa"), DUPLICATE],
    [
      "a 400: the action's text and the server's reason",
      new ApiRequestError(400, "Solo se pueden realizar 8 solicitudes"),
      `${CREATE_FAILED}: Solo se pueden realizar 8 solicitudes`,
    ],
    ["a 500: the action's text alone", new ApiRequestError(500, "Error interno"), CREATE_FAILED],
    ["no answer at all: the action's text alone", new TypeError("Failed to fetch"), CREATE_FAILED],
  ])("%s", (_, err, expected) => {
    expect(create(err)).toBe(expected);
  });
});
