import {
  productActivate,
  productDelete,
  productEdit,
  productInactivate,
  type ProductEditInput,
} from '../../api/contract/extensions/catalogActions'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../api/client'
import { productList, productNew, type ProductListInput, type ProductNewInput } from '../../api/contract/products'

export const productQueries = {
  all: ['products'] as const,
  lists: () => [...productQueries.all, 'list'] as const,
  list: (params: ProductListInput) =>
    queryOptions({
      queryKey: [...productQueries.lists(), params],
      queryFn: ({ signal }) => call(productList, params, { signal }),
      placeholderData: keepPreviousData,
    }),
}

export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductNewInput) => call(productNew, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.lists() }),
  })
}

/** A change to one product (§3.12): activate, inactivate or delete. The lists are read again once done. */
export function useProductChange(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: 'activate' | 'inactivate' | 'delete') =>
      call(change === 'activate' ? productActivate : change === 'inactivate' ? productInactivate : productDelete, { productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  })
}

/** Edit a product (§3.12): the lists are read again once done. */
export function useEditProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProductEditInput) => call(productEdit, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all }),
  })
}
