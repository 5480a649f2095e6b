import type { Role } from "@/lib/auth/roles";

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

/** Section 2's tabs per role, in order; the secretary's 'Principal' is hidden from the tab row. */
export function tabPlan(
  role: Role,
  flags: { areas: boolean; accepted: boolean },
): Array<{ value: TabKey; label: string; hidden?: boolean }> {
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
      ];
    case "ROLE_COORD":
      return [
        { value: "requests", label: "Solicitudes" },
        { value: "defense", label: "Solicitudes de defensa" },
        { value: "extraordinary", label: "Crear solicitud extraordinaria" },
      ];
    case "ROLE_SECR":
      return [
        { value: "principal", label: "Principal", hidden: true },
        { value: "requests", label: "Solicitudes área temática" },
        { value: "defense", label: "Solicitudes de defensa" },
        { value: "terms", label: "Convocatorias" },
        { value: "extraordinary", label: "Solicitud extraordinaria" },
      ];
    default:
      return [];
  }
}
