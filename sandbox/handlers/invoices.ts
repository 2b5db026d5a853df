import { codeLabel, InvoiceStatus, PaymentStatus } from '../../src/api/contract/codes'
import { invoicePdfUpdate, invoicePdfUpdateInput, invoiceSplitPayments } from '../../src/api/contract/invoices'
import { formatBasisPoints, formatMoney, minorDigits } from '../../src/lib/money'
import { safeHttpUrl } from '../../src/lib/urls'
import {
  type BillingInvoice,
  breakdownOf,
  findPayment,
  invoicePageUrl,
  paymentLink,
  paymentPageUrl,
  settlePayment,
  splitPaymentSummary,
} from '../billing'
import { escapeHtml, htmlPage } from '../html'
import type { InvoicePdfSettings, SplitPaymentRecord } from '../records'
import { defineArea, handle, type PageContext } from '../registry'
import { blank } from '../schema'
import type { Workspace } from '../store'

/**
 * Invoices: PDF settings (4.4) and split payments (4.5), and the hosted pages the sandbox serves for
 * invoices and payments.
 *
 * - pdf_update: unknown invoice → not found (a local currency without an exchange rate is refused by the
 *   contract, 400). Each call replaces the invoice's PDF settings as a whole (members left out go back
 *   to empty / off). `sendUserEmail: true` puts an "Invoice <id>" mail for the invoice's user in the
 *   mailbox. The hosted invoice page shows the settings.
 * - split_payments: unknown invoice → not found. The invoice's payments by sequence; `paidAmount` is the sum
 *   of the successful ones (status 20); an invoice without payments counts as fully paid when its status
 *   is paid (3), else as nothing paid; `remainingAmount` = total − paid, never below 0.
 * - GET /hosted/invoices/:invoiceId: the invoice as its PDF would show it.
 * - GET /hosted/payments/:paymentId: the payment page; while the payment is pending (10) it has a Pay
 *   button and a Cancel button. POST with `action=pay` makes the payment successful (20), and the
 *   invoice paid (3) once successful payments cover it; `action=cancel` cancels the payment (40).
 */

const blankPdfSettings = (): InvoicePdfSettings => {
  const settings = blank(invoicePdfUpdateInput) as Record<string, unknown>
  delete settings.invoiceId
  return settings as InvoicePdfSettings
}

function money(amount: number, currency: string): string {
  return escapeHtml(formatMoney(amount, currency, 'en-GB'))
}

/** An amount in minor units of `currency` converted at `rate` and shown in `localCurrency`. */
function localizedMoney(amount: number, currency: string, rate: number, localCurrency: string): string {
  const major = (amount / 10 ** minorDigits(currency)) * rate
  try {
    return escapeHtml(new Intl.NumberFormat('en-GB', { style: 'currency', currency: localCurrency }).format(major))
  } catch {
    return escapeHtml(`${major.toFixed(2)} ${localCurrency}`)
  }
}

function date(seconds: number): string {
  if (!seconds) return 'not set'
  return escapeHtml(new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ') + ' UTC')
}

/** A link when `href` is an http(s) URL; the text alone otherwise. */
function link(href: string, text: string): string {
  const url = safeHttpUrl(href)
  return url ? `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>` : escapeHtml(text)
}

function row(label: string, value: string): string {
  return `<tr><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`
}

function invoiceOr404(store: Workspace, invoiceId: string, notFound: (message: string) => never): BillingInvoice {
  return store.invoices.get(invoiceId) ?? notFound(`Invoice ${invoiceId} not found`)
}

function paymentsTable(ctx: PageContext, invoice: BillingInvoice): string {
  if (invoice.payments.length === 0) return '<p>No payments.</p>'
  const rows = [...invoice.payments]
    .sort((a, b) => a.splitSequence - b.splitSequence)
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.splitSequence)}</td><td>${link(paymentLink(ctx.hostedUrl, payment), payment.paymentId)}</td>` +
        `<td>${escapeHtml(codeLabel('paymentStatus', payment.status))}</td><td>${money(payment.totalAmount, payment.currency || invoice.currency)}</td>` +
        `<td>${escapeHtml(payment.gatewayName || (payment.gatewayId ? `gateway ${payment.gatewayId}` : ''))}</td><td>${date(payment.paidTime)}</td></tr>`,
    )
    .join('\n')
  return `<table aria-label="Payments">
<thead><tr><th scope="col">#</th><th scope="col">Payment</th><th scope="col">Status</th><th scope="col">Amount</th><th scope="col">Gateway</th><th scope="col">Paid</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}

