import type { PaymentOption } from "@/db/enums/enrollments";

/** Payments charged to the debtor's account by SEPA direct debit: the debtor data and the mandate go with them. */
export const DIRECT_DEBIT_PAYMENTS: readonly PaymentOption[] = ["FULL_DOM", "THREE_TERMS"];
