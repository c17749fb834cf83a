// SPEC.md 7's check, as a pure decision: is the response a usable service-worker script?
export type SwCheck = 'register' | 'unregister';

export function checkSwResponse(status: number, contentType: string | null): SwCheck {
  if (status === 404) return 'unregister';
  return /(^|[\s/+-])(java|ecma)script\b/i.test(contentType ?? '') ? 'register' : 'unregister';
}
