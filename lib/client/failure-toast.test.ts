import { describe, expect, it } from "vitest";
import { ApiRequestError, NETWORK_FAILURE } from "./api-request";
import { failureToast } from "./failure-toast";
import { sayIn } from "./say-in";

const DUPLICATE = "Ya existe una solicitud abierta para esta titulación con el director seleccionado";
const CREATE_FAILED = "Ha habido un error al crear la solicitud";

describe("the failure toast of a mutation (TFG's request creation)", () => {
  const create = failureToast(CREATE_FAILED, { byStatus: { 409: DUPLICATE } });
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

describe("the failure toast of an exam choice: the server's text is the specification's", () => {
  const choose = failureToast(undefined, { serverTextOn: [406, 409, 423] });
  it.each([
    ["409", new ApiRequestError(409, "Ya ha elegido un examen para esta fecha")],
    [
      "406",
      new ApiRequestError(406, "El plazo de petición de este examen no está abierto. Consulta con tu asesor académico"),
    ],
    [
      "423",
      new ApiRequestError(
        423,
        "La sede elegida no tiene plazas libres para este examen. Elige otra sede o contacta con tu asesor académico",
      ),
    ],
  ])("a %s: the bare text", (_, err) => {
    expect(choose(err, sayIn("es"))).toEqual({ message: err.message });
  });
  it("another failure: the generic text", () => {
    expect(choose(new ApiRequestError(500, "Error interno"), sayIn("es"))).toEqual({
      message: "Ocurrió un error: Error interno",
    });
  });
});

describe("the failure toast of an enrolment action: the text, the reason on its own line", () => {
  it("a 409 deleting a processed request", () => {
    expect(
      failureToast("Petición no eliminada")(new ApiRequestError(409, "No se puede eliminar una petición ya procesada")),
    ).toEqual({ message: "Petición no eliminada", description: "No se puede eliminar una petición ya procesada" });
  });
});

describe("the generic failure toast in the page's language", () => {
  const generic = failureToast();
  it("words a server that could not be reached", () => {
    const err = new ApiRequestError(0, NETWORK_FAILURE);
    expect(generic(err, sayIn("es"))).toEqual({
      message: "Ocurrió un error: No se ha podido contactar con el servidor",
    });
    expect(generic(err, sayIn("en"))).toEqual({ message: "An error occurred: The server could not be reached" });
  });
  it("keeps a server's text as it came", () => {
    expect(generic(new ApiRequestError(500, "Internal error"), sayIn("en"))).toEqual({
      message: "An error occurred: Internal error",
    });
  });
});
