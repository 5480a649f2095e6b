import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceTemplates, instanceTypes } from "@/db/schema";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { MESSAGES } from "../messages";
import type { InstanceTypeBody } from "./schemas";

async function assertTypeNameFree(db: Db, name: string, except?: number) {
  const [existing] = await db
    .select({ id: instanceTypes.id })
    .from(instanceTypes)
    .where(
      and(
        sql`lower(${instanceTypes.name}) = lower(${name})`,
        except ? sql`${instanceTypes.id} <> ${except}` : undefined,
      ),
    );
  if (existing) throw new ConflictError(MESSAGES.typeDuplicate);
}

export async function createInstanceType(db: Db, body: InstanceTypeBody) {
  await assertTypeNameFree(db, body.name);
  const [row] = await db.insert(instanceTypes).values({ name: body.name }).returning();
  return row!;
}

export async function updateInstanceType(db: Db, id: number, body: InstanceTypeBody) {
  await assertTypeNameFree(db, body.name, id);
  const [row] = await db.update(instanceTypes).set({ name: body.name }).where(eq(instanceTypes.id, id)).returning();
  if (!row) throw new NotFoundError(MESSAGES.typeNotFound);
  return row;
}

/** A type that templates use is kept: they would lose their type. */
export async function deleteInstanceType(db: Db, id: number) {
  const [inUse] = await db
    .select({ id: instanceTemplates.id })
    .from(instanceTemplates)
    .where(eq(instanceTemplates.typeId, id))
    .limit(1);
  if (inUse) throw new ConflictError(MESSAGES.typeInUse);
  const [row] = await db.delete(instanceTypes).where(eq(instanceTypes.id, id)).returning({ id: instanceTypes.id });
  if (!row) throw new NotFoundError(MESSAGES.typeNotFound);
  return row;
}
