import { Landing } from "@/components/shell/landing";
import { NoSessionMessage } from "@/components/shell/message-page";
import { currentSession } from "@/lib/auth/current-session";

export default async function HomePage() {
  const session = await currentSession();
  return session ? <Landing user={session.user} /> : <NoSessionMessage />;
}
