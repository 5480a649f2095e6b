import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { issuedDocuments, users } from "@/db/schema";
import { maskName } from "./mask";
import type { VerifiedDocument } from "./schemas";

const columns = {
  code: issuedDocuments.code,
  kind: issuedDocuments.kind,
  issuedAt: issuedDocuments.issuedAt,
  fileId: issuedDocuments.fileId,
  supersededAt: issuedDocuments.supersededAt,
  givenName: users.givenName,
  familyName: users.familyName,
};

type Row = {
  code: string;
  kind: string;
  issuedAt: Date;
  fileId: number;
  supersededAt: Date | null;
  givenName: string | null;
  familyName: string | null;
};

export const toVerified = (row: Row): VerifiedDocument => ({
  code: row.code,
  kind: row.kind,
  issuedAt: row.issuedAt.toISOString(),
  owner: row.givenName === null ? null : maskName(`${row.givenName} ${row.familyName ?? ""}`),
  supersededAt: row.supersededAt?.toISOString() ?? null,
});

/** The issued document with this canonical code, with its owner's name. */
export async function issuedByCode(db: Db, code: string): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(issuedDocuments)
    .leftJoin(users, eq(users.id, issuedDocuments.ownerUserId))
    .where(eq(issuedDocuments.code, code));
  return row;
}

/** The latest issued document whose bytes have this SHA-256. */
export async function issuedBySha256(db: Db, sha256: string): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(issuedDocuments)
    .leftJoin(users, eq(users.id, issuedDocuments.ownerUserId))
    .where(eq(issuedDocuments.sha256, sha256))
    .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.id))
    .limit(1);
  return row;
}
