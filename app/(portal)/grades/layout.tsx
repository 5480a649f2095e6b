import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function GradesLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="grades">{children}</ServiceLayout>;
}
