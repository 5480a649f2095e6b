"use client";

import { StudentFilter } from "@/components/ui/student-filter";
import { searchStudentsByText } from "@/lib/student-record/student-search";

/** The kit's StudentFilter over the student-file search: the students the caller may see. */
export function StudentFileFilter(props: Omit<Parameters<typeof StudentFilter>[0], "search">) {
  return <StudentFilter {...props} search={searchStudentsByText} />;
}
