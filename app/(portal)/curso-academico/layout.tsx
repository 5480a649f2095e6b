import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function AcademicYearLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="academicYear" namespaces={["academicYear"]}>
      {children}
    </ServiceLayout>
  );
}
