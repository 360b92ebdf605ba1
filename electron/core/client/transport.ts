// How requests reach a data service: the network (live gateway, demo server) or an in-process handler (demo mode).
export type Transport = (request: Request) => Promise<Response>;

export const networkTransport: Transport = (request) => fetch(request);
