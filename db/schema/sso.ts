import { index, pgTable, text } from "drizzle-orm/pg-core";
import { instant, stamp } from "../columns";

/**
 * The ids of the SAML AuthnRequests the portal sent, so that a response answers one of them (InResponseTo),
 * each with the SHA-256 of the random value the sending browser holds in its cookie: the response is accepted
 * only from that browser. The hash is null on requests sent before it was kept, which no browser can answer.
 */
export const samlRequests = pgTable(
  "saml_requests",
  {
    id: text("id").primaryKey(),
    createdAt: stamp("created_at"),
    browserHash: text("browser_hash"),
  },
  (t) => [index("saml_requests_created_idx").on(t.createdAt)],
);

/** The ids of the SAML assertions already accepted, kept until they expire: each is accepted once. */
export const samlAssertions = pgTable(
  "saml_assertions",
  {
    id: text("id").primaryKey(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("saml_assertions_expires_idx").on(t.expiresAt)],
);
