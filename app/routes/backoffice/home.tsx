import { PageHeading } from "~/features/backoffice-access/back-office-shell";
import { useT } from "~/i18n/react";
import { staffContext } from "~/server/auth/guards.server";
import type { Route } from "./+types/home";

// A welcome placeholder: the "leads" work replaces this module with the dashboard.
export function loader({ context }: Route.LoaderArgs) {
  return { name: context.get(staffContext).name };
}

export const meta: Route.MetaFunction = () => [{ title: "Back office" }];

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <PageHeading title={t("staff.home.title", { name: loaderData.name })} lead={t("staff.home.lead")} />;
}
