import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function MyDataLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="myData" namespaces={["privacy"]}>
      {children}
    </ServiceLayout>
  );
}
