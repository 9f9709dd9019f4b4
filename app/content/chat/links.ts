import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { LEGAL_SECTIONS, SITE_PATHS } from "~/paths/site";
/**
 * Where the concierge's answers send people. A page that moves, or a screen that comes later
 * (cancelling a contract from the customer area), changes here once, for every entry using it.
 */
export const CHAT_LINKS = {
  quoteChooser: SITE_PATHS.quoteChooser,
  borrower: SITE_PATHS.borrower,
  vehiclesPremium: SITE_PATHS.vehiclesPremium,
  vehiclesStandard: SITE_PATHS.vehiclesStandard,
  vehiclesNoLicence: SITE_PATHS.vehiclesNoLicence,
  healthCompany: SITE_PATHS.healthCompany,
  healthSenior: SITE_PATHS.healthSenior,
  healthFamily: SITE_PATHS.healthFamily,
  customerArea: CUSTOMER_PATHS.home,
  /** Cancelling a contract: the customer area until it has its own cancellation screens. */
  cancellation: CUSTOMER_PATHS.home,
  contact: LEGAL_SECTIONS.contact,
  dataProtection: LEGAL_SECTIONS.dataProtection,
  /** The broker's registration (ORIAS), regulator and mediation, in the legal notice. */
  regulation: LEGAL_SECTIONS.publisher,
} as const;
