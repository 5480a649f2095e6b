import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function StudentRecordLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="studentRecord" namespaces={["studentRecord", "interactions", "grades"]}>
      {children}
    </ServiceLayout>
  );
}
