import { describe, expect, it } from "vitest";
import type { UseFormReturn } from "react-hook-form";
import type { CreateRequestBody } from "@/lib/tfg/requests/schemas";
import { requestStepRules } from "./request-steps";

const form = (values: Partial<CreateRequestBody>) =>
  ({ watch: () => values, formState: { errors: {} } }) as unknown as UseFormReturn<CreateRequestBody, unknown, unknown>;
const full = { userId: "alumno-1", degreeId: "G1", termId: 4, areaId: 7, instructorId: "prof-1", provisionalTitle: "" };
const context = { areasAvailable: true, academicYearId: 3 };

describe("the request stepper's step rules (section 2)", () => {
  it("every step may continue when it has its value, the call has areas and the year is resolved", () => {
    expect(requestStepRules(form(full), context)).toEqual({
      student: true,
      degree: true,
      term: true,
      area: true,
      director: true,
      title: true,
    });
  });

  it.each([
    ["'Alumno' needs the chosen student", { userId: null }, context, "student"],
    ["'Titulación' needs a degree", { degreeId: "" }, context, "degree"],
    ["'Convocatoria' needs a call", { termId: undefined }, context, "term"],
    ["'Convocatoria' needs at least one available area", {}, { ...context, areasAvailable: false }, "term"],
    ["'Área temática' needs an area", { areaId: undefined }, context, "area"],
    ["'Área temática' needs a resolved academic year", {}, { ...context, academicYearId: undefined }, "area"],
    ["'Director' needs a director", { instructorId: "" }, context, "director"],
  ] as const)("%s", (_, change, ctx, blocked) => {
    const rules = requestStepRules(form({ ...full, ...change }), ctx);
    expect(Object.entries(rules).filter(([, ok]) => !ok)).toEqual([[blocked, false]]);
  });

  it("'Título' is always allowed, even empty", () => {
    expect(requestStepRules(form({}), { areasAvailable: false }).title).toBe(true);
  });
});
