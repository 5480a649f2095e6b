import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoAccessMessage } from "@/components/auth/no-access";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell.signIn"))("noAccessTitle") };
}

// Where the university's identity provider vouched for somebody the portal does not know (or knows twice).
export default function NoAccessPage() {
  return <NoAccessMessage />;
}
