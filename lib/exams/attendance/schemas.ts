import { compactId, isValidDni, isValidNie } from "@/lib/validation/spanish-id";
import { dbId } from "@/lib/validation/common";
import { tableQuerySchema } from "@/lib/list/table-query";
import { says } from "@/lib/i18n/schema-message";
import { z } from "@/lib/validation/z";

/** How far ahead of the server's clock a scan's own time may be (a phone's clock running fast). */
export const SCAN_CLOCK_SKEW_MS = 60_000;

const venueId = z.string().trim().min(1, says("exams.fields.venueRequired")).max(100);

/**
 * A scan at the door: the voucher's code, or a typed DNI/NIE; `scannedAt` is the device's time of a scan
 * queued offline (the server's clock when absent).
 */
export const checkinBody = z
  .object({
    examId: dbId(),
    venueId,
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{10,64}$/, says("exams.fields.codeInvalid"))
      .optional(),
    dni: z
      .string()
      .trim()
      .transform(compactId)
      .refine((v) => isValidDni(v) || isValidNie(v), says("exams.fields.dniInvalid"))
      .optional(),
    scannedAt: z.iso.datetime({ offset: true, error: says("exams.fields.scannedAtInvalid") }).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.dni === undefined), {
    message: says("exams.fields.codeOrDni"),
    path: ["code"],
  });
export type CheckinBody = z.output<typeof checkinBody>;

export interface CheckinAnswer {
  /** 'Admitido', 'Ya registrado a las HH:MM', 'Tiene reserva en otra sede: …' or 'No tiene reserva para este examen', in the requester's language. */
  result: string;
  /** 'Apellidos, Nombre' of the booked student; null when the exam has no booking for the code or DNI. */
  name: string | null;
  /** The student's external id, as other exam answers name students. */
  userId: string | null;
  arrivedAt: string | null;
}

export const attendanceQuery = z.object({ venueId: venueId.optional() });
export type AttendanceQuery = z.output<typeof attendanceQuery>;

/** The URL of 'Control de acceso' and of the attendance page: the exam and venue picked, and the table's page. */
export const doorPageQuery = tableQuerySchema([]).extend({
  examId: dbId().optional(),
  venueId: venueId.optional(),
});
export type DoorPageQuery = z.output<typeof doorPageQuery>;

export interface AttendanceRow {
  requestId: number;
  userId: string;
  name: string;
  dni: string;
  venueId: string;
  venueName: string;
  present: boolean;
  arrivedAt: string | null;
}
