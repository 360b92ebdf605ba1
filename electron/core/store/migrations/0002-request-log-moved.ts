// Migration 2 of the cache database: the request log and the gateway's quota readings moved to the workspace
// database (which imports them first: see the workspace's migration 2), because a rebuilt cache must never reset
// the broker's monthly request count.
export const name = 'request-log-moved-to-workspace';

export const sql = /* sql */ `
DROP TABLE IF EXISTS request_log;
DROP TABLE IF EXISTS rate_limits;
`;
