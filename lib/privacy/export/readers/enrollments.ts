import { eq, inArray } from "drizzle-orm";
import {
  courses,
  enrollmentRequestCourses,
  enrollmentRequestFiles,
  enrollmentRequests,
  enrollmentTerms,
} from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/translate";
import { readerNamed, type ExportReader } from "../types";
import { childrenOf } from "./children";

type OptionGroup =
  | "time"
  | "generalDiscount"
  | "minusDiscount"
  | "synchronousDiscount"
  | "insurance"
  | "payment"
  | "debtOption"
  | "debtDocType";

export const enrollmentsReader: ExportReader = {
  ...readerNamed("enrollments"),
  read: async (db, person, addFile, locale) => {
    const t = translator(locale, "enrollments");
    /** An option's name in `locale` (`enrollments.options.<group>.<value>`), null when none was chosen. */
    const option = (group: OptionGroup, value: string | null) =>
      value ? (t as unknown as (key: string) => string)(`options.${group}.${value}`) : null;
    const rows = await db
      .select({ request: enrollmentRequests, term: enrollmentTerms.name })
      .from(enrollmentRequests)
      .innerJoin(enrollmentTerms, eq(enrollmentTerms.id, enrollmentRequests.enrollmentTermId))
      .where(eq(enrollmentRequests.userId, person.id))
      .orderBy(enrollmentRequests.created);
    const ids = rows.map((r) => r.request.id);
    const [chosen, files] = ids.length
      ? await Promise.all([
          db
            .select({ requestId: enrollmentRequestCourses.requestId, course: courses.name })
            .from(enrollmentRequestCourses)
            .innerJoin(courses, eq(courses.id, enrollmentRequestCourses.courseId))
            .where(inArray(enrollmentRequestCourses.requestId, ids))
            .orderBy(enrollmentRequestCourses.position),
          childrenOf(db, enrollmentRequestFiles, enrollmentRequestFiles.requestId, ids),
        ])
      : [[], []];
    return rows.map(({ request: r, term }) => ({
      periodo: term,
      tipo: r.enrollmentType,
      presentada: formatDateTime(r.created, locale),
      tramitada: r.isProcessed,
      asignaturas: chosen.filter((c) => c.requestId === r.id).map((c) => c.course),
      dedicacion: option("time", r.timeOption),
      descuentoGeneral: option("generalDiscount", r.generalDiscountOption),
      descuentoPorDiscapacidad: option("minusDiscount", r.minusDiscountOption),
      descuentoSincrono: option("synchronousDiscount", r.synchronousDiscountOption),
      otrosDescuentos: [r.discountConvText, r.discountOtherText].filter(Boolean),
      seguro: option("insurance", r.insuranceOption),
      formaDePago: option("payment", r.paymentOption),
      deudor: {
        tipo: option("debtOption", r.debtOption),
        tipoDeDocumento: option("debtDocType", r.debtDocType),
        documento: r.debtDNI,
        nombre: r.debtName,
        domicilio: r.debtAddress,
        localidad: r.debtCity,
        codigoPostal: r.debtZipCode,
        provincia: r.debtState,
        pais: r.debtCountry,
        iban: r.debtIBAN,
        bic: r.debtBIC,
      },
      autorizacionDeImagen: r.imageAuthorization,
      cesionDeDatos: r.dataSAPI,
      justificantes: files.filter((f) => f.requestId === r.id).map((f) => addFile(f.fileId, f.filename)),
    }));
  },
};
