const minorDigitsOf = new Map<string, number>()

/**
 * Amounts are integers in the currency's minor units (cents for USD, yen for JPY). They are shown with
 * Intl.NumberFormat, dividing by the currency's own number of minor digits; no float arithmetic on
 * the amounts themselves.
 */
export function minorDigits(currency: string): number {
  let digits = minorDigitsOf.get(currency)
  if (digits === undefined) {
    try {
      digits = currencyFormat('en', currency).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    minorDigitsOf.set(currency, digits)
  }
  return digits
}

// Making a formatter costs far more than using one (a list page formats every row's amount on each turn), so
// each locale and currency gets one, kept for the life of the page; so does each locale's plain number format
// (`toLocaleString` makes one on every call; counts take it too, src/lib/countLabel.ts). Each is made at its first
// use, not as the module loads (src/lib/time.ts says why).
const formats = new Map<string, Intl.NumberFormat>()
export function numberFormat(locale: string | undefined, currency?: string): Intl.NumberFormat {
  const key = `${locale ?? ''} ${currency ?? ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : undefined)
    formats.set(key, format)
  }
  return format
}
const currencyFormat = (locale: string | undefined, currency: string) => numberFormat(locale, currency)

function isCurrencyCode(currency: unknown): currency is string {
  return typeof currency === 'string' && /^[A-Za-z]{3}$/.test(currency)
}

/**
 * The currency of an amount: the first of `candidates` that is a currency code, upper-cased; the amount's own
 * first, then the one its record implies (a customer's recurring amount: their current subscription's). None gives
 * `undefined`: the amount is then left out, never shown as a bare number of minor units.
 */
export function impliedCurrency(...candidates: readonly (string | null | undefined)[]): string | undefined {
  return candidates.find(isCurrencyCode)?.toUpperCase()
}

/** What shows instead of an amount whose currency is not known. */
export const noCurrency = 'not shown (no currency)'

/** Splits an integer amount of minor units into a decimal string, exactly ("-1234", 2 → "-12.34"). */
export function minorToDecimalString(amount: number, digits: number): string {
  const negative = amount < 0
  const digitsText = Math.abs(Math.trunc(amount))
    .toString()
    .padStart(digits + 1, '0')
  const whole = digits === 0 ? digitsText : digitsText.slice(0, -digits)
  const fraction = digits === 0 ? '' : digitsText.slice(-digits)
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

export function formatMoney(amount: number | null | undefined, currency: string | null | undefined, locale?: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return 'not set'
  if (!isCurrencyCode(currency)) return noCurrency
  const code = currency.toUpperCase()
  const digits = minorDigits(code)
  // Intl formats a decimal string exactly (no binary rounding) when given one.
  return currencyFormat(locale, code).format(minorToDecimalString(amount, digits) as unknown as number)
}

/** Basis points as a percentage: 1000 → "10 %". */
export function formatBasisPoints(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'not set'
  return `${minorToDecimalString(value, 2).replace(/\.?0+$/, '')} %`
}

/**
 * An amount typed in the currency's major units ("5", "5.5", "12.34") as an integer of minor units,
 * exactly (no float arithmetic). `null` with a reason when the text is not an amount.
 */
export function parseMajorUnits(text: string, currency: string): { ok: true; minor: number } | { ok: false; message: string } {
  const digits = minorDigits(currency)
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text.trim())
  if (!match) {
    return {
      ok: false,
      message: `Enter an amount in ${currency}, for example ${minorToDecimalString(500 * 10 ** Math.max(0, digits - 2), digits)}`,
    }
  }
  const [, sign, whole, fraction = ''] = match
  if (fraction.length > digits) {
    return {
      ok: false,
      message:
        digits === 0 ? `${currency} amounts have no decimal places` : `${currency} amounts have at most ${digits} decimal places`,
    }
  }
  const minorText = `${whole}${fraction.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '')
  const minor = Number(minorText)
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'The amount is too large' }
  return { ok: true, minor: sign === '-' ? -minor : minor }
}
