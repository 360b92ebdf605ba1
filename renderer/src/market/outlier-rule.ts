// The outlier rule in the interface language, written from its numbers (the core's own description is English).
import type { Lang } from '#shared/domain/lang';
import type { OutlierRule } from '#shared/ipc/contract';
import { formatInteger, formatShare } from '../i18n/format';
import { format } from '../i18n/strings';
import { formatNumber, withUnit, type AreaUnit } from '#shared/market/market-format';
import type { MarketStrings } from '#shared/market/strings/en';

export function ruleText(rule: OutlierRule, t: MarketStrings, lang: Lang, unit: AreaUnit): string {
  return withUnit(t.outliers.rule, unit, lang, {
    k: formatNumber(rule.k, lang, 1),
    scale: formatNumber(rule.madScale, lang, 4),
    min: formatInteger(rule.minCellSize, lang),
    floor: formatShare(rule.floorRatio, lang),
    building: formatInteger(rule.minBuildingSize, lang),
  });
}

/** "3 spreads from the median, floor at 50% of the median". */
export function thresholdText(rule: OutlierRule, t: MarketStrings, lang: Lang): string {
  return format(t.outliers.thresholdValue, {
    k: formatNumber(rule.k, lang, 1),
    floor: formatShare(rule.floorRatio, lang),
  });
}
