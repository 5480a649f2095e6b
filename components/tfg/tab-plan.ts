import type { Role } from "@/db/enums/roles";
import { loadOrNull } from "@/lib/load-or-null";

export type TabKey =
  | "principal"
  | "area"
  | "requests"
  | "director"
  | "management"
  | "defense"
  | "defense-director"
  | "defense-management"
  | "extraordinary"
  | "terms"
  | "grades"
  | "areas"
  | "allocations"
  | "courts";

export type TabPlan = Array<{ value: TabKey; label: string; hidden?: boolean }>;

export const INSTRUCTOR_ACCESS_FAILED = "Error al obtener los permisos del instructor";
export const REQUESTS_FAILED = "Ha habido un error al obtener las solicitudes";

/**
 * The role's tabs, reading only the flag its plan depends on. When an instructor's access (does
 * he manage areas?) cannot be read, the page shows 'Error al obtener los permisos del instructor'
 * rather than guessing a set of tabs; when a student's requests cannot be read (is one accepted?),
 * 'Ha habido un error al obtener las solicitudes'.
 */
export async function roleTabs(
  role: Role,
  reads: { areas: () => Promise<boolean>; accepted: () => Promise<boolean> },
): Promise<{ tabs: TabPlan } | { error: string }> {
  const areas = role === "ROLE_INSTRUCTOR" ? await loadOrNull("los permisos del instructor", reads.areas) : false;
  if (areas === null) return { error: INSTRUCTOR_ACCESS_FAILED };
  const accepted = role === "ROLE_STUDENT" ? await loadOrNull("las solicitudes del alumno", reads.accepted) : false;
  if (accepted === null) return { error: REQUESTS_FAILED };
  return { tabs: tabPlan(role, { areas, accepted }) };
}

/**
 * The URL's tab when the plan has it, else the first. 'Gestión TFG/TFM' is let through: its list
 * decides, and refuses (403, then the landing) whoever does not manage, so a stale link says why.
 */
export function activeTab(tabs: TabPlan, requested: unknown): TabKey {
  if (requested === "management") return "management";
  return tabs.find((t) => t.value === requested)?.value ?? tabs[0]!.value;
}

/**
 * Section 2's tabs per role, in order; the secretary's 'Principal' is hidden from the tab row.
 * 'Áreas temáticas' is also the secretary's, the admin's and the coordinator's (issue 37): they
 * create areas and name their managers, which an area's managers may not.
 */
export function tabPlan(role: Role, flags: { areas: boolean; accepted: boolean }): TabPlan {
  switch (role) {
    case "ROLE_STUDENT":
      return [
        { value: "area", label: "Solicitudes de área temática" },
        ...(flags.accepted ? [{ value: "defense" as const, label: "Solicitudes de defensa" }] : []),
      ];
    case "ROLE_INSTRUCTOR":
      return flags.areas
        ? [
            { value: "director", label: "Director TFG/TFM" },
            { value: "management", label: "Gestión TFG/TFM" },
            { value: "defense-director", label: "Director de defensas" },
            { value: "defense-management", label: "Gestión de defensas" },
            { value: "areas", label: "Áreas temáticas" },
            { value: "allocations", label: "Asignación docente" },
            { value: "courts", label: "Gestión de tribunales" },
          ]
        : [
            { value: "director", label: "Solicitudes TFG/TFM" },
            { value: "defense", label: "Solicitudes de defensa" },
          ];
    case "ROLE_ADMIN":
      return [
        { value: "requests", label: "Solicitudes" },
        { value: "defense", label: "Solicitudes de defensa" },
        { value: "extraordinary", label: "Crear solicitud extraordinaria" },
        { value: "terms", label: "Convocatorias" },
        { value: "grades", label: "Subida de notas" },
        { value: "areas", label: "Áreas temáticas" },
      ];
    case "ROLE_COORD":
      return [
        { value: "requests", label: "Solicitudes" },
        { value: "defense", label: "Solicitudes de defensa" },
        { value: "extraordinary", label: "Crear solicitud extraordinaria" },
        { value: "areas", label: "Áreas temáticas" },
      ];
    case "ROLE_SECR":
      return [
        { value: "principal", label: "Principal", hidden: true },
        { value: "requests", label: "Solicitudes área temática" },
        { value: "defense", label: "Solicitudes de defensa" },
        { value: "terms", label: "Convocatorias" },
        { value: "extraordinary", label: "Solicitud extraordinaria" },
        { value: "areas", label: "Áreas temáticas" },
      ];
    default:
      return [];
  }
}
