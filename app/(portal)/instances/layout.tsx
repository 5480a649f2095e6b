import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function InstancesLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="instances">{children}</ServiceLayout>;
}
