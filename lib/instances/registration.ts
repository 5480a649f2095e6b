import type { Db } from "@/db";
import { instanceRegistrations } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/session-store";
import { createSeriesEntry } from "@/lib/registry/service";
import type { RegistryBookType } from "@/db/enums/registry";
import type { InstanceRegistryKind } from "@/db/enums/instances";

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

/** Writes the request's movement in the registry book, numbered by the book's own series, and keeps its code. */
export async function register(db: Db, author: SessionUser, r: Registration): Promise<string> {
  const { id, code, year, number } = await createSeriesEntry(db, author, {
    bookType: r.bookType,
    type: r.kind,
    term: r.termId,
    userExternalId: r.userExternalId,
    receiver: r.receiver,
    documentType: r.documentType,
    text: r.text,
  });
  await db
    .insert(instanceRegistrations)
    .values({ instanceId: r.instanceId, kind: r.kind, year, number, code, registryEntryId: id });
  return code;
}
