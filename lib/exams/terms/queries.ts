import { asc } from "drizzle-orm";
import type { Db } from "@/db";
import { examTerms } from "@/db/schema";
import type { TermRow } from "./schemas";

export async function listTerms(db: Db): Promise<TermRow[]> {
  return db
    .select({ id: examTerms.id, name: examTerms.name, enabled: examTerms.enabled })
    .from(examTerms)
    .orderBy(asc(examTerms.name), asc(examTerms.id));
}
