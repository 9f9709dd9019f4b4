import { Form, Link, useActionData } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { customerPath, leadPath, STAFF_PATHS } from "~/paths/backoffice";
import { REASON_MAX, WEBHOOK_URL_MAX } from "~/server/limits";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-controls";
import { ListTable, PLAIN_CELL } from "~/ui/table-frame";
import type { AssetFreezeData, FreezeActionResult } from "./freeze.server";

const section = "grid gap-3 rounded-card border border-line bg-surface p-5";
const h2 = "font-display text-xl text-ink";

type Match = AssetFreezeData["pending"][number];

function Notice({ result }: { result?: FreezeActionResult }) {
  const t = useT();
  if (!result) return null;
  if (result.ok && result.notice) {
    return (
      <p role="status" className="rounded-control bg-success-soft px-3 py-2 text-success" data-testid="freeze-notice">
        {t(`freeze.notices.${result.notice}`, { version: result.version ?? "" })}
      </p>
    );
  }
  const [field, key] = Object.entries(result.errors)[0] ?? [];
  if (!key) return null;
  return (
    <p
      role="alert"
      className="rounded-control bg-error-soft px-3 py-2 text-error"
      data-testid="freeze-error"
      data-field={field}
    >
      {t(key, result.params)}
    </p>
  );
}

/** Who the match is about: their customer page, else the lead being converted. */
function PersonLink({ match }: { match: Pick<Match, "customerId" | "leadId" | "personName"> }) {
  if (match.customerId)
    return (
      <Link to={customerPath(match.customerId)} className="font-semibold underline">
        {match.personName}
      </Link>
    );
  if (match.leadId)
    return (
      <Link to={leadPath(match.leadId)} className="font-semibold underline">
        {match.personName}
      </Link>
    );
  return <span className="font-semibold">{match.personName}</span>;
}

