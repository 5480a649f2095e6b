import { getDb } from "@/lib/database";
import { academicYears } from "@/db/schema";
import { POST as createTemplate } from "@/app/instances-api/templates/route";
import { POST as createType } from "@/app/instances-api/types/route";
import { call, makeUser, uniq, type TestUser } from "@/lib/testing/fixtures";

const DAY = 86_400_000;
export const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** An academic year, a type, and an admin to make templates with. */
export async function instancesWorld() {
  const db = await getDb();
  const tag = uniq();
  const [year] = await db
    .insert(academicYears)
    .values({ externalId: `ay-${tag}`, name: `2025-2026 ${tag}` })
    .returning();
  const admin = await makeUser("ROLE_ADMIN");
  const type = (await call("POST", createType, { as: admin, json: { name: `Certificados ${tag}` } })).data as {
    id: number;
    name: string;
  };
  const template = async (over: Record<string, unknown> = {}, as: TestUser = admin) => {
    const res = await call("POST", createTemplate, {
      as,
      json: {
        typeId: type.id,
        name: `Certificado ${uniq()}`,
        start: iso(-1),
        end: iso(10),
        termId: year!.externalId,
        active: true,
        ...over,
      },
    });
    if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(res.data)}`);
    return res.data.id as number;
  };
  return { year: year!, admin, type, template, tag };
}
