// keytar is an optional dependency, absent where it could not build (no libsecret headers): its import in
// keytar-store.ts must type-check there too. Where keytar is installed its own types are found first; the value is
// checked at run time either way (isKeytarLike).
declare module 'keytar';
