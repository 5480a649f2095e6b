import type { Metadata } from "next";
import { NO_ACCESS_TITLE, NoAccessMessage } from "@/components/auth/no-access";

export const metadata: Metadata = { title: NO_ACCESS_TITLE };

// Where the university's identity provider vouched for somebody the portal does not know (or knows twice).
export default function NoAccessPage() {
  return <NoAccessMessage />;
}
