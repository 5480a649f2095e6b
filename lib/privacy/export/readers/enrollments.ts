import { eq, inArray } from "drizzle-orm";
import {
  courses,
  enrollmentRequestCourses,
  enrollmentRequestFiles,
  enrollmentRequests,
  enrollmentTerms,
} from "@/db/schema";
import { formatDateTime } from "@/lib/dates";
import {
  DEBT_DOC_TYPE_LABELS,
  DEBT_OPTION_LABELS,
  GENERAL_DISCOUNT_LABELS,
  INSURANCE_LABELS,
  MINUS_DISCOUNT_LABELS,
  PAYMENT_LABELS,
  SYNCHRONOUS_DISCOUNT_LABELS,
  TIME_OPTION_LABELS,
} from "@/lib/enrollments/labels";
import { readerNamed, type ExportReader } from "../types";
import { childrenOf } from "./children";

const label = <K extends string>(labels: Record<K, string>, value: K | null) => (value ? labels[value] : null);

export const enrollmentsReader: ExportReader = {
  ...readerNamed("enrollments"),
  read: async (db, person, addFile) => {
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
      presentada: formatDateTime(r.created),
      tramitada: r.isProcessed,
      asignaturas: chosen.filter((c) => c.requestId === r.id).map((c) => c.course),
      dedicacion: label(TIME_OPTION_LABELS, r.timeOption),
      descuentoGeneral: label(GENERAL_DISCOUNT_LABELS, r.generalDiscountOption),
      descuentoPorDiscapacidad: label(MINUS_DISCOUNT_LABELS, r.minusDiscountOption),
      descuentoSincrono: label(SYNCHRONOUS_DISCOUNT_LABELS, r.synchronousDiscountOption),
      otrosDescuentos: [r.discountConvText, r.discountOtherText].filter(Boolean),
      seguro: label(INSURANCE_LABELS, r.insuranceOption),
      formaDePago: label(PAYMENT_LABELS, r.paymentOption),
      deudor: {
        tipo: label(DEBT_OPTION_LABELS, r.debtOption),
        tipoDeDocumento: label(DEBT_DOC_TYPE_LABELS, r.debtDocType),
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
