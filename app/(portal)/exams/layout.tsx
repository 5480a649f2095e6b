import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function ExamsLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="exams">{children}</ServiceLayout>;
}
