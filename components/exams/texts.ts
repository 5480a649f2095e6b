import type { useTranslations } from "next-intl";

/** The exams module's translator, as a server component (`getTranslations("exams")`) or a client one (`useTranslations("exams")`) has it. */
export type ExamsT = ReturnType<typeof useTranslations<"exams">>;
