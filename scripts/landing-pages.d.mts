export interface LandingPage {
  name: string
  path: string
  routes: string[]
  usable: { input?: true; rows?: string }
  signedIn: boolean
  seed?: Record<string, unknown>
  pageTurn?: boolean
  recordPage?: string
  budget: { jsKb: number; requests: number }
  aim: number
}
export const landingPages: LandingPage[]
export const startRedirects: Record<string, string>
export const redirectPages: { path: string; routes: string[]; signedIn: boolean }[]
export const pageTurnAimMs: number
export function usableSelector(usable: LandingPage['usable']): string
export function usableLabel(usable: LandingPage['usable']): string
export const listPageRows: number
export function usableFill(usable: LandingPage['usable']): number | undefined
export function turnsAvailable(page: LandingPage): number
