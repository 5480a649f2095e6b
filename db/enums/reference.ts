/** Where a course membership comes from: the information system's import, or a processed enrolment request. */
export const MEMBERSHIP_SOURCES = ["sis", "enrolment"] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];
