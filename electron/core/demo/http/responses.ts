// The demo service's response shapes: the success envelope, the service's own errors and the gateway's errors.
export interface DemoResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function success(data: unknown): DemoResponse {
  return { status: 200, headers: { ...JSON_HEADERS }, body: JSON.stringify({ success: true, data }) };
}

/** The service's own error shape (400 bad parameter, 404 unknown id, 5xx). */
export function serviceError(status: number, message: string, error: string): DemoResponse {
  return { status, headers: { ...JSON_HEADERS }, body: JSON.stringify({ success: false, message, error }) };
}

/** The gateway's error shape: only a message (401, 403, 429). */
export function gatewayError(status: number, message: string, headers: Record<string, string> = {}): DemoResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify({ message }) };
}
