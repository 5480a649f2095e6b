import { eq } from "drizzle-orm";
import { addDays } from "date-fns";
import type { Db } from "@/db";
import { tfgCourtDegrees, tfgCourts, tfgDefenses, tfgTimeSpans } from "@/db/schema";
import { zonedInputToIso } from "@/lib/dates";
import type { RequestStatus } from "@/db/enums/tfg";

/** Two courts with slots on the next working days, and defenses in every status on the accepted requests. */
export async function seedCourts(
  tx: Db,
  {
    yearId,
    degreeId,
    termId,
    instructors,
    accepted,
    now,
  }: {
    yearId: number;
    degreeId: number;
    termId: number;
    instructors: number[];
    accepted: Array<{ id: number; director: number }>;
    now: number;
  },
) {
  const free = instructors.filter((id) => !accepted.some((a) => a.director === id));
  const spansOf = new Map<number, Array<{ id: number; start: Date; end: Date }>>();
  const courtIds: number[] = [];
  for (const [c, name] of ["Tribunal A", "Tribunal B"].entries()) {
    const [chairmanId, secretaryId, vocalId] = free.slice(c * 3, c * 3 + 3);
    if (vocalId === undefined) return;
    const [court] = await tx
      .insert(tfgCourts)
      .values({ name, chairmanId: chairmanId!, secretaryId: secretaryId!, vocalId, academicYearId: yearId })
      .returning();
    await tx.insert(tfgCourtDegrees).values({ courtId: court!.id, degreeId });
    const values = [];
    for (let d = 7 + c * 7; d < 12 + c * 7; d++) {
      const day = addDays(now, d).toISOString().slice(0, 10);
      for (const hour of ["09:00", "11:00", "16:00"]) {
        const start = new Date(zonedInputToIso(day, hour));
        values.push({ courtId: court!.id, start, end: new Date(start.getTime() + 2 * 3_600_000) });
      }
    }
    spansOf.set(court!.id, await tx.insert(tfgTimeSpans).values(values).returning());
    courtIds.push(court!.id);
  }
  const [first, second] = accepted;
  if (!first || !second || courtIds.length < 2) return;
  const defenses: Array<[typeof first, number, number, RequestStatus, { location?: string; rejectReason?: string }]> = [
    [first, courtIds[0]!, 0, "CANCELED", {}],
    [first, courtIds[0]!, 1, "OPEN", {}],
    [second, courtIds[1]!, 0, "REJECTED", { rejectReason: "Falta la memoria definitiva" }],
    [second, courtIds[1]!, 1, "ACCEPTED", { location: "Aula Magna" }],
  ];
  for (const [request, courtId, slot, status, extra] of defenses) {
    const court = (await tx.select().from(tfgCourts).where(eq(tfgCourts.id, courtId)))[0]!;
    const span = spansOf.get(courtId)![slot]!;
    await tx.insert(tfgDefenses).values({
      requestId: request.id,
      courtId,
      timeSpanId: span.id,
      termId,
      start: span.start,
      end: span.end,
      status,
      ...extra,
      chairmanId: court.chairmanId,
      secretaryId: court.secretaryId,
      vocalId: court.vocalId!,
      title: "Defensa de ejemplo",
    });
  }
}
