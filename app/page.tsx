import { SignInPage } from "@/components/auth/sign-in-page";
import { Landing } from "@/components/landing/landing";
import { getDb } from "@/lib/database";
import { currentSession } from "@/lib/auth/current-session";
import { ssoButtons } from "@/lib/auth/sso/buttons";
import { ssoConfig } from "@/lib/auth/sso/config";
import { pageLocale } from "@/lib/i18n/request-locale";
import { landingCards } from "@/lib/landing/pending";

export default async function HomePage({ searchParams }: { searchParams: Promise<{ error?: string | string[] }> }) {
  const session = await currentSession();
  if (session) return <Landing user={session.user} cards={await landingCards(await getDb(), session.user)} />;
  // next-auth (OpenID Connect) and the SAML ACS come back with `?error=` when a sign-in failed.
  const { error } = await searchParams;
  return <SignInPage buttons={ssoButtons(ssoConfig(), await pageLocale())} failed={error !== undefined} />;
}
