import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function StudentRecordLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="studentRecord">{children}</ServiceLayout>;
}
