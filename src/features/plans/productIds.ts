/** The default product's id: plans without a product of their own are its. */
export const DEFAULT_PRODUCT_ID = 0

/** Products a page of the product list asks for, as the plans page gathers the ids of every product. */
export const PRODUCT_IDS_PAGE_SIZE = 100

/** A page of the product list, for the ids of every product: what the plans page asks for first. */
export const productIdsInput = (page: number) => ({ page, count: PRODUCT_IDS_PAGE_SIZE })
