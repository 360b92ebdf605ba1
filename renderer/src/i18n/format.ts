// The window's formats are the one Intl module of the app (shared/format/intl.ts), used by the core and the CLI too.
export * from '#shared/format/intl';
