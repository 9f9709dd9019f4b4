import type { ReactNode } from "react";
import { Link } from "react-router";

/** A customer-area page: the narrow column every screen of the area uses, a way back on top. */
export function AreaPage({ backTo, backLabel, children }: { backTo: string; backLabel: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link to={backTo} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
        {backLabel}
      </Link>
      {children}
    </section>
  );
}
