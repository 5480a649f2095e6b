import { describe, expect, it } from "vitest";
import { dayFilter } from "@/lib/validation/common";
import { z } from "@/lib/validation/z";
import { pageQuery } from "./page-query";
import { tableQuerySchema } from "./table-query";

const schema = tableQuerySchema(["created", "name"]).extend({
  q: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(5).optional()),
  from: dayFilter,
  tab: z.enum(["mine", "all"]).optional(),
});

describe("pageQuery", () => {
  it("parses a valid URL query", () => {
    expect(
      pageQuery(schema, { page: "2", size: "25", sort: "name", direction: "asc", q: "ana", from: "2026-09-01" }),
    ).toEqual({
      page: 2,
      size: 25,
      sort: "name",
      direction: "asc",
      q: "ana",
      from: "2026-09-01",
    });
  });

  it("applies the defaults to an empty query", () => {
    expect(pageQuery(schema, {})).toEqual({ page: 0, size: 10, direction: "desc" });
  });

  it("drops only the bad parameters: every valid filter, sort and page stays", () => {
    expect(
      pageQuery(schema, { page: "x", size: "25", sort: "password", direction: "asc", q: "ana", from: "2026-02-30" }),
    ).toEqual({ page: 0, size: 25, direction: "asc", q: "ana" });
    expect(pageQuery(schema, { q: "demasiado largo", from: "2026-09-01", size: "1000" })).toEqual({
      page: 0,
      size: 10,
      direction: "desc",
      from: "2026-09-01",
    });
  });

  it("keeps the values the page fixes, and they win over the URL", () => {
    expect(pageQuery(schema, { tab: "all", page: "-1" }, { tab: "mine" })).toEqual({
      page: 0,
      size: 10,
      direction: "desc",
      tab: "mine",
    });
  });

  it("falls back to the defaults and the fixed values when a rule across parameters fails", () => {
    const ordered = schema.refine((v) => v.page < 5 || v.q !== undefined, "page needs q");
    expect(pageQuery(ordered, { page: "7", size: "25" }, { tab: "all" })).toEqual({
      page: 0,
      size: 10,
      direction: "desc",
      tab: "all",
    });
  });
});
