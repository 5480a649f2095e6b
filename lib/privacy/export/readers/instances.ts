import { asc, eq, inArray } from "drizzle-orm";
import { instanceFileVersions, instanceRegistrations, instances, instanceTemplates } from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader } from "../types";
import { childrenOf } from "./children";

export const instancesReader: ExportReader = {
  ...readerNamed("instances"),
  read: async (db, person, addFile, locale) => {
    const t = translator(locale, "instances");
    const rows = await db
      .select({ instance: instances, template: instanceTemplates.name })
      .from(instances)
      .innerJoin(instanceTemplates, eq(instanceTemplates.id, instances.templateId))
      .where(eq(instances.userId, person.id))
      .orderBy(instances.createdAt);
    const ids = rows.map((r) => r.instance.id);
    const [registrations, versions] = ids.length
      ? await Promise.all([
          childrenOf(db, instanceRegistrations, instanceRegistrations.instanceId, ids),
          db
            .select()
            .from(instanceFileVersions)
            .where(inArray(instanceFileVersions.instanceId, ids))
            .orderBy(asc(instanceFileVersions.uploadedAt)),
        ])
      : [[], []];
    return rows.map(({ instance, template }) => ({
      instancia: template,
      estado: t(`statuses.${instance.status}`),
      texto: instance.userText,
      respuesta: instance.instructorText,
      presentada: formatDateTime(instance.createdAt, locale),
      cerrada: instance.closedAt ? formatDateTime(instance.closedAt, locale) : null,
      registros: registrations.filter((r) => r.instanceId === instance.id).map((r) => r.code),
      ficheros: versions
        .filter((v) => v.instanceId === instance.id)
        .map((v) => ({
          tipo: t(`fileKinds.${v.kind}`),
          subido: formatDateTime(v.uploadedAt, locale),
          fichero: addFile(v.fileId, v.fileName),
        })),
    }));
  },
};
