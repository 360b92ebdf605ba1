// The digits a printed report uses, the broker's choice whatever the language: its own module, so the contract
// (`report:pdf`) and the print route (which imports the contract's query) both read it without importing each other.

export const PRINT_NUMERALS = ['latn', 'arab'] as const;
export type PrintNumerals = (typeof PRINT_NUMERALS)[number];
