import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function RegistryLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="registry" namespaces={["registry"]}>
      {children}
    </ServiceLayout>
  );
}
