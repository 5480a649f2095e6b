import { sql } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceRegistrations, instanceRegistryCounters } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { zonedToday } from "@/lib/dates";
import { createRegistryEntry } from "@/lib/registry/service";
import type { RegistryBookType } from "@/lib/registry/constants";
import type { InstanceRegistryKind } from "./constants";

const PREFIX: Record<InstanceRegistryKind, string> = { ENTRY: "E", EXIT: "S" };

/** `E-2026-000123`: the kind's letter, the year and a six-digit number. */
export const registryCode = (kind: InstanceRegistryKind, year: number, number: number) =>
  `${PREFIX[kind]}-${year}-${String(number).padStart(6, "0")}`;

/**
 * The next number of a kind's series for the year, from one atomic upsert: concurrent requests
 * queue on the counter row until their transaction ends, so two never take the same number.
 */
export async function nextNumber(db: Db, kind: InstanceRegistryKind, year: number): Promise<number> {
  const [row] = await db
    .insert(instanceRegistryCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [instanceRegistryCounters.kind, instanceRegistryCounters.year],
      set: { last: sql`${instanceRegistryCounters.last} + 1` },
    })
    .returning({ last: instanceRegistryCounters.last });
  return row!.last;
}

export interface Registration {
  instanceId: number;
  kind: InstanceRegistryKind;
  bookType: RegistryBookType;
  /** The academic year (id) the request's template belongs to. */
  termId: number;
  userExternalId: string | null;
  receiver: string;
  /** Names the request in the book. */
  documentType: string;
  text: string | null;
}

/** Writes the request's movement in the registry book, through the registry's own service, and keeps its code. */
export async function register(db: Db, author: SessionUser, r: Registration): Promise<string> {
  const year = Number(zonedToday().slice(0, 4));
  const number = await nextNumber(db, r.kind, year);
  const code = registryCode(r.kind, year, number);
  const entry = await createRegistryEntry(db, author, {
    bookType: r.bookType,
    code,
    type: r.kind,
    term: r.termId,
    userExternalId: r.userExternalId,
    receiver: r.receiver,
    documentType: r.documentType,
    text: r.text,
  });
  await db
    .insert(instanceRegistrations)
    .values({ instanceId: r.instanceId, kind: r.kind, year, number, code, registryEntryId: entry.id });
  return code;
}
