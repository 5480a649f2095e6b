import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function GradesLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="grades" namespaces={["grades"]}>
      {children}
    </ServiceLayout>
  );
}
