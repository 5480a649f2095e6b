import { describe, expect, it } from "vitest";
import { logLines } from "@/lib/testing/log-lines";
import { translator } from "@/lib/i18n/translate";
import { activeTab, roleTabs, tabPlan } from "./tab-plan";

const t = translator("es", "tfg");

const labels = (...args: Parameters<typeof tabPlan>) =>
  tabPlan(...args).map((tab) => (tab.hidden ? `(${t(`tabs.${tab.label}`)})` : t(`tabs.${tab.label}`)));

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
      [
        "Solicitudes",
        "Solicitudes de defensa",
        "Crear solicitud extraordinaria",
        "Convocatorias",
        "Subida de notas",
        "Áreas temáticas",
      ],
    ],
    [
      "coordinator",
      "ROLE_COORD",
      { areas: false, accepted: false },
      ["Solicitudes", "Solicitudes de defensa", "Crear solicitud extraordinaria", "Áreas temáticas"],
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
        "Áreas temáticas",
      ],
    ],
    ["exam manager", "ROLE_GES_EXAM", { areas: false, accepted: false }, []],
  ] as const)("%s", (_, role, flags, expected) => {
    expect(labels(role, flags)).toEqual(expected);
  });
});

describe("reading the flags the tabs depend on", () => {
  const fails = () => Promise.reject(new Error("la base de datos no responde"));

  it("an instructor whose access cannot be read gets 'Error al obtener los permisos del instructor', no guessed tabs", async () => {
    let tabs: unknown;
    const lines = await logLines(async () => {
      tabs = await roleTabs("ROLE_INSTRUCTOR", { areas: fails, accepted: fails }, t);
    });
    expect(tabs).toEqual({ error: "Error al obtener los permisos del instructor" });
    expect(lines.filter((line) => line.msg === "Error al cargar los datos de una página")).toHaveLength(1);
  });

  it("a student whose requests cannot be read is told so, not shown a guessed set of tabs", async () => {
    let tabs: unknown;
    await logLines(async () => {
      tabs = await roleTabs("ROLE_STUDENT", { areas: fails, accepted: fails }, t);
    });
    expect(tabs).toEqual({ error: "Ha habido un error al obtener las solicitudes" });
  });

  it("an instructor's tabs follow the access read; other roles never ask for it", async () => {
    const managed = await roleTabs("ROLE_INSTRUCTOR", { areas: async () => true, accepted: fails }, t);
    expect("tabs" in managed && managed.tabs.map((tab) => t(`tabs.${tab.label}`))).toContain("Gestión TFG/TFM");
    for (const role of ["ROLE_ADMIN", "ROLE_COORD", "ROLE_SECR"] as const)
      expect(await roleTabs(role, { areas: fails, accepted: fails }, t)).toEqual({
        tabs: tabPlan(role, { areas: false, accepted: false }),
      });
    expect(await roleTabs("ROLE_STUDENT", { areas: fails, accepted: async () => true }, t)).toEqual({
      tabs: tabPlan("ROLE_STUDENT", { areas: false, accepted: true }),
    });
  });
});

describe("the tab the URL asks for", () => {
  const tabs = tabPlan("ROLE_STUDENT", { areas: false, accepted: false });
  it.each([
    ["a tab of the plan", "area", "area"],
    ["a tab outside the plan: the first", "terms", "area"],
    ["no tab: the first", undefined, "area"],
    ["'Gestión TFG/TFM' even outside the plan: its list answers 403 and the landing", "management", "management"],
  ])("%s", (_, requested, expected) => {
    expect(activeTab(tabs, requested)).toBe(expected);
  });
});
