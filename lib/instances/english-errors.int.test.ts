import { beforeAll, describe, expect, it } from "vitest";
import { POST as closeInstance } from "@/app/instances-api/instances/[id]/close/route";
import { POST as createTemplate } from "@/app/instances-api/templates/route";
import { POST as createType } from "@/app/instances-api/types/route";
import { call, makeUser, uniq } from "@/lib/testing/fixtures";
import { mails, p, requestsWorld } from "@/lib/testing/instance-requests";
import { instancesWorld } from "@/lib/testing/instances";
import { offeringLocales } from "@/lib/testing/locales";

offeringLocales("es,en");

let world: Awaited<ReturnType<typeof instancesWorld>>;
const english = { "accept-language": "en-GB,en;q=0.9" };

beforeAll(async () => {
  world = await instancesWorld();
});

describe("the instances API in English (Accept-Language: en, PORTAL_LOCALES=es,en)", () => {
  it("answers a refusal in English, and in Spanish to whoever asks for no language", async () => {
    const name = `Convalidaciones ${uniq()}`;
    expect((await call("POST", createType, { as: world.admin, json: { name } })).status).toBe(201);
    const dup = await call("POST", createType, { as: world.admin, json: { name }, headers: english });
    expect(dup).toMatchObject({
      status: 409,
      data: { message: "An administrative request type with that name already exists" },
    });
    const spanish = await call("POST", createType, { as: world.admin, json: { name } });
    expect(spanish.data.message).toBe("Ya existe un tipo de instancia con ese nombre");
  });

  it("says a field's error in English too", async () => {
    const res = await call("POST", createTemplate, {
      as: world.admin,
      headers: english,
      json: {
        name: `Plantilla ${uniq()}`,
        typeId: world.type.id,
        start: new Date(Date.now() + 86_400_000).toISOString(),
        end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        termId: "no-such-term",
        active: false,
      },
    });
    expect(res.status).toBe(400);
    expect(res.data.errors.termId).toEqual(["The call does not exist"]);
  });

  it("e-mails a student in their chosen language (users.locale), whoever acts and in whatever language", async () => {
    const w = await requestsWorld();
    const email = `english-${uniq()}@universidad.test`;
    const student = await makeUser("ROLE_STUDENT", { email, locale: "en" });
    const id = await w.newRequest(student);
    await call("POST", closeInstance, { as: w.secretary, params: p(id) });
    const [created, closed] = await mails(email);
    expect(created).toMatchObject({ subject: `Administrative request registered: ${w.templateName}` });
    expect(created!.text).toContain("Status: Open. Entry registration code: E-");
    expect(closed).toMatchObject({ subject: `Administrative request closed: ${w.templateName}` });
  });
});
