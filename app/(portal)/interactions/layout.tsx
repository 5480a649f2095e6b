import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function InteractionsLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="interactions" namespaces={["interactions"]}>
      {children}
    </ServiceLayout>
  );
}
