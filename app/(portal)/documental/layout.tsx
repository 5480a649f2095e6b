import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function DocumentalLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="documental" namespaces={["documents"]}>
      {children}
    </ServiceLayout>
  );
}
