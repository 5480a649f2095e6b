import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { users } from "@/db/schema";
import { misplacedDeclarations, tablesOf, undeclaredPersonalData } from "./check";
import { personalDataRegistry } from "./index";

describe("the personal-data registry", () => {
  it("declares every column of the schema that references users or is named like personal data", () => {
    expect(undeclaredPersonalData(tablesOf(schema), personalDataRegistry)).toEqual([]);
  });

  it("names only columns of the declared table, and parents that are declared", () => {
    expect(misplacedDeclarations(personalDataRegistry)).toEqual([]);
  });

  it("fails on a new table with a column referencing users, or a column named like personal data", () => {
    const scholarships = pgTable("scholarships", {
      id: serial("id").primaryKey(),
      studentId: integer("student_id").references(() => users.id),
      bankIban: text("bank_iban"),
      contactPhone: text("contact_phone"),
      amount: integer("amount"),
    });
    expect(undeclaredPersonalData([...tablesOf(schema), scholarships], personalDataRegistry)).toEqual([
      "scholarships.student_id",
      "scholarships.bank_iban",
      "scholarships.contact_phone",
    ]);
  });
});
