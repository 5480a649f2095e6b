import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function EnrollmentsLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="enrollments">{children}</ServiceLayout>;
}
