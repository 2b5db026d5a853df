export type AuditVerdict =
  | { outcome: 'pass'; counts: Record<string, number> }
  | { outcome: 'fail'; packages: string[]; counts: Record<string, number> }
  | { outcome: 'unavailable'; reason: string }
export function auditVerdict(text: string): AuditVerdict
