// The outlier rule in the interface language, written from its numbers (the core's own description is English).
import type { Lang } from '#shared/domain/lang';
import type { OutlierRule } from '#shared/ipc/contract';
import { formatShare } from '../i18n/format';
import { sayIn } from '../i18n/messages';
import { areaUnitLabel, formatNumber, type AreaUnit } from '#shared/market/market-format';

export function ruleText(rule: OutlierRule, lang: Lang, unit: AreaUnit): string {
  return sayIn(lang)('marketView.outliers.rule', {
    unit: areaUnitLabel(unit, lang),
    k: formatNumber(rule.k, lang, 1),
    scale: formatNumber(rule.madScale, lang, 4),
    min: rule.minCellSize,
    floor: formatShare(rule.floorRatio, lang),
    building: rule.minBuildingSize,
  });
}

/** "Threshold: 3 spreads from the median, floor at 50% of the median." */
export function thresholdText(rule: OutlierRule, lang: Lang): string {
  return sayIn(lang)('marketView.outliers.thresholdLine', {
    k: formatNumber(rule.k, lang, 1),
    floor: formatShare(rule.floorRatio, lang),
  });
}
