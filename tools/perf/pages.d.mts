export interface LandingPage {
  name: string
  path: string
  routes: string[]
  usable: { input?: true; rows?: string }
  signedIn: boolean
  seed?: Record<string, unknown>
  pageTurn?: boolean
  recordPage?: string
  budgetKb: number
  aim: { ratio: number; against: 'baseline' | 'list' }
}
export const landingPages: LandingPage[]
export const pageTurnAimMs: number
export const recordOpenAimMs: number
export function usableSelector(usable: LandingPage['usable']): string
export function usableLabel(usable: LandingPage['usable']): string
export const listPageRows: number
export function usableFill(usable: LandingPage['usable']): number | undefined
export function turnsAvailable(page: Pick<LandingPage, 'seed'>): number
export interface Scenario {
  name: string
  what: string
  path: string
  seed: Record<string, unknown>
  measure: 'timeline' | 'counts'
  against?: string
  aim: { ms?: number; ratio?: number }
}
export const scenarios: Scenario[]
export const timelineCustomer: number
export const timelineFirstScreen: number
