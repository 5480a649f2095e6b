import { beforeAll, describe, expect, it } from "vitest";
import { POST as accept } from "@/app/tfg-api/requests/[id]/accept/route";
import { POST as cancel } from "@/app/tfg-api/requests/[id]/cancel/route";
import { GET as pdf } from "@/app/tfg-api/requests/[id]/pdf/route";
import { pdfPages } from "@/lib/testing/pdf-text";
import { call } from "@/lib/testing/fixtures";
import { tfgWorld, type TfgWorld } from "@/lib/testing/tfg-world";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

// Issue 39: an API error of the TFG module is said in the requester's language when the university offers it.
let w: TfgWorld;
beforeAll(async () => {
  w = await tfgWorld();
});

const id = (n: number) => ({ id: String(n) });
const english = { "accept-language": "en" };

describe("TFG in English", () => {
  it("a request that is no longer pending is refused in English, its status named in English", async () => {
    const s = await w.student();
    const a = (await w.request(s, w.d2, { provisionalTitle: "uno" })).data;
    expect((await call("POST", accept, { as: w.coordinator, params: id(a.id) })).status).toBe(200);

    const res = await call("POST", cancel, { as: s, params: id(a.id), json: {}, headers: english });
    expect(res.status).toBe(409);
    expect(res.data.message).toBe("Cannot cancel the request because it is not pending (status: Accepted)");

    const spanish = await call("POST", cancel, { as: s, params: id(a.id), json: {} });
    expect(spanish.data.message).toBe("No se puede cancelar la solicitud porque no está pendiente (estado: Aceptada)");
  });

  it("a missing request is 'The request was not found'", async () => {
    const res = await call("POST", accept, { as: w.coordinator, params: id(999_999), json: {}, headers: english });
    expect(res.status).toBe(404);
    expect(res.data.message).toBe("The request was not found");
  });

  it("a request's PDF is issued in its student's language, whoever downloads it", async () => {
    const s = await w.student({ givenName: "Jane", familyName: "Doe", locale: "en" });
    const r = (await w.request(s, w.d2, { provisionalTitle: "Neural networks" })).data;
    await call("POST", accept, { as: w.coordinator, params: id(r.id) });
    const res = await call("GET", pdf, { as: w.coordinator, params: id(r.id) });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("content-disposition")).toContain(
      encodeURIComponent(`Thesis request ${r.id} - Jane Doe.pdf`),
    );
    const text = (await pdfPages(new Uint8Array(await res.res.arrayBuffer()))).join(" ");
    expect(text).toContain("Bachelor's / Master's thesis allocation");
  });
});
