import { describe, expect, it } from "vitest";
import { ROLES } from "@/db/enums/roles";
import { canUseService, menuFor } from "./services";

// Seed 000 §6, verbatim, the students' 'Mis datos' of issue 27, and everyone's 'Avisos' (issue 40).
const SPEC_MENU = {
  ROLE_STUDENT: "Exámenes, Notas, Gestor documental, Instancias, TFG/TFM, Matrículas, Mis datos, Avisos",
  ROLE_INSTRUCTOR: "Exámenes, Ficha de alumno, TFG/TFM, Avisos",
  ROLE_SECR: "Ficha de alumno, Libro de registro, Instancias, TFG/TFM, Matrículas, Avisos",
  ROLE_ADMIN:
    // 'Curso académico' is issue 43's admin screen; 'Protección de datos' the RGPD screen (issue 42).
    "Exámenes, Ficha de alumno, Libro de registro, Notificaciones, Gestor documental, Instancias, TFG/TFM, Matrículas, Curso académico, Protección de datos, Avisos",
  ROLE_COORD: "Exámenes, Ficha de alumno, Gestor documental, Instancias, TFG/TFM, Avisos",
  ROLE_GES_EXAM: "Exámenes, Avisos",
};

describe("services per role", () => {
  it.each(ROLES)("%s sees exactly the specification's services", (role) => {
    expect(
      menuFor(role)
        .map((s) => s.label)
        .join(", "),
    ).toBe(SPEC_MENU[role]);
  });

  it("every menu entry is a service the role may open", () => {
    for (const role of ROLES) for (const s of menuFor(role)) expect(canUseService(role, s.key)).toBe(true);
  });

  it("a role may open no menu service it is not offered, except the unlisted interactions", () => {
    expect(canUseService("ROLE_STUDENT", "studentRecord")).toBe(false);
    expect(canUseService("ROLE_GES_EXAM", "grades")).toBe(false);
    expect(canUseService("ROLE_SECR", "interactions")).toBe(true);
    expect(canUseService("ROLE_STUDENT", "interactions")).toBe(false);
  });
});
