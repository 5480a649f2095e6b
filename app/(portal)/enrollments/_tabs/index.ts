import type { ReactNode } from "react";
import type { Role } from "@/db/enums/roles";
import { CoursesTab } from "./courses-tab";
import { NewRequestTab } from "./new-request-tab";
import { RequestsTab } from "./requests-tab";
import type { TabProps } from "./tab-props";
import { TermsTab } from "./terms-tab";

export type { SearchParams, TabProps } from "./tab-props";

/** A tab: its value in the URL, its label (the catalogue's `enrollments.page.tabs.<label>`) and its content. */
type Tab = {
  value: string;
  label: "requests" | "newRequest" | "admin" | "terms";
  Tab: (props: TabProps) => Promise<ReactNode>;
};

const REQUESTS: Tab = { value: "solicitudes", label: "requests", Tab: RequestsTab };

/** Seed 002 §2's tabs per role: 'Solicitudes' for all, then the role's own. */
const ROLE_TABS: Partial<Record<Role, Tab[]>> = {
  ROLE_STUDENT: [REQUESTS, { value: "nueva", label: "newRequest", Tab: NewRequestTab }],
  ROLE_ADMIN: [REQUESTS, { value: "administrar", label: "admin", Tab: CoursesTab }],
  ROLE_SECR: [REQUESTS, { value: "convocatorias", label: "terms", Tab: TermsTab }],
};

/** The role's tabs; the layout lets only the enrolment roles in, and a role without its own gets the secretariat's. */
export const roleTabs = (role: Role): Tab[] => ROLE_TABS[role] ?? ROLE_TABS.ROLE_SECR!;
