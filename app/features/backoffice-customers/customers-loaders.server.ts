import { queryOf } from "~/forms/form-reader";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import { getDb } from "~/server/db/index.server";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import type { CustomersListData } from "./customers-list-screen";

/** The customer list: its filters from the URL (anything not ours is dropped), one page, the counts, who follows customers. */
export async function loadCustomersList(request: Request): Promise<CustomersListData> {
  const filters = readCustomerFilters(queryOf(request.url));
  const db = await getDb();
  const [page, staff] = await Promise.all([listCustomers(db, filters), assignableStaff(db)]);
  return { filters, page, staff: staff.map(({ id, name }) => ({ id, name })) };
}
