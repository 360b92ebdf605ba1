// Which demo engine function answers each operation, with the operation's validated parameters.
import type { OperationName, OperationParams } from '#shared/data-service/operations';
import type { Market } from '../market/market';
import { autocomplete } from './autocomplete';

type Route<N extends OperationName> = (market: Market, params: OperationParams<N>) => unknown;

export const ROUTES: { [N in OperationName]?: Route<N> } = {
  autocomplete: (market, params) => autocomplete(market, params.query, params.langs ?? ['en']),
};
