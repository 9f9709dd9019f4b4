import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A throw-away database on the test server, so files running in parallel never collide; a copy of
 * `template` (already migrated) when given.
 */
export async function createPostgresDatabase(baseUrl: string, template?: string) {
  const dbName = `t_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    // A copy waits while another copy of the same template is being made (PostgreSQL refuses it).
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${dbName}${template ? ` template ${template}` : ""}`);
        break;
      } catch (error) {
        if (!template || attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    },
  };
}
