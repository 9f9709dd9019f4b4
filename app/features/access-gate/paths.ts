/** The two addresses of the access-code screen (spec §2). */
export const LOGIN_PATHS = ["/login", "/seconnecter"];
