import type { ReactNode } from "react";
import { ServiceLayout } from "@/lib/auth/page-gate";

export default function InteractionsLayout({ children }: { children: ReactNode }) {
  return <ServiceLayout service="interactions">{children}</ServiceLayout>;
}
