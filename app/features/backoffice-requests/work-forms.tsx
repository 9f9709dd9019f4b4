import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { MESSAGE_MAX, REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import type { InboxRequestData } from "./inbox-request-data";
import { errorOf, type Problem } from "./inbox-request-outcome";
import { h2, labelClasses, section } from "./request-page-styles";

/** Staff's own work on the request: its status (with a refusal's reason), who holds it, and notes. */
export function WorkForms({ data, problem }: { data: InboxRequestData; problem: Problem }) {
  const t = useT();
  const { request } = data;
  return (
    <section className={section} aria-labelledby="work">
      <h2 id="work" className={h2}>
        {t("inbox.actions.work")}
      </h2>
      <Form method="post" noValidate className="flex flex-col gap-2" key={`status-${request.version}`}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="version" value={request.version} />
        <SelectField
          id="status"
          error={errorOf(problem, "status")}
          name="status"
          label={t("inbox.actions.statusTo")}
          labelClassName={labelClasses}
          required
        >
          {data.nextStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`requests.staffStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="status-reason"
          error={errorOf(problem, "status-reason")}
          name="reason"
          label={t("inbox.actions.reason")}
          labelClassName={labelClasses}
          maxLength={REASON_MAX}
          rows={2}
        />
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveStatus")}
        </button>
      </Form>
      <Form method="post" noValidate className="mt-5 flex flex-col gap-2" key={`assign-${request.version}`}>
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="version" value={request.version} />
        <SelectField
          id="assignee"
          error={errorOf(problem, "assignee")}
          name="assigneeId"
          label={t("inbox.actions.assign")}
          labelClassName={labelClasses}
          defaultValue={request.assignedTo ?? ""}
        >
          <option value="">{t("inbox.filters.unassigned")}</option>
          {data.staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveAssign")}
        </button>
      </Form>
      <Form
        method="post"
        noValidate
        className="mt-5 flex flex-col gap-2"
        key={`note-${data.entries.filter((entry) => entry.kind === "note").length}`}
      >
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          id="note-text"
          error={errorOf(problem, "note-text")}
          name="text"
          label={t("inbox.actions.note")}
          labelClassName={labelClasses}
          hint={t("inbox.actions.noteHint")}
          required
          maxLength={MESSAGE_MAX}
          rows={3}
        />
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("inbox.actions.saveNote")}
        </button>
      </Form>
    </section>
  );
}
