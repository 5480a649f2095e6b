import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function RegistryLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="registry">{children}</ServiceLayout>;
}
