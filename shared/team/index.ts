// The team server's contract, for the server and the laptops' sync service: routes, schemas, tokens, events.
export * from './basics';
export * from './canonical-json';
export * from './changes';
export * from './client';
export * from './errors';
export * from './events';
export * from './items';
export * from './leases';
export * from './members';
export * from './push';
export * from './routes';
export * from './snapshots';
export * from './tokens';
