import type { StepOutcome } from './audit.mjs'
export interface Step {
  name: string
  run(): StepOutcome | Promise<StepOutcome>
}
export type StepResult = StepOutcome & { name: string }
export const checks: Step[]
export function runChecks(steps: Step[]): Promise<StepResult[]>
export function summaryLine(results: StepResult[], steps: Step[]): string
