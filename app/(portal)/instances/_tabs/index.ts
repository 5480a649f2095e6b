import type { ReactNode } from "react";
import type { Role } from "@/db/enums/roles";
import { StaffRequests, StudentRequests } from "./request-list";
import type { Tab, TabProps } from "./tab-props";
import { OpenTemplates, Templates, Types } from "./templates";

export type { Tab, TabProps } from "./tab-props";

const tab = async (value: string, label: string, content: Promise<ReactNode>): Promise<Tab> => ({
  value,
  label,
  content: await content,
});

/** Each role's tabs of /instances (seed 002 §2), the first one open; the page gate lets no other role in. */
export const ROLE_TABS: Partial<Record<Role, (p: TabProps) => Promise<Tab[]>>> = {
  ROLE_ADMIN: (p) =>
    Promise.all([
      tab("tipos", "Listado de instancias", Types(p)),
      tab("plantillas", "Plantillas", Templates({ ...p, csvUpload: true })),
    ]),
  ROLE_STUDENT: (p) =>
    Promise.all([
      tab("disponibles", "Instancias disponibles", OpenTemplates({ ...p, onBehalf: false })),
      tab("realizadas", "Instancias realizadas", StudentRequests(p)),
    ]),
  ROLE_SECR: (p) =>
    Promise.all([
      tab("solicitudes", "Solicitudes", StaffRequests(p)),
      tab("instancias", "Instancias", Templates({ ...p, csvUpload: false })),
      tab("crear", "Crear solicitud", OpenTemplates({ ...p, onBehalf: true })),
    ]),
  ROLE_COORD: (p) =>
    Promise.all([
      tab("instancias", "Instancias", StaffRequests(p)),
      tab("crear", "Crear solicitud", OpenTemplates({ ...p, onBehalf: true })),
    ]),
};
