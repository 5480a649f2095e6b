"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { pushApi } from "@/lib/push/client";
import { browserSubscription, PushSetupError, subscribeThisDevice } from "./browser-push";

export interface DeviceRow {
  id: number;
  device: string;
  endpoint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** 'Avisos': this device's switch (the Push API in the browser, then the portal) and the person's devices. */
export function DeviceNotices({ publicKey, devices }: { publicKey: string; devices: DeviceRow[] }) {
  const t = useTranslations("push");
  const { run, busy } = useApiAction();
  const failure = (message: string) => (err: unknown) => ({
    message,
    description:
      err instanceof PushSetupError
        ? t(`device.${err.reason}`)
        : err instanceof Error && err.message !== message
          ? err.message
          : undefined,
  });
  // undefined: still asking the browser; null: this browser has no subscription for the portal.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    void browserSubscription().then(
      (s) => setEndpoint(s?.endpoint ?? null),
      () => {
        setSupported(false);
        setEndpoint(null);
      },
    );
  }, []);

  const registered = endpoint ? devices.some((d) => d.endpoint === endpoint) : false;

  const enable = () =>
    run(
      async () => {
        const subscription = await subscribeThisDevice(publicKey);
        await pushApi.subscribe(subscription);
        setEndpoint(subscription.endpoint);
      },
      { success: t("device.enabled"), failure: failure(t("device.enableFailed")) },
    );

  const disable = () =>
    run(
      async () => {
        const subscription = await browserSubscription();
        if (subscription) {
          await pushApi.unsubscribe({ endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        setEndpoint(null);
      },
      {
        success: t("device.disabled"),
        failure: failure(t("device.disableFailed")),
      },
    );

  const remove = (id: number) =>
    run(() => pushApi.unsubscribe({ id }), {
      success: t("device.removed"),
      failure: failure(t("device.removeFailed")),
    });

  return (
    <div className="space-y-4">
      <section aria-labelledby="este-dispositivo" className="space-y-2">
        <h2 id="este-dispositivo" className="text-lg font-semibold">
          {t("device.thisDevice")}
        </h2>
        {!supported ? (
          <p role="status">{t("device.unsupportedStatus")}</p>
        ) : registered ? (
          <>
            <p role="status">{t("device.onStatus")}</p>
            <Button variant="secondary" busy={busy} onClick={() => void disable()}>
              {t("device.disable")}
            </Button>
          </>
        ) : (
          <>
            <p role="status">{t("device.offStatus")}</p>
            <Button busy={busy || endpoint === undefined} onClick={() => void enable()}>
              {t("device.enable")}
            </Button>
          </>
        )}
      </section>
      <section aria-labelledby="tus-dispositivos" className="space-y-2">
        <h2 id="tus-dispositivos" className="text-lg font-semibold">
          {t("device.yourDevices")}
        </h2>
        {devices.length === 0 ? (
          <p>{t("device.none")}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {devices.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{d.device}</span>
                  {d.endpoint === endpoint && ` ${t("device.thisOne")}`}
                  <span className="block text-sm text-gray-700">
                    {t("device.since", { date: d.createdAt })}
                    {d.lastUsedAt ? ` · ${t("device.lastNotice", { date: d.lastUsedAt })}` : ""}
                  </span>
                </span>
                <Button variant="ghost" size="sm" busy={busy} onClick={() => void remove(d.id)}>
                  {t("device.remove")}
                  <span className="sr-only"> {d.device}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
