import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function TfgLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="tfg" namespaces={["tfg", "calendar"]}>
      {children}
    </ServiceLayout>
  );
}
