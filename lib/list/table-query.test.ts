import { describe, expect, it } from "vitest";
import { z } from "@/lib/validation/z";
import { tableQuerySchema } from "@/lib/list/table-query";

const schema = tableQuerySchema(["name", "createdAt"]);

describe("tableQuerySchema", () => {
  it("applies the defaults to an empty query", () => {
    expect(schema.parse({})).toEqual({ page: 0, size: 10, direction: "desc" });
  });

  it("coerces search params, taking the first of repeated ones and ignoring empty ones", () => {
    expect(schema.parse({ page: ["2", "5"], size: "25", sort: "name", direction: "asc" })).toEqual({
      page: 2,
      size: 25,
      sort: "name",
      direction: "asc",
    });
    expect(schema.parse({ page: "", sort: "", direction: "" })).toEqual({ page: 0, size: 10, direction: "desc" });
  });

  it.each([
    [{ page: "-1" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ page: "abc" }, "page"],
    [{ size: "0" }, "size"],
    [{ size: "101" }, "size"],
    [{ sort: "password" }, "sort"],
    [{ direction: "up" }, "direction"],
  ])("rejects %j", (query, field) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("can be extended with a module's filters", () => {
    const withFilters = schema.extend({ q: z.string().optional() });
    expect(withFilters.parse({ size: "25", q: "ana" })).toEqual({ page: 0, size: 25, direction: "desc", q: "ana" });
  });
});
