import { asc } from "drizzle-orm";
import type { Db } from "@/db";
import { instanceTypes } from "@/db/schema";
import type { InstanceTypeRow } from "./schemas";

export async function listInstanceTypes(db: Db): Promise<InstanceTypeRow[]> {
  return db
    .select({ id: instanceTypes.id, name: instanceTypes.name })
    .from(instanceTypes)
    .orderBy(asc(instanceTypes.name));
}
