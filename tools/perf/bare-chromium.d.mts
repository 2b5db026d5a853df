export const bareChromiumArgs: string[]
export function messageReader(): (chunk: string) => unknown[]
export interface BareBrowser {
  send(method: string, params?: object, sessionId?: string): Promise<any>
  close(): Promise<void>
}
export function launchBare(executable: string, args: string[]): Promise<BareBrowser>
export function addLatency(send: (method: string, params?: object) => Promise<unknown>, latency: number): Promise<void>
export function openBareTab(
  browser: BareBrowser,
  options: { width: number; height: number; throttle: number; latency?: number },
): Promise<{
  send(method: string, params?: object): Promise<any>
  evaluate(expression: string): Promise<unknown>
  close(): Promise<unknown>
}>
