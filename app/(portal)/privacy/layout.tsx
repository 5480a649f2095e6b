import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function PrivacyLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="privacy" namespaces={["privacy"]}>
      {children}
    </ServiceLayout>
  );
}
