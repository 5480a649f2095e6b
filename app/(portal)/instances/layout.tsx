import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function InstancesLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="instances" namespaces={["instances"]}>
      {children}
    </ServiceLayout>
  );
}
