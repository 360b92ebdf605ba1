// Types of build-inputs.mjs for the TypeScript that imports it (tests).
export const BUILD_STAMP: string;
export function buildInputs(root: string): string[] | null;
export function buildFingerprint(root: string): string | null;
export function outputsDigest(root: string): string;
export function buildReason(root: string): string | null;
export function recordBuild(root: string, fingerprint: string | null): void;
