// Rents made comparable, as the grids and the property page use them: the shared rule (shared/domain/rent.ts), so
// the exports the core writes show the same yearly rents and prices per area.
export { meaningfulPricePerSqft, yearlyRent } from '#shared/domain/rent';
