import { describe, expect, it } from "vitest";
import { tabPlan } from "./tab-plan";

const labels = (...args: Parameters<typeof tabPlan>) =>
  tabPlan(...args).map((t) => (t.hidden ? `(${t.label})` : t.label));

describe("TFG tabs per role (section 2)", () => {
  it.each([
    [
      "student without an accepted request",
      "ROLE_STUDENT",
      { areas: false, accepted: false },
      ["Solicitudes de área temática"],
    ],
    [
      "student with an accepted request",
      "ROLE_STUDENT",
      { areas: false, accepted: true },
      ["Solicitudes de área temática", "Solicitudes de defensa"],
    ],
    [
      "instructor without areas",
      "ROLE_INSTRUCTOR",
      { areas: false, accepted: false },
      ["Solicitudes TFG/TFM", "Solicitudes de defensa"],
    ],
    [
      "instructor with areas",
      "ROLE_INSTRUCTOR",
      { areas: true, accepted: false },
      [
        "Director TFG/TFM",
        "Gestión TFG/TFM",
        "Director de defensas",
        "Gestión de defensas",
        "Áreas temáticas",
        "Asignación docente",
        "Gestión de tribunales",
      ],
    ],
    [
      "admin",
      "ROLE_ADMIN",
      { areas: false, accepted: false },
      ["Solicitudes", "Solicitudes de defensa", "Crear solicitud extraordinaria", "Convocatorias", "Subida de notas"],
    ],
    [
      "coordinator",
      "ROLE_COORD",
      { areas: false, accepted: false },
      ["Solicitudes", "Solicitudes de defensa", "Crear solicitud extraordinaria"],
    ],
    [
      "secretary",
      "ROLE_SECR",
      { areas: false, accepted: false },
      [
        "(Principal)",
        "Solicitudes área temática",
        "Solicitudes de defensa",
        "Convocatorias",
        "Solicitud extraordinaria",
      ],
    ],
    ["exam manager", "ROLE_GES_EXAM", { areas: false, accepted: false }, []],
  ] as const)("%s", (_, role, flags, expected) => {
    expect(labels(role, flags)).toEqual(expected);
  });
});
