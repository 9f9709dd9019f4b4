import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useT } from "~/i18n/react";
import { PUSH_KINDS } from "~/server/push/push-kinds";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ChoiceGroup } from "~/ui/form-controls";
import type { DetailsActionData } from "./details-form";
import { browserPushState, currentEndpoint, subscribeThisBrowser, unsubscribeThisBrowser } from "./push-browser";
import type { PushSettingsView } from "./push-settings.server";

/** Where this browser stands: found out once the page runs (a server cannot know). */
type DeviceState = "checking" | "unsupported" | "blocked" | "off" | "on" | "failed";

/**
 * "Notifications sur cet appareil" (issue 45): the kinds this device is told of, the buttons that
 * subscribe it (the browser asks the person first) or turn it off, and every device of the
 * account, each removable with a plain form. E-mail is untouched: this only adds a nudge.
 */
export function PushCard({ push }: { push: PushSettingsView }) {
  const t = useT();
  const fetcher = useFetcher<DetailsActionData>();
  const form = useRef<HTMLFormElement>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [state, setState] = useState<DeviceState>("checking");
  const retried = useRef(false);
  const mine = push.devices.find((device) => device.endpoint === endpoint);

  useEffect(() => {
    const browser = browserPushState();
    if (browser !== "ready") return setState(browser);
    currentEndpoint()
      .then((found) => {
        setEndpoint(found);
        setState(found && push.devices.some((device) => device.endpoint === found) ? "on" : "off");
      })
      .catch(() => setState("off"));
  }, [push.devices]);

  async function save(fresh: boolean) {
    if (!push.publicKey || !form.current) return;
    const fields = new FormData(form.current);
    try {
      const subscription = await subscribeThisBrowser(push.publicKey, fresh);
      if (typeof subscription === "string") return setState(subscription === "ready" ? "failed" : subscription);
      setEndpoint(subscription.endpoint);
      fields.set("intent", "push-on");
      for (const [name, value] of Object.entries(subscription)) fields.set(name, value);
      await fetcher.submit(fields, { method: "post" });
    } catch {
      setState("failed");
    }
  }

  // An endpoint another account holds (a shared device): a new subscription, once.
  const error = fetcher.data?.form === "push" ? fetcher.data.error : undefined;
  useEffect(() => {
    if (error === "area.details.push.errors.taken" && !retried.current) {
      retried.current = true;
      void save(true);
    }
  });

  async function turnOff() {
    const gone = await unsubscribeThisBrowser().catch(() => null);
    const target = gone ?? endpoint;
    if (target) await fetcher.submit({ intent: "push-off", endpoint: target }, { method: "post" });
    setState("off");
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const busy = fetcher.state !== "idle";
  const status = state === "on" && !mine ? "off" : state;

  return (
    <Card className="mt-6" data-testid="push-card">
      <h2 className="text-xl">{t("area.details.push.title")}</h2>
      <p className="mt-2 text-ink-soft">{t("area.details.push.lead")}</p>
      {!push.publicKey ? (
        <p className="mt-4">{t("area.details.push.unavailable")}</p>
      ) : (
        <>
          <p role="status" className="mt-4 font-semibold">
            {t(`area.details.push.${status}`)}
          </p>
          {error && error !== "area.details.push.errors.taken" && (
            <p role="alert" className="mt-2 text-error">
              {t(error)}
            </p>
          )}
          <form
            ref={form}
            onSubmit={onSubmit}
            noValidate
            className="mt-4 grid gap-5"
            aria-label={t("area.details.push.title")}
          >
            <ChoiceGroup
              key={mine?.id ?? "new"}
              id="push-kinds"
              name="kinds"
              type="checkbox"
              legend={t("area.details.push.legend")}
              options={PUSH_KINDS.map((kind) => ({ value: kind, label: t(`area.details.push.kinds.${kind}`) }))}
              checked={mine?.kinds ?? PUSH_KINDS}
            />
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                disabled={busy || status === "checking" || status === "unsupported" || status === "blocked"}
              >
                {t(mine ? "area.details.push.save" : "area.details.push.turnOn")}
              </Button>
              {mine && (
                <Button type="button" variant="outline" disabled={busy} onClick={() => void turnOff()}>
                  {t("area.details.push.turnOff")}
                </Button>
              )}
            </div>
          </form>
        </>
      )}
      {push.devices.length > 0 && (
        <>
          <h3 className="mt-6 text-lg">{t("area.details.push.devicesTitle")}</h3>
          <ul className="mt-2 grid gap-2" data-testid="push-devices">
            {push.devices.map((device) => (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-2 border-b border-line pb-2 last:border-b-0"
              >
                <span>{t("area.details.push.deviceSince", { device: device.device, date: device.since })}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="push-off" />
                  <input type="hidden" name="device" value={device.id} />
                  <Button
                    type="submit"
                    variant="ghost"
                    size="compact"
                    aria-label={t("area.details.push.removeLabel", { device: device.device })}
                  >
                    {t("area.details.push.remove")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