function renderInvoicePage(ctx: PageContext): string {
  const invoice = invoiceOr404(ctx.store, ctx.params.invoiceId, ctx.notFound)
  const settings = invoice.pdfSettings
  const breakdown = breakdownOf(invoice)
  const currency = invoice.currency
  const user = ctx.store.users.get(invoice.userId)
  const issuerName = settings.issueCompanyName || ctx.store.merchant.name || `Merchant ${ctx.store.merchantId}`

  const issuer = [
    `<p><strong>${escapeHtml(issuerName)}</strong></p>`,
    settings.issueAddress ? `<p>${escapeHtml(settings.issueAddress).replace(/\n/g, '<br>')}</p>` : '',
    '<table>',
    settings.issueRegNumber ? row('Registration number', escapeHtml(settings.issueRegNumber)) : '',
    settings.issueVatNumber ? row('VAT number', escapeHtml(settings.issueVatNumber)) : '',
    '</table>',
  ].join('\n')

  const customer = user
    ? [user.companyName, [user.firstName, user.lastName].filter(Boolean).join(' '), user.email, user.address].filter(Boolean)
    : []
  const billedTo = `<p>${customer.map((line) => escapeHtml(line)).join('<br>') || `User ${escapeHtml(invoice.userId)}`}</p>`

  const detailed = settings.showDetailItem
  const lineRows = breakdown.lines
    .map((line) =>
      detailed
        ? `<tr><td>${escapeHtml(line.description)}</td><td>${money(line.unitAmount, currency)}</td><td>${escapeHtml(line.quantity)}</td><td>${money(line.amount, currency)}</td></tr>`
        : `<tr><td>${escapeHtml(line.description)}</td><td>${money(line.amount, currency)}</td></tr>`,
    )
    .join('\n')
  const items = `<table aria-label="Items">
<thead><tr><th scope="col">Description</th>${detailed ? '<th scope="col">Unit amount</th><th scope="col">Quantity</th>' : ''}<th scope="col">Amount</th></tr></thead>
<tbody>
${lineRows}
</tbody>
</table>`

  const totals: [string, number][] = [['Subtotal', breakdown.subtotal]]
  if (breakdown.discountAmount) {
    totals.push([breakdown.discountCode ? `Discount (${breakdown.discountCode})` : 'Discount', -breakdown.discountAmount])
  }
  totals.push([`Tax (${formatBasisPoints(breakdown.taxPercentage)})`, breakdown.taxAmount])
  if (breakdown.promoCreditAmount) totals.push(['Promo credit', -breakdown.promoCreditAmount])
  totals.push(['Total', invoice.totalAmount])
  const local = settings.localizedCurrency && settings.localizedExchangeRate > 0
  const totalsTable = `<table aria-label="Totals" style="margin-top: 1rem">
<thead><tr><td></td><th scope="col">${escapeHtml(currency)}</th>${local ? `<th scope="col">${escapeHtml(settings.localizedCurrency)}</th>` : ''}</tr></thead>
<tbody>
${totals
  .map(
    ([label, amount]) =>
      `<tr><th scope="row">${escapeHtml(label)}</th><td>${money(amount, currency)}</td>${
        local ? `<td>${localizedMoney(amount, currency, settings.localizedExchangeRate, settings.localizedCurrency)}</td>` : ''
      }</tr>`,
  )
  .join('\n')}
</tbody>
</table>`

  const localized = local
    ? `<section aria-labelledby="localized">
<h2 id="localized">Amounts in ${escapeHtml(settings.localizedCurrency)}</h2>
<p>Total: <strong>${localizedMoney(invoice.totalAmount, currency, settings.localizedExchangeRate, settings.localizedCurrency)}</strong>
at an exchange rate of ${escapeHtml(settings.localizedExchangeRate)} ${escapeHtml(settings.localizedCurrency)} per ${escapeHtml(currency)}.</p>
${settings.localizedExchangeRateDescription ? `<p>Exchange rate description: ${escapeHtml(settings.localizedExchangeRateDescription)}</p>` : ''}
</section>`
    : ''

  const pending = invoice.payments.find((payment) => payment.status === PaymentStatus.pending)
  const payLink =
    invoice.status === InvoiceStatus.open && pending
      ? `<p>${link(paymentPageUrl(ctx.hostedUrl, pending.paymentId), 'Pay this invoice')}</p>`
      : ''
  const metadata = Object.keys(invoice.metadata ?? {}).length
    ? `<h2>Metadata</h2>\n<pre>${escapeHtml(JSON.stringify(invoice.metadata, null, 2))}</pre>`
    : ''

  return htmlPage(
    `Invoice ${invoice.invoiceId}`,
    `<h1>Invoice ${escapeHtml(invoice.invoiceId)}</h1>
<p>Status: <strong>${escapeHtml(codeLabel('invoiceStatus', invoice.status))}</strong>${
      settings.template ? ` · Template: <strong>${escapeHtml(settings.template)}</strong>` : ''
    }</p>
<section aria-labelledby="issuer"><h2 id="issuer">From</h2>
${issuer}
</section>
<section aria-labelledby="billed"><h2 id="billed">Billed to</h2>
${billedTo}
</section>
<section aria-labelledby="details"><h2 id="details">Details</h2>
<table>
${row('Invoice date', date(invoice.createTime))}
${row('Subscription', escapeHtml(invoice.subscriptionId || 'none'))}
${breakdown.periodStart ? row('Period', `${date(breakdown.periodStart)} to ${date(breakdown.periodEnd)}`) : ''}
${invoice.paidTime ? row('Paid', date(invoice.paidTime)) : ''}
</table>
</section>
<section aria-labelledby="items"><h2 id="items">Items</h2>
${items}
${totalsTable}
</section>
${localized}
<section aria-labelledby="payments"><h2 id="payments">Payments</h2>
${paymentsTable(ctx, invoice)}
${payLink}
</section>
${metadata}`,
  )
}

