// Where run-e2e.mjs started the real api and its scratch database for the real-api journeys; blank
// when a journey runs without it (its before() then says how to run it).
export const apiUrl = process.env.E2E_REAL_API_URL ?? '';
export const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';
