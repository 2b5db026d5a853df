import { queryOptions } from '@tanstack/react-query'
import { loadRuntimeConfig } from '../../session/config'

/** The environments to sign in to: asked for by the public pages' loaders, so it arrives with their code. */
export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: () => loadRuntimeConfig(),
  staleTime: Infinity,
})