function MatchCard({ match, result }: { match: Match; result?: FreezeActionResult }) {
  const t = useT();
  const lang = useLang();
  const mine = result?.intent === "decide" && result.values?.matchId === match.id ? result : undefined;
  const id = `match-${match.id}`;
  return (
    <li className="grid gap-2 rounded-card border border-warning/40 bg-warning-soft p-4" data-testid="freeze-match">
      <p>
        <PersonLink match={match} />
        {match.birthDate
          ? ` · ${t("freeze.match.born", { day: formatDay(match.birthDate, lang) })}`
          : ` · ${t("freeze.match.noBirthDate")}`}
      </p>
      <p>
        {t("freeze.match.entry", { name: match.entryName, id: match.registryId })} ·{" "}
        <strong>{t(`freeze.match.reasons.${match.reason}`)}</strong>
      </p>
      <p className="text-sm text-muted">
        {t("freeze.match.since", { at: formatMoment(new Date(match.createdAt), lang) })}
      </p>
      <Form method="post" noValidate className="grid gap-2">
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="matchId" value={match.id} />
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          required
          rows={2}
          maxLength={REASON_MAX}
          label={t("freeze.match.reason")}
          defaultValue={mine?.values?.reason}
          error={mine?.errors.reason ? t(mine.errors.reason) : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="cleared" className={buttonClasses("primary")}>
            {t("freeze.match.clear")}
          </button>
          <button type="submit" name="decision" value="confirmed" className={buttonClasses("outline")}>
            {t("freeze.match.confirm")}
          </button>
        </div>
      </Form>
    </li>
  );
}

/** Gel des avoirs: the register's version, where it comes from, the matches to decide, the screening log. */
export function AssetFreezeScreen({ data }: { data: AssetFreezeData }) {
  const t = useT();
  const lang = useLang();
  const result = useActionData<FreezeActionResult>();
  const moment = (at: string) => formatMoment(new Date(at), lang);
  return (
    <BackofficePage title={t("freeze.title")}>
      <p className="-mt-2 max-w-[75ch] text-ink-soft">{t("freeze.lead")}</p>
      <Notice result={result} />
      <section className={section} aria-labelledby="freeze-register" data-testid="freeze-register">
        <h2 id="freeze-register" className={h2}>
          {t("freeze.register.title")}
        </h2>
        {data.register ? (
          <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t("freeze.register.version")}</dt>
            <dd className="font-mono" data-testid="freeze-version">
              {data.register.version}
            </dd>
            <dt className="font-semibold">{t("freeze.register.publishedAt")}</dt>
            <dd>{moment(data.register.publishedAt)}</dd>
            <dt className="font-semibold">{t("freeze.register.importedAt")}</dt>
            <dd>
              {moment(data.register.importedAt)} ({t(`freeze.register.sources.${data.register.source}`)})
            </dd>
            <dt className="font-semibold">{t("freeze.register.count")}</dt>
            <dd data-testid="freeze-count">{data.register.entryCount}</dd>
          </dl>
        ) : (
          <p role="alert" className="text-error">
            {t("freeze.register.none")}
          </p>
        )}
        <Form method="post" noValidate className="grid items-end gap-3 md:grid-cols-[1fr_auto]">
          <input type="hidden" name="intent" value="source" />
          <TextField
            id="freeze-url"
            name="url"
            type="url"
            maxLength={WEBHOOK_URL_MAX}
            label={t("freeze.source.url")}
            hint={t("freeze.source.hint", { url: data.source.suggested })}
            defaultValue={data.source.url}
            error={result?.intent === "source" && result.errors.url ? t(result.errors.url) : undefined}
          />
          <button type="submit" className={buttonClasses("outline")}>
            {t("freeze.source.save")}
          </button>
        </Form>
        {data.source.lastError && (
          <p role="alert" className="text-sm text-error">
            {t("freeze.source.lastError", { at: data.source.lastFetchedAt ? moment(data.source.lastFetchedAt) : "" })}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          {data.source.url && (
            <Form method="post">
              <input type="hidden" name="intent" value="fetch" />
              <button type="submit" className={buttonClasses("outline")}>
                {t("freeze.source.fetch")}
              </button>
            </Form>
          )}
          <Form method="post" encType="multipart/form-data" noValidate className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="upload" />
            <TextField
              id="freeze-file"
              name="file"
              type="file"
              accept="application/json,.json"
              label={t("freeze.upload.file")}
              hint={t("freeze.upload.hint", { max: data.maxMegabytes })}
            />
            <button type="submit" className={buttonClasses("primary")}>
              {t("freeze.upload.submit")}
            </button>
          </Form>
        </div>
      </section>

      <section className={section} aria-labelledby="freeze-pending">
        <h2 id="freeze-pending" className={h2}>
          {t("freeze.pending.title", { count: data.pending.length })}
        </h2>
        <p className="text-sm text-muted">{t("freeze.pending.lead")}</p>
        {data.pending.length === 0 ? (
          <p className="text-muted">{t("freeze.pending.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {data.pending.map((match) => (
              <MatchCard key={match.id} match={match} result={result} />
            ))}
          </ul>
        )}
      </section>

      {data.decided.length > 0 && (
        <ListTable
          caption={t("freeze.decided.title")}
          columns={["person", "entry", "decision", "reason", "at"].map((column) => t(`freeze.decided.${column}`))}
          className="min-w-[48rem]"
          framed={false}
        >
          {data.decided.map((match) => (
            <tr key={match.id} className="border-t border-line" data-testid="freeze-decided">
              <td className={PLAIN_CELL}>
                <PersonLink match={match} />
              </td>
              <td className={PLAIN_CELL}>{match.entryName}</td>
              <td className={PLAIN_CELL}>{t(`freeze.decisions.${match.status}`)}</td>
              <td className={PLAIN_CELL}>{match.decisionReason}</td>
              <td className={`${PLAIN_CELL} whitespace-nowrap`}>{match.decidedAt ? moment(match.decidedAt) : ""}</td>
            </tr>
          ))}
        </ListTable>
      )}

      <section aria-labelledby="freeze-log" className="grid gap-3">
        <h2 id="freeze-log" className={h2}>
          {t("freeze.log.title", { count: data.log.total })}
        </h2>
        <ListTable
          caption={t("freeze.log.title", { count: data.log.total })}
          columns={["at", "person", "trigger", "outcome", "version"].map((column) => t(`freeze.log.${column}`))}
          className="min-w-[56rem]"
          framed={false}
        >
          {data.log.rows.map((row) => (
            <tr key={row.id} className="border-t border-line" data-testid="freeze-screening" data-outcome={row.outcome}>
              <td className={`${PLAIN_CELL} whitespace-nowrap`}>{moment(row.at)}</td>
              <td className={PLAIN_CELL}>
                <PersonLink match={{ customerId: row.customerId, leadId: row.leadId, personName: row.screenedName }} />
              </td>
              <td className={PLAIN_CELL}>{t(`freeze.triggers.${row.trigger}`)}</td>
              <td className={PLAIN_CELL}>{t(`freeze.outcomes.${row.outcome}`, { count: row.matches })}</td>
              <td className={`${PLAIN_CELL} font-mono`}>{row.registerVersion ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
        {data.log.rows.length === 0 && <p className="text-muted">{t("freeze.log.none")}</p>}
        {data.log.pages > 1 && (
          <nav aria-label={t("freeze.log.pages")} className="flex gap-3">
            {data.log.page > 1 && (
              <Link to={`${STAFF_PATHS.assetFreeze}?page=${data.log.page - 1}`} className="underline">
                {t("freeze.log.previous")}
              </Link>
            )}
            <span>{t("freeze.log.page", { page: data.log.page, pages: data.log.pages })}</span>
            {data.log.page < data.log.pages && (
              <Link to={`${STAFF_PATHS.assetFreeze}?page=${data.log.page + 1}`} className="underline">
                {t("freeze.log.next")}
              </Link>
            )}
          </nav>
        )}
      </section>
    </BackofficePage>
  );
}
