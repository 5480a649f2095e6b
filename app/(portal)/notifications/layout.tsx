import type { ReactNode } from "react";
import { ServiceLayout } from "@/components/shell/page-gate";

export default function NotificationsLayout({ children }: { children: ReactNode }) {
  return (
    <ServiceLayout service="notifications" namespaces={["notifications"]}>
      {children}
    </ServiceLayout>
  );
}
