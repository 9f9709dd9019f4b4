import { type MouseEvent, type ReactNode, useLayoutEffect, useRef } from "react";

// The error summary of every form (the GOV.UK pattern): after a refused submit it stands at the
// top of the form, takes the focus and lists each problem as a link to its field. Without
// JavaScript the server's page carries it with `autofocus`, so the browser brings it into view
// and a screen reader starts there.

/** Sent to the document once per refusal, so that the fields show their messages again. */
export const FORM_REFUSED_EVENT = "form-refused";

export type ErrorSummaryItem = {
  /** The id of the field's control (or of its group), which the link leads to. */
  field: string;
  /** The message, already in the reader's language. */
  message: string;
};

/**
 * The problems of a form, in the order of `fields` (the form's order: field name → control id),
 * for the names that have a message. `message` translates a form's error (a key) into words.
 */
export function summaryItems(
  errors: Partial<Record<string, string>> | undefined,
  fields: Record<string, string>,
  message: (error: string) => string,
): ErrorSummaryItem[] {
  if (!errors) return [];
  const items: ErrorSummaryItem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const error = errors[name];
    if (error) items.push({ field, message: message(error) });
  }
  return items;
}

/** A link's click: the field itself takes the focus (the first choice of a group), its label in view. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const control = target.matches("input, select, textarea, button")
    ? target
    : target.querySelector<HTMLElement>("input, select, textarea, button");
  const label =
    target.tagName === "FIELDSET"
      ? target.querySelector("legend")
      : document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (control ?? target).focus({ preventScroll: true });
  (label ?? target).scrollIntoView({ block: "center" });
}

/**
 * Shows nothing while there is nothing to say. `attempt` is the refusal itself (a new object for
 * each refused submit): each one takes the focus again. `notice` is the refusal's own sentence
 * (check the fields, an expired form, a slot just taken), read out first.
 */
export function ErrorSummary({
  id = "error-summary",
  title,
  notice,
  items,
  attempt,
  className,
}: {
  id?: string;
  title: string;
  notice?: ReactNode;
  items: readonly ErrorSummaryItem[];
  attempt: unknown;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(notice) || items.length > 0;
  // Before paint, so the focus and the fields' messages arrive together.
  useLayoutEffect(() => {
    const summary = ref.current;
    if (!summary || !attempt) return;
    document.dispatchEvent(new Event(FORM_REFUSED_EVENT));
    summary.focus();
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the server's page after a refused post (no script) must put it in view and in focus.
      autoFocus
      data-error-summary
      className={
        "scroll-mt-24 rounded-control border-2 border-error bg-error-soft px-4 py-3 text-sm text-error " +
        "focus:outline-3 focus:outline-offset-2 focus:outline-ink " +
        (className ?? "")
      }
    >
      <h2 id={`${id}-title`} className="font-sans text-base font-bold">
        {title}
      </h2>
      {/* Announced at once: the refusal's sentence, or the list when there is none. */}
      {notice && (
        <p role="alert" className="mt-1 font-semibold">
          {notice}
        </p>
      )}
      {items.length > 0 && (
        <ul role={notice ? undefined : "alert"} className="mt-2 grid list-disc gap-1 pl-5">
          {items.map((item) => (
            <li key={item.field}>
              <a
                href={`#${item.field}`}
                onClick={(event) => focusField(event, item.field)}
                className="font-semibold underline underline-offset-4 hover:text-ink"
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
