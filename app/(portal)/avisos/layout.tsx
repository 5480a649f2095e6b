import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function NoticesLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="notices" namespaces={["push"]}>
      {children}
    </ServiceLayout>
  );
}
