import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useT } from "~/i18n/react";
import { leadPath, STAFF_PATHS } from "~/paths/backoffice";
import { LEAD_STATUSES, type LeadStatus } from "~/server/leads/lead-pipeline";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ErrorSummary } from "~/ui/error-summary";
import { Notice } from "~/ui/notice";
import type { LeadActionResult } from "./lead-actions.server";
import { NoSalesCallBadge, PromiseBadge } from "./lead-badges";
import { LabelledSelect, lostReasonChoices, statusChoices } from "./lead-fields";
import type { LeadRow } from "./lead-list.server";

const moveSelectClasses = "min-h-11 rounded-control border border-line px-2";

/**
 * The keyboard moves a lifted card a whole column at a time: right or down to the next status,
 * left or up to the previous one (the columns stand side by side on a desktop, stacked on a phone).
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = ["ArrowRight", "ArrowDown"].includes(event.code)
    ? 1
    : ["ArrowLeft", "ArrowUp"].includes(event.code)
      ? -1
      : 0;
  if (!step) return undefined;
  event.preventDefault();
  const rect = context.collisionRect;
  const fromLead = context.active?.data.current?.lead as LeadRow | undefined;
  const current = (context.over?.id as LeadStatus | undefined) ?? fromLead?.status;
  const index = current ? LEAD_STATUSES.indexOf(current) : -1;
  const next = LEAD_STATUSES[index + step];
  const target = next ? context.droppableRects.get(next) : undefined;
  if (!rect || !target) return currentCoordinates;
  return { x: target.left + Math.max(0, (target.width - rect.width) / 2), y: target.top + 48 };
};

export type BoardData = {
  columns: Array<{ status: LeadStatus; total: number; rows: LeadRow[] }>;
  products: Array<{ id: string; name: string }>;
};

/**
 * The pipeline: drag a card to another column with the mouse, a finger or the keyboard (focus a
 * card, Space to lift, arrows to move, Space to drop). Dropping on "Perdu" asks why. Without
 * JavaScript each card carries a small form that moves it.
 */
export function PipelineBoard({ data, result }: { data: BoardData; result?: LeadActionResult }) {
  const t = useT();
  const fetcher = useFetcher<LeadActionResult>();
  const [losing, setLosing] = useState<LeadRow | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const productName = new Map(data.products.map((p) => [p.id, p.name]));
  const outcome = fetcher.data ?? result;

  function move(lead: LeadRow, status: LeadStatus, lostReason?: string) {
    fetcher.submit(
      {
        intent: "status",
        leadId: lead.id,
        status,
        version: String(lead.version),
        ...(lostReason ? { lostReason } : {}),
      },
      { method: "post" },
    );
  }
  function onDragEnd(event: DragEndEvent) {
    const lead = event.active.data.current?.lead as LeadRow | undefined;
    const status = event.over?.id as LeadStatus | undefined;
    if (!lead || !status || status === lead.status) return;
    if (status === "lost") setLosing(lead);
    else move(lead, status);
  }

  return (
    <BackofficePage
      title={t("leads.board.title")}
      actions={
        <Link className={buttonClasses("outline")} to={STAFF_PATHS.leads}>
          {t("leads.nav.list")}
        </Link>
      }
    >
      <p className="text-sm text-muted">{t("leads.board.help")}</p>
      <div aria-live="polite">
        <ErrorSummary
          title={t("problems.summary.title")}
          notice={outcome && !outcome.ok ? t(`leads.errors.${outcome.error}`) : undefined}
          items={[]}
          attempt={outcome && !outcome.ok ? outcome : undefined}
        />
        {outcome?.ok && <Notice tone="success">{t(`leads.notices.${outcome.notice}`)}</Notice>}
      </div>
      {losing && (
        <Form
          method="post"
          className="flex flex-wrap items-end gap-3 rounded-card border border-error/40 bg-surface p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const reason = new FormData(event.currentTarget).get("lostReason");
            move(losing, "lost", String(reason));
            setLosing(null);
          }}
        >
          <div>
            <LabelledSelect
              id="lost-reason"
              name="lostReason"
              label={t("leads.board.lostReason", { name: losing.name })}
              labelClassName="mb-1 block text-sm font-semibold"
              required
              className="min-h-11 rounded-control border border-line bg-surface px-3"
              choices={lostReasonChoices(t)}
            />
          </div>
          <button type="submit" className={buttonClasses("primary")}>
            {t("leads.board.markLost")}
          </button>
          <button type="button" className={buttonClasses("ghost")} onClick={() => setLosing(null)}>
            {t("leads.board.cancel")}
          </button>
        </Form>
      )}
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("leads.board.instructions") },
          announcements: {
            onDragStart: ({ active }) =>
              t("leads.board.picked", { name: String(active.data.current?.lead?.name ?? "") }),
            onDragOver: ({ over }) => (over ? t("leads.board.over", { column: t(`leads.status.${over.id}`) }) : ""),
            onDragEnd: ({ over }) => (over ? t("leads.board.dropped", { column: t(`leads.status.${over.id}`) }) : ""),
            onDragCancel: () => t("leads.board.cancelled"),
          },
        }}
      >
        {/* Five columns fit a 1280 px screen; narrower, the board scrolls inside its own frame. */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the board scrolls sideways on narrow screens, so keyboards must reach it.
          tabIndex={0}
          aria-label={t("leads.board.title")}
          data-testid="board-frame"
          className="relative grid gap-3 overflow-x-auto overscroll-x-contain pb-2 md:grid-cols-[repeat(6,minmax(9rem,1fr))]"
        >
          {data.columns.map((column) => (
            <Column key={column.status} status={column.status} total={column.total}>
              {column.rows.map((lead) => (
                <Card key={lead.id} lead={lead} productName={productName.get(lead.product) ?? lead.product} />
              ))}
            </Column>
          ))}
        </section>
      </DndContext>
    </BackofficePage>
  );
}

