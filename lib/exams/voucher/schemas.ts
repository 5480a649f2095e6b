/** 'Justificante de reserva' of one booked exam, as the student's voucher card shows it. */
export interface Voucher {
  id: number;
  examId: number;
  option: string;
  courseName: string;
  startsAt: string;
  venueId: string;
  venueName: string;
  /** What the QR carries: the booking's random code, never the student's id or DNI. */
  code: string;
  /** 'Asistencia registrada' once the student was checked in. */
  attendance: "Asistencia registrada" | null;
  arrivedAt: string | null;
}
