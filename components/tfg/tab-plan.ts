import type { Role } from "@/db/enums/roles";
import { loadOrNull } from "@/lib/load-or-null";
import type { Messages } from "@/lib/i18n/catalogue";
import type { TfgT } from "@/lib/tfg/labels";

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

/** A tab's label: its key under `tfg.tabs` (the page says it in the reader's language). */
export type TabLabel = Exclude<keyof Messages["tfg"]["tabs"], "instructorAccessFailed" | "requestsFailed">;

export type TabPlan = Array<{ value: TabKey; label: TabLabel; hidden?: boolean }>;

/**
 * The role's tabs, reading only the flag its plan depends on. When an instructor's access (does
 * he manage areas?) cannot be read, the page shows 'Error al obtener los permisos del instructor'
 * rather than guessing a set of tabs; when a student's requests cannot be read (is one accepted?),
 * 'Ha habido un error al obtener las solicitudes'.
 */
export async function roleTabs(
  role: Role,
  reads: { areas: () => Promise<boolean>; accepted: () => Promise<boolean> },
  t: TfgT,
): Promise<{ tabs: TabPlan } | { error: string }> {
  const areas = role === "ROLE_INSTRUCTOR" ? await loadOrNull("los permisos del instructor", reads.areas) : false;
  if (areas === null) return { error: t("tabs.instructorAccessFailed") };
  const accepted = role === "ROLE_STUDENT" ? await loadOrNull("las solicitudes del alumno", reads.accepted) : false;
  if (accepted === null) return { error: t("tabs.requestsFailed") };
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
        { value: "area", label: "areaRequests" },
        ...(flags.accepted ? [{ value: "defense" as const, label: "defenseRequests" as const }] : []),
      ];
    case "ROLE_INSTRUCTOR":
      return flags.areas
        ? [
            { value: "director", label: "directorTfg" },
            { value: "management", label: "managementTfg" },
            { value: "defense-director", label: "defenseDirector" },
            { value: "defense-management", label: "defenseManagement" },
            { value: "areas", label: "areas" },
            { value: "allocations", label: "allocations" },
            { value: "courts", label: "courts" },
          ]
        : [
            { value: "director", label: "tfgRequests" },
            { value: "defense", label: "defenseRequests" },
          ];
    case "ROLE_ADMIN":
      return [
        { value: "requests", label: "requests" },
        { value: "defense", label: "defenseRequests" },
        { value: "extraordinary", label: "createExtraordinary" },
        { value: "terms", label: "terms" },
        { value: "grades", label: "grades" },
        { value: "areas", label: "areas" },
      ];
    case "ROLE_COORD":
      return [
        { value: "requests", label: "requests" },
        { value: "defense", label: "defenseRequests" },
        { value: "extraordinary", label: "createExtraordinary" },
        { value: "areas", label: "areas" },
      ];
    case "ROLE_SECR":
      return [
        { value: "principal", label: "principal", hidden: true },
        { value: "requests", label: "areaRequestsShort" },
        { value: "defense", label: "defenseRequests" },
        { value: "terms", label: "terms" },
        { value: "extraordinary", label: "extraordinary" },
        { value: "areas", label: "areas" },
      ];
    default:
      return [];
  }
}
