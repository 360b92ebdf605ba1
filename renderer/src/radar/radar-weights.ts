// The broker's weights as the form holds them: each factor's weight from 0 to 10 (0 leaves it out), parsed from what
// was typed, and put back to the defaults the core uses (DEFAULT_RADAR_WEIGHTS).
import { DEFAULT_RADAR_WEIGHTS, RADAR_FACTORS, type RadarFactor, type RadarWeights } from '#shared/domain/radar';

export const MIN_WEIGHT = 0;
export const MAX_WEIGHT = 10;

/** A typed weight, or null when it is not a number from 0 to 10 (the field then keeps its last good value). */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= MIN_WEIGHT && value <= MAX_WEIGHT ? value : null;
}

export function defaultWeights(): RadarWeights {
  return { ...DEFAULT_RADAR_WEIGHTS };
}

export function withWeight(weights: RadarWeights, factor: RadarFactor, value: number): RadarWeights {
  return { ...weights, [factor]: value };
}

/** Whether any weight differs from its default (the reset button is then offered). */
export function weightsChanged(weights: RadarWeights): boolean {
  return RADAR_FACTORS.some((f) => weights[f] !== DEFAULT_RADAR_WEIGHTS[f]);
}
