// Live validation of a form's parameters against the operation's own zod schema (shared/data-service/operations.ts,
// the single source of truth), with the issues mapped to one message per parameter, each naming the parameter.
import type { z } from 'zod';
import {
  OPERATIONS,
  type OperationInput,
  type OperationName,
  type OperationParams,
} from '#shared/data-service/operations';
import type { SearchRequest } from './types';

/** The part of a zod issue the mapping reads (zod's own issues fit it). */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  /** Set on `unrecognized_keys` issues. */
  readonly keys?: readonly string[];
  /** Set on `invalid_type` issues: what the schema expected. */
  readonly expected?: string;
  /** Set on `too_small` / `too_big` issues. */
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  /** Set on `too_small` / `too_big` issues: false when the bound itself is refused (a positive number). */
  readonly inclusive?: boolean;
}

/** Turns one issue into the message shown; the default names the parameter (for logs and tests). */
export type IssueDescriber = (issue: IssueLike) => string;

const namingDescriber: IssueDescriber = (issue) =>
  issue.code === 'unrecognized_keys'
    ? 'is not a parameter of this operation'
    : `${formatIssuePath(issue.path)}: ${issue.message}`;

export interface MappedIssues {
  /** One message per parameter (the first issue zod reports for it): by default `price_min: must not exceed …`. */
  fields: Readonly<Record<string, string>>;
  /** Issues that belong to no single parameter. */
  form: readonly string[];
}

export interface ValidationOutcome<N extends OperationName> extends MappedIssues {
  valid: boolean;
  /** The parsed parameters (numbers coerced, lists split, strings trimmed) when valid, else null. */
  params: OperationParams<N> | null;
}

/** `rooms`, `rooms[2]`, `a.b`: the path of an issue as the parameter it is about. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out.length === 0 ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

/** Maps zod issues to `{ [parameter]: message }`; each message starts with the parameter's name. */
export function mapIssues(issues: readonly IssueLike[], describe?: IssueDescriber): MappedIssues {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys && issue.keys.length > 0) {
      for (const key of issue.keys) {
        fields[key] ??= describe ? describe({ ...issue, path: [key] }) : `${key}: ${namingDescriber(issue)}`;
      }
      continue;
    }
    const head = issue.path[0];
    if (head === undefined) {
      form.push(describe ? describe(issue) : issue.message);
      continue;
    }
    const field = String(head);
    fields[field] ??= (describe ?? namingDescriber)(issue);
  }
  return { fields, form };
}

function schemaOf<N extends OperationName>(operation: N): z.ZodType<OperationParams<N>, OperationInput<N>> {
  return OPERATIONS[operation].params as unknown as z.ZodType<OperationParams<N>, OperationInput<N>>;
}

/** Runs the operation's parameter schema over `params`. */
export function validateParams<N extends OperationName>(
  operation: N,
  params: unknown,
  describe?: IssueDescriber,
): ValidationOutcome<N> {
  const result = schemaOf(operation).safeParse(params);
  if (result.success) return { valid: true, params: result.data, fields: {}, form: [] };
  return { valid: false, params: null, ...mapIssues(result.error.issues, describe) };
}

/** Messages a form has no field to show beside: issues of parameters not in `shown`, and form-wide issues. */
export function unclaimedMessages(outcome: MappedIssues, shown: readonly string[]): string[] {
  const claimed = new Set(shown);
  const loose = Object.entries(outcome.fields)
    .filter(([field]) => !claimed.has(field))
    .map(([, message]) => message);
  return [...loose, ...outcome.form];
}

/** The request to submit for a valid outcome (its parsed parameters, which the schema accepts again), else null. */
export function requestFrom<N extends OperationName>(
  operation: N,
  outcome: ValidationOutcome<N>,
): SearchRequest<N> | null {
  if (!outcome.valid || outcome.params === null) return null;
  return { operation, params: outcome.params as OperationInput<N> } as unknown as SearchRequest<N>;
}
