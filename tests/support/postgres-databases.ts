import { randomUUID } from "node:crypto";
import pg from "pg";

/** A throw-away database on the test server, so files running in parallel never collide. */
export async function createPostgresDatabase(baseUrl: string) {
  const dbName = `t_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
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
