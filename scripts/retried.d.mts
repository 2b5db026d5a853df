export const retriedFileVariable: string
export function recordRetried(line: string, file?: string): void
export function readRetried(file: string): string[]
export class VitestRetried {
  onTestCaseResult(testCase: unknown): void
}
export default class PlaywrightRetried {
  onTestEnd(test: unknown, result: unknown): void
  printsToStdio(): boolean
}
