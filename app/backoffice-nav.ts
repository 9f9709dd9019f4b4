import { ACCESS_SCREENS } from "~/features/backoffice-access/screens";
import { ASSET_FREEZE_SCREENS } from "~/features/backoffice-asset-freeze/screens";
import { CUSTOMERS_SCREENS } from "~/features/backoffice-customers/screens";
import { DELIVERIES_SCREENS } from "~/features/backoffice-deliveries/screens";
import { DEV_MAILBOX_SCREENS } from "~/features/backoffice-dev-mailbox/screens";
import { LEADS_SCREENS } from "~/features/backoffice-leads/screens";
import { MONEY_SCREENS } from "~/features/backoffice-money/screens";
import { OFFERS_SCREENS } from "~/features/backoffice-offers/screens";
import { PRIVACY_SCREENS } from "~/features/backoffice-privacy/screens";
import { REQUESTS_SCREENS } from "~/features/backoffice-requests/screens";
import { SETTINGS_SCREENS } from "~/features/backoffice-settings/screens";
import { TRAINING_SCREENS } from "~/features/backoffice-training/screens";
import { UNANSWERED_SCREENS } from "~/features/backoffice-unanswered/screens";
import { staffNav } from "~/server/auth/staff-screens";

/**
 * Every back-office screen in the menu, each declared by the feature that draws it (its address,
 * label, role, group and place; docs/decisions/0023). The layout's loader sends the shell the
 * links the signed-in member of staff may follow, so the shell knows no screen. Like
 * lead-kinds.server.ts, this file composes features; nothing under features/ or server/ imports it.
 */
export const BACKOFFICE_NAV = staffNav([
  ...LEADS_SCREENS,
  ...REQUESTS_SCREENS,
  ...CUSTOMERS_SCREENS,
  ...OFFERS_SCREENS,
  ...MONEY_SCREENS,
  ...ACCESS_SCREENS,
  ...DELIVERIES_SCREENS,
  ...PRIVACY_SCREENS,
  ...SETTINGS_SCREENS,
  ...DEV_MAILBOX_SCREENS,
  ...UNANSWERED_SCREENS,
  ...TRAINING_SCREENS,
  ...ASSET_FREEZE_SCREENS,
]);
