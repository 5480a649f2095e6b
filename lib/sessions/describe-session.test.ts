import { describe, expect, it } from "vitest";
import type { Db } from "@/db";
import type { PortalSession } from "@/lib/auth/session-store";
import { describeSession } from "./service";

const caller: PortalSession = {
  sessionId: "a".repeat(43),
  expiresAt: new Date(),
  user: { id: 1, externalId: "u1", givenName: "Ana", familyName: "Pérez", email: null, role: "ROLE_STUDENT" },
};
// Any query fails the test: the caller's own session was read once, by endpoint().
const noDatabase = new Proxy(
  {},
  {
    get: () => {
      throw new Error("consulta a la base de datos");
    },
  },
) as unknown as Db;

describe("describeSession", () => {
  it("answers the caller's own session without reading it again", async () => {
    await expect(describeSession(noDatabase, caller, caller.sessionId)).resolves.toEqual({
      role: "ROLE_STUDENT",
      user: { externalId: "u1", givenName: "Ana", familyName: "Pérez", email: null },
    });
  });
});
