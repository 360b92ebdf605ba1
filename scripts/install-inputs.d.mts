// Types of install-inputs.mjs for the TypeScript that imports it (tests).
export const INSTALL_STAMP: string;
export function installFingerprint(root: string): string;
export function installTestReason(root: string, env?: Record<string, string | undefined>): string | null;
export function recordInstallTested(root: string): void;
