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
      tab("tipos", p.t("page.tabs.types"), Types(p)),
      tab("plantillas", p.t("page.tabs.templates"), Templates({ ...p, csvUpload: true })),
    ]),
  ROLE_STUDENT: (p) =>
    Promise.all([
      tab("disponibles", p.t("page.tabs.available"), OpenTemplates({ ...p, onBehalf: false })),
      tab("realizadas", p.t("page.tabs.done"), StudentRequests(p)),
    ]),
  ROLE_SECR: (p) =>
    Promise.all([
      tab("solicitudes", p.t("page.tabs.requests"), StaffRequests(p)),
      tab("instancias", p.t("page.tabs.instances"), Templates({ ...p, csvUpload: false })),
      tab("crear", p.t("page.tabs.create"), OpenTemplates({ ...p, onBehalf: true })),
    ]),
  ROLE_COORD: (p) =>
    Promise.all([
      tab("instancias", p.t("page.tabs.instances"), StaffRequests(p)),
      tab("crear", p.t("page.tabs.create"), OpenTemplates({ ...p, onBehalf: true })),
    ]),
};
