export type AuditVerdict =
  | { outcome: 'pass'; counts: Record<string, number> }
  | { outcome: 'fail'; packages: string[]; counts: Record<string, number> }
  | { outcome: 'unavailable'; reason: string }
export interface StepOutcome {
  ok: boolean
  status: string
  detail?: string
}
export function auditVerdict(text: string): AuditVerdict
export function auditProduction(options?: { registry?: string; cwd?: string }): Promise<AuditVerdict>
export function auditOutcome(verdict: AuditVerdict, options?: { required?: boolean }): StepOutcome
export function runAudit(options?: { registry?: string; cwd?: string; required?: boolean }): Promise<StepOutcome>
