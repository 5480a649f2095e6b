// GET /registry-api/{id}/file — the entry's attached file
import { eq } from "drizzle-orm";
import { registryEntries } from "@/db/schema";
import { endpoint } from "@/lib/api/endpoint";
import { NotFoundError } from "@/lib/api/errors";
import { msg } from "@/lib/i18n/message";
import { storedFileDownload } from "@/lib/files/store";
import { registryAccess } from "@/lib/registry/access";
import { idParams } from "@/lib/validation/common";

export const GET = endpoint(
  registryAccess,
  "GET /registry-api/{id}/file",
  { params: idParams },
  async ({ db, params }) => {
    const [entry] = await db.select().from(registryEntries).where(eq(registryEntries.id, params.id));
    if (!entry?.fileId) throw new NotFoundError(msg("registry.errors.noFile"));
    return storedFileDownload(db, entry.fileId, entry.filename ?? undefined);
  },
);
