import type { ReactNode } from "react";
import type { TabKey } from "@/components/tfg/tab-plan";
import { DefenseDirectorTab, DefenseManagementTab, DefenseTab } from "./defense-tabs";
import { GradesTab } from "./grades-tab";
import { AllocationsTab, AreasTab, CourtsTab, TermsTab } from "./manager-tabs";
import { PrincipalTab } from "./principal-tab";
import { AreaTab, DirectorTab, ExtraordinaryTab, ManagementTab, RequestsTab } from "./request-tabs";
import type { TabProps } from "./tab-props";

export type { SearchParams } from "./tab-props";

/** One server component per tab of /tfg; each shows its own error state when its reads fail. */
export const TABS: Record<TabKey, (props: TabProps) => ReactNode | Promise<ReactNode>> = {
  principal: PrincipalTab,
  area: AreaTab,
  director: DirectorTab,
  management: ManagementTab,
  requests: RequestsTab,
  extraordinary: ExtraordinaryTab,
  terms: TermsTab,
  areas: AreasTab,
  allocations: AllocationsTab,
  grades: GradesTab,
  defense: DefenseTab,
  "defense-director": DefenseDirectorTab,
  "defense-management": DefenseManagementTab,
  courts: CourtsTab,
};
