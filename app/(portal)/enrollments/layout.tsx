import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function EnrollmentsLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="enrollments" namespaces={["enrollments"]}>
      {children}
    </ServiceLayout>
  );
}
