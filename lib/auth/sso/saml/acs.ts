import type { Profile } from "@node-saml/node-saml";
import type { Db } from "@/db";
import type { PortalSession } from "../../session-store";
import { signInUser } from "../../sign-in";
import type { SamlConfig } from "../config";
import { matchPortalUser } from "../match-user";
import { acceptAssertionOnce } from "./assertion-ids";
import { attributeValues } from "./attributes";
import { CLOCK_SKEW_MS, serviceProvider } from "./service-provider";
import { REQUEST_TTL_MS } from "./request-ids";

export type SamlOutcome =
  { kind: "signed-in"; session: PortalSession } | { kind: "no-access" } | { kind: "refused"; reason: string };

type Attrs = Record<string, string | undefined>;
interface ParsedAssertion {
  Assertion: {
    $: Attrs;
    Subject?: { SubjectConfirmation?: { SubjectConfirmationData?: { $?: Attrs }[] }[] }[];
    Conditions?: { $?: Attrs }[];
  };
}

const confirmationData = (a: ParsedAssertion["Assertion"]) =>
  (a.Subject?.[0]?.SubjectConfirmation ?? []).flatMap((c) => c.SubjectConfirmationData ?? []).map((d) => d.$ ?? {});

/** node-saml checks no Recipient: every bearer confirmation must name the portal's own ACS. */
function recipientIsUs(assertion: ParsedAssertion["Assertion"], acsUrl: string): boolean {
  const data = confirmationData(assertion);
  return data.length > 0 && data.every((d) => d.Recipient === acsUrl);
}

/** When the assertion stops being acceptable anyway: its latest NotOnOrAfter, plus the tolerated skew. */
function expiryOf(assertion: ParsedAssertion["Assertion"]): Date {
  const times = [assertion.Conditions?.[0]?.$?.NotOnOrAfter, ...confirmationData(assertion).map((d) => d.NotOnOrAfter)]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => Number.isFinite(t));
  const latest = times.length > 0 ? Math.max(...times) : Date.now() + REQUEST_TTL_MS;
  return new Date(latest + CLOCK_SKEW_MS);
}

async function validated(
  db: Db,
  config: SamlConfig,
  samlResponse: string,
  browserHash: string,
): Promise<Profile | string> {
  try {
    const { profile } = await (
      await serviceProvider(db, config, browserHash)
    ).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    });
    return profile ?? "la respuesta no trae ninguna aserción";
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * The assertion an IdP posted to the ACS: signature, issuer, audience, time window and InResponseTo
 * of a request this browser sent (node-saml, with the store of `browserHash`'s requests), recipient and
 * one-time use (here), then the portal user its attributes name. Nothing is created unless every check
 * passes and exactly one user matches.
 */
export async function consumeSamlResponse(
  db: Db,
  config: SamlConfig,
  samlResponse: string,
  browserHash: string | null,
): Promise<SamlOutcome> {
  if (!browserHash) return { kind: "refused", reason: "falta la cookie del navegador que empezó el inicio de sesión" };
  const profile = await validated(db, config, samlResponse, browserHash);
  if (typeof profile === "string") return { kind: "refused", reason: profile };
  const { Assertion: assertion } = profile.getAssertion!() as unknown as ParsedAssertion;
  if (!recipientIsUs(assertion, config.acsUrl)) return { kind: "refused", reason: "Recipient no es este ACS" };
  const assertionId = assertion.$.ID;
  if (!assertionId) return { kind: "refused", reason: "la aserción no tiene ID" };
  if (!(await acceptAssertionOnce(db, assertionId, expiryOf(assertion)))) {
    return { kind: "refused", reason: `aserción ${assertionId} ya usada` };
  }
  const identifiers = attributeValues(profile, config.attributes[config.match]);
  const userId = await matchPortalUser(db, config.match, identifiers);
  if (userId === null) return { kind: "no-access" };
  return { kind: "signed-in", session: await signInUser(db, userId, "saml") };
}
