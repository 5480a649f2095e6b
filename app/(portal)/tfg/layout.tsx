import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function TfgLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="tfg">{children}</ServiceLayout>;
}