function paymentOr404(ctx: PageContext) {
  return findPayment(ctx.store, ctx.params.paymentId) ?? ctx.notFound(`Payment ${ctx.params.paymentId} not found`)
}

const buttonStyle = 'font: inherit; padding: .5rem 1rem; margin-right: .5rem'

function renderPaymentPage(ctx: PageContext, invoice: BillingInvoice, payment: SplitPaymentRecord, notice = ''): string {
  const breakdown = breakdownOf(invoice)
  const currency = payment.currency || invoice.currency
  const amount = money(payment.totalAmount, currency)
  const pending = payment.status === PaymentStatus.pending
  const form = pending
    ? `<form method="post" action="${escapeHtml(paymentPageUrl(ctx.hostedUrl, payment.paymentId))}">
<p>This is the sandbox's payment page: paying here moves no money.</p>
<button type="submit" name="action" value="pay" style="${buttonStyle}">Pay ${amount}</button>
<button type="submit" name="action" value="cancel" style="${buttonStyle}">Cancel payment</button>
</form>`
    : ''
  return htmlPage(
    `Payment ${payment.paymentId}`,
    `<h1>Pay ${escapeHtml(ctx.store.merchant.name || 'the merchant')}</h1>
${notice}
<table>
${row('Amount', `<strong>${amount}</strong>`)}
${row('For', escapeHtml(breakdown.productName))}
${row('Invoice', link(invoicePageUrl(ctx.hostedUrl, invoice.invoiceId), invoice.invoiceId))}
${row('Payment', escapeHtml(payment.paymentId))}
${row('Status', `<strong>${escapeHtml(codeLabel('paymentStatus', payment.status))}</strong>`)}
${payment.paidTime ? row('Paid', date(payment.paidTime)) : ''}
</table>
${form}`,
  )
}

export default defineArea({
  area: 'invoices',
  handlers: [
    handle(invoicePdfUpdate, ({ input, store, now, dialect }) => {
      const invoice: BillingInvoice = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
      const { invoiceId: _invoiceId, ...settings } = input
      invoice.pdfSettings = { ...blankPdfSettings(), ...settings }
      if (settings.sendUserEmail) {
        const email = store.users.get(invoice.userId)?.email
        if (email) store.mailbox.push({ email, code: '', sentAt: now(), subject: `Invoice ${invoice.invoiceId}` })
      }
      store.invoices.touch()
      return {}
    }),

    handle(invoiceSplitPayments, ({ input, store, hostedUrl, dialect }) => {
      const invoice = store.invoices.get(input.invoiceId) ?? dialect.notFound('invoice', input.invoiceId)
      return splitPaymentSummary(invoice, hostedUrl)
    }),
  ],
  pages: [
    { path: '/hosted/invoices/:invoiceId', render: renderInvoicePage },
    {
      path: '/hosted/payments/:paymentId',
      render: (ctx) => {
        const { invoice, payment } = paymentOr404(ctx)
        return renderPaymentPage(ctx, invoice, payment)
      },
    },
    {
      path: '/hosted/payments/:paymentId',
      method: 'POST',
      render: async (ctx) => {
        const { invoice, payment } = paymentOr404(ctx)
        const { action } = await ctx.form()
        if (action !== 'pay' && action !== 'cancel') ctx.badRequest('Choose Pay or Cancel payment')
        if (payment.status !== PaymentStatus.pending) {
          const notice = `<p role="status">This payment is ${escapeHtml(codeLabel('paymentStatus', payment.status))} already: nothing changed.</p>`
          return renderPaymentPage(ctx, invoice, payment, notice)
        }
        settlePayment(ctx.store, invoice, payment, action === 'pay' ? 'success' : 'cancelled', ctx.now())
        const breakdown = breakdownOf(invoice)
        const onward = action === 'pay' ? breakdown.returnUrl : breakdown.cancelUrl
        const notice =
          (action === 'pay'
            ? `<p role="status"><strong>Payment received.</strong> The invoice is ${escapeHtml(codeLabel('invoiceStatus', invoice.status))}.</p>`
            : '<p role="status"><strong>Payment cancelled.</strong> The invoice stays open.</p>') +
          (onward ? `<p>${link(onward, action === 'pay' ? 'Return to the merchant' : 'Back to the merchant')}</p>` : '')
        return renderPaymentPage(ctx, invoice, payment, notice)
      },
    },
  ],
})
