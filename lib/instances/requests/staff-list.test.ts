import { describe, expect, it } from "vitest";
import { pageQuery } from "@/lib/list/page-query";
import { instanceListQuery } from "./list-query";
import { exportSearch, withDefaultCreatedFrom } from "./staff-list";

const parse = (params: Record<string, string>) => pageQuery(instanceListQuery, params);

describe("the staff's request list", () => {
  it.each([
    ["2026-11-26T10:00:00Z", "2026-09-01"],
    ["2027-03-15T10:00:00Z", "2026-09-01"],
    ["2027-09-01T08:00:00Z", "2027-09-01"],
    ["2027-08-31T21:59:00Z", "2026-09-01"], // 23:59 of 31 August in Madrid
  ])("at %s opens on the requests created from %s, the start of the academic year", (now, day) => {
    expect(withDefaultCreatedFrom(parse({}), new Date(now)).createdFrom).toBe(day);
  });

  it("takes the URL's 'created from' instead, and keeps the other filters", () => {
    const query = withDefaultCreatedFrom(parse({ createdFrom: "2020-01-15", status: "OPEN" }), new Date("2026-11-26"));
    expect(query).toMatchObject({ createdFrom: "2020-01-15", status: ["OPEN"] });
  });

  it("replaces a 'created from' that is no day, keeping the rest", () => {
    const query = withDefaultCreatedFrom(
      parse({ createdFrom: "2026-02-30", studentId: "123" }),
      new Date("2026-11-26"),
    );
    expect(query).toMatchObject({ createdFrom: "2026-09-01", studentId: "123" });
  });

  it("exports what it shows: the filters as applied, the default one included, and the sort, without paging", () => {
    const query = withDefaultCreatedFrom(
      parse({ status: "OPEN,IN_PROCESS", external: "false", sort: "id", direction: "asc", page: "3", size: "25" }),
      new Date("2026-11-26T10:00:00Z"),
    );
    const search = new URLSearchParams(exportSearch(query));
    expect(Object.fromEntries(search)).toEqual({
      status: "OPEN,IN_PROCESS",
      createdFrom: "2026-09-01",
      external: "false",
      sort: "id",
      direction: "asc",
    });
    expect(instanceListQuery.parse(Object.fromEntries(search))).toMatchObject({
      status: ["OPEN", "IN_PROCESS"],
      createdFrom: "2026-09-01",
      external: false,
    });
  });
});
