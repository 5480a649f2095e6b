import { randomInt } from "node:crypto";
import { GET as verifyRoute } from "@/app/verification-api/documents/[code]/route";
import { call } from "./fixtures";

/**
 * A client address of its own: the verification endpoints limit each address per minute, and on PostgreSQL
 * every test file shares one database, and so the limit's counters.
 */
export const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

/** What `GET /verification-api/documents/{code}` answers for `code`, asked from an address of its own. */
export const verifyCode = (code: string) =>
  call("GET", verifyRoute, { params: { code }, headers: { "x-forwarded-for": newClientAddress() } });
