import { NO_DIRECTOR_PLACES } from "./schemas";

/** A student's OPEN request as the proposal sees it: their rank (1 = 'Opción A') and the director. */
export interface ProposalRequest {
  id: number;
  version: number;
  userId: string;
  priority: number;
  instructorId: string;
  /** The director as the proposal shows them. */
  instructorName: string;
}

export interface ProposalStudent {
  userId: string;
  userName: string;
  userDni: string;
  /** The priority grade; a student without one goes after every student who has one. */
  grade: number | null;
}

export interface ProposalInput {
  students: ProposalStudent[];
  requests: ProposalRequest[];
  /** Remaining places per director (limit minus the requests already accepted). */
  places: Record<string, number>;
}

export interface ProposalLine {
  userId: string;
  userName: string;
  userDni: string;
  grade: number | null;
  assigned: ProposalRequest | null;
  /** Requests ranked above the assigned one (or all, if none) whose director had no room left. */
  rejected: Array<ProposalRequest & { reason: string }>;
}

/** Best grade first; equal or missing grades by userId, so the order never depends on input order. */
export function turnOrder(students: ProposalStudent[]): ProposalStudent[] {
  return [...students].sort((a, b) => {
    if (a.grade !== b.grade) {
      if (a.grade === null) return 1;
      if (b.grade === null) return -1;
      return b.grade - a.grade;
    }
    return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
  });
}

/**
 * Serial dictatorship by priority grade: students take turns from the best grade down, and each
 * gets their best-ranked request whose director still has room. Requests ranked above it were
 * refused for lack of places; requests ranked below it are left as they are.
 */
export function proposeAllocation(input: ProposalInput): ProposalLine[] {
  const places = new Map(Object.entries(input.places));
  const byStudent = new Map<string, ProposalRequest[]>();
  for (const request of input.requests) {
    const list = byStudent.get(request.userId) ?? [];
    list.push(request);
    byStudent.set(request.userId, list);
  }
  return turnOrder(input.students).map((student) => {
    const ranked = [...(byStudent.get(student.userId) ?? [])].sort((a, b) => a.priority - b.priority || a.id - b.id);
    const rejected: ProposalLine["rejected"] = [];
    for (const request of ranked) {
      const left = places.get(request.instructorId) ?? 0;
      if (left > 0) {
        places.set(request.instructorId, left - 1);
        return { ...student, assigned: request, rejected };
      }
      rejected.push({ ...request, reason: NO_DIRECTOR_PLACES });
    }
    return { ...student, assigned: null, rejected };
  });
}
