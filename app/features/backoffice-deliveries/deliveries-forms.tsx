import { Form, Link } from "react-router";
import { formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { deliveriesPath, STAFF_PATHS } from "~/paths/backoffice";
import {
  CONFIRM_REPLAY_PARAM,
  DELIVERY_CHANNELS,
  DELIVERY_RECORDS,
  DELIVERY_STATES,
  type DeliveryChannel,
  type DeliveryFilters,
  deliveriesQuery,
} from "~/server/outbox/delivery-filters";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";

/** The bulk replay's confirmation: what would go again, before anything is done. */
export type ReplayConfirm = { channel: DeliveryChannel; since: string; count: number };

/** The label style of the monitor's two small forms. */
const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

/** The bulk replay's first step (a GET, without scripts too): which channel, since which day. */
export function ReplayStart({ filters }: { filters: DeliveryFilters }) {
  const t = useT();
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
      aria-labelledby="replay-title"
    >
      <h2 id="replay-title" className="text-lg font-semibold md:col-span-4">
        {t("deliveries.replay.title")}
      </h2>
      <p className="-mt-2 text-sm text-muted md:col-span-4">{t("deliveries.replay.lead")}</p>
      <input type="hidden" name={CONFIRM_REPLAY_PARAM} value="1" />
      <SelectField
        id="replay-canal"
        name="canal"
        label={t("deliveries.filters.channel")}
        labelClassName={labelClasses}
        defaultValue={filters.channel ?? "webhook"}
        required
      >
        {DELIVERY_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`deliveries.channels.${channel}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="replay-depuis"
        name="depuis"
        type="date"
        label={t("deliveries.filters.since")}
        labelClassName={labelClasses}
        defaultValue={filters.since ?? ""}
        required
      />
      <div className="flex items-end md:col-span-2">
        <button type="submit" className={buttonClasses("outline")}>
          {t("deliveries.replay.count")}
        </button>
      </div>
    </Form>
  );
}

/** The second step: says how many dead messages would go again, and does it only on this button. */
export function ReplayConfirmation({ confirm, filters }: { confirm: ReplayConfirm; filters: DeliveryFilters }) {
  const t = useT();
  const lang = useLang();
  const channel = t(`deliveries.channels.${confirm.channel}`);
  const since = formatDay(confirm.since, lang);
  // After the replay, the list shows the same selection, whatever its state now.
  const after = deliveriesPath(deliveriesQuery({ channel: confirm.channel, since: confirm.since }));
  return (
    <section
      aria-labelledby="confirm-title"
      className="rounded-card border-2 border-gold bg-gold-soft/40 p-5"
      data-testid="replay-confirmation"
    >
      <h2 id="confirm-title" className="text-lg font-semibold">
        {t("deliveries.confirm.title")}
      </h2>
      <p className="mt-2">
        {confirm.count === 0
          ? t("deliveries.confirm.none", { channel, since })
          : t("deliveries.confirm.body", { count: confirm.count, channel, since })}
      </p>
      {confirm.count > 0 && <p className="mt-1 text-sm text-ink-soft">{t("deliveries.confirm.sameId")}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {confirm.count > 0 && (
          <Form method="post" action={after}>
            <input type="hidden" name="intent" value="replayDead" />
            <input type="hidden" name="channel" value={confirm.channel} />
            <input type="hidden" name="since" value={confirm.since} />
            <button type="submit" className={buttonClasses("primary")}>
              {t("deliveries.confirm.submit", { count: confirm.count })}
            </button>
          </Form>
        )}
        <Link to={deliveriesPath(deliveriesQuery(filters))} className={buttonClasses("ghost")}>
          {t("deliveries.confirm.cancel")}
        </Link>
      </div>
    </section>
  );
}

/** The list's filters, in the address (a GET form). */
export function FiltersForm({ filters }: { filters: DeliveryFilters }) {
  const t = useT();
  const selects = [
    ["canal", "channel", filters.channel, DELIVERY_CHANNELS, "channels"],
    ["etat", "state", filters.state, DELIVERY_STATES, "states"],
    ["objet", "record", filters.record, DELIVERY_RECORDS, "records"],
  ] as const;
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-5"
    >
      {selects.map(([name, label, value, options, texts]) => (
        <SelectField
          key={name}
          id={name}
          name={name}
          label={t(`deliveries.filters.${label}`)}
          labelClassName={labelClasses}
          defaultValue={value ?? ""}
        >
          <option value="">{t("deliveries.filters.all")}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`deliveries.${texts}.${option}`)}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        id="depuis"
        name="depuis"
        type="date"
        label={t("deliveries.filters.since")}
        labelClassName={labelClasses}
        defaultValue={filters.since ?? ""}
      />
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses("primary")}>
          {t("deliveries.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.deliveries} className={buttonClasses("ghost")}>
          {t("deliveries.filters.reset")}
        </Link>
      </div>
    </Form>
  );
}
