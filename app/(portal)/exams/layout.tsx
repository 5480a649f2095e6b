import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function ExamsLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="exams" namespaces={["exams", "calendar"]}>
      {children}
    </ServiceLayout>
  );
}
