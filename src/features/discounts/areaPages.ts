/** The lists of the discounts area. */
export const areaPages = [
  { to: '/discounts', label: 'Discount codes' },
  { to: '/discounts/templates', label: 'Batch templates' },
] as const

export type AreaPage = (typeof areaPages)[number]['to']

/** The title of a list of the area: "Discount codes", "Batch templates". */
export const areaTitle = (page: AreaPage) => areaPages.find((candidate) => candidate.to === page)?.label ?? ''
