import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as submit } from "@/app/enrollments-api/requests/route";
import { clearPendingRequests, enrollmentWorld, fullRequest, type EnrollmentWorld } from "@/lib/testing/enrollments";
import { call, type TestUser } from "@/lib/testing/fixtures";

let w: EnrollmentWorld;
beforeAll(async () => {
  w = await enrollmentWorld();
});
beforeEach(() => clearPendingRequests(w));

const send = (as: TestUser, json: unknown) => call("POST", submit, { as, json });

describe("the debtor of a full request", () => {
  it.each([
    ["financed", { paymentOption: "FINANCED" }],
    ["international", { paymentOption: "FULL_INTERNATIONAL" }],
  ])("needs no debtor data when the payment is %s", async (_, change) => {
    const res = await send(w.student, fullRequest(w, { ...change, debtIBAN: "", debtDNI: "", debtName: "" }));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ debtIBAN: "", debtOption: null });
  });

  it.each([
    [
      "a company debtor without IBAN or BIC",
      { debtOption: "BUSINESS", debtDNI: "A46103834", debtIBAN: "", debtBIC: "" },
    ],
    ["a foreign document, unchecked", { debtDocType: "EXT", debtDNI: "P-998877" }],
    ["a NIE", { debtDNI: "X1234567L" }],
    ["a CIF", { debtDNI: "Q2818014I" }],
    ["three terms", { paymentOption: "THREE_TERMS" }],
  ])("accepts %s", async (_, change) => {
    expect((await send(w.student, fullRequest(w, change))).status).toBe(201);
  });

  it.each([
    ["an IBAN one digit off", { debtIBAN: "ES9121000418450200051333" }, "debtIBAN", "El IBAN no es válido"],
    ["a short BIC", { debtBIC: "CAIXES" }, "debtBIC", "El BIC no es válido"],
    ["a DNI with the wrong letter", { debtDNI: "12345678A" }, "debtDNI", "El documento no es un DNI, NIE o CIF válido"],
    [
      "a CIF with the wrong control",
      { debtDNI: "A46103835" },
      "debtDNI",
      "El documento no es un DNI, NIE o CIF válido",
    ],
    ["a 4-digit postal code", { debtZipCode: "5001" }, "debtZipCode", "El código postal debe tener 5 dígitos"],
    ["an empty debtor city", { debtCity: " " }, "debtCity", "Este campo es obligatorio"],
  ])("refuses %s with the specification's message", async (_, change, field, fieldMessage) => {
    const res = await send(w.student, fullRequest(w, change));
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("El formulario no está correcto");
    expect(res.data.errors[field]).toEqual([fieldMessage]);
  });
});
