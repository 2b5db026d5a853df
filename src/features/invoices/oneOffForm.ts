import { z } from 'zod'
import {
  DEFAULT_DAYS_UNTIL_DUE,
  invoiceEditInput,
  invoiceFinishInput,
  invoiceNewInput,
} from '../../api/contract/extensions/invoiceActions'
import type { InvoiceDetail } from '../../api/contract/extensions/invoices'
import { InvoiceStatus } from '../../api/contract/codes'
import { numberField } from '../../lib/fields'
import { minorDigits, minorToDecimalString, parseMajorUnits } from '../../lib/money'

/**
 * One-off invoices (operations.md §3.9): the form of a draft (its customer, name, currency, tax rate and lines),
 * read into the contract's request. Amounts are typed in the currency's units and the tax rate as a percentage;
 * anything that is not one is refused at its field with the reason, and the contract's rules follow.
 */

/** A line as typed. */
export interface DraftLineValues {
  name?: string
  description?: string
  unitAmountExcludingTax?: string
  quantity?: string
}

/** The form as typed; `userId` only when a new draft is made for a customer chosen in the form. */
export interface DraftFormValues {
  userId?: string
  name?: string
  currency?: string
  taxPercentage?: string
  lines: DraftLineValues[]
}

export const emptyLine: DraftLineValues = { name: '', description: '', unitAmountExcludingTax: '', quantity: '1' }

const NUMERIC = /^[+-]?\d+(\.\d+)?$/
const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/

/** "20" or "7.5" (percent) as basis points (2000, 750); anything else is left as typed, for the contract's message. */
function percentToBasisPoints(text: string | undefined): number | string | undefined {
  const trimmed = text?.trim()
  if (!trimmed) return undefined
  const match = PERCENT.exec(trimmed)
  if (!match) return trimmed
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const raw = z.string().optional()
const rawLine = z.object({ name: raw, description: raw, unitAmountExcludingTax: raw, quantity: raw })
const rawDraft = z.object({ userId: raw, name: raw, currency: raw, taxPercentage: raw, lines: z.array(rawLine).optional() })

type AmountIssue = { path: (string | number)[]; message: string }

/**
 * The typed form read into the shape of a request: numbers where numbers were typed, amounts in minor units of the
 * currency typed. An amount that is not one in that currency is reported in `issues`; the rest is the request's
 * schema's to judge.
 */
function readDraft(values: z.output<typeof rawDraft>, issues: AmountIssue[]): Record<string, unknown> {
  const currency = values.currency?.trim().toUpperCase()
  const knownCurrency = currency !== undefined && /^[A-Z]{3}$/.test(currency)
  const lines = (values.lines ?? []).map((line, index) => {
    const path = ['lines', index, 'unitAmountExcludingTax']
    const amount = line.unitAmountExcludingTax?.trim()
    let unitAmountExcludingTax: number | undefined
    if (!amount) issues.push({ path, message: 'Enter the unit amount' })
    else if (!knownCurrency)
      unitAmountExcludingTax = 0 // unreadable without a currency: the currency's field says why
    else {
      const parsed = parseMajorUnits(amount, currency)
      if (parsed.ok) unitAmountExcludingTax = parsed.minor
      else issues.push({ path, message: parsed.message })
    }
    const quantity = line.quantity?.trim()
    return {
      name: line.name?.trim() ?? '',
      ...(line.description?.trim() ? { description: line.description.trim() } : {}),
      // A placeholder where the amount was refused above, so that only that refusal is shown for it.
      unitAmountExcludingTax: unitAmountExcludingTax ?? 0,
      quantity: quantity && NUMERIC.test(quantity) ? Number(quantity) : quantity || undefined,
    }
  })
  const userId = values.userId?.trim()
  return {
    ...(userId !== undefined ? { userId: userId && NUMERIC.test(userId) ? Number(userId) : userId || undefined } : {}),
    name: values.name?.trim() ?? '',
    currency: currency || undefined,
    taxPercentage: percentToBasisPoints(values.taxPercentage) ?? 0,
    lines,
  }
}

/**
 * The form's schema: the typed values read (`readDraft`) with `fixed` (what the page gives: the customer, the
 * invoice), then judged by the request's schema; every refusal is reported at once, each at its field.
 */
function draftSchema<T>(request: z.ZodType<T>, fixed: Record<string, unknown>) {
  return rawDraft.transform((values, ctx): T => {
    const issues: AmountIssue[] = []
    const result = request.safeParse({ ...readDraft(values, issues), ...fixed })
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
    return issues.length || !result.success ? z.NEVER : result.data
  })
}

/** A new draft for `userId` (given by the page), or for the customer typed in the form (`userId` undefined). */
export function newDraftSchema(userId?: number) {
  return draftSchema(invoiceNewInput, userId === undefined ? {} : { userId })
}

/** The whole draft, always: the service replaces every field of it (an omitted name becomes "", a tax rate 0). */
export function editDraftSchema(invoiceId: string) {
  return draftSchema(invoiceEditInput, { invoiceId })
}

/** The form of an existing draft, as it holds it. */
export function draftValuesOf(invoice: InvoiceDetail): DraftFormValues {
  const currency = invoice.currency ?? ''
  const digits = minorDigits(currency)
  const lines = (invoice.lines ?? []).map((line) => ({
    // A service that keeps a line's name in its description gives it back there: it is the line's item.
    name: line?.name || line?.description || '',
    description: line?.name ? (line.description ?? '') : '',
    unitAmountExcludingTax: line?.unitAmountExcludingTax == null ? '' : minorToDecimalString(line.unitAmountExcludingTax, digits),
    quantity: String(line?.quantity ?? 1),
  }))
  const bp = invoice.taxPercentage ?? 0
  return {
    name: invoice.invoiceName ?? '',
    currency,
    taxPercentage: minorToDecimalString(bp, 2).replace(/\.?0+$/, '') || '0',
    lines: lines.length ? lines : [{ ...emptyLine }],
  }
}

/** A one-off invoice not yet published: status 1 without a subscription, not deleted (the official portal's rule). */
export function isOneOffDraft(invoice: InvoiceDetail): boolean {
  return invoice.status === InvoiceStatus.open && !invoice.subscriptionId && !invoice.isDeleted
}

/** Publishing: the days the customer has to pay, typed. */
export const publishFormSchema = z.object({
  invoiceId: invoiceFinishInput.shape.invoiceId,
  daysUtilDue: numberField(invoiceFinishInput.shape.daysUtilDue, 'Enter the days until the invoice is due'),
})
export type PublishFormValues = { invoiceId: string; daysUtilDue?: string }
export const defaultPublishDays = String(DEFAULT_DAYS_UNTIL_DUE)