function Column({ status, total, children }: { status: LeadStatus; total: number; children: React.ReactNode }) {
  const t = useT();
  const { isOver, setNodeRef } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`column-${status}`}
      data-testid={`column-${status}`}
      className={cn(
        "flex min-h-64 min-w-0 flex-col gap-3 rounded-card border border-line bg-sand/60 p-2.5",
        isOver && "border-gold-strong bg-gold-soft",
      )}
    >
      <h2
        id={`column-${status}`}
        className="flex items-center justify-between gap-2 text-sm font-semibold uppercase tracking-wide text-ink-soft"
      >
        {t(`leads.status.${status}`)} <span className="tabular-nums">{total}</span>
      </h2>
      {children}
    </section>
  );
}

function Card({ lead, productName }: { lead: LeadRow; productName: string }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, data: { lead } });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <article
      ref={setNodeRef}
      style={style}
      data-testid="board-card"
      data-lead={lead.id}
      className={cn("rounded-control border border-line bg-surface p-3 shadow-sm", isDragging && "z-10 shadow-card")}
    >
      <button type="button" {...attributes} {...listeners} className="w-full cursor-grab text-left">
        <span className="block font-semibold text-ink">{lead.name}</span>
        <span className="block text-xs text-muted">{productName}</span>
        <span className="sr-only">{t("leads.board.dragHint")}</span>
      </button>
      <div className="mt-2 flex flex-wrap gap-1">
        <PromiseBadge promise={lead.promise} />
        {!lead.callbackConsent && <NoSalesCallBadge />}
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 text-xs">
        <span className="text-muted">{lead.adviser?.name ?? t("leads.filters.unassigned")}</span>
        <Link to={leadPath(lead.id)} className="font-semibold underline">
          {t("leads.board.open")}
          <span className="sr-only"> {lead.name}</span>
        </Link>
      </div>
      <MoveForm lead={lead} />
    </article>
  );
}

/** The board without JavaScript (and a second way with it): pick the next status and send. */
function MoveForm({ lead }: { lead: LeadRow }) {
  const t = useT();
  const id = `move-${lead.id}`;
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-semibold text-ink-soft">{t("leads.board.moveTo")}</summary>
      <Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="leadId" value={lead.id} />
        <input type="hidden" name="version" value={lead.version} />
        <LabelledSelect
          id={id}
          name="status"
          label={t("leads.board.moveTo")}
          labelClassName="sr-only"
          defaultValue={lead.status}
          className={moveSelectClasses}
          choices={statusChoices(t)}
        />
        <LabelledSelect
          id={`${id}-reason`}
          name="lostReason"
          label={t("leads.board.reasonIfLost")}
          labelClassName="font-semibold"
          defaultValue=""
          className={moveSelectClasses}
          choices={lostReasonChoices(t)}
          empty="—"
        />
        <button type="submit" className={buttonClasses("outline", "compact")}>
          {t("leads.board.move")}
        </button>
      </Form>
    </details>
  );
}
