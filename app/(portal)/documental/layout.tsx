import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function DocumentalLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="documental">{children}</ServiceLayout>;
}
