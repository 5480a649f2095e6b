import { describe, expect, it } from "vitest";
import type { UseFormReturn } from "react-hook-form";
import { z } from "@/lib/validation/z";
import { formStep } from "./form-step";

const body = z.object({
  code: z.string().trim().min(1, "El código no es válido"),
  text: z.string().max(3, "Demasiado largo"),
});
type Values = { code: string; text: string };
const fakeForm = (values: Values, errors: Record<string, { message: string } | undefined>) =>
  ({ watch: () => values, formState: { errors } }) as unknown as UseFormReturn<Values, unknown, unknown>;

describe("formStep", () => {
  const cases = [
    {
      name: "valid step",
      values: { code: "A", text: "" },
      show: true,
      server: {},
      valid: true,
      errors: { code: undefined },
    },
    {
      name: "invalid step shows its message",
      values: { code: " ", text: "" },
      show: true,
      server: {},
      valid: false,
      errors: { code: "El código no es válido" },
    },
    {
      name: "hidden messages until the user types",
      values: { code: "", text: "" },
      show: false,
      server: {},
      valid: false,
      errors: { code: undefined },
    },
    {
      name: "the server's message on a valid step",
      values: { code: "A", text: "" },
      show: true,
      server: { code: { message: "Ya existe" } },
      valid: true,
      errors: { code: "Ya existe" },
    },
    {
      name: "other steps' fields are ignored",
      values: { code: "A", text: "toolong" },
      show: true,
      server: { text: { message: "x" } },
      valid: true,
      errors: { code: undefined },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(formStep(fakeForm(c.values, c.server), body.pick({ code: true }), c.show)).toEqual({
        valid: c.valid,
        errors: c.errors,
      });
    });
  }
});
