import { euVatCountries, isEuVatPrefix, normaliseVatNumber } from '../../api/contract/vat'

/** What the VAT number field says about the number being typed, before anything is sent. */
export interface VatHint {
  tone: 'neutral' | 'known' | 'warning'
  text: string
}

export const defaultVatHint =
  'Starts with a two-letter country code such as DE, FR or NL, then the number. Spaces, dots and hyphens are ignored.'

/** The country and expected shape for an EU prefix; a warning for a prefix that is not an EU one. */
export function vatHint(typed: string): VatHint {
  const value = normaliseVatNumber(typed)
  const prefix = value.slice(0, 2)
  if (!/^[A-Z]{2}$/.test(prefix)) return { tone: 'neutral', text: defaultVatHint }
  if (isEuVatPrefix(prefix)) {
    const { country, format } = euVatCountries[prefix]
    return { tone: 'known', text: `${country}: ${prefix} followed by ${format}.` }
  }
  if (prefix === 'GR') return { tone: 'warning', text: 'Greek VAT numbers start with EL, not GR.' }
  return { tone: 'warning', text: `${prefix} is not the prefix of an EU member state. The service may not know the number.` }
}

/** The country name of a VAT prefix or country code, when known. */
export function vatCountryName(code: string | null | undefined): string | null {
  if (!code) return null
  const upper = code.toUpperCase()
  if (isEuVatPrefix(upper)) return euVatCountries[upper].country
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(upper)
    return name && name !== upper ? name : null
  } catch {
    return null
  }
}
