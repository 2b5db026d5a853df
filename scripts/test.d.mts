import type { StepOutcome } from './audit.mjs'
export interface Step {
  name: string
  /** Runs at the same time as the step before it. */
  alongside?: boolean
  run(): StepOutcome | Promise<StepOutcome>
}
export type StepResult = StepOutcome & { name: string; seconds?: number }
export const checks: Step[]
export function phasesOf(steps: Step[]): Step[][]
export function runChecks(steps: Step[]): Promise<StepResult[]>
export function retriedReport(retried: string[]): string
export function summaryLine(results: StepResult[], steps: Step[], retried?: string[]): string
